// platform §5: the phone input's country chooser, default +55, in the spec's order.
// Brasil's mask is the spec's ("other masks: not shown"). The others are each country's
// mobile number as dialled after the country code, grouped the way Google's libphonenumber
// formats its example mobile number for that region (metadata PhoneNumberMetadata.xml,
// which follows the national numbering plans notified to the ITU-T under E.164); 9 is the
// digit placeholder. Every mask holds the full national mobile number and nothing more.

export interface Country {
  code: string;
  flag: string;
  name: string;
  mask: string;
}

export const COUNTRIES: readonly Country[] = [
  // Spec mask (platform §5). Mobile: 2-digit DDD + 9 digits, e.g. (11) 96123-4567.
  { code: '+55', flag: '🇧🇷', name: 'Brasil', mask: '(99) 99999-9999' },
  // NANP: 3-digit area code + 7 digits; libphonenumber example (201) 555-0123.
  { code: '+1', flag: '🇺🇸', name: 'EUA', mask: '(999) 999-9999' },
  // Argentina: in international form a mobile is 9 + area code + number (11 digits), e.g.
  // +54 9 11 2345-6789 (libphonenumber example 91123456789). '(99) 9999-9999' would drop the
  // mobile 9 that WhatsApp needs after +54. Area codes of 3–4 digits keep the same length.
  { code: '+54', flag: '🇦🇷', name: 'Argentina', mask: '9 99 9999-9999' },
  // Chile: 9 digits, mobiles start with 9: +56 9 6123 4567.
  { code: '+56', flag: '🇨🇱', name: 'Chile', mask: '9 9999 9999' },
  // Colombia: 10-digit mobiles starting with 3; libphonenumber formats 321 1234567.
  { code: '+57', flag: '🇨🇴', name: 'Colômbia', mask: '999 9999999' },
  // Peru: 9-digit mobiles starting with 9: 912 345 678.
  { code: '+51', flag: '🇵🇪', name: 'Peru', mask: '999 999 999' },
  // Uruguay: 8-digit mobiles starting with 9: +598 94 231 234.
  { code: '+598', flag: '🇺🇾', name: 'Uruguai', mask: '99 999 999' },
  // Paraguay: 9-digit mobiles starting with 9; libphonenumber formats +595 961 456789.
  { code: '+595', flag: '🇵🇾', name: 'Paraguai', mask: '999 999999' },
  // Spain: 9 digits, mobiles start with 6 or 7: 612 34 56 78.
  { code: '+34', flag: '🇪🇸', name: 'Espanha', mask: '999 99 99 99' },
  // Portugal: 9 digits, mobiles start with 9: 912 345 678.
  { code: '+351', flag: '🇵🇹', name: 'Portugal', mask: '999 999 999' },
];

export const DEFAULT_COUNTRY_CODE = '+55';

export function findCountry(code: string): Country {
  return COUNTRIES.find((country) => country.code === code) ?? (COUNTRIES[0] as Country);
}

/**
 * The digits of a typed or masked number (what the register payloads send after the dial
 * code). Applying a mask as the user types is the ui PhoneInput's work: the masks above are
 * what the site hands it.
 */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
