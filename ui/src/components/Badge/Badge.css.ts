import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// Darkened mixes keep white text above 4.5:1 whatever the theme's colours.
const onDark = (color: string) => `color-mix(in srgb, ${color} 72%, ${vars.color.text})`;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    color: vars.color.onBrand,
    justifySelf: 'start',
    alignSelf: 'start',
  },
  variants: {
    variant: {
      free: { background: onDark(vars.color.free) },
      premium: { background: vars.color.premiumStrong },
      premiumCrown: {
        background: vars.color.premiumStrong,
        padding: '4px',
        borderRadius: vars.radius.full,
      },
      trending: { background: onDark(vars.color.danger) },
      selected: { background: vars.color.brand },
      bestOffer: { background: onDark(vars.color.success), letterSpacing: '0.04em' },
      upgrade: { background: vars.color.premiumStrong, letterSpacing: '0.04em' },
      current: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { variant: 'free' },
});
