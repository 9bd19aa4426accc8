import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { comingSoon, liftOnHover, pill, tiles } from '../private/card.css';

// One class per anatomy part of `CategoryMosaicCard`.

export const root = style([
  liftOnHover,
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.surfaceMuted,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible, &[data-selected="true"]': {
        outline: `3px solid ${vars.color.brand}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const mosaic = style([tiles, { aspectRatio: '1 / 1' }]);

export const tile = style({ background: vars.color.border });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  background: vars.color.border,
});

export const placeholder = style([
  comingSoon,
  { aspectRatio: '1 / 1', letterSpacing: '0.04em', textTransform: 'uppercase' },
]);

export const label = style({
  position: 'absolute',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  boxShadow: vars.shadow.sm,
});

export const selected = style([
  pill,
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    background: vars.color.brand,
    color: vars.color.onBrand,
  },
]);
