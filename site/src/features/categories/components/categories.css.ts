import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { autoGrid, columns } from '../../../components/page/layout';
import {
  back,
  page,
  stateBox,
  stateText,
  stateTitle,
  title,
} from '../../../components/page/page.css';
import * as pieces from '../../../components/page/pieces.css';

export { back, page, stateBox, stateText, stateTitle, title };

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const breadcrumb = style([
  pieces.bareList,
  { display: 'flex', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const crumbLink = style({ color: vars.color.brandStrong, textDecoration: 'none' });

export const titleRow = style([pieces.wrapRow, { alignItems: 'center' }]);

/**
 * A themed category (domain categoryTheme): the page assigns these three variables inline
 * (category-theme-style.ts) on a `themed` page or card; the header wears them, the gallery's
 * cards an accent ring, a /categorias card an accent band.
 * Their defaults are the site's own colours, so the styles never read an undefined variable.
 */
export const categoryAccent = createVar();
export const categoryBackground = createVar();
export const categoryText = createVar();

export const themed = style({
  vars: {
    [categoryAccent]: vars.color.brand,
    [categoryBackground]: vars.color.surface,
    [categoryText]: vars.color.text,
  },
});

export const themedHeader = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: categoryBackground,
  color: categoryText,
  borderLeft: `6px solid ${categoryAccent}`,
});

globalStyle(`${themedHeader} a, ${themedHeader} ol, ${themedHeader} h1`, {
  color: categoryText,
});

/** A /categorias card of a themed category: a band of the theme's accent on top. */
export const themedCard = style({
  borderTop: `6px solid ${categoryAccent}`,
});

globalStyle(`${themedCard} h3`, { color: categoryText });

/** A category's cover (issue 19), as its page header's banner. */
export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const themeMark = style({
  display: 'block',
  width: '3rem',
  height: '4px',
  borderRadius: vars.radius.full,
  background: categoryAccent,
});

export const themedGallery = style({});

globalStyle(`${themedGallery} a[href^="/artes/"]`, {
  boxShadow: `0 0 0 2px ${categoryAccent}`,
});

export const premiumBadge = style([
  pieces.tag,
  { background: vars.color.premium, color: vars.color.text },
]);

export const details = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stats = style([columns(2, { '768px': 4 }), { gap: vars.space.sm, margin: 0 }]);

export const stat = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The search form in the filter bar: wider than a select. */
export const search = style({ flex: '2 1 14rem' });

export const loadingMore = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const grid = style([pieces.bareList, autoGrid('260px')]);

export const srOnly = visuallyHidden;
