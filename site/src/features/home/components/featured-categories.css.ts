import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { link, section, title } from './home.css';

export { section, title };
export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const seeAll = link;
export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const carousel = style({
  display: 'grid',
  // Phones have no scroll buttons: the row takes the whole width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});
export const scrollButton = style({
  '@media': { '(max-width: 767px)': { display: 'none' } },
});
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 3 * 12px) / 2.4)',
  gap: '12px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  paddingBottom: vars.space.xs,
  '@media': {
    '(min-width: 768px)': { gridAutoColumns: 'calc((100% - 4 * 12px) / 5)' },
    '(min-width: 1200px)': { gridAutoColumns: 'calc((100% - 5 * 12px) / 6)' },
  },
});
export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

/** Keeps the scroll buttons' width while they are not there yet. */
export const scrollButtonSpace = style({ width: '40px' });
/** A mosaic's square skeleton while the categories load (the tile's own corners). */
export const skeletonTile = style({ scrollSnapAlign: 'start', borderRadius: vars.radius.lg });
