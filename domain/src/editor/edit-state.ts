import * as v from 'valibot';
import { boundedString, idNumber } from '../contract/common';
import { verifyPixPayload } from '../pix/pix-payload';
import { templateById } from '../templates/model';
import { CHURCH_PALETTE_ID, HEX_COLOR } from '../templates/palettes';
import { ART_SIZE_IDS } from '../templates/sizes';
import {
  isSlotName,
  SLOT_LABELS,
  SLOT_MAX_LENGTH,
  SLOT_NAMES,
  type SlotName,
} from '../templates/slots';

// Issue 20: an edited art, as 'Minhas artes' (/painel/artes) keeps it and the editor reopens
// it: the catalogue art it started from, its design (template, size, palette), the text of
// each layer, each photo slot's file and crop, the logo and the PIX 'copia e cola' its QR
// code draws. Every part is bounded; a slot or photo the template has not is refused.

/** Longest template or palette id (today's are under 30 characters). */
export const EDIT_DESIGN_ID_MAX = 60;
/** Photo slots an edit may carry (today's templates have at most one). */
export const EDIT_PHOTOS_MAX = 4;
export const EDIT_PHOTO_ID_MAX = 40;
/** A storage key of an uploaded photo ('edits/12/3f9c….webp'). */
export const EDIT_STORAGE_KEY_MAX = 200;
export const EDIT_LOGO_URL_MAX = 500;
/** A BR Code is at most 512 characters (EMV QRCPS). */
export const EDIT_PIX_PAYLOAD_MAX = 512;
/** The crop's zoom over the photo covering its slot: 1 (cover) to 4. */
export const PHOTO_CROP_SCALE_MAX = 4;

export const EDIT_STATE_MESSAGES = {
  art: 'Arte inválida',
  template: 'Modelo de arte desconhecido',
  size: 'Tamanho de arte inválido',
  sizeOfTemplate: 'Esse modelo não tem esse tamanho',
  palette: 'Paleta de cores inválida',
  paletteOfTemplate: 'Essa paleta de cores não é desse modelo',
  texts: 'Os textos devem ser um objeto',
  textsMax: `Informe no máximo ${SLOT_NAMES.length} textos`,
  text: 'O texto de uma camada deve ser um texto',
  photos: 'As fotos devem ser um objeto',
  photosMax: `Informe no máximo ${EDIT_PHOTOS_MAX} fotos`,
  photo: 'Foto inválida',
  photoKey: 'Arquivo de foto inválido',
  cropX: 'O recorte da foto deve ter x entre 0 e 1',
  cropY: 'O recorte da foto deve ter y entre 0 e 1',
  cropScale: `O zoom da foto deve ser entre 1 e ${PHOTO_CROP_SCALE_MAX}`,
  logo: 'Endereço do logo inválido',
  pix: 'Código PIX inválido: gere-o de novo a partir da chave PIX da igreja',
  churchColor: 'Cor da igreja inválida: use o código hexadecimal, como #1E3A8A',
  churchColors: 'As cores da igreja devem vir com a paleta “Cores da igreja”',
} as const;

/** A name as a message may quote it: at most 40 characters. */
function quoted(name: string): string {
  const chars = [...name];
  return `“${chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : name}”`;
}

export function unknownSlotMessage(name: string): string {
  return `Camada de texto desconhecida: ${quoted(name)}`;
}
export function slotNotInTemplateMessage(name: SlotName): string {
  return `Esse modelo não tem a camada ${quoted(SLOT_LABELS[name])}`;
}
export function slotTooLongMessage(name: SlotName): string {
  return `O texto de ${quoted(SLOT_LABELS[name])} deve ter no máximo ${SLOT_MAX_LENGTH[name]} caracteres`;
}
export function photoNotInTemplateMessage(id: string): string {
  return `Esse modelo não tem o espaço de foto ${quoted(id)}`;
}

const STORAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const LOGO_URL = /^(https:\/\/[^\s/?#]+|\/(?!\/))[^\s]*$/;

/** Counted before any entry is read, so a huge object costs nothing more. */
function boundedRecord(max: number, typeMessage: string, maxMessage: string) {
  return v.pipe(
    v.record(v.string(), v.unknown(), typeMessage),
    v.check((record) => Object.keys(record).length <= max, maxMessage),
  );
}

const TextsSchema = v.pipe(
  boundedRecord(SLOT_NAMES.length, EDIT_STATE_MESSAGES.texts, EDIT_STATE_MESSAGES.textsMax),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const out: Partial<Record<SlotName, string>> = {};
    let ok = true;
    for (const [name, text] of Object.entries(dataset.value)) {
      if (!isSlotName(name)) {
        addIssue({ message: unknownSlotMessage(name) });
        ok = false;
      } else if (typeof text !== 'string' || text.includes('\u0000')) {
        addIssue({ message: EDIT_STATE_MESSAGES.text });
        ok = false;
      } else if ([...text].length > SLOT_MAX_LENGTH[name]) {
        addIssue({ message: slotTooLongMessage(name) });
        ok = false;
      } else out[name] = text;
    }
    return ok ? out : NEVER;
  }),
);

function bounded(message: string, min: number, max: number) {
  return v.pipe(v.number(message), v.minValue(min, message), v.maxValue(max, message));
}

