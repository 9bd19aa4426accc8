import {
  buildPixPayload,
  CHURCH_PALETTE_ID,
  type ChurchColors,
  type ChurchProfile,
  churchColorsOf,
  type EditedArt,
  formatPixKey,
  PIX_KEY_TYPE_LABELS,
  type PixCode,
  type RenderArtInput,
  type TemplateKind,
} from '@arte-gospel/domain';

// Issue 20: what the editor adds to an art from 'Minha igreja': its colours as a palette, its
// logo and, on tithe envelopes and digital cards, the QR code of its PIX key. A saved edit
// keeps its own (colours, logo address, 'copia e cola') and reopens with them, whatever the
// church changed since.

/** Kinds that carry the PIX QR code. */
export const PIX_KINDS: readonly TemplateKind[] = ['envelope', 'digitalcard'];

/** The city a PIX code names when the church's address gives none (the field is required). */
export const PIX_FALLBACK_CITY = 'BRASIL';

const UF =
  /\s*(?:\/|-|–|—|,)?\s*\b(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\.?\s*$/i;

/**
 * The city in an address as churches write it: 'Rua das Flores, 120 — Centro, Campinas/SP'
 * → 'Campinas'; 'Av. Brasil 500, Recife - PE' → 'Recife'; null when no part reads as one
 * (a part with digits is a street, a number or a CEP).
 */
export function cityFromAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const text = address
    .replace(/\b\d{5}-?\d{3}\b/g, '')
    .replace(/[\s,;–—-]+$/, '')
    .trim();
  const hasUf = UF.test(text);
  const withoutUf = text.replace(UF, '').trim();
  const parts = withoutUf
    .split(/\s*(?:,|;|—|–|\s-\s|\/)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last || /\d/.test(last) || parts.length < (hasUf ? 1 : 2)) return null;
  return last;
}

export type ChurchPix =
  | { ok: true; payload: string; keyLabel: string; typeLabel: string }
  | { ok: false };

/** The static 'copia e cola' of the church's PIX key (its name and city), when it has one. */
export function churchPix(
  church: Pick<ChurchProfile, 'name' | 'address' | 'pixKey'> | null | undefined,
): ChurchPix {
  const key = church?.pixKey;
  if (!church || !key) return { ok: false };
  const result = buildPixPayload({
    key: key.key,
    keyType: key.type,
    merchantName: church.name,
    merchantCity: cityFromAddress(church.address) ?? PIX_FALLBACK_CITY,
  });
  if (!result.ok) return { ok: false };
  return {
    ok: true,
    payload: result.payload,
    keyLabel: formatPixKey(key.type, key.key),
    typeLabel: PIX_KEY_TYPE_LABELS[key.type],
  };
}

export interface ChurchExtrasState {
  logoOn: boolean;
  pixOn: boolean;
}

type Saved = Pick<EditedArt, 'logoUrl' | 'pixPayload' | 'churchColors'>;

/** Logo and QR code on or off as the editor opens: a saved edit's as saved, else on when the church has them. */
export function initialExtras(
  kind: TemplateKind,
  church: Pick<ChurchProfile, 'name' | 'address' | 'pixKey' | 'logoUrl'> | null,
  saved: Saved | null | undefined,
): ChurchExtrasState {
  if (saved) return { logoOn: saved.logoUrl !== null, pixOn: saved.pixPayload !== null };
  return {
    logoOn: Boolean(church?.logoUrl),
    pixOn: PIX_KINDS.includes(kind) && churchPix(church).ok,
  };
}

/** The church colours the editor offers: a saved edit's own first, else the profile's. */
export function offeredChurchColors(
  church: Pick<ChurchProfile, 'primaryColor' | 'secondaryColor'> | null,
  saved: Saved | null | undefined,
): ChurchColors | null {
  return saved?.churchColors ?? churchColorsOf(church);
}

/**
 * The logo's address: the saved edit's, else the profile's. When the saved one can no longer
 * be read (the church has since replaced its logo, and the old file is gone), the profile's
 * current logo.
 */
export function logoSource(
  church: Pick<ChurchProfile, 'logoUrl'> | null,
  saved: Saved | null | undefined,
  savedFailed = false,
): string | null {
  if (savedFailed) return church?.logoUrl ?? null;
  return saved?.logoUrl ?? church?.logoUrl ?? null;
}

/** The 'copia e cola' the art draws: the church's current key's, else a saved edit's. */
export function pixSource(
  church: Pick<ChurchProfile, 'name' | 'address' | 'pixKey'> | null,
  saved: Saved | null | undefined,
): string | null {
  // The church's key as it is now: a saved edit's older code would pay a key the church has
  // since changed (the panel shows the current one). The saved code serves only when the
  // profile has no key any more.
  const pix = churchPix(church);
  if (pix.ok) return pix.payload;
  return saved?.pixPayload ?? null;
}

/** What a save keeps of them (EditedArtSchema's logoUrl, pixPayload and churchColors). */
export function savedExtras(options: {
  kind: TemplateKind;
  paletteId: string;
  colors: ChurchColors | null;
  logoOn: boolean;
  logoUrl: string | null;
  pixOn: boolean;
  pixPayload: string | null;
}): Saved {
  const logoUrl = options.logoOn && options.logoUrl && isStorableLogo(options.logoUrl);
  return {
    logoUrl: logoUrl ? options.logoUrl : null,
    pixPayload:
      options.pixOn && PIX_KINDS.includes(options.kind) ? (options.pixPayload ?? null) : null,
    churchColors: options.paletteId === CHURCH_PALETTE_ID ? options.colors : null,
  };
}

/** An address an edit may keep (EditedArtSchema: https or a path of this site). */
function isStorableLogo(url: string): boolean {
  return /^(https:\/\/[^\s/?#]+|\/(?!\/))[^\s]*$/.test(url) && url.length <= 500;
}

/** The payload whose QR code the art draws: none when it is off or the kind has none. */
export function drawnPixPayload(options: {
  kind: TemplateKind;
  pixOn: boolean;
  pixPayload: string | null;
}): string | null {
  return options.pixOn && PIX_KINDS.includes(options.kind) ? options.pixPayload : null;
}

/**
 * The renderer's extra input: the logo (once read as a data: URL), the QR code (once encoded:
 * pix-code.ts), the colours.
 */
export function renderExtras(options: {
  kind: TemplateKind;
  paletteId: string;
  colors: ChurchColors | null;
  logoOn: boolean;
  logoHref: string | null;
  pix: PixCode | null;
}): Pick<RenderArtInput, 'logo' | 'pix' | 'churchColors'> {
  return {
    ...(options.logoOn && options.logoHref ? { logo: { href: options.logoHref } } : {}),
    ...(options.pix && PIX_KINDS.includes(options.kind) ? { pix: options.pix } : {}),
    ...(options.paletteId === CHURCH_PALETTE_ID && options.colors
      ? { churchColors: options.colors }
      : {}),
  };
}
