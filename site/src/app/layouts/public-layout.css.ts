import { style } from '@vanilla-extract/css';

/**
 * The page between header and footer fills at least the screen: while a page or its data
 * loads, the footer waits below the fold instead of showing and then being pushed down
 * (a layout shift).
 */
export const content = style({ minHeight: '100vh' });
