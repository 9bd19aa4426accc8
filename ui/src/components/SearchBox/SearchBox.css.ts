import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { surface, value } from '../private/control.css';
import { listbox, option } from '../private/listbox.css';

export const form = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
});

export const root = style({ flex: 1, minWidth: 0 });

export const label = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const input = style([
  surface,
  value,
  {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '1px' },
    },
  },
]);

export const content = style([listbox, { zIndex: 50 }]);

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const item = option;
