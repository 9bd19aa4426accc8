import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const circle = style({ borderRadius: '50%' });

export const group = style({ display: 'contents' });
