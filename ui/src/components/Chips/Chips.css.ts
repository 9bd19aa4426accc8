import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const hiddenLegend = visuallyHidden;

export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: 36,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});
