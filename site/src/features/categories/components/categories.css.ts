import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
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
 * A themed category (domain categoryTheme): the page sets --category-accent,
 * --category-background and --category-text; the header wears them, the cards an accent ring.
 */
export const themedHeader = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: 'var(--category-background)',
  color: 'var(--category-text)',
  borderLeft: '6px solid var(--category-accent)',
});

globalStyle(`${themedHeader} a, ${themedHeader} ol, ${themedHeader} h1`, {
  color: 'var(--category-text)',
});

export const themeMark = style({
  display: 'block',
  width: '3rem',
  height: '4px',
  borderRadius: vars.radius.full,
  background: 'var(--category-accent)',
});

export const themedGallery = style({});

globalStyle(`${themedGallery} a[href^="/artes/"]`, {
  boxShadow: '0 0 0 2px var(--category-accent)',
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
