import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '240px',
  boxShadow: vars.shadow.md,
  zIndex: 50,
});
