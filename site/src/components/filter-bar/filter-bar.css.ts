import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** Two to a phone's row, all in one on a wide screen. */
export const item = style({ flex: '1 1 9rem' });

export const mobileOnly = style({
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});
