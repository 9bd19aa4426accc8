import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { fadeIn, backdrop as overlayBackdrop } from '../private/overlay.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(32px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.85)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const defaultIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style([overlayBackdrop, { zIndex: 60 }]);

export const positioner = recipe({
  base: {
    position: 'fixed',
    zIndex: 61,
    display: 'flex',
    padding: vars.space.md,
    pointerEvents: 'none',
    inset: 0,
  },
  variants: {
    position: {
      center: { alignItems: 'center', justifyContent: 'center' },
      'top-left': { alignItems: 'flex-start', justifyContent: 'flex-start' },
      'top-right': { alignItems: 'flex-start', justifyContent: 'flex-end' },
      'bottom-left': { alignItems: 'flex-end', justifyContent: 'flex-start' },
      'bottom-right': { alignItems: 'flex-end', justifyContent: 'flex-end' },
    },
  },
});

export const content = recipe({
  base: {
    pointerEvents: 'auto',
    position: 'relative',
    boxSizing: 'border-box',
    maxWidth: '100%',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    outline: 'none',
  },
  variants: {
    size: {
      small: { width: '320px' },
      medium: { width: '480px' },
      large: { width: '720px' },
    },
    animation: {
      fade: { animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` },
      slide: { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
      zoom: { animation: `${zoomIn} ${vars.motion.slow} ${vars.motion.easing}` },
      default: { animation: `${defaultIn} ${vars.motion.normal} ${vars.motion.easing}` },
    },
    imageOnly: {
      true: { padding: 0, overflow: 'hidden', background: 'transparent' },
      // The theme's surface unless the popup gives its own colours (inline).
      false: { padding: vars.space.lg, background: vars.color.surface, color: vars.color.text },
    },
  },
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#111827',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  zIndex: 1,
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

/** The whole image, at the popup's width (an image-only popup is just this). */
export const wholeImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
});

/** The image above a popup's text. */
export const image = style([
  wholeImage,
  { borderRadius: vars.radius.md, marginBottom: vars.space.md },
]);

export const imageButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  width: '100%',
  cursor: 'pointer',
});

export const title = style({
  margin: `0 ${vars.space.xl} ${vars.space.sm} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  marginTop: vars.space.md,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  // The theme's brand button unless the popup gives its own colours, radius and width (inline).
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
});
