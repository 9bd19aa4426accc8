import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// One class per anatomy part of `Field` (Root, Label, Control, Input, Textarea, HelperText,
// ErrorText), plus the checkbox row.

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
/** The bordered box around the input and its companions (toggle, country chooser). */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  '::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
});
export const textarea = style([
  input,
  { minHeight: '7rem', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' },
]);
export const helperText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const errorText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});
export const checkboxInput = style({
  width: '18px',
  height: '18px',
  accentColor: vars.color.brand,
});
