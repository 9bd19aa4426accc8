import { attrs, num } from './svg';
import type { Box } from './text';

// Issue 20: the church's logo in an art. Each composition gives it a box of its own, away
// from the texts' boxes; the image keeps its proportions inside it (preserveAspectRatio
// meet), aligned as the texts beside it are.

/** The <image> of the logo layer. */
export const LOGO_IMAGE_ID = 'logo-igreja';

export type LogoAlign = 'start' | 'middle';

export function logoImage(href: string, box: Box, align: LogoAlign = 'middle'): string {
  return `<image${attrs({
    id: LOGO_IMAGE_ID,
    href,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    preserveAspectRatio: `${align === 'start' ? 'xMin' : 'xMid'}YMid meet`,
    'data-box': `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}`,
  })}/>`;
}

/**
 * A strip of `height` cut from the top of `column` for the logo, `gap` above the rest: the
 * logo's box and the column left for the texts.
 */
export function logoStrip(column: Box, height: number, gap: number): { logo: Box; rest: Box } {
  return {
    logo: { x: column.x, y: column.y, width: column.width, height },
    rest: {
      x: column.x,
      y: column.y + height + gap,
      width: column.width,
      height: column.height - height - gap,
    },
  };
}
