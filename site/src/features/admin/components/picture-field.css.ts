import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';
import * as adminPieces from './admin-pieces.css';

// PictureField: a bordered group with the current picture beside its caption.

export const root = style([
  adminPieces.stack,
  {
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const muted = adminPieces.mutedSmallWrap;

export const actions = pieces.wrapRow;
