import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
