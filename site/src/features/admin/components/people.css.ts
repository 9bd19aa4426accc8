import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

// The staff console's people pages (users, reports, the home's figures): a list of record
// cards, each a header, a grid of facts and a row of actions. One column on a phone.

export const page = style({ display: 'grid', gap: vars.space.lg });

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 240px', minWidth: 0 });

export const list = style([pieces.bareList, { display: 'grid', gap: vars.space.md }]);

export const record = style([
  pieces.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md, minWidth: 0 },
]);

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

export const muted = style([
  pieces.muted,
  { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: '2px', minWidth: 0 });

/** A report's two wider facts (who reported, the art) side by side on a desk, stacked on a phone. */
export const wideFacts = style([
  facts,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
]);

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

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

export const form = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

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

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = pieces.sectionTitle;

export const pageTitle = pieces.pageTitle;
