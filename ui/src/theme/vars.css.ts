import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The one theme contract: every component reads these variables, never raw values. */
export const vars = createThemeContract(tokens);
