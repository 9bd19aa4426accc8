import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { liftOnHover } from '../private/card.css';

export const card = style([
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

export const mosaic = style({
  display: 'grid',
  // minmax(0, 1fr): a tall image never stretches its row, the mosaic stays square.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
  gap: '2px',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
});

export const tile = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'cover',
  background: vars.color.border,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceMuted})`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

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

export const selectedBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
