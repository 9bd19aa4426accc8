import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../page/pieces.css';

// PictureField: a bordered group with the current picture beside its caption.

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const muted = style([
  pieces.muted,
  { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
]);

export const actions = pieces.wrapRow;

/**
 * A logo is shown whole (never cropped to a circle), on a light checkerboard so its
 * transparent parts read as transparent.
 */
export const logo = style({
  flex: 'none',
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: [0, 1]
    .map(
      () =>
        `linear-gradient(45deg, ${vars.color.surfaceMuted} 25%, transparent 25%, transparent 75%, ${vars.color.surfaceMuted} 75%)`,
    )
    .join(', '),
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
});

export const logoEmpty = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    backgroundImage: 'none',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    textAlign: 'center',
  },
]);
