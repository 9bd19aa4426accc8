import { style } from '@vanilla-extract/css';

/**
 * A long slot: as tall as its rows (ui's textarea is at least 7 rem, for a message). Doubled
 * class, so it wins whatever order the built stylesheets come in.
 */
export const textarea = style({ selectors: { '&&': { minHeight: 0, height: 'auto' } } });
