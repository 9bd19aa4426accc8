import { vars } from '@arte-gospel/ui/theme';
import type { StyleRule } from '@vanilla-extract/css';

// Layout rules with parameters, for the pages' .css.ts files to compose:
// `style([pieces.bareList, autoGrid('240px')])`. A .css.ts file may export classes only,
// so these functions live in a plain module.

/** A page's centred grid column, at most `maxWidth` wide: `space` between its blocks and
 * above them, more room below. */
export const pageColumn = (maxWidth: string, space: string): StyleRule => ({
  display: 'grid',
  gap: space,
  maxWidth,
  margin: '0 auto',
  padding: `${space} ${vars.space.md} ${vars.space.xxl}`,
});

/** A page's centred column of blocks, at most `maxWidth` wide and `gap` apart, more room
 * below (the catalogue's pages, the art page). */
export const pageStack = (maxWidth: string, gap: string): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
});

/** As many columns at least `minWidth` wide as fit (`auto-fit` stretches a short row). */
export const autoGrid = (
  minWidth: string,
  gap: string = vars.space.md,
  fill: 'auto-fill' | 'auto-fit' = 'auto-fill',
): StyleRule => ({
  display: 'grid',
  gap,
  gridTemplateColumns: `repeat(${fill}, minmax(${minWidth}, 1fr))`,
});

const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** `count` equal columns, and more from each minimum width: `columns(2, { '768px': 4 })`. */
export const columns = (count: number, wider: Record<string, number> = {}): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: equalColumns(count),
  '@media': Object.fromEntries(
    Object.entries(wider).map(([minWidth, n]) => [
      `(min-width: ${minWidth})`,
      { gridTemplateColumns: equalColumns(n) },
    ]),
  ),
});
