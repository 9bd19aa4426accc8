// Issue 20: the church's PIX key, as a church types it in 'Minha igreja'. The five key types
// of the Banco Central's DICT (the key directory): CPF, CNPJ, e-mail, celular and the random
// key (EVP). Each is normalised to the form the DICT stores and a BR Code carries: CPF and
// CNPJ without punctuation, e-mail in lower case, the phone as +55DDNNNNNNNNN, the random key
// as a lower-case 36-character UUID.

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** How a form names each type. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

/** The DICT's limit for an e-mail key. */
export const PIX_EMAIL_MAX = 77;

export type PixKeyResult =
  | { ok: true; type: PixKeyType; key: string }
  | { ok: false; type: PixKeyType | null; message: string };

/** One message per failure, for the key's form field. */
export const PIX_KEY_MESSAGES = {
  empty: 'Informe a chave PIX.',
  unknown:
    'Chave PIX inválida: use o CPF, o CNPJ, o e-mail, o celular com DDD ou a chave aleatória.',
  cpfLength: 'Chave PIX inválida: o CPF tem 11 dígitos.',
  cpfCheck: 'Chave PIX inválida: CPF incorreto (os dígitos verificadores não conferem).',
  cnpjLength: 'Chave PIX inválida: o CNPJ tem 14 caracteres.',
  cnpjCheck: 'Chave PIX inválida: CNPJ incorreto (os dígitos verificadores não conferem).',
  emailFormat: 'Chave PIX inválida: o e-mail deve ser como nome@igreja.com.br.',
  emailLength: `Chave PIX inválida: o e-mail tem mais de ${PIX_EMAIL_MAX} caracteres.`,
  phoneLength: 'Chave PIX inválida: informe o celular com DDD, como (11) 91234-5678.',
  phoneMobile:
    'Chave PIX inválida: só celular é chave PIX (9 dígitos depois do DDD, começando com 9).',
  phoneArea: 'Chave PIX inválida: esse DDD não existe.',
  phoneCountry: 'Chave PIX inválida: a chave celular deve ser um número do Brasil (+55).',
  evpFormat:
    'Chave PIX inválida: a chave aleatória tem 32 letras (a–f) e números, como 123e4567-e89b-12d3-a456-426614174000.',
} as const;

// Anatel's area codes (DDD) in use.
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Is `ddd` one of Anatel's area codes in use? (Also the church profile's WhatsApp rule.) */
export function isBrazilianAreaCode(ddd: number): boolean {
  return AREA_CODES.has(ddd);
}

// The DICT's e-mail pattern, with at least one dot in the domain (every real address has one).
const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function ok(type: PixKeyType, key: string): PixKeyResult {
  return { ok: true, type, key };
}
function fail(type: PixKeyType | null, message: string): PixKeyResult {
  return { ok: false, type, message };
}

// Mod 11 check digit over values with weights 2, 3, … from the right (CPF: 2–11; CNPJ: 2–9
// cycling). A remainder below 2 gives 0.
function checkDigit(values: number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    sum += values[i]! * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for 11 digits whose two check digits are right (and not one digit repeated). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = checkDigit(values.slice(0, 9), 11);
  const second = checkDigit(values.slice(0, 10), 11);
  return values[9] === first && values[10] === second;
}

/**
 * True for a CNPJ of 14 characters whose two check digits are right. Since July 2026 the
 * Receita Federal also issues alphanumeric CNPJs (12 letters or digits, then 2 check digits):
 * each character counts as its ASCII code minus 48, so for digits nothing changes.
 */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(.)\1{13}$/.test(value)) return false;
  const values = [...value].map((c) => c.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), 9);
  const second = checkDigit(values.slice(0, 13), 9);
  return values[12] === first && values[13] === second;
}

function validateCpf(input: string): PixKeyResult {
  const digits = input.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(digits)) return fail('cpf', PIX_KEY_MESSAGES.cpfLength);
  return isValidCpf(digits) ? ok('cpf', digits) : fail('cpf', PIX_KEY_MESSAGES.cpfCheck);
}

function validateCnpj(input: string): PixKeyResult {
  const value = input.replace(/[\s./-]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(value)) return fail('cnpj', PIX_KEY_MESSAGES.cnpjLength);
  return isValidCnpj(value) ? ok('cnpj', value) : fail('cnpj', PIX_KEY_MESSAGES.cnpjCheck);
}

function validateEmail(input: string): PixKeyResult {
  const email = input.trim().toLowerCase();
  if (email.length > PIX_EMAIL_MAX) return fail('email', PIX_KEY_MESSAGES.emailLength);
  return EMAIL.test(email) ? ok('email', email) : fail('email', PIX_KEY_MESSAGES.emailFormat);
}

