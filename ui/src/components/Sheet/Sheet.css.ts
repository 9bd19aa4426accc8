import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { closeButton, backdrop as overlayBackdrop } from '../private/overlay.css';

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const backdrop = style([overlayBackdrop, { zIndex: 70 }]);

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: 71,
  display: 'flex',
  alignItems: 'flex-end',
});

/** The panel rises from the bottom edge, at most 90 % of the screen's height. */
export const content = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  width: '100%',
  maxHeight: '90dvh',
  background: vars.color.surface,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The footer's actions share its width. */
globalStyle(`${footer} > *`, { flex: '1 1 0' });

export const close = closeButton;
