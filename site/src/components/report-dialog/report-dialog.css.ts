import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
/** The native file chooser, at its own width beside 'Remover arquivo'. */
export const file = style({
  minWidth: 0,
  maxWidth: '100%',
  padding: 0,
  fontSize: vars.fontSize.sm,
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
