import * as v from 'valibot';
import { phoneDigits } from '../forms/countries';
import { isBrazilianAreaCode, PIX_KEY_TYPES, validatePixKey } from '../pix/pix-key';
import { boundedString, IsoDateSchema } from './common';

// Issue 20: 'Minha igreja' (/painel/perfil), the church profile every art is pre-filled
// from: its name, logo, address, service days and times, pastor, Instagram, WhatsApp and
// PIX key. GET/PUT /api/church-profile, POST/DELETE /api/church-profile/logo (api/README.md).
// Everything but the name is optional; a blank text is stored as null.

export const CHURCH_NAME_MIN = 2;
export const CHURCH_NAME_MAX = 80;
export const CHURCH_ADDRESS_MAX = 160;
export const CHURCH_PASTOR_MAX = 80;
export const CHURCH_SERVICE_TIMES_MAX = 10;
export const CHURCH_SERVICE_LABEL_MAX = 40;
/** Instagram's own limit for a username. */
export const INSTAGRAM_HANDLE_MAX = 30;
/** A PIX key as typed (the longest, an e-mail, is 77; punctuation and blanks around it). */
export const CHURCH_PIX_INPUT_MAX = 100;
/** A WhatsApp number as typed: '+55 (11) 91234-5678' and some blanks. */
export const CHURCH_WHATSAPP_INPUT_MAX = 30;

/** The days a service is on, Sunday first: domain's WEEKDAY_NAMES_PT_BR as a form lists them. */
export const SERVICE_DAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;
export type ServiceDay = (typeof SERVICE_DAYS)[number];

export const CHURCH_MESSAGES = {
  nameMin: `O nome da igreja deve ter pelo menos ${CHURCH_NAME_MIN} caracteres`,
  nameMax: `O nome da igreja deve ter no máximo ${CHURCH_NAME_MAX} caracteres`,
  addressMax: `O endereço deve ter no máximo ${CHURCH_ADDRESS_MAX} caracteres`,
  pastorMax: `O nome do pastor deve ter no máximo ${CHURCH_PASTOR_MAX} caracteres`,
  serviceTimesList: 'Os horários de culto devem ser uma lista',
  serviceTimesMax: `Informe no máximo ${CHURCH_SERVICE_TIMES_MAX} horários de culto`,
  serviceDay: 'Escolha o dia do culto',
  serviceTime: 'Horário inválido: use horas e minutos, como 19:30',
  serviceLabelMax: `O nome do culto deve ter no máximo ${CHURCH_SERVICE_LABEL_MAX} caracteres`,
  instagram:
    'Instagram inválido: use o nome de usuário, como @igreja (letras, números, ponto e sublinhado)',
  instagramMax: `O Instagram deve ter no máximo ${INSTAGRAM_HANDLE_MAX} caracteres`,
  whatsapp: 'WhatsApp inválido: informe o número com DDD, como (11) 91234-5678',
  whatsappArea: 'WhatsApp inválido: esse DDD não existe',
  whatsappMax: 'WhatsApp muito longo',
  pixType: 'Tipo de chave PIX inválido',
  pixMax: `A chave PIX deve ter no máximo ${CHURCH_PIX_INPUT_MAX} caracteres`,
  color: 'Cor inválida: use o código hexadecimal, como #1E3A8A',
} as const;

/** '#1e3a8a', as typed with or without '#' (blanks around it), 7 characters once normalised. */
export const CHURCH_COLOR_INPUT_MAX = 9;

