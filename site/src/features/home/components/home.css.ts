import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { columns } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
});

/** The gallery, scrolled to under the sticky header (the `category` param, 'Ver demonstração'). */
export const gallerySection = style([section, { scrollMarginTop: 80 }]);

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = pieces.title;

export const link = style({
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const tag = style([
  pieces.tag,
  { background: vars.color.brandSoft, color: vars.color.brandStrong },
]);

export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  '@media': { '(min-width: 768px)': { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const chip = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

export const srOnly = visuallyHidden;

export const stateBox = style([pieces.mutedCard, pieces.centredStack, { padding: vars.space.xl }]);

export const stateText = pieces.muted;

export const center = style({ display: 'flex', justifyContent: 'center' });

/** A row of cards that scrolls sideways, snapping to each card. */
const scrollRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
});

export const trending = style([
  pieces.bareList,
  scrollRow,
  {
    gridAutoColumns: '42%',
    '@media': {
      '(min-width: 768px)': {
        gridAutoFlow: 'row',
        gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
        overflowX: 'visible',
      },
    },
  },
]);

export const snap = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const recentRow = style([
  pieces.bareList,
  scrollRow,
  { gridAutoColumns: '36%', scrollbarWidth: 'none' },
]);

export const recentGrid = style([
  pieces.bareList,
  columns(2, { '768px': 3, '1024px': 6 }),
  { gap: vars.space.sm },
]);

export const carouselControls = style({ display: 'flex', gap: vars.space.xs });

export const heroSearch = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: '36rem',
  width: '100%',
});

export const heroInput = style({
  flex: '1 1 0',
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: 'none',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
});
