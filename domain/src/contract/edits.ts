import * as v from 'valibot';
import { type EditedArt, EditedArtSchema } from '../editor/edit-state';
import { boundedString, IsoDateSchema, idNumber } from './common';

// Issue 20: 'Minhas artes' (/painel/artes), the edits an account keeps to reopen and change
// later: GET/POST /api/edits, GET/PUT/DELETE /api/edits/:id, the edit's own photos
// (POST /api/edits/:id/photos, GET/DELETE /api/edits/:id/photos/:name) and
// POST /api/edits/:id/export, which counts as a download of the art (api/README.md).

/** Saved edits an account may keep. */
export const EDITS_PER_ACCOUNT_MAX = 200;
/** An edit's name ('Santa Ceia — junho'); the art's title when none is given. */
export const EDIT_NAME_MAX = 80;
/** Photos uploaded to one edit and kept (its photo slots, and a few replaced ones). */
export const EDIT_UPLOADS_PER_EDIT_MAX = 8;
/**
 * Bytes an account's edit photos may take in all (each kept as WebP of at most
 * EDIT_PHOTO_WEB_SIDE px, usually 0.2–1 MB): hundreds of photos, never the 200 edits × 8
 * photos an account could otherwise fill.
 */
export const EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX = 200 * 1024 * 1024;
/** The largest JSON body of POST and PUT /api/edits: a full state fits many times. */
export const EDIT_BODY_MAX_BYTES = 64 * 1024;
/** The longest side an edit's photo is kept at, in pixels (never enlarged). */
export const EDIT_PHOTO_WEB_SIDE = 2048;

export const EDITS_MESSAGES = {
  full: `Você já tem ${EDITS_PER_ACCOUNT_MAX} artes salvas em Minhas artes. Exclua alguma para salvar outra.`,
  notFound: 'Arte editada não encontrada',
  name: 'O nome da arte não pode ficar em branco',
  nameMax: `O nome da arte deve ter no máximo ${EDIT_NAME_MAX} caracteres`,
  artOfState: 'A edição deve ser da mesma arte',
  design: 'Esta edição não usa o modelo e o tamanho desta arte',
  artGone:
    'A arte original desta edição foi removida do catálogo: ela pode ser vista, mas não exportada.',
  photoNotOfEdit: 'Essa foto não foi enviada para esta arte: envie-a de novo',
  photosFull: `Esta arte já tem ${EDIT_UPLOADS_PER_EDIT_MAX} fotos em uso: remova uma antes de enviar outra.`,
  photosAccountFull: `As fotos das suas artes salvas já ocupam ${EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX / 1024 / 1024} MB, o limite da conta: exclua fotos ou artes que não usa mais para enviar outra.`,
  photoNotFound: 'Foto não encontrada',
} as const;

const EditNameSchema = boundedString('O nome da arte', {
  min: 1,
  max: EDIT_NAME_MAX,
  trim: true,
  minMessage: EDITS_MESSAGES.name,
  maxMessage: EDITS_MESSAGES.nameMax,
});

/**
 * POST /api/edits: a new edit of a catalogue art the user can see. `state.artId` must be
 * `artId`; its photos are uploaded once the edit exists (their keys null until then).
 */
export const EditCreateBodySchema = v.pipe(
  v.object({
    artId: idNumber('A arte', 'Arte inválida'),
    state: EditedArtSchema,
    name: v.optional(v.nullable(EditNameSchema), null),
  }),
  v.forward(
    v.check((body) => body.state.artId === body.artId, EDITS_MESSAGES.artOfState),
    ['state', 'artId'],
  ),
);
export type EditCreateBody = v.InferInput<typeof EditCreateBodySchema>;

/** PUT /api/edits/:id: the whole state (of the same art); the name kept when absent. */
export const EditUpdateBodySchema = v.object({
  state: EditedArtSchema,
  name: v.optional(EditNameSchema),
});
export type EditUpdateBody = v.InferInput<typeof EditUpdateBodySchema>;

/** An edit in the list: its name and the art it came from (null fields: the art was removed). */
export const EditSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** null when the catalogue art was removed (the edit stays, it cannot be exported). */
  artId: v.nullable(v.number()),
  artTitle: v.nullable(v.string()),
  /** The art's thumbnail (the catalogue's, not the edit's drawing). */
  thumbnailUrl: v.nullable(v.string()),
  isPremium: v.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type EditSummary = v.InferOutput<typeof EditSummarySchema>;

/** GET /api/edits: the account's edits, last changed first. */
export const EditListResponseSchema = v.object({
  edits: v.array(EditSummarySchema),
  totalCount: v.number(),
  max: v.number(),
});
export type EditListResponse = v.InferOutput<typeof EditListResponseSchema>;

/** A photo of the edit: `key` is what the state's photo slot names, `url` where it is read. */
export const EditPhotoSchema = v.object({
  name: v.string(),
  key: v.string(),
  /** /api/edits/{id}/photos/{name}: its owner's session only. */
  url: v.string(),
});
export type EditPhoto = v.InferOutput<typeof EditPhotoSchema>;

/** GET, POST and PUT /api/edits(/:id): the edit with its state and its photos. */
export const EditDetailSchema = v.object({
  ...EditSummarySchema.entries,
  state: EditedArtSchema,
  photos: v.array(EditPhotoSchema),
});
export type EditDetail = Omit<v.InferOutput<typeof EditDetailSchema>, 'state'> & {
  state: EditedArt;
};

/** POST /api/edits/:id/photos (201). */
export const EditPhotoResponseSchema = v.object({
  success: v.literal(true),
  ...EditPhotoSchema.entries,
  width: v.number(),
  height: v.number(),
});
export type EditPhotoResponse = v.InferOutput<typeof EditPhotoResponseSchema>;

/**
 * POST /api/edits/:id/export: the export may go ahead. It counted as a download of the art
 * (once per art per month: `counted` false when the art was already downloaded or exported
 * this month). Refusals are the download's own (403 with its pt-BR message).
 */
export const EditExportResponseSchema = v.object({
  allowed: v.literal(true),
  counted: v.boolean(),
  /** Arts downloaded (or exported) this month, this one included. */
  downloadsUsed: v.number(),
  /** null when unlimited. */
  downloadLimit: v.nullable(v.number()),
});
export type EditExportResponse = v.InferOutput<typeof EditExportResponseSchema>;

/**
 * An edit belongs to its art's design: the template and size the art is drawn with (domain
 * designFor); the palette is the user's choice among the template's.
 */
export function editMatchesDesign(
  state: Pick<EditedArt, 'templateId' | 'sizeId'>,
  design: { templateId: string; sizeId: string },
): boolean {
  return state.templateId === design.templateId && state.sizeId === design.sizeId;
}
