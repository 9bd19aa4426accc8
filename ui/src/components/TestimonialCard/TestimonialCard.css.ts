import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// One class per anatomy part of `TestimonialCard`.

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const rating = style({
  display: 'flex',
  gap: '2px',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});
export const star = style({
  color: vars.color.border,
  selectors: {
    '&[data-fill="full"]': { color: '#F59E0B' },
    '&[data-fill="half"]': {
      background: `linear-gradient(90deg, #F59E0B 50%, ${vars.color.border} 50%)`,
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      color: 'transparent',
    },
  },
});
export const quote = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const authorText = style({ display: 'grid' });
export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
