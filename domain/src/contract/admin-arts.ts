import * as v from 'valibot';
import { IsoDateSchema, queryId, queryInt, queryText } from './common';

// The staff console's arts (issue 19; api/README.md 'Staff endpoints'): the table of every
// art at /admin/artes (GET /api/admin/arts), the uploads (POST /api/admin/arts/upload) and an
// art's files replaced (POST /api/admin/arts/:id/files).

/** How an art stands for the public: visible, hidden, or visible from a future date. */
export const ADMIN_ART_STATUSES = ['publicada', 'oculta', 'agendada'] as const;
export type AdminArtStatus = (typeof ADMIN_ART_STATUSES)[number];

export const ADMIN_ART_LICENCES = ['gratis', 'premium'] as const;
export type AdminArtLicence = (typeof ADMIN_ART_LICENCES)[number];

/** Rows a page of the staff table shows by default, and at most. */
export const ADMIN_ARTS_PAGE_SIZE = 20;
export const ADMIN_ARTS_PAGE_MAX = 100;

/**
 * The largest upload request (image and source file together), under the BFF's default
 * BODY_LIMIT_BYTES (10 MiB) so an upload passes the proxy as every other body does.
 */
export const ART_UPLOAD_MAX_BYTES = 9.5 * 1024 * 1024;
/** Files one batch upload (/admin/add-art-multi) takes at once: each is its own request. */
export const ART_BATCH_MAX_FILES = 50;
/** An art's image: PNG, JPEG or WebP, recognised by its bytes (not its name). */
export const ART_IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;
/** An art's source file: SVG (scripts refused), PDF or ZIP, recognised by its bytes. */
export const ART_SOURCE_TYPES = ['svg', 'pdf', 'zip'] as const;
/** Most tags an art carries, and the longest tag. */
export const ART_TAGS_MAX = 20;
export const ART_TAG_MAX_LENGTH = 40;

function optionalPicklist<const T extends readonly [string, ...string[]]>(options: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === '' || value === '_all' ? undefined : value)),
      v.optional(v.picklist(options, 'Filtro inválido')),
    ),
  );
}

/** GET /api/admin/arts: a page of every art, filtered. */
export const AdminArtsQuerySchema = v.object({
  q: queryText('A busca', 100),
  categoryId: queryId('categoryId'),
  formatId: queryId('formatId'),
  status: optionalPicklist(ADMIN_ART_STATUSES),
  licence: optionalPicklist(ADMIN_ART_LICENCES),
  page: queryInt('page', { min: 1, max: 100_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: ADMIN_ARTS_PAGE_MAX, fallback: ADMIN_ARTS_PAGE_SIZE }),
});
export type AdminArtsQuery = v.InferOutput<typeof AdminArtsQuerySchema>;

export const AdminArtSchema = v.object({
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  /** The small still the table shows. */
  thumbnailUrl: v.string(),
  categoryId: v.nullable(v.number()),
  categoryName: v.nullable(v.string()),
  formatId: v.number(),
  formatName: v.string(),
  fileTypeId: v.number(),
  isPremium: v.boolean(),
  isVisible: v.boolean(),
  status: v.picklist(ADMIN_ART_STATUSES),
  featuredRank: v.nullable(v.number()),
  editUrl: v.nullable(v.string()),
  downloadUrl: v.nullable(v.string()),
  groupId: v.nullable(v.string()),
  designer: v.nullable(v.object({ id: v.number(), name: v.string() })),
  tags: v.array(v.string()),
  /** The publish date (created_at): in the future, the art is scheduled. */
  publishAt: IsoDateSchema,
  downloadCount: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  dominantColor: v.nullable(v.string()),
  /** An uploaded image (true) or a drawn template (false). */
  uploaded: v.boolean(),
  sourceName: v.nullable(v.string()),
});
export type AdminArt = v.InferOutput<typeof AdminArtSchema>;

export const AdminArtsResponseSchema = v.object({
  arts: v.array(AdminArtSchema),
  totalCount: v.number(),
});
export type AdminArtsResponse = v.InferOutput<typeof AdminArtsResponseSchema>;

/** POST /api/admin/arts/upload answers the new art's id. */
export const ArtUploadResponseSchema = v.object({ success: v.literal(true), id: v.number() });
export type ArtUploadResponse = v.InferOutput<typeof ArtUploadResponseSchema>;

/**
 * POST /api/admin/arts/:id/files (multipart: `image`, `source`, `removeSource`) answers the
 * art's files as they now are: its still's and thumbnail's new addresses (a new `?v=` for a
 * new image), what sharp measured and the source file's name (null: none).
 */
export const ArtFilesResponseSchema = v.object({
  success: v.literal(true),
  imageUrl: v.string(),
  thumbnailUrl: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  dominantColor: v.nullable(v.string()),
  sourceName: v.nullable(v.string()),
});
export type ArtFilesResponse = v.InferOutput<typeof ArtFilesResponseSchema>;

/** Which file of POST /api/admin/arts/:id/files a refusal (400) is about. */
export const ART_FILE_FIELDS = ['image', 'source'] as const;
export type ArtFileField = (typeof ART_FILE_FIELDS)[number];
/** Its refusal: the pt-BR message and, for a file judged by its bytes, which file. */
export const ArtFilesErrorSchema = v.object({
  message: v.string(),
  field: v.optional(v.picklist(ART_FILE_FIELDS)),
});

/** Staff people who can sign an art (GET /api/admin/arts/designers). */
export const AdminDesignersResponseSchema = v.array(
  v.object({ id: v.number(), name: v.string(), nivelacesso: v.string() }),
);
export type AdminDesigners = v.InferOutput<typeof AdminDesignersResponseSchema>;
