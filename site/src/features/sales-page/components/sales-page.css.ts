import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

// /pv: the sales page, with no site header or footer (platform §2.1).
export const page = style(pageColumn('1120px', vars.space.xl));
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
export const logo = style({ width: '40px', height: '40px', borderRadius: vars.radius.md });
export const brandName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
});
export const hero = style([pieces.centredStack, { paddingTop: vars.space.md }]);
export const eyebrow = pieces.eyebrow;
export const title = style({
  fontSize: 'clamp(1.7rem, 6vw, 2.8rem)',
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '22ch',
});
export const lead = style({ maxWidth: '60ch', color: vars.color.textMuted });
export const reassurance = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** A titled block: the title, then its content, with room between. */
export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  scrollMarginTop: vars.space.md,
});
export const sectionTitle = style({
  fontSize: 'clamp(1.4rem, 4vw, 2rem)',
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
});
export const samples = style([
  pieces.bareList,
  {
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);
export const sample = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const steps = style([
  pieces.bareList,
  {
    display: 'grid',
    gap: vars.space.md,
    '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);
export const step = style([pieces.stackCard, { padding: vars.space.lg }]);
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.black,
});
export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const stepText = pieces.muted;
export const guarantee = style([
  pieces.brandCard,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.xl,
    textAlign: 'center',
    justifyItems: 'center',
  },
]);
export const legal = style([
  pieces.wrapRow,
  {
    margin: 0,
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space.lg,
  },
]);
export const legalLink = style({ color: 'inherit' });