function validatePhone(input: string): PixKeyResult {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return fail('phone', PIX_KEY_MESSAGES.phoneLength);
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return fail('phone', PIX_KEY_MESSAGES.phoneCountry);
    digits = digits.slice(2);
  } else if (digits.length === 13 && digits.startsWith('55')) {
    digits = digits.slice(2); // 55 11 91234-5678 without the '+'
  } else if (digits.length === 12 && digits.startsWith('0')) {
    digits = digits.slice(1); // 0 11 91234-5678, the long-distance prefix
  }
  if (digits.length === 10) return fail('phone', PIX_KEY_MESSAGES.phoneMobile); // a landline
  if (digits.length !== 11) return fail('phone', PIX_KEY_MESSAGES.phoneLength);
  if (!AREA_CODES.has(Number(digits.slice(0, 2)))) {
    return fail('phone', PIX_KEY_MESSAGES.phoneArea);
  }
  if (digits[2] !== '9') return fail('phone', PIX_KEY_MESSAGES.phoneMobile);
  return ok('phone', `+55${digits}`);
}

function validateEvp(input: string): PixKeyResult {
  let value = input.replace(/\s/g, '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(value)) {
    value = `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`;
  }
  return EVP.test(value) ? ok('evp', value) : fail('evp', PIX_KEY_MESSAGES.evpFormat);
}

const VALIDATORS: Record<PixKeyType, (input: string) => PixKeyResult> = {
  cpf: validateCpf,
  cnpj: validateCnpj,
  email: validateEmail,
  phone: validatePhone,
  evp: validateEvp,
};

/**
 * Validates and normalises a PIX key. With `type`, the key is checked as that type only (the
 * form's explicit choice). Without it, the type is detected from what was typed:
 *
 * - an '@' → e-mail; a leading '+' or '(' → celular; 30+ letters, digits and hyphens →
 *   random key; 14 letters and digits (CNPJ punctuation allowed) → CNPJ; other words with
 *   dots (igreja.com.br) → an e-mail missing its '@';
 * - 11 digits are either a CPF or a celular typed without +55: a number whose CPF check
 *   digits are right is taken as a CPF, any other as a celular (roughly one celular in a
 *   hundred has right CPF check digits by chance; choosing the type 'Celular' settles it);
 * - 12 digits starting with 0 or 13 starting with 55 → celular; 14 → CNPJ; 8 to 10 → a
 *   celular missing its DDD or its 9.
 *
 * An invalid key's message names the failure of the type it most likely is.
 */
export function validatePixKey(input: string, type?: PixKeyType): PixKeyResult {
  const trimmed = input.trim();
  if (trimmed === '') return fail(type ?? null, PIX_KEY_MESSAGES.empty);
  if (type) return VALIDATORS[type](trimmed);
  const detected = detectPixKeyType(trimmed);
  return detected ? VALIDATORS[detected](trimmed) : fail(null, PIX_KEY_MESSAGES.unknown);
}

function detectPixKeyType(value: string): PixKeyType | null {
  if (value.includes('@')) return 'email';
  if (value.startsWith('+') || value.startsWith('(')) return 'phone';
  const compact = value.replace(/\s/g, '');
  if (compact.length >= 30 && /^[0-9a-z-]+$/i.test(compact)) return 'evp';
  if (/[a-z]/i.test(compact)) {
    // Letters: an alphanumeric CNPJ (12.ABC.345/01DE-35), an e-mail missing its '@'
    // (igreja.com.br) or nothing we know.
    if (/^[0-9a-z./-]+$/i.test(compact) && compact.replace(/[./-]/g, '').length === 14) {
      return 'cnpj';
    }
    return compact === value && /^[^.\s]+(\.[^.\s]+)+$/.test(value) ? 'email' : null;
  }
  if (!/^[\d\s().\-/]+$/.test(value)) return null;
  if (value.includes('/')) return 'cnpj';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 14) return 'cnpj';
  if (digits.length === 11) {
    if (isValidCpf(digits)) return 'cpf';
    if (validatePhone(digits).ok) return 'phone';
    // Neither: the message follows the shape it was typed in, else the third digit (a 9 is
    // where a celular's number starts).
    if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value)) return 'cpf';
    return digits[2] === '9' ? 'phone' : 'cpf';
  }
  if (digits.length === 12 && digits.startsWith('0')) return 'phone';
  if (digits.length === 13 && digits.startsWith('55')) return 'phone';
  if (digits.length >= 8 && digits.length <= 10) return 'phone';
  return null;
}

/** A normalised key as a person reads it: 123.456.789-09, 12.345.678/0001-95, +55 (11) 91234-5678. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'cpf' && key.length === 11) {
    return `${key.slice(0, 3)}.${key.slice(3, 6)}.${key.slice(6, 9)}-${key.slice(9)}`;
  }
  if (type === 'cnpj' && key.length === 14) {
    return `${key.slice(0, 2)}.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}-${key.slice(12)}`;
  }
  if (type === 'phone' && /^\+55\d{11}$/.test(key)) {
    return `+55 (${key.slice(3, 5)}) ${key.slice(5, 10)}-${key.slice(10)}`;
  }
  return key;
}
