import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** Slimmer side padding so both buttons and the label fit one 390 px row. */
export const control = style({ paddingLeft: vars.space.md, paddingRight: vars.space.md });
