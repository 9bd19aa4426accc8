import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const dropzone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
    '&[data-dragging]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({
  color: `color-mix(in srgb, ${vars.color.danger} 80%, ${vars.color.text})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const list = style({ display: 'grid', gap: vars.space.xs, padding: 0, margin: 0 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  listStyle: 'none',
});
export const itemName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const itemSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const remove = style({
  border: 0,
  background: 'transparent',
  color: vars.color.brandStrong,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  padding: vars.space.xs,
});
