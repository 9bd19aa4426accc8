import { vars } from '@arte-gospel/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';
import * as adminPieces from '../../components/admin-pieces.css';

// /admin/artes and /admin/add-art-multi: a filter bar, a table that scrolls sideways on a
// phone (its first column, the thumbnail and title, stays readable), and the upload forms.

export const page = adminPieces.page;

export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const search = style({ gridColumn: '1 / -1' });

export const muted = adminPieces.mutedSmall;

export const tableWrap = style([
  pieces.card,
  { overflowX: 'auto', minWidth: 0, WebkitOverflowScrolling: 'touch' },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  minWidth: '880px',
});

export const th = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const artCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '220px',
});

export const thumb = style({
  width: '48px',
  height: '60px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  flexShrink: 0,
});

export const artTitle = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const status = styleVariants({
  publicada: [pieces.softPill, { whiteSpace: 'nowrap' }],
  oculta: [
    pieces.softPill,
    { color: vars.color.textMuted, background: vars.color.surfaceMuted, whiteSpace: 'nowrap' },
  ],
  agendada: [pieces.softPill, { color: vars.color.info, whiteSpace: 'nowrap' }],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const progress = style({
  width: '100%',
  height: '8px',
  accentColor: vars.color.brand,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const fileList = style([pieces.bareList, { display: 'grid', gap: vars.space.sm }]);

export const fileRow = style([
  pieces.card,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xs,
    padding: vars.space.sm,
  },
]);

export const fileHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The edit dialog's files part: apart from the fields, which are saved on their own. */
export const filesSection = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const currentFiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const currentThumb = style([thumb, { width: '96px', height: '120px' }]);
