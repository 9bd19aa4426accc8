import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  minHeight: '60vh',
  padding: vars.space.lg,
  textAlign: 'center',
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const message = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
