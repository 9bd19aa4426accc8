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
 * The logo in its box. On a dark art it stands on a white disc (the box's height, at the
 * box's left or middle as `align` says): a church's logo is most often dark ink on nothing,
 * which a dark art would swallow. On a light art it takes the whole box.
 */
export function logoMark(href: string, box: Box, align: LogoAlign, onDark: boolean): string {
  if (!onDark) return logoImage(href, box, align);
  const d = Math.min(box.height, box.width);
  const cx = align === 'start' ? box.x + d / 2 : box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const side = d * 0.68;
  return (
    `<circle${attrs({ cx, cy, r: d / 2, fill: '#FFFFFF' })}/>` +
    logoImage(href, { x: cx - side / 2, y: cy - side / 2, width: side, height: side })
  );
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
