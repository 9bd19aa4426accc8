import { createTheme } from '@vanilla-extract/css';
import { type ThemeTokens, tokens } from './tokens';
import { vars } from './vars.css';

/**
 * A second, example theme: another ministry's colours (teal and warm sand), serif headings
 * and squarer corners, filling the same contract. It shows how a tool re-themes ui/; copy
 * it into your own `.css.ts` file and change the values.
 */
export const ministryTokens: ThemeTokens = {
  ...tokens,
  color: {
    ...tokens.color,
    brand: '#0F766E',
    brandStrong: '#115E59',
    brandSoft: '#CCFBF1',
    text: '#1C1917',
    textMuted: '#57534E',
    surfaceMuted: '#F5F0E6',
    border: '#E7DFD0',
  },
  font: {
    body: 'Georgia, "Times New Roman", serif',
    heading: '"Palatino Linotype", Palatino, Georgia, serif',
  },
  radius: { sm: '2px', md: '4px', lg: '8px', full: '6px' },
};

export const ministryTheme = createTheme(vars, ministryTokens);
