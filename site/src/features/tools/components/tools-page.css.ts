import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style([pieces.contentPage, { maxWidth: '1080px' }]);

export const header = pieces.pageHeader;
export const eyebrow = pieces.eyebrow;
export const title = pieces.largePageTitle;
export const lead = pieces.pageLead;

export const categories = style([pieces.wrapRow]);
export const categoryLink = style([
  pieces.softPill,
  {
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
    },
  },
]);

export const toolList = pieces.cardGrid;

export const toolCard = pieces.stackCard;

export const toolName = pieces.sectionTitle;
export const toolText = pieces.muted;

export const remover = style([
  pieces.card,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    scrollMarginTop: vars.space.xxl,
  },
]);

export const sectionTitle = pieces.sectionTitle;

export const previews = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const caption = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

const checker = vars.color.surfaceMuted;

/** Transparent pixels show on a checkerboard, as image editors do. */
export const preview = style({
  width: '100%',
  maxHeight: '420px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `conic-gradient(${checker} 25%, transparent 0 50%, ${checker} 0 75%, transparent 0)`,
  backgroundSize: '20px 20px',
});

export const actions = style([pieces.wrapRow, { alignItems: 'center' }]);
export const note = style([pieces.muted, { fontSize: vars.fontSize.sm }]);
