import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flex: '0 0 auto',
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const fallback = style({ lineHeight: 1 });
