// platform §5: the phone input's country chooser, default +55. Brasil's mask is the spec's;
// the others are each country's national mobile format as ITU-T E.164 national numbering
// plans publish it (and as Google's libphonenumber formats its example mobile numbers),
// with 9 as the digit placeholder.

export interface Country {
  code: string;
  flag: string;
  name: string;
  mask: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: '+55', flag: '🇧🇷', name: 'Brasil', mask: '(99) 99999-9999' },
  { code: '+1', flag: '🇺🇸', name: 'EUA', mask: '(999) 999-9999' },
  // Argentina mobiles: 9 + area code + number, e.g. 9 11 2345-6789.
  { code: '+54', flag: '🇦🇷', name: 'Argentina', mask: '9 99 9999-9999' },
  { code: '+56', flag: '🇨🇱', name: 'Chile', mask: '9 9999 9999' },
  { code: '+57', flag: '🇨🇴', name: 'Colômbia', mask: '999 9999999' },
  { code: '+51', flag: '🇵🇪', name: 'Peru', mask: '999 999 999' },
  { code: '+598', flag: '🇺🇾', name: 'Uruguai', mask: '99 999 999' },
  { code: '+595', flag: '🇵🇾', name: 'Paraguai', mask: '999 999999' },
  { code: '+34', flag: '🇪🇸', name: 'Espanha', mask: '999 99 99 99' },
  { code: '+351', flag: '🇵🇹', name: 'Portugal', mask: '999 999 999' },
];

export const DEFAULT_COUNTRY_CODE = '+55';

export function findCountry(code: string): Country {
  return COUNTRIES.find((country) => country.code === code) ?? (COUNTRIES[0] as Country);
}

/** How many digits a mask holds. */
export function maskDigitCount(mask: string): number {
  return mask.split('').filter((char) => char === '9').length;
}

/** The digits of a typed or masked number. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Masks as the user types: partial input is masked up to its last digit, and digits beyond
 * the mask are dropped.
 */
export function applyPhoneMask(value: string, mask: string): string {
  const digits = phoneDigits(value).slice(0, maskDigitCount(mask));
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '9') {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}
