import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

// The text names the account's e-mail, which may be longer than a phone's width.
export const text = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const sent = style({ margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.bold });
