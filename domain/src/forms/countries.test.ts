import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountry, phoneDigits } from './countries';

/** How many digits a mask holds (`9` is a digit's place). */
const digitsOf = (mask: string) => mask.replace(/[^9]/g, '').length;

describe('country dial codes (platform §5)', () => {
  it('lists the ten countries of the spec in order, Brasil first with its mask', () => {
    expect(COUNTRIES.map((c) => `${c.code} ${c.name}`)).toEqual([
      '+55 Brasil',
      '+1 EUA',
      '+54 Argentina',
      '+56 Chile',
      '+57 Colômbia',
      '+51 Peru',
      '+598 Uruguai',
      '+595 Paraguai',
      '+34 Espanha',
      '+351 Portugal',
    ]);
    expect(findCountry('+55').mask).toBe('(99) 99999-9999');
    expect(DEFAULT_COUNTRY_CODE).toBe('+55');
    expect(findCountry('+999').code).toBe('+55');
  });
  it('gives every country a mask and a flag', () => {
    for (const country of COUNTRIES) {
      expect(digitsOf(country.mask), country.name).toBeGreaterThanOrEqual(8);
      expect(country.flag).toMatch(/\p{Regional_Indicator}{2}/u);
    }
  });
  it('reads the digits of a masked number', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('9 11 2345-6789')).toBe('91123456789');
    expect(phoneDigits('')).toBe('');
  });
  it('formats each country like its libphonenumber example mobile number', () => {
    const examples: Record<string, [digits: string, formatted: string]> = {
      '+1': ['2015550123', '(201) 555-0123'],
      '+54': ['91123456789', '9 11 2345-6789'],
      '+56': ['961234567', '9 6123 4567'],
      '+57': ['3211234567', '321 1234567'],
      '+51': ['912345678', '912 345 678'],
      '+598': ['94231234', '94 231 234'],
      '+595': ['961456789', '961 456789'],
      '+34': ['612345678', '612 34 56 78'],
      '+351': ['912345678', '912 345 678'],
    };
    for (const [code, [digits, formatted]] of Object.entries(examples)) {
      const { mask } = findCountry(code);
      // The mask is the example with each digit's place a 9, and holds all its digits.
      expect(formatted.replace(/\d/g, '9'), code).toBe(mask);
      expect(digitsOf(mask), code).toBe(digits.length);
      expect(phoneDigits(formatted), code).toBe(digits);
    }
  });
});
