import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** Two to a phone's row, all in one on a wide screen. */
export const item = style({ flex: '1 1 9rem' });

export const mobileOnly = style({
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

// catalogue §9: up to the mobile breakpoint (768 px, MOBILE_BREAKPOINT_PX) the filters live
// in a sheet; the stylesheets write the breakpoint as a literal, as the others here do.
const PHONE = 'screen and (max-width: 768px)';

/** The bar where a sheet replaces it on phones. */
export const barOnWideScreens = style({ '@media': { [PHONE]: { display: 'none' } } });

/** The 'Filtros' button and its sheet: phones only. */
export const sheetOnly = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'block' } },
});
