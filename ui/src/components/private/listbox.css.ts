import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The floating list of options Select and SearchBox open under their control, and its rows.

export const listbox = style({
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});
