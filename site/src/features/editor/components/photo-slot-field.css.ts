import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Issue 20: a photo slot in the editor's panel: its label, the framing pad, the buttons and
// the sliders; every control at least 44 px tall for a finger.

export const slot = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xs}`,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#FEF2F2',
  color: '#991B1B',
  fontSize: vars.fontSize.sm,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fileLabel = style({ cursor: 'pointer', minHeight: '44px' });

globalStyle(`${fileInput}:focus-visible + ${fileLabel}`, {
  outline: `3px solid ${vars.color.brandStrong}`,
  outlineOffset: '2px',
});

export const pad = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '200px',
  margin: '0 auto',
  '@media': { 'screen and (max-width: 767px)': { maxHeight: '150px' } },
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.brandStrong}`, outlineOffset: '2px' },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

export const sliders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The label and its value on one line, the slider the panel's full width under them. */
export const sliderRow = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
});

export const sliderHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const range = style({
  width: '100%',
  minHeight: '36px',
  margin: 0,
  accentColor: vars.color.brand,
});

export const value = style({ textAlign: 'right', color: vars.color.textMuted });
