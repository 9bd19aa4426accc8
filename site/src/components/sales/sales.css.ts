import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { columns } from '../page/layout';
import * as pieces from '../page/pieces.css';

export const block = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.xl} 0` });
/** The home's pricing, reached by a link: clear of the fixed header (as the gallery is). */
export const pricingBlock = style([block, { scrollMarginTop: 80 }]);
export const center = pieces.centredStack;
export const title = style({
  fontSize: 'clamp(1.4rem, 4vw, 2rem)',
  fontWeight: vars.fontWeight.black,
});
export const lead = style({ maxWidth: '62ch', color: vars.color.textMuted });
export const strip = style([pieces.bareList, columns(2, { '900px': 4 }), { gap: vars.space.md }]);
export const stripItem = style([
  pieces.mutedCard,
  { display: 'grid', gap: vars.space.xs, padding: vars.space.md },
]);
export const stripValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
});
export const stripLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const pitch = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, #111827, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
});
export const pitchList = style([
  pieces.bareList,
  {
    display: 'grid',
    gap: vars.space.sm,
    '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);
export const grid3 = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const pricing = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingTop: vars.space.md,
  '@media': {
    '(min-width: 768px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 340px))',
      justifyContent: 'center',
    },
  },
});
export const actions = style([pieces.wrapRow, { justifyContent: 'center' }]);
export const cta = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
// The plans' questions (platform §2.5), on /planos and /pv.
export const faq = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '760px',
  width: '100%',
  justifySelf: 'center',
});
export const faqTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
});
export const faqItem = style([
  pieces.surface,
  { padding: vars.space.md, borderRadius: vars.radius.md },
]);
export const faqQuestion = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });
export const faqAnswer = style({ marginTop: vars.space.sm, color: vars.color.textMuted });

/** The plans side by side (one column on a phone). */
export const planGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingTop: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    '(min-width: 900px)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
      alignItems: 'stretch',
    },
  },
});
