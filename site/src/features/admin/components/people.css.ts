import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';
import * as adminPieces from './admin-pieces.css';

// The staff console's people pages (users, reports, the home's figures): a list of record
// cards, each a header, a grid of facts and a row of actions. One column on a phone.

export const page = style({ display: 'grid', gap: vars.space.lg });

export const intro = adminPieces.intro;

export const toolbar = adminPieces.toolbar;

export const grow = style({ flex: '1 1 240px', minWidth: 0 });

export const list = adminPieces.cardList;

export const record = adminPieces.card;

export const recordHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const recordTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const muted = adminPieces.mutedSmallWrap;

export const facts = adminPieces.facts;

export const fact = style({ display: 'grid', alignContent: 'start', gap: '2px', minWidth: 0 });

/** A report's two wider facts (who reported, the art) side by side on a desk, stacked on a phone. */
export const wideFacts = style([
  facts,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
]);

export const factLabel = adminPieces.factLabel;

export const factValue = adminPieces.factValue;

export const actions = pieces.wrapRow;

export const pill = pieces.softPill;

export const statusPill = style([
  pieces.softPill,
  {
    selectors: {
      '&[data-status="aberto"]': {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
      },
      '&[data-status="resolvido"]': { color: vars.color.text },
      '&[data-status="descartado"]': { color: vars.color.textMuted },
    },
  },
]);

export const form = adminPieces.stack;

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const body = adminPieces.preWrapText;

export const evidence = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '240px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const artThumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const artRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const figures = style([
  pieces.bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: vars.space.md,
  },
]);

export const figure = style([
  pieces.card,
  { display: 'grid', gap: vars.space.xs, padding: vars.space.md, color: vars.color.text },
]);

export const figureValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1.1,
});

export const figureLink = style([
  pieces.focusRing,
  {
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.bold,
    minHeight: '44px',
    display: 'inline-flex',
    alignItems: 'center',
  },
]);

export const section = adminPieces.stack;

export const sectionTitle = pieces.sectionTitle;

export const pageTitle = pieces.pageTitle;
