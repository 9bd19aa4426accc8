import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(17 24 39 / 0.55)',
  zIndex: 70,
});
export const positioner = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  zIndex: 71,
});
const contentBase = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});
export const content = styleVariants({
  sm: [contentBase, { maxWidth: '400px' }],
  md: [contentBase, { maxWidth: '560px' }],
  lg: [contentBase, { maxWidth: '800px' }],
});
export const title = style({
  paddingRight: vars.space.xl,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
export const description = style({ color: vars.color.textMuted });
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});
