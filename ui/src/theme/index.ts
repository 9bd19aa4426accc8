// `@arte-gospel/ui/theme`: what a consumer's own .css.ts files style with (the theme
// contract, tokens, the light theme and utility classes), without the components. A stylesheet that
// imports the package root would pull in the CSS of every component.
export { lightTheme } from './lightTheme.css';
export { type ThemeTokens, tokens } from './tokens';
export { visuallyHidden } from './utilities.css';
export { vars } from './vars.css';
