import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { closeButton } from '../private/overlay.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(17 24 39 / 0.55)',
  zIndex: 70,
});
const positionerBase = style({ position: 'fixed', inset: 0, zIndex: 71 });
export const positioner = styleVariants({
  center: [positionerBase, { display: 'grid', placeItems: 'center', padding: vars.space.md }],
  start: [positionerBase, { display: 'flex', justifyContent: 'flex-start' }],
  end: [positionerBase, { display: 'flex', justifyContent: 'flex-end' }],
});
const contentBase = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});
const boxed = style([
  contentBase,
  { maxHeight: 'calc(100dvh - 2rem)', borderRadius: vars.radius.lg },
]);
export const content = styleVariants({
  sm: [boxed, { maxWidth: '400px' }],
  md: [boxed, { maxWidth: '560px' }],
  lg: [boxed, { maxWidth: '800px' }],
  drawer: [contentBase, { alignContent: 'start', width: 'min(340px, 88vw)', height: '100%' }],
});
export const close = style([
  closeButton,
  { position: 'absolute', top: vars.space.sm, right: vars.space.sm },
]);
export const title = style({
  margin: 0,
  // Room for the × when the dialog has one.
  selectors: { [`${contentBase}:has(${close}) &`]: { paddingRight: vars.space.xl } },
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
export const description = style({ margin: 0, color: vars.color.textMuted });