/** A colour as typed ('1E3A8A', ' #1e3a8a ') → '#1e3a8a'; null when it is not #rrggbb. */
export function normalizeHexColor(input: string): string | null {
  const text = input.trim().replace(/^#/, '');
  return /^[0-9a-fA-F]{6}$/.test(text) ? `#${text.toLowerCase()}` : null;
}

// ——— Normalisation (pure, shared by the API and the form) ———

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

/**
 * The Instagram username in what a church typed: '@igreja', 'instagram.com/igreja',
 * 'https://www.instagram.com/igreja/?hl=pt' → 'igreja' (lower case, as Instagram keeps
 * them); null when it is not one. The caller bounds the input first.
 */
export function normalizeInstagram(input: string): string | null {
  let text = input.trim();
  const url = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:instagram\.com|instagr\.am)\/([^/?#]*)/i.exec(
    text,
  );
  if (url) text = url[1] ?? '';
  text = text.replace(/^@/, '');
  if (!INSTAGRAM_HANDLE.test(text)) return null;
  // Instagram refuses a name of dots only, and one starting or ending with a dot.
  if (text.startsWith('.') || text.endsWith('.')) return null;
  return text.toLowerCase();
}

export type BrazilPhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * A Brazilian WhatsApp number as typed ('(11) 91234-5678', '+55 11 91234-5678',
 * '011 3456-7890') → '+5511912345678'. Reads the digits the way the register form does
 * (forms' phoneDigits); accepts a celular (11 digits, a 9 after the DDD) or a landline
 * (10 digits: WhatsApp Business runs on landlines too), with a DDD that exists.
 */
export function normalizeBrazilPhone(input: string): BrazilPhoneResult {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return { ok: false, message: CHURCH_MESSAGES.whatsapp };
  let digits = phoneDigits(trimmed);
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return { ok: false, message: CHURCH_MESSAGES.whatsapp };
    digits = digits.slice(2);
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) {
    digits = digits.slice(1); // the long-distance 0
  }
  const mobile = digits.length === 11 && digits[2] === '9';
  const landline = digits.length === 10 && /[2-5]/.test(digits[2] ?? '');
  if (!mobile && !landline) return { ok: false, message: CHURCH_MESSAGES.whatsapp };
  if (!isBrazilianAreaCode(Number(digits.slice(0, 2)))) {
    return { ok: false, message: CHURCH_MESSAGES.whatsappArea };
  }
  return { ok: true, phone: `+55${digits}` };
}

/** '+5511912345678' → '(11) 91234-5678'; '+551134567890' → '(11) 3456-7890'. */
export function formatBrazilPhone(phone: string): string {
  const digits = phone.startsWith('+55') ? phone.slice(3) : phone;
  if (/^\d{11}$/.test(digits)) {
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  }
  if (/^\d{10}$/.test(digits)) {
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  }
  return phone;
}

/** '19:30', '9:30', '19h30', '19h' → '19:30', '09:30', '19:30', '19:00'; null when not a time. */
export function normalizeServiceTime(input: string): string | null {
  const match = /^(\d{1,2})\s*(?::|h)\s*(\d{2})?$/i.exec(input.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (match[2] === undefined && !/h$/i.test(input.trim())) return null;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

// ——— Schemas ———

/** An optional text: absent, null or blank → null; else trimmed and bounded. */
function optionalText(label: string, max: number, maxMessage: string) {
  return v.pipe(
    v.optional(v.nullable(boundedString(label, { max, trim: true, maxMessage })), null),
    v.transform((text: string | null) => (text ? text : null)),
  );
}

/** A text checked and normalised by `normalize` (null: the message); blank → null. */
function normalizedText(
  label: string,
  max: number,
  maxMessage: string,
  normalize: (text: string) => { ok: true; value: string } | { ok: false; message: string },
) {
  return v.pipe(
    optionalText(label, max, maxMessage),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value;
      if (text === null) return null;
      const result = normalize(text);
      if (!result.ok) {
        addIssue({ message: result.message });
        return NEVER;
      }
      return result.value;
    }),
  );
}

/** An optional '#rrggbb' (the '#' may be left out); blank → null; stored lower case. */
function churchColor(label: string) {
  return normalizedText(label, CHURCH_COLOR_INPUT_MAX, CHURCH_MESSAGES.color, (text) => {
    const color = normalizeHexColor(text);
    return color ? { ok: true, value: color } : { ok: false, message: CHURCH_MESSAGES.color };
  });
}

export const ServiceTimeInputSchema = v.object({
  day: v.picklist(SERVICE_DAYS, CHURCH_MESSAGES.serviceDay),
  time: v.pipe(
    boundedString('O horário', { max: 10, trim: true, maxMessage: CHURCH_MESSAGES.serviceTime }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const time = normalizeServiceTime(dataset.value);
      if (time === null) {
        addIssue({ message: CHURCH_MESSAGES.serviceTime });
        return NEVER;
      }
      return time;
    }),
  ),
  label: optionalText('O nome do culto', CHURCH_SERVICE_LABEL_MAX, CHURCH_MESSAGES.serviceLabelMax),
});
export type ServiceTimeInput = v.InferInput<typeof ServiceTimeInputSchema>;

/**
 * The PIX key as the form sends it: the key as typed and, when the church chose one, its
 * type (without it the type is read from the key, domain/src/pix). Stored normalised as
 * `{ type, key }` (a CPF as its 11 digits, a celular as +55…); a blank key → null.
 */
