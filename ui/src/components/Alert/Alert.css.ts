import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        background: vars.color.brandSoft,
        borderColor: vars.color.info,
        color: vars.color.text,
      },
      success: { background: '#F0FDF4', borderColor: vars.color.success, color: '#14532D' },
      error: { background: '#FEF2F2', borderColor: vars.color.danger, color: '#7F1D1D' },
    },
  },
  defaultVariants: { tone: 'info' },
});
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: 0 });
