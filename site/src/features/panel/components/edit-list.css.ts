import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { columns } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

// 'Minhas artes' (issue 20): one column of cards on a phone, two from 640 px, three from
// 1024 px. Every box may shrink below its content and long names break: nothing scrolls
// sideways at 390 px.

export const grid = style([
  pieces.bareList,
  columns(1, { '640px': 2, '1024px': 3 }),
  { gap: vars.space.md, minWidth: 0 },
]);

export const card = style([
  pieces.card,
  {
    display: 'grid',
    gridTemplateColumns: '88px minmax(0, 1fr)',
    gridTemplateAreas: '"thumb body" "actions actions"',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.sm,
    minWidth: 0,
  },
]);

export const thumb = style({
  gridArea: 'thumb',
  width: '88px',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({
  gridArea: 'body',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const small = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const gone = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const actions = style([pieces.wrapRow, { gridArea: 'actions', justifyContent: 'flex-end' }]);

export const dialogActions = style([pieces.wrapRow, { justifyContent: 'flex-end' }]);

export const skeletons = style([columns(1, { '640px': 2, '1024px': 3 }), { gap: vars.space.md }]);

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeader = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const sectionTitle = pieces.sectionTitle;
