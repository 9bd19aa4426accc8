import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '70vh',
  padding: vars.space.lg,
  textAlign: 'center',
});
export const box = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  maxWidth: '380px',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});
export const text = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'grid', gap: vars.space.sm, width: '100%' });
