import * as v from 'valibot';
import { ArtSchema, FileTypeSchema } from './catalogue';
import { IsoDateSchema } from './common';
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
});
export type ArtDetail = v.InferOutput<typeof ArtDetailSchema>;

/** POST /api/arts/:id/download: the links to edit and download, and the counter. */
export const DownloadResponseSchema = v.object({
  success: v.literal(true),
  editUrl: v.nullable(v.string()),
  downloadUrl: v.nullable(v.string()),
  downloadsUsed: v.number(),
  /** null when unlimited. */
  downloadLimit: v.nullable(v.number()),
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
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'O nome deve ter pelo menos 2 caracteres'),
    v.maxLength(120),
  ),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20, 'WhatsApp muito longo')))),
  bio: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(500, 'A bio deve ter no máximo 500 caracteres'))),
  ),
});

export const PasswordChangeBodySchema = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, 'Informe a senha atual')),
  newPassword: v.pipe(v.string(), v.minLength(6, 'A senha deve ter pelo menos 6 caracteres')),
});

export const ProfileResponseSchema = UserSchema;
