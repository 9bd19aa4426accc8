import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** platform §2.6: a free account on blue, a paid one on green. */
export const accountBadgeTones = ['blue', 'green'] as const;
/** `pill` for sidebars and menus; `banner` for the wide 'CONTA GRÁTIS' strip. */
export const accountBadgeShapes = ['pill', 'banner'] as const;

// Darkened mixes keep white text above 4.5:1 whatever the theme's brand greens and blues.
const onDark = (color: string) => `color-mix(in srgb, ${color} 72%, ${vars.color.text})`;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.onBrand,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      blue: { background: onDark(vars.color.info) },
      green: { background: onDark(vars.color.success) },
    },
    shape: {
      pill: {
        // A pill keeps its own width inside grid and flex containers.
        justifySelf: 'start',
        alignSelf: 'start',
        padding: `${vars.space.xs} ${vars.space.md}`,
        borderRadius: vars.radius.full,
        fontSize: vars.fontSize.sm,
      },
      banner: {
        width: '100%',
        padding: `${vars.space.sm} ${vars.space.md}`,
        borderRadius: vars.radius.md,
        fontSize: vars.fontSize.sm,
        letterSpacing: '0.06em',
      },
    },
  },
  defaultVariants: { tone: 'blue', shape: 'pill' },
});

export const dot = recipe({
  base: {
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.full,
    background: vars.color.onBrand,
    flexShrink: 0,
  },
});
