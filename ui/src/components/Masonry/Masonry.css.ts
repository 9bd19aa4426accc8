import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ position: 'absolute', top: 0, left: 0 });

export const skeletonGrid = style({ display: 'grid', width: '100%' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeletonTile = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
