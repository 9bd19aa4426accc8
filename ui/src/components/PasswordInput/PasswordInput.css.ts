import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const control = style({ display: 'flex', flex: 1, minWidth: 0 });
export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
});
