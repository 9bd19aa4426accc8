import {
  ART_SIZES,
  type ArtDetail,
  type ArtSizeId,
  CHURCH_PALETTE_ID,
  type EditedArt,
  type FontFace,
  type PrefillChurch,
  prefillTexts,
  SLOT_MAX_LENGTH,
  type SlotName,
  type Template,
} from '@arte-gospel/domain';

// Issue 20: the online editor's pure parts: the texts an art opens with, the state a save
// sends, the export's file names and sizes.

export type ArtDesign = NonNullable<ArtDetail['design']>;
export type EditorTexts = Partial<Record<SlotName, string>>;

/** Only the template's slots, each cut to its SLOT_MAX_LENGTH. */
function ofTemplate(template: Pick<Template, 'slots'>, texts: Record<string, string | undefined>) {
  const out: EditorTexts = {};
  for (const { name } of template.slots) {
    const value = texts[name];
    if (typeof value === 'string') out[name] = [...value].slice(0, SLOT_MAX_LENGTH[name]).join('');
  }
  return out;
}

/**
 * The texts the editor opens with: the art's own slot texts (as the server draws it) with
 * the church profile's prefill over them; a saved edit's texts over both (a slot the edit
 * leaves out keeps the art's text, as EditedArtSchema says). Every slot of the template has
 * a value ('' when neither gives one), so each is a field.
 */
export function initialTexts(
  template: Pick<Template, 'slots'>,
  design: Pick<ArtDesign, 'texts'>,
  church: PrefillChurch | null,
  edit?: Pick<EditedArt, 'texts'> | null,
): EditorTexts {
  const merged: EditorTexts = {
    ...ofTemplate(template, design.texts),
    ...(church && !edit ? prefillTexts(template, church) : {}),
    ...(edit ? ofTemplate(template, edit.texts) : {}),
  };
  const out: EditorTexts = {};
  for (const { name } of template.slots) out[name] = merged[name] ?? '';
  return out;
}

/**
 * The palette the editor opens with: the saved edit's when the template has it (or it is
 * 'Cores da igreja' with its colours kept), else the art's.
 */
export function initialPalette(
  template: Pick<Template, 'palettes'>,
  design: Pick<ArtDesign, 'paletteId'>,
  edit?: (Pick<EditedArt, 'paletteId'> & Partial<Pick<EditedArt, 'churchColors'>>) | null,
): string {
  const saved = edit?.paletteId;
  if (saved === CHURCH_PALETTE_ID && edit?.churchColors) return saved;
  return saved && template.palettes.some((p) => p.id === saved) ? saved : design.paletteId;
}

/** The state a save sends (POST/PUT /api/edits): photos, logo and PIX kept from `previous`. */
export function editState(
  artId: number,
  design: Pick<ArtDesign, 'templateId' | 'sizeId'>,
  paletteId: string,
  texts: EditorTexts,
  template: Pick<Template, 'slots'>,
  previous?:
    | (Pick<EditedArt, 'photos' | 'logoUrl' | 'pixPayload'> &
        Partial<Pick<EditedArt, 'churchColors'>>)
    | null,
): EditedArt {
  return {
    artId,
    templateId: design.templateId,
    sizeId: design.sizeId,
    paletteId,
    texts: ofTemplate(template, texts),
    photos: previous?.photos ?? {},
    logoUrl: previous?.logoUrl ?? null,
    pixPayload: previous?.pixPayload ?? null,
    churchColors: paletteId === CHURCH_PALETTE_ID ? (previous?.churchColors ?? null) : null,
  };
}

const FILE_NAME_MAX = 60;

/** 'Santa Ceia do Senhor!' → 'santa-ceia-do-senhor.png'; 'arte.png' when nothing is left. */
export function exportFileName(title: string, extension: 'png' | 'pdf'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILE_NAME_MAX)
    .replace(/^-+|-+$/g, '');
  return `${base || 'arte'}.${extension}`;
}

/** The canvas of the PNG: the size's own full pixel size. */
export function canvasSize(sizeId: ArtSizeId): { width: number; height: number } {
  const { width, height } = ART_SIZES[sizeId];
  return { width, height };
}

const POINTS_PER_MM = 72 / 25.4;

/** A print size's PDF page in points (its millimetres); null for a screen size (no PDF). */
export function pdfPageSize(sizeId: ArtSizeId): { width: number; height: number } | null {
  const print = ART_SIZES[sizeId].print;
  if (!print) return null;
  return { width: print.widthMm * POINTS_PER_MM, height: print.heightMm * POINTS_PER_MM };
}

/** The CSS font shorthand document.fonts.load takes for a face ('italic 400 32px "Lora"'). */
export function fontLoadSpec(face: Pick<FontFace, 'family' | 'weight' | 'style'>): string {
  return `${face.style} ${face.weight} 32px "${face.family}"`;
}
