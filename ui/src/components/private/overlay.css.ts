import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The dark veil over the page behind a popup, and over a card's picture. */
export const scrim = 'rgba(17, 24, 39, 0.55)';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The veil behind a popup, fading in; each popup sets its layer (`zIndex`). */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** A popup's round × button (dialogs, sheets). */
export const closeButton = style({
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
