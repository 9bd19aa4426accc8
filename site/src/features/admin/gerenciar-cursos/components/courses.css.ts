import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';
import * as adminPieces from '../../components/admin-pieces.css';

export const toolbar = style([
  pieces.wrapRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);

export const list = adminPieces.cardList;

export const course = style([
  pieces.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md },
]);

export const courseHead = style([
  pieces.wrapRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);

export const courseTitle = style([pieces.sectionTitle, { margin: 0 }]);

export const actions = style([pieces.wrapRow, { alignItems: 'center' }]);

export const lessons = style([pieces.bareList, { display: 'grid', gap: vars.space.xs }]);

export const lesson = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lessonText = style({ flex: '1 1 14rem', display: 'grid', gap: '2px', minWidth: 0 });

export const lessonTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const meta = style([pieces.muted, { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }]);

export const form = adminPieces.stack;

export const formActions = style([pieces.wrapRow, { justifyContent: 'flex-end' }]);

export const stateBox = style([
  pieces.mutedCard,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    textAlign: 'center',
  },
]);
