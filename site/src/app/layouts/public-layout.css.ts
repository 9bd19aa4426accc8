import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The page between header and footer fills at least the screen: while a page or its data
 * loads, the footer waits below the fold instead of showing and then being pushed down
 * (a layout shift).
 */
export const content = style({ minHeight: '100vh' });

/** The expiry banner under the header, inset like the pages' content. */
export const notice = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  selectors: { '&:empty': { display: 'none' } },
});
