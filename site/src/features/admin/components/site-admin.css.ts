import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';
import * as adminPieces from './admin-pieces.css';

// The staff console's pages of the site itself (logo, popups, app config, storage test):
// sections as cards, a form beside its preview on a desk, one column on a phone.

export const page = adminPieces.page;

export const intro = adminPieces.intro;

export const section = style([
  pieces.card,
  { display: 'grid', gap: vars.space.md, padding: vars.space.md, minWidth: 0 },
]);

export const sectionTitle = pieces.sectionTitle;

export const muted = adminPieces.mutedSmall;

/** Form and preview side by side from 900 px, stacked below. */
export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const actions = pieces.wrapRow;

/** A site header drawn as the public pages show it, for previews. */
export const headerPreview = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const previewLogo = style({
  display: 'block',
  width: '36px',
  height: '36px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const previewName = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

/** The logo on its own, large, on a checkered ground so transparency shows. */
export const logoStage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '160px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `repeating-conic-gradient(${vars.color.surfaceMuted} 0% 25%, ${vars.color.surface} 0% 50%)`,
  backgroundSize: '20px 20px',
});

export const logoLarge = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '140px',
  objectFit: 'contain',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = adminPieces.fact;

export const factLabel = adminPieces.factLabel;

export const factValue = adminPieces.factValue;

export const list = adminPieces.cardList;

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const swatch = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** A wide table scrolls inside its card on a phone instead of widening the page. */
export const tableFrame = style({ overflowX: 'auto', minWidth: 0 });

export const ok = style({ color: vars.color.text });
export const failed = style({ color: vars.color.danger });
