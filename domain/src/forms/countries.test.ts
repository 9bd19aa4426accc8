import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  findCountry,
  maskDigitCount,
  phoneDigits,
} from './countries';

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
      expect(maskDigitCount(country.mask), country.name).toBeGreaterThanOrEqual(8);
      expect(country.flag).toMatch(/\p{Regional_Indicator}{2}/u);
    }
  });
  it('masks progressively and drops extra digits', () => {
    const mask = '(99) 99999-9999';
    expect(applyPhoneMask('1', mask)).toBe('(1');
    expect(applyPhoneMask('119', mask)).toBe('(11) 9');
    expect(applyPhoneMask('11987654321', mask)).toBe('(11) 98765-4321');
    expect(applyPhoneMask('11987654321999', mask)).toBe('(11) 98765-4321');
    expect(applyPhoneMask('(11) 9a8', mask)).toBe('(11) 98');
    expect(applyPhoneMask('912345678', findCountry('+351').mask)).toBe('912 345 678');
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(applyPhoneMask('', mask)).toBe('');
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
      expect(applyPhoneMask(digits, mask), code).toBe(formatted);
      expect(maskDigitCount(mask), code).toBe(digits.length);
    }
  });
});
