import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as parts from '../private/control.css';

// One class per anatomy part of `Field` (Root, Label, Control, Input, Textarea, HelperText,
// ErrorText), plus the checkbox row.

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = parts.label;
/** The bordered box around the input and its companions (toggle, country chooser). */
export const control = style([
  parts.surface,
  {
    display: 'flex',
    alignItems: 'stretch',
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
  },
]);
export const input = style([
  parts.value,
  {
    flex: 1,
    minWidth: 0,
    padding: `0 ${vars.space.md}`,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    '::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
    ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
]);
export const textarea = style([
  input,
  { minHeight: '7rem', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' },
]);
export const helperText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const errorText = parts.errorText;
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
