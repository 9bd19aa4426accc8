import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The editor's 'Cores', 'Logo da igreja' and 'QR Code PIX' groups.

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.xs,
  padding: 0,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({ display: 'block', cursor: 'pointer' });

/** 'Cores da igreja': the swatch with its name beside it. */
export const churchSwatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const swatchColor = style({
  position: 'relative',
  display: 'block',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  selectors: {
    '&:has(input:checked)': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

globalStyle(`${swatchColor}:has(input:focus-visible)`, {
  outline: `3px solid ${vars.color.brandStrong}`,
  outlineOffset: '2px',
});

export const swatchName = style({ whiteSpace: 'nowrap' });

export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
