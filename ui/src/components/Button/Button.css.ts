import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'inverse', 'outlineInverse'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
    ':focus-visible': { outline: `3px solid ${vars.color.brandSoft}`, outlineOffset: '2px' },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      // For buttons on a brand-coloured surface (heroes, banners).
      inverse: {
        background: vars.color.onBrand,
        color: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      outlineInverse: {
        background: 'transparent',
        color: vars.color.onBrand,
        borderColor: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.12)' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
        minHeight: '32px',
      },
      md: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        minHeight: '44px',
      },
      lg: {
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
        minHeight: '52px',
      },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});
