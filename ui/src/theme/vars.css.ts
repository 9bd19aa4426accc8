import { createThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The one theme contract: every component reads these variables, never raw values. */
export const vars = createThemeContract(tokens);

// The page-wide rules live with the contract: every stylesheet that reads `vars` brings them
// along, so a consumer that tree-shakes unused modules can never drop them (a bare
// side-effect import of a separate file was dropped by the bundler).

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light', WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, video', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: 'inherit' });
globalStyle('h1, h2, h3, p', { margin: 0 });
// A fieldset otherwise never shrinks below its content (a row of chips would widen the page).
globalStyle('fieldset', { minInlineSize: 0 });
// A closed dialog, menu or tab panel carries `hidden`: it stays hidden whatever display a
// component's own class sets.
globalStyle('[hidden]:not([hidden="until-found"])', { display: 'none !important' });
