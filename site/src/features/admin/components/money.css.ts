import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';
import * as adminPieces from './admin-pieces.css';

// The staff console's money pages (finance, webhooks, diagnostics, simulations): figures in
// cards, tables that scroll sideways on a phone, a chart beside its numbers.

export const page = adminPieces.page;

export const intro = adminPieces.intro;

export const muted = adminPieces.mutedSmallWrap;

export const toolbar = adminPieces.toolbar;

export const field = style({ flex: '1 1 160px', minWidth: 0 });

export const figures = style([
  pieces.bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: vars.space.sm,
  },
]);

export const cards = adminPieces.cardList;

export const figure = adminPieces.figure;

export const figureLabel = adminPieces.figureLabel;

export const figureValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  whiteSpace: 'nowrap',
});

export const section = adminPieces.card;

export const sectionTitle = pieces.sectionTitle;

/** A table's frame: scrolls sideways when the table is wider than the screen. */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = adminPieces.table;

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

export const wrapCell = style([cell, { whiteSpace: 'normal', overflowWrap: 'anywhere' }]);

export const numberCell = style([cell, { textAlign: 'right' }]);

export const headCell = style([
  cell,
  { fontWeight: vars.fontWeight.bold, background: vars.color.surfaceMuted },
]);

export const headNumberCell = style([headCell, { textAlign: 'right' }]);

export const chart = style({ width: '100%', minHeight: '240px' });

export const pill = pieces.softPill;

export const resultPill = style([
  pieces.softPill,
  {
    selectors: {
      '&[data-result="applied"]': {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
      },
      '&[data-result="unmatched"], &[data-result="invalid"], &[data-result="refused"]': {
        background: vars.color.text,
        color: vars.color.surface,
      },
    },
  },
]);

export const actions = pieces.wrapRow;

export const form = adminPieces.stack;

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const payloadText = adminPieces.preWrapText;

export const payload = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '360px',
  overflow: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const facts = adminPieces.facts;

export const fact = adminPieces.fact;

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const factValue = adminPieces.factValue;