export const PixKeyInputSchema = v.pipe(
  v.object({
    type: v.optional(v.nullable(v.picklist(PIX_KEY_TYPES, CHURCH_MESSAGES.pixType)), null),
    key: boundedString('A chave PIX', {
      max: CHURCH_PIX_INPUT_MAX,
      trim: true,
      maxMessage: CHURCH_MESSAGES.pixMax,
    }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { type, key } = dataset.value;
    if (key === '') return null;
    const result = validatePixKey(key, type ?? undefined);
    if (!result.ok) {
      addIssue({ message: result.message });
      return NEVER;
    }
    return { type: result.type, key: result.key };
  }),
);

/** PUT /api/church-profile: the whole profile (a missing optional field is cleared). */
export const ChurchProfileBodySchema = v.object({
  name: boundedString('O nome da igreja', {
    min: CHURCH_NAME_MIN,
    max: CHURCH_NAME_MAX,
    trim: true,
    minMessage: CHURCH_MESSAGES.nameMin,
    maxMessage: CHURCH_MESSAGES.nameMax,
  }),
  address: optionalText('O endereço', CHURCH_ADDRESS_MAX, CHURCH_MESSAGES.addressMax),
  serviceTimes: v.pipe(
    v.optional(v.array(v.unknown(), CHURCH_MESSAGES.serviceTimesList), []),
    // Counted before any entry is read, so a long list costs nothing.
    v.maxLength(CHURCH_SERVICE_TIMES_MAX, CHURCH_MESSAGES.serviceTimesMax),
    v.array(ServiceTimeInputSchema),
  ),
  pastorName: optionalText('O nome do pastor', CHURCH_PASTOR_MAX, CHURCH_MESSAGES.pastorMax),
  instagram: normalizedText(
    'O Instagram',
    // A pasted profile link is longer than the handle it holds.
    INSTAGRAM_HANDLE_MAX + 60,
    CHURCH_MESSAGES.instagramMax,
    (text) => {
      const handle = normalizeInstagram(text);
      if (handle) return { ok: true, value: handle };
      const bare = text.replace(/^@/, '');
      const tooLong = /^[A-Za-z0-9._]+$/.test(bare) && bare.length > INSTAGRAM_HANDLE_MAX;
      return {
        ok: false,
        message: tooLong ? CHURCH_MESSAGES.instagramMax : CHURCH_MESSAGES.instagram,
      };
    },
  ),
  whatsapp: normalizedText(
    'O WhatsApp',
    CHURCH_WHATSAPP_INPUT_MAX,
    CHURCH_MESSAGES.whatsappMax,
    (text) => {
      const result = normalizeBrazilPhone(text);
      return result.ok ? { ok: true, value: result.phone } : result;
    },
  ),
  pixKey: v.optional(v.nullable(PixKeyInputSchema), null),
  /**
   * Issue 20: the church's colours ('Cores da igreja' in the editor), '#rrggbb'. A secondary
   * alone stands for the primary (churchColorsOf).
   */
  primaryColor: churchColor('A cor principal'),
  secondaryColor: churchColor('A cor secundária'),
});
export type ChurchProfileBody = v.InferInput<typeof ChurchProfileBodySchema>;
/** The body after validation: every text trimmed and normalised, blanks as null. */
export type ChurchProfileInput = v.InferOutput<typeof ChurchProfileBodySchema>;

export const ServiceTimeSchema = v.object({
  day: v.picklist(SERVICE_DAYS),
  time: v.string(),
  label: v.nullable(v.string()),
});
export type ServiceTime = v.InferOutput<typeof ServiceTimeSchema>;

export const ChurchPixKeySchema = v.object({ type: v.picklist(PIX_KEY_TYPES), key: v.string() });
export type ChurchPixKey = v.InferOutput<typeof ChurchPixKeySchema>;

/** The saved profile, as GET and PUT /api/church-profile answer it. */
export const ChurchProfileSchema = v.object({
  name: v.string(),
  address: v.nullable(v.string()),
  serviceTimes: v.array(ServiceTimeSchema),
  pastorName: v.nullable(v.string()),
  /** The username, without '@'. */
  instagram: v.nullable(v.string()),
  /** '+55' and the number's 10 or 11 digits. */
  whatsapp: v.nullable(v.string()),
  pixKey: v.nullable(ChurchPixKeySchema),
  /** The logo (WebP, transparency kept), uploaded apart: POST /api/church-profile/logo. */
  logoUrl: v.nullable(v.string()),
  /** '#rrggbb' (lower case), or null. */
  primaryColor: v.nullable(v.string()),
  secondaryColor: v.nullable(v.string()),
  updatedAt: IsoDateSchema,
});
export type ChurchProfile = v.InferOutput<typeof ChurchProfileSchema>;

/**
 * The church's colours as the editor's palette takes them (domain's ChurchColors), or null
 * when the profile has none: a secondary saved alone serves as the primary.
 */
export function churchColorsOf(
  profile: Pick<ChurchProfile, 'primaryColor' | 'secondaryColor'> | null | undefined,
): { primary: string; secondary: string | null } | null {
  const primary = profile?.primaryColor ?? profile?.secondaryColor ?? null;
  if (!primary) return null;
  const secondary = profile?.primaryColor ? (profile.secondaryColor ?? null) : null;
  return { primary, secondary };
}

/** GET /api/church-profile: the profile, or null before the first save. */
export const ChurchProfileResponseSchema = v.nullable(ChurchProfileSchema);

/**
 * A refused PUT: the first problem as `message` (as every 400 of the API), and each field's
 * own under `fields`, keyed by its path as the form names it ('serviceTimes.0.time').
 */
export const FieldErrorsResponseSchema = v.object({
  message: v.string(),
  fields: v.record(v.string(), v.string()),
});
export type FieldErrorsResponse = v.InferOutput<typeof FieldErrorsResponseSchema>;

/** The refused body's messages by field path: the first message of each field. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
