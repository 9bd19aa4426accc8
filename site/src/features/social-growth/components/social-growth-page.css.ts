import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style([pieces.contentPage, { maxWidth: '960px' }]);

export const header = pieces.pageHeader;
export const eyebrow = pieces.eyebrow;
export const title = pieces.largePageTitle;
export const lead = pieces.pageLead;

export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = pieces.sectionTitle;

export const week = pieces.cardGrid;

export const card = pieces.stackCard;
export const day = style([pieces.eyebrow]);
export const cardTitle = pieces.sectionTitle;
export const text = pieces.muted;
export const sizes = style([pieces.wrapRow, pieces.bareList]);
export const size = style([pieces.softPill, { fontSize: vars.fontSize.xs }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const captions = style([pieces.bareList, { display: 'grid', gap: vars.space.md }]);
export const caption = style([
  pieces.mutedCard,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.lg },
]);
export const captionText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const nameField = style({ maxWidth: '420px' });
export const actions = style([pieces.wrapRow]);
