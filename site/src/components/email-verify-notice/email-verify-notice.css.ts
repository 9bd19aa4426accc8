import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: `0 0 ${vars.space.sm}` });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const sent = style({ margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.bold });
