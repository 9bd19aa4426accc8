import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted });
