// Issue 20: the static PIX 'copia e cola' (BR Code) a tithe envelope or a digital card carries
// as a QR code, as the Banco Central's "Manual de Padrões para Iniciação do Pix" specifies on
// top of EMV QRCPS-MPM. Every field is ID (2 digits) + length (2 digits) + value:
//
//   00 '01'                       payload format
//   01 '11'                       point of initiation, optional ('12' would be a dynamic QR)
//   26 { 00 'br.gov.bcb.pix',     merchant account information, at most 99 characters
//        01 key, 02 message }
//   52 '0000', 53 '986'           category (none), currency (real)
//   54 '10.00'                    amount, optional (without it the payer types it)
//   58 'BR', 59 name, 60 city     name ≤ 25, city ≤ 15, plain upper-case ASCII
//   62 { 05 txid }                '***' when there is none
//   63 CRC                        CRC16-CCITT-FALSE of everything before it, '6304' included

import { formatBRL } from '../plans/money';
import { type PixKeyType, validatePixKey } from './pix-key';

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** ID 26 (GUI, key and message together) holds at most this many characters. */
export const PIX_ACCOUNT_INFO_MAX = 99;
/** The largest amount field 54 (13 characters) holds. */
export const PIX_AMOUNT_MAX = 9_999_999_999.99;
/** The txid of a static QR code without one. */
export const PIX_NO_TXID = '***';

export type PixPayloadField =
  | 'key'
  | 'merchantName'
  | 'merchantCity'
  | 'amount'
  | 'description'
  | 'txid';

export interface PixPayloadInput {
  /** The key as typed or as stored; it is validated and normalised again. */
  key: string;
  /** The key's type when the form chose it (else detected, see validatePixKey). */
  keyType?: PixKeyType;
  /** The receiver's name: accents removed, upper case, cut at 25 characters. */
  merchantName: string;
  /** The receiver's city: accents removed, upper case, cut at 15 characters. */
  merchantCity: string;
  /** In reais, at most 2 decimals; omitted, the payer types the amount (a tithe envelope). */
  amount?: number;
  /** A message the payer's bank shows (ID 26-02); accents removed, never cut: too long fails. */
  description?: string;
  /** Up to 25 letters and digits; omitted, '***'. */
  txid?: string;
  /** Adds ID 01 '11' (a static code that may be paid many times); omitted by default. */
  includeInitiationMethod?: boolean;
}

export type PixPayloadResult =
  | { ok: true; payload: string }
  | { ok: false; field: PixPayloadField; message: string };

export const PIX_PAYLOAD_MESSAGES = {
  nameEmpty: 'Informe o nome de quem recebe (letras ou números).',
  cityEmpty: 'Informe a cidade de quem recebe (letras ou números).',
  amountInvalid: 'Valor inválido.',
  amountZero: 'O valor deve ser maior que zero.',
  amountCents: 'O valor deve ter no máximo 2 casas decimais (centavos).',
  amountHigh: `O valor máximo é ${formatBRL(PIX_AMOUNT_MAX)}.`,
  txid: `O identificador deve ter até ${PIX_TXID_MAX} letras e números, sem espaços nem acentos.`,
  noRoomForDescription:
    'A mensagem não cabe no código PIX com esta chave: deixe a mensagem em branco.',
} as const;

export function descriptionTooLongMessage(max: number): string {
  return `A mensagem não cabe no código PIX com esta chave: use no máximo ${max} caracteres.`;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) {
      bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    } else {
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
    }
  }
  return bytes;
}

/**
 * Text as a BR Code carries it: accents removed ('São João' → 'Sao Joao'), typographic quotes
 * and dashes made plain, anything outside printable ASCII dropped, runs of spaces one, trimmed.
 */
export function pixText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name or city for fields 59 and 60: pixText, upper case, cut at `max` (no trailing space). */
export function pixMerchantText(value: string, max: number): string {
  return pixText(value).toUpperCase().slice(0, max).trimEnd();
}

/** The longest message (ID 26-02) that fits beside a normalised key in ID 26's 99 characters. */
export function pixDescriptionMax(key: string): number {
  // 00 14 br.gov.bcb.pix, 01 LL key, 02 LL message
  return Math.max(0, PIX_ACCOUNT_INFO_MAX - (4 + PIX_GUI.length) - (4 + key.length) - 4);
}

/** An amount as field 54 writes it ('10.00'), or the reason it cannot be one. */
export function formatPixAmount(
  amount: number,
): { ok: true; text: string } | { ok: false; message: string } {
  if (!Number.isFinite(amount)) return { ok: false, message: PIX_PAYLOAD_MESSAGES.amountInvalid };
  if (amount <= 0) return { ok: false, message: PIX_PAYLOAD_MESSAGES.amountZero };
  if (amount > PIX_AMOUNT_MAX) return { ok: false, message: PIX_PAYLOAD_MESSAGES.amountHigh };
  const cents = Math.round(amount * 100);
  // 0.1 + 0.2 is 30 cents; 10.005 has a third decimal.
  if (Math.abs(amount * 100 - cents) > 1e-6 * Math.max(1, Math.abs(amount))) {
    return { ok: false, message: PIX_PAYLOAD_MESSAGES.amountCents };
  }
  return {
    ok: true,
    text: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Builds the static 'copia e cola' payload, or says which field is wrong and why (pt-BR). */
export function buildPixPayload(input: PixPayloadInput): PixPayloadResult {
  const key = validatePixKey(input.key, input.keyType);
  if (!key.ok) return { ok: false, field: 'key', message: key.message };

  const name = pixMerchantText(input.merchantName, PIX_MERCHANT_NAME_MAX);
  if (!/[A-Z0-9]/.test(name)) {
    return { ok: false, field: 'merchantName', message: PIX_PAYLOAD_MESSAGES.nameEmpty };
  }
  const city = pixMerchantText(input.merchantCity, PIX_MERCHANT_CITY_MAX);
  if (!/[A-Z0-9]/.test(city)) {
    return { ok: false, field: 'merchantCity', message: PIX_PAYLOAD_MESSAGES.cityEmpty };
  }

  let amount: string | undefined;
  if (input.amount !== undefined) {
    const formatted = formatPixAmount(input.amount);
    if (!formatted.ok) return { ok: false, field: 'amount', message: formatted.message };
    amount = formatted.text;
  }

  const description = pixText(input.description ?? '');
  const descriptionMax = pixDescriptionMax(key.key);
  if (description.length > descriptionMax) {
    return {
      ok: false,
      field: 'description',
      message:
        descriptionMax === 0
          ? PIX_PAYLOAD_MESSAGES.noRoomForDescription
          : descriptionTooLongMessage(descriptionMax),
    };
  }

  const txid = (input.txid ?? '').trim() || PIX_NO_TXID;
  if (txid !== PIX_NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX}}$`).test(txid)) {
    return { ok: false, field: 'txid', message: PIX_PAYLOAD_MESSAGES.txid };
  }

  const account =
    field('00', PIX_GUI) + field('01', key.key) + (description ? field('02', description) : '');
  const body =
    field('00', '01') +
    (input.includeInitiationMethod ? field('01', '11') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (amount ? field('54', amount) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid)) +
    '6304';
  return { ok: true, payload: body + crc16Ccitt(body) };
}

/** A BR Code read back: the PIX fields, and every top-level field by ID. */
export interface ParsedPixPayload {
  /** ID 01: '11' static, '12' dynamic (single use); absent in most static codes. */
  initiationMethod?: string;
  /** ID 26-01 (a static code). */
  key?: string;
  /** ID 26-02. */
  description?: string;
  /** ID 26-25: the PSP's location of a dynamic code's charge. */
  url?: string;
  merchantCategoryCode: string;
  currency: string;
  amount?: string;
  country: string;
  merchantName: string;
  merchantCity: string;
  /** ID 62-05. */
  txid?: string;
  crc: string;
  fields: Record<string, string>;
}

export type PixParseResult =
  | { ok: true; payload: ParsedPixPayload }
  | { ok: false; message: string };

export const PIX_PARSE_MESSAGES = {
  empty: 'Cole o código PIX.',
  format: 'Código PIX inválido: não está no formato do PIX copia e cola.',
  crc: 'Código PIX inválido: o código de verificação (CRC) não confere; copie o código inteiro de novo.',
  noPix: 'Código PIX inválido: não traz os dados de um PIX (br.gov.bcb.pix).',
  incomplete: 'Código PIX inválido: faltam dados obrigatórios (moeda, país, nome ou cidade).',
} as const;

// ID + length + value, repeated to the end; null when a length runs past the end.
function readFields(text: string): [string, string][] | null {
  const out: [string, string][] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    out.push([head.slice(0, 2), value]);
    at += 4 + length;
  }
  return out;
}

/**
 * Reads a 'copia e cola' (surrounding spaces and line breaks ignored) into its fields and
 * checks it: the TLV structure, the CRC, a PIX merchant account (static key or dynamic URL)
 * and the mandatory fields. Lengths count characters.
 */
export function parsePixPayload(text: string): PixParseResult {
  const payload = text.trim();
  if (payload === '') return { ok: false, message: PIX_PARSE_MESSAGES.empty };
  const list = readFields(payload);
  if (!list || list.length < 2 || list[0]![0] !== '00' || list[0]![1] !== '01') {
    return { ok: false, message: PIX_PARSE_MESSAGES.format };
  }
  const last = list[list.length - 1]!;
  if (last[0] !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last[1])) {
    return { ok: false, message: PIX_PARSE_MESSAGES.format };
  }
  if (crc16Ccitt(payload.slice(0, -4)) !== last[1].toUpperCase()) {
    return { ok: false, message: PIX_PARSE_MESSAGES.crc };
  }

  const fields: Record<string, string> = {};
  for (const [id, value] of list) fields[id] ??= value;

  // The PIX account may be in any of the merchant account templates 26–51.
  let account: Record<string, string> | undefined;
  for (const [id, value] of list) {
    if (Number(id) < 26 || Number(id) > 51) continue;
    const sub = readFields(value);
    const gui = sub?.find(([subId]) => subId === '00')?.[1];
    if (sub && gui?.toLowerCase() === PIX_GUI) {
      account = Object.fromEntries(sub);
      break;
    }
  }
  if (!account || (account['01'] === undefined && account['25'] === undefined)) {
    return { ok: false, message: PIX_PARSE_MESSAGES.noPix };
  }

  const { '52': category, '53': currency, '58': country, '59': name, '60': city } = fields;
  if (!category || currency !== '986' || !country || !name || !city) {
    return { ok: false, message: PIX_PARSE_MESSAGES.incomplete };
  }
  const additional = fields['62'] === undefined ? undefined : readFields(fields['62']);
  if (additional === null) return { ok: false, message: PIX_PARSE_MESSAGES.format };

  const parsed: ParsedPixPayload = {
    merchantCategoryCode: category,
    currency,
    country,
    merchantName: name,
    merchantCity: city,
    crc: last[1].toUpperCase(),
    fields,
  };
  if (fields['01'] !== undefined) parsed.initiationMethod = fields['01'];
  if (account['01'] !== undefined) parsed.key = account['01'];
  if (account['02'] !== undefined) parsed.description = account['02'];
  if (account['25'] !== undefined) parsed.url = account['25'];
  if (fields['54'] !== undefined) parsed.amount = fields['54'];
  const txid = additional?.find(([id]) => id === '05')?.[1];
  if (txid !== undefined) parsed.txid = txid;
  return { ok: true, payload: parsed };
}

/** True when a pasted 'copia e cola' is a well-formed PIX code with a right CRC. */
export function verifyPixPayload(text: string): boolean {
  return parsePixPayload(text).ok;
}
