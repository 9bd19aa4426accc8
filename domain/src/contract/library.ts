import * as v from 'valibot';
import { ART_SIZE_IDS } from '../templates/sizes';
import { ArtSchema, FileTypeSchema } from './catalogue';
import { boundedString, IsoDateSchema, NAME_MAX, PHONE_MAX, passwordText } from './common';
import { UserSchema } from './session';

// Calls the screens need that the specs do not show (art page, library, designers,
// profile), in the same style as the specified ones. Documented in api/README.md.

/** GET /api/arts/:id: an art with what its page shows. */
export const ArtDetailSchema = v.object({
  art: ArtSchema,
  formatName: v.string(),
  fileType: v.nullable(FileTypeSchema),
  categorySlug: v.nullable(v.string()),
  createdAt: IsoDateSchema,
  /** The same design in the other formats (same groupId). */
  otherFormats: v.array(ArtSchema),
  /** Arts of the same category. */
  related: v.array(ArtSchema),
  isFavorite: v.boolean(),
  isSaved: v.boolean(),
  /**
   * Issue 20: the design the server draws the art with (domain designFor, its size and its
   * slot texts), what the online editor opens; null for an art whose image was uploaded
   * (no template behind it), absent from an older server.
   */
  design: v.optional(
    v.nullable(
      v.object({
        templateId: v.string(),
        paletteId: v.string(),
        sizeId: v.picklist(ART_SIZE_IDS),
        texts: v.record(v.string(), v.string()),
      }),
    ),
    null,
  ),
});
export type ArtDetail = v.InferOutput<typeof ArtDetailSchema>;

/**
 * POST /api/arts/:id/download: the art's ZIP, the staff-set editor link, and the counter.
 * An art counts once per calendar month (Brasília time): a re-download is not counted.
 */
export const DownloadResponseSchema = v.object({
  success: v.literal(true),
  /** The ZIP (SVG, PNG, print PDF, LEIA-ME, LICENCA): /api/arts/{id}/files/{name}.zip. */
  downloadUrl: v.string(),
  /** The external editor link staff set (Canva template, Drive folder); null when none. */
  editUrl: v.nullable(v.string()),
  /** Arts downloaded this month, this one included. */
  downloadsUsed: v.number(),
  /** null when unlimited. */
  downloadLimit: v.nullable(v.number()),
  /** Whether this call used one of the month's downloads (false for a re-download). */
  counted: v.boolean(),
});
export type DownloadResponse = v.InferOutput<typeof DownloadResponseSchema>;

/** POST/DELETE /api/arts/:id/favorite and /save. */
export const ToggleResponseSchema = v.object({
  success: v.literal(true),
  active: v.boolean(),
  count: v.number(),
});

export const DesignerSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.string(),
  profileimageurl: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  artCount: v.number(),
  followers: v.number(),
});
export type DesignerSummary = v.InferOutput<typeof DesignerSummarySchema>;

export const DesignerProfileSchema = v.object({
  designer: DesignerSummarySchema,
  isFollowing: v.boolean(),
});

export const ProfileUpdateBodySchema = v.object({
  name: boundedString('O nome', { min: 2, max: NAME_MAX, trim: true }),
  phone: v.optional(
    v.nullable(boundedString('O WhatsApp', { max: PHONE_MAX, maxMessage: 'WhatsApp muito longo' })),
  ),
  bio: v.optional(v.nullable(boundedString('A bio', { max: 500 }))),
});

export const PasswordChangeBodySchema = v.object({
  currentPassword: passwordText(1, 'Informe a senha atual'),
  newPassword: passwordText(6, 'A senha deve ter pelo menos 6 caracteres'),
});

export const ProfileResponseSchema = UserSchema;
