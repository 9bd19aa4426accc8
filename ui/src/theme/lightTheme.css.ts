import { createTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

/** The product's theme (the product forces light). Put the class on a root element. */
export const lightTheme = createTheme(vars, tokens);
