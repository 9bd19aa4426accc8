import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { autoGrid, columns, pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

export const page = style([
  pageColumn('860px', vars.space.lg),
  { color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
]);

export const header = style({ display: 'grid', gap: vars.space.sm });

export const eyebrow = pieces.eyebrow;

export const title = style([pieces.largePageTitle, { fontFamily: vars.font.heading }]);

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.lg } },
});

export const updated = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style([pieces.sectionTitle, { lineHeight: vars.lineHeight.tight }]);

globalStyle(`${section} p, ${section} ul, ${section} ol`, { margin: 0 });
globalStyle(`${section} ul, ${section} ol`, {
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${page} a:not([data-button])`, {
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
});

export const stats = style([pieces.bareList, columns(3), { gap: vars.space.sm }]);

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  '@media': { '(min-width: 768px)': { padding: vars.space.md, fontSize: vars.fontSize.md } },
});

export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brandStrong,
});

export const cards = style([pieces.bareList, autoGrid('220px', vars.space.md, 'auto-fit')]);

export const card = style([
  pieces.card,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    boxShadow: vars.shadow.sm,
  },
]);

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const faqList = style({ display: 'grid', gap: vars.space.sm });

export const faqItem = style([
  pieces.surface,
  { borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}` },
]);

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  ':focus-visible': { outline: `3px solid ${vars.color.brandSoft}`, outlineOffset: '2px' },
});

export const faqAnswer = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });

export const actions = pieces.wrapRow;

export const callout = style([
  pieces.brandCard,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.lg },
]);
globalStyle(`${callout} a:not([data-button])`, { color: vars.color.onBrand });
