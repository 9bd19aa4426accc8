import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style([pieces.contentPage, { maxWidth: '880px' }]);

export const header = pieces.pageHeader;
export const eyebrow = pieces.eyebrow;
export const title = pieces.largePageTitle;
export const lead = pieces.pageLead;

export const month = style({ display: 'grid', gap: vars.space.md });
export const monthTitle = pieces.sectionTitle;

export const list = style([pieces.bareList, { display: 'grid', gap: vars.space.md }]);

export const card = style([
  pieces.card,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: vars.space.md,
    alignItems: 'start',
    padding: vars.space.md,
    '@media': {
      '(min-width: 640px)': { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' },
    },
  },
]);

/** The day on a tear-off calendar leaf: the number over the month's short name. */
export const leaf = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  width: '56px',
  height: '60px',
  margin: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  lineHeight: 1,
});
export const leafDay = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });
export const leafMonth = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const name = pieces.sectionTitle;
export const when = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const plan = style([
  pieces.bareList,
  { display: 'grid', gap: '2px', color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

/** On a phone the button spans the card under its text. */
export const action = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { '(min-width: 640px)': { gridColumn: 'auto' } },
});

export const churchDates = style([
  pieces.mutedCard,
  { display: 'grid', gap: vars.space.md, padding: vars.space.lg },
]);
export const churchList = style([pieces.wrapRow]);
