import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';
import { comingSoon, liftOnHover, linkCard, pill, tiles } from '../private/card.css';

// One class per anatomy part of `CategoryCard`.

export const root = style([linkCard, liftOnHover, { borderRadius: vars.radius.lg }]);

// Plain 1fr tracks and visible overflow (not the mosaic's fixed square): portrait samples
// set the rows' height, so the box grows past its 4 / 3 floor as it always has.
export const samples = style([
  tiles,
  {
    gridTemplateColumns: '1fr 1fr',
    gridTemplateRows: '1fr 1fr',
    overflow: 'visible',
    aspectRatio: '4 / 3',
    background: vars.color.surfaceMuted,
  },
]);

export const empty = style([comingSoon, { gridColumn: '1 / -1', gridRow: '1 / -1' }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const header = atoms({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const count = style([
  pill,
  { flexShrink: 0, background: vars.color.brandSoft, color: vars.color.brandStrong },
]);

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({
  marginTop: vars.space.xs,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
