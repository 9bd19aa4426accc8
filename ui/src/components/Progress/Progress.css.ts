import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const value = style({ fontVariantNumeric: 'tabular-nums' });

const track = vars.color.brandSoft;
const fill = vars.color.brand;

export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '8px',
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: track,
  color: fill,
  selectors: {
    '&::-webkit-progress-bar': { background: track, borderRadius: vars.radius.full },
    '&::-webkit-progress-value': {
      background: fill,
      borderRadius: vars.radius.full,
      transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
    },
    '&::-moz-progress-bar': { background: fill, borderRadius: vars.radius.full },
  },
});