export const PhotoCropSchema = v.object(
  {
    /** The photo's point shown at the slot's centre, as fractions of its width and height. */
    x: bounded(EDIT_STATE_MESSAGES.cropX, 0, 1),
    y: bounded(EDIT_STATE_MESSAGES.cropY, 0, 1),
    /** Zoom over the photo covering the slot. */
    scale: bounded(EDIT_STATE_MESSAGES.cropScale, 1, PHOTO_CROP_SCALE_MAX),
  },
  EDIT_STATE_MESSAGES.photo,
);
export type PhotoCrop = v.InferOutput<typeof PhotoCropSchema>;

export const EditedPhotoSchema = v.object(
  {
    /** The uploaded file's storage key; null: the slot shows the design's decoration. */
    key: v.nullable(
      v.pipe(
        boundedString('O arquivo da foto', {
          max: EDIT_STORAGE_KEY_MAX,
          maxMessage: EDIT_STATE_MESSAGES.photoKey,
        }),
        v.check(
          (key) => STORAGE_KEY.test(key) && !key.split('/').includes('..'),
          EDIT_STATE_MESSAGES.photoKey,
        ),
      ),
    ),
    crop: PhotoCropSchema,
  },
  EDIT_STATE_MESSAGES.photo,
);
export type EditedPhoto = v.InferOutput<typeof EditedPhotoSchema>;

const PhotosSchema = v.pipe(
  boundedRecord(EDIT_PHOTOS_MAX, EDIT_STATE_MESSAGES.photos, EDIT_STATE_MESSAGES.photosMax),
  v.check(
    (photos) => Object.keys(photos).every((id) => [...id].length <= EDIT_PHOTO_ID_MAX),
    EDIT_STATE_MESSAGES.photo,
  ),
  v.record(v.string(), EditedPhotoSchema, EDIT_STATE_MESSAGES.photos),
);

const DesignId = (message: string) =>
  boundedString('O id', { max: EDIT_DESIGN_ID_MAX, maxMessage: message });

const HexColorSchema = v.pipe(
  v.string(EDIT_STATE_MESSAGES.churchColor),
  v.check((text) => text.length === 7 && HEX_COLOR.test(text), EDIT_STATE_MESSAGES.churchColor),
);

/** The church's colours an edit in 'Cores da igreja' was made with (kept, not re-read). */
export const EditChurchColorsSchema = v.object(
  { primary: HexColorSchema, secondary: v.nullable(HexColorSchema) },
  EDIT_STATE_MESSAGES.churchColor,
);

/** An edited art, as stored and restored. */
export const EditedArtSchema = v.pipe(
  v.object({
    /** The catalogue art the edit started from. */
    artId: idNumber('A arte', EDIT_STATE_MESSAGES.art),
    templateId: DesignId(EDIT_STATE_MESSAGES.template),
    sizeId: v.picklist(ART_SIZE_IDS, EDIT_STATE_MESSAGES.size),
    paletteId: DesignId(EDIT_STATE_MESSAGES.palette),
    /** Slot name → its text ('' : the layer left blank); a slot absent keeps the art's text. */
    texts: TextsSchema,
    /** Photo slot id → its file and crop. */
    photos: v.optional(PhotosSchema, {}),
    logoUrl: v.optional(
      v.nullable(
        v.pipe(
          boundedString('O logo', { max: EDIT_LOGO_URL_MAX, maxMessage: EDIT_STATE_MESSAGES.logo }),
          v.regex(LOGO_URL, EDIT_STATE_MESSAGES.logo),
        ),
      ),
      null,
    ),
    /** The PIX 'copia e cola' the QR code draws (envelopes and digital cards). */
    pixPayload: v.optional(
      v.nullable(
        v.pipe(
          boundedString('O código PIX', {
            max: EDIT_PIX_PAYLOAD_MAX,
            maxMessage: EDIT_STATE_MESSAGES.pix,
          }),
          v.check(verifyPixPayload, EDIT_STATE_MESSAGES.pix),
        ),
      ),
      null,
    ),
    /**
     * With paletteId 'igreja' (CHURCH_PALETTE_ID): the church's colours as they were, so the
     * edit reopens the same after the church changes them. Only with that palette.
     */
    // No default: states saved before it read back as they were.
    churchColors: v.optional(v.nullable(EditChurchColorsSchema)),
  }),
  // The design's parts belong together, and every layer and photo is the template's.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const edit = dataset.value;
    const template = templateById(edit.templateId);
    if (!template) {
      addIssue({ message: EDIT_STATE_MESSAGES.template });
      return;
    }
    if (!template.sizes.includes(edit.sizeId)) {
      addIssue({ message: EDIT_STATE_MESSAGES.sizeOfTemplate });
    }
    if (edit.paletteId === CHURCH_PALETTE_ID) {
      if (!edit.churchColors) addIssue({ message: EDIT_STATE_MESSAGES.churchColors });
    } else if (edit.churchColors) {
      addIssue({ message: EDIT_STATE_MESSAGES.churchColors });
    } else if (!template.palettes.some((p) => p.id === edit.paletteId)) {
      addIssue({ message: EDIT_STATE_MESSAGES.paletteOfTemplate });
    }
    for (const name of Object.keys(edit.texts) as SlotName[]) {
      if (!template.slots.some((s) => s.name === name)) {
        addIssue({ message: slotNotInTemplateMessage(name) });
      }
    }
    for (const id of Object.keys(edit.photos)) {
      if (!template.photoSlots.some((s) => s.id === id)) {
        addIssue({ message: photoNotInTemplateMessage(id) });
      }
    }
  }),
);
export type EditedArtInput = v.InferInput<typeof EditedArtSchema>;
export type EditedArt = v.InferOutput<typeof EditedArtSchema>;
