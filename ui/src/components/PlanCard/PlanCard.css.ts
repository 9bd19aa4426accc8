import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto auto 1fr auto auto',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    highlighted: {
      true: { border: `2px solid ${vars.color.brand}`, boxShadow: vars.shadow.lg },
      false: {},
    },
  },
});
export const badge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.premiumStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.05em',
  whiteSpace: 'nowrap',
});
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
export const priceBlock = style({ display: 'grid', gap: vars.space.xs });
export const original = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});
export const period = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
export const saving = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: '#DCFCE7',
  color: '#166534',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const features = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignContent: 'start',
});
export const feature = style({
  display: 'flex',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-included="false"]': { color: vars.color.textMuted, textDecoration: 'line-through' },
    '&[data-highlighted]': { fontWeight: vars.fontWeight.bold },
  },
});
export const mark = style({
  flex: '0 0 1.25em',
  color: vars.color.success,
  fontWeight: vars.fontWeight.black,
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const action = style({ width: '100%' });
export const srOnly = visuallyHidden;
