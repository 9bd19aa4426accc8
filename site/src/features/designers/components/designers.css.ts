import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { autoGrid } from '../../../components/page/layout';
import { back, page, stateBox, title } from '../../../components/page/page.css';
import * as pieces from '../../../components/page/pieces.css';

export { back, page, stateBox, title };

export const list = style([pieces.bareList, autoGrid('240px')]);

export const card = style([
  pieces.card,
  pieces.focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    ':hover': { boxShadow: vars.shadow.md },
  },
]);

export const avatar = style([
  pieces.avatar,
  { width: '56px', height: '56px', background: vars.color.brand, fontSize: vars.fontSize.lg },
]);

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const meta = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const profile = style([
  pieces.mutedCard,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    flexWrap: 'wrap',
    padding: vars.space.md,
  },
]);

export const profileText = style({
  flex: 1,
  minWidth: '200px',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const loadingMore = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });
