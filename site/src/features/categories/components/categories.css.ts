import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { autoGrid, columns } from '../../../components/page/layout';
import {
  back,
  page,
  stateBox,
  stateText,
  stateTitle,
  title,
} from '../../../components/page/page.css';
import * as pieces from '../../../components/page/pieces.css';

export { back, page, stateBox, stateText, stateTitle, title };

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const breadcrumb = style([
  pieces.bareList,
  { display: 'flex', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const crumbLink = style({ color: vars.color.brandStrong, textDecoration: 'none' });

export const titleRow = style([pieces.wrapRow, { alignItems: 'center' }]);

export const premiumBadge = style([
  pieces.tag,
  { background: vars.color.premium, color: vars.color.text },
]);

export const details = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stats = style([columns(2, { '768px': 4 }), { gap: vars.space.sm, margin: 0 }]);

export const stat = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The search form in the filter bar: wider than a select. */
export const search = style({ flex: '2 1 14rem' });

export const loadingMore = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const grid = style([pieces.bareList, autoGrid('260px')]);

export const srOnly = visuallyHidden;
