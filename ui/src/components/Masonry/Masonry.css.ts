import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The breakpoint under which the default layout has two columns (a phone). */
const phone = 'screen and (max-width: 767.98px)';

export const root = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ position: 'absolute', top: 0, left: 0 });

export const skeletonGrid = style({ display: 'grid', width: '100%', gap: 8 });

/**
 * The default breakpoints (2/3/4/5 columns from 768/1024/1280 px) in CSS: a skeleton drawn
 * before any script runs (a prerendered page) already has the columns of the screen.
 */
export const defaultColumns = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

/**
 * The first row of a grid not yet measured (server-rendered): the screen's columns, one
 * item each, where the measured grid puts them. At least a screen tall, so what follows the
 * grid stays below the fold when the rest of the items arrive.
 */
export const firstRow = style([
  defaultColumns,
  {
    display: 'grid',
    alignItems: 'start',
    width: '100%',
    minHeight: '100vh',
    gap: 8,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // On a phone it holds its first screen, each item placed by itself (firstScreenItem),
    // and is as tall as its longest column (`--masonry-*`, the columns taken as half the
    // screen: a little more than they are).
    '@media': {
      [phone]: {
        position: 'relative',
        containerType: 'inline-size',
        minHeight:
          'max(100vh, calc(var(--masonry-widths) * (50vw - 4px) + var(--masonry-gaps) * 8px))',
      },
    },
  },
]);

/** Only as many items as the screen has columns. */
export const firstRowItem = style({
  display: 'none',
  selectors: { '&:nth-child(-n+2)': { display: 'block' } },
  '@media': {
    'screen and (min-width: 768px)': { selectors: { '&:nth-child(-n+3)': { display: 'block' } } },
    'screen and (min-width: 1024px)': {
      selectors: { '&:nth-child(-n+4)': { display: 'block' } },
    },
    'screen and (min-width: 1280px)': {
      selectors: { '&:nth-child(-n+5)': { display: 'block' } },
    },
  },
});

/**
 * An item of a phone's first screen (Masonry's phoneFirstScreen): in its column, below the
 * heights and gaps above it, where the measured grid puts it. `50cqw - 4px` is a column of
 * the two, with the 8 px gap between them.
 */
export const firstScreenItem = style({
  '@media': {
    [phone]: {
      display: 'block',
      position: 'absolute',
      width: 'calc(50cqw - 4px)',
      left: 'calc(var(--masonry-lane) * (50cqw + 4px))',
      top: 'calc(var(--masonry-widths) * (50cqw - 4px) + var(--masonry-gaps) * 8px)',
    },
  },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeletonTile = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  aspectRatio: '4 / 5',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Every third skeleton tile is a story (9:16), so the placeholder reads as a masonry. */
export const tallSkeletonTile = style({ aspectRatio: '9 / 16' });
