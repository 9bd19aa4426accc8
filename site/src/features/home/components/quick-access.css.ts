import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { columns } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

// 'Acesso Rápido' (catalogue §2): the subscribers' shortcut tiles.
export const tiles = style([columns(2, { '768px': 4 }), { gap: vars.space.md }]);
export const tile = style([
  pieces.card,
  pieces.focusRing,
  {
    display: 'grid',
    gap: vars.space.xs,
    minHeight: '96px',
    alignContent: 'center',
    padding: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    ':hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md },
  },
]);
export const tileIcon = style({ fontSize: vars.fontSize.xl });
export const tileName = style({ fontWeight: vars.fontWeight.bold });
export const tileText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
