import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

// The style pieces the site's pages compose instead of declaring them again:
// `style([pieces.card, { display: 'grid', padding: vars.space.md }])`. A piece holds only
// what every user of it shares, and a page never re-sets a piece's property: which rule
// comes first in the CSS then never matters.

/** The text of a signed-in area (panel, admin) on its tinted background. */
export const shell = style({
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

/** White and bordered, corners left to the user (cards, FAQ items). */
export const surface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** A white bordered card with large corners. */
export const card = style([surface, { borderRadius: vars.radius.lg }]);

/** A card in the brand's gradient with light text (the home hero, contact callouts). */
export const brandCard = style({
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
});

/** A placeholder card: nothing here yet, or coming soon. */
export const dashedCard = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
});

/** A tinted block without border (status boxes, stat strips, profiles). */
export const mutedCard = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** Links and buttons that are cards: the brand ring on keyboard focus. */
export const focusRing = style({
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

/** A page's or a dialog's title. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

/** The title at the top of a page: tight lines. */
export const pageTitle = style([title, { lineHeight: vars.lineHeight.tight }]);

/** A page title that grows on wide screens (institutional and 'em breve' pages). */
export const largePageTitle = style([
  pageTitle,
  { '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.xxl } } },
]);

/** The title of a section, a card or an empty state. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The small upper-case line above a title. */
export const eyebrow = style({
  margin: 0,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

/** Secondary text. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A small rounded label (category, premium, 'Grátis'); the user gives its colours. */
export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** A brand-tinted pill: a figure or a status ('Em breve', '5000+ artes'). */
export const softPill = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A round avatar holding a photo or initials; the user gives its size and colour. */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

/** A list without bullets or indent (grids of cards, rows). */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Centred lines stacked: a hero's or a section's heading. */
export const centredStack = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
});

/** A row of buttons or labels that wraps. */
export const wrapRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A content page's column (tools, calendar, social growth): centred blocks; it sets its width. */
export const contentPage = style({
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** A content page's heading block: eyebrow, title, lead. */
export const pageHeader = style({ display: 'grid', gap: vars.space.sm });

/** The lead paragraph under a page's title. */
export const pageLead = style([muted, { maxWidth: '640px' }]);

/** Cards side by side that wrap, each at least 260 px wide. */
export const cardGrid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
]);

/** A card of stacked lines (a title, a text, a button) filling its grid cell. */
export const stackCard = style([
  card,
  {
    display: 'grid',
    gap: vars.space.sm,
    alignContent: 'start',
    padding: vars.space.lg,
    height: '100%',
  },
]);
