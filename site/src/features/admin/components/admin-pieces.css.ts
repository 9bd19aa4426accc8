import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

// What the staff console's page stylesheets (money, people, site-admin, analytics, artes,
// courses) share: the page column, its intro, toolbars, lists of cards, figures, fact grids
// and tables. Each page's stylesheet names these as its own.

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const intro = style({ display: 'grid', gap: vars.space.xs });

/** A grid of blocks a medium gap apart (a form, a section's parts). */
export const stack = style({ display: 'grid', gap: vars.space.md });

/** A bare list of cards, one under another. */
export const cardList = style([pieces.bareList, { display: 'grid', gap: vars.space.md }]);

export const mutedSmall = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

/** Small muted text that breaks a long e-mail or URL anywhere. */
export const mutedSmallWrap = style([
  pieces.muted,
  { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
]);

/** A dialog's buttons, at its end ('Cancelar', then the action). */
export const dialogActions = style([pieces.wrapRow, { justifyContent: 'flex-end' }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** A card with its parts a small gap apart. */
export const card = style([
  pieces.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md, minWidth: 0 },
]);

export const figure = style([
  pieces.card,
  { display: 'grid', gap: vars.space.xs, padding: vars.space.md, minWidth: 0 },
]);

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const preWrapText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
