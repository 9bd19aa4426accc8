import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const country = style({
  flex: '0 0 auto',
  maxWidth: '7.5rem',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
});
