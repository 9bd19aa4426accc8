import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';
import * as adminPieces from '../../components/admin-pieces.css';

// /admin/analytics: totals in cards, each chart beside its table, top lists as tables that
// scroll sideways on a phone.

export const page = adminPieces.page;

export const intro = adminPieces.intro;

export const muted = adminPieces.mutedSmall;

export const toolbar = adminPieces.toolbar;

export const field = style({ flex: '0 1 240px', minWidth: 0 });

export const figures = style([
  pieces.bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: vars.space.sm,
  },
]);

export const figure = adminPieces.figure;

export const figureLabel = adminPieces.figureLabel;

export const figureValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style([
  pieces.card,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    minWidth: 0,
  },
]);

export const sectionTitle = pieces.sectionTitle;

/** A chart and its table: side by side on a desk, one under the other on a phone. */
export const chartAndTable = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The two-column rows of top lists on a desk. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const chart = style({ width: '100%', minHeight: '260px', minWidth: 0 });

/** A table's frame: scrolls sideways when wider than the screen, and down when long. */
export const tableFrame = style({ overflow: 'auto', maxWidth: '100%' });

export const tallTableFrame = style([tableFrame, { maxHeight: '320px' }]);

export const table = adminPieces.table;

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  // A phone fits a name and two figures without scrolling sideways.
  '@media': { 'screen and (max-width: 599px)': { paddingInline: vars.space.xs } },
});

/** A name (an art's title, a search): keeps a readable width on a phone. */
export const textCell = style([cell, { minWidth: '6.5rem', overflowWrap: 'anywhere' }]);

export const dayCell = style([cell, { whiteSpace: 'nowrap' }]);

export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const headCell = style([
  cell,
  {
    position: 'sticky',
    top: 0,
    fontWeight: vars.fontWeight.bold,
    background: vars.color.surfaceMuted,
    whiteSpace: 'nowrap',
  },
]);

export const headNumberCell = style([headCell, { textAlign: 'right' }]);

export const link = style({ color: vars.color.brandStrong });
