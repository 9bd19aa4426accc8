import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toast = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  width: 'min(420px, calc(100vw - 32px))',
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  touchAction: 'pan-y',
  // Ark positions the toast through these variables (stacking, height, entrance).
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: `translate ${vars.motion.slow} ${vars.motion.easing}, scale ${vars.motion.slow}, opacity ${vars.motion.slow}, height ${vars.motion.slow}`,
  selectors: {
    // A deeper red than `danger`, so white text (and the dimmed description) keeps 4.5:1.
    '&[data-type="error"]': {
      background: '#B91C1C',
      borderColor: '#B91C1C',
      color: vars.color.onBrand,
    },
    '&[data-type="success"]': { borderLeft: `4px solid ${vars.color.success}` },
    '&[data-swiping="true"]': { transition: 'none' },
  },
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const description = style({ fontSize: vars.fontSize.sm });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  opacity: 0.7,
  ':hover': { opacity: 1 },
  ':focus-visible': { outline: `2px solid currentColor`, opacity: 1 },
});
