import { style } from '@vanilla-extract/css';

/** A long slot: as tall as its rows (ui's textarea is at least 7 rem, for a message). */
export const textarea = style({ minHeight: 0, height: 'auto' });
