import * as v from 'valibot';
import { ART_FORMATS } from '../catalogue/categories';
import { API_DEFAULT_SORT, SORTS } from '../catalogue/filters';
import { IsoDateSchema, queryBoolean, queryId, queryInt, queryText } from './common';

// catalogue §3 entities and §7 calls.

export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.optional(v.nullable(v.string())),
  artCount: v.number(),
  lastUpdate: v.nullable(IsoDateSchema),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  isPremium: v.boolean(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const DesignerSchema = v.object({
  name: v.string(),
  username: v.optional(v.string()),
  profileimageurl: v.nullable(v.string()),
});

const ArtFields = {
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  cdnUrl: v.optional(v.nullable(v.string()), null),
  categoryId: v.nullable(v.number()),
  categoryName: v.optional(v.nullable(v.string()), null),
  format: v.picklist(ART_FORMATS),
  groupId: v.optional(v.nullable(v.string()), null),
  isPremium: v.boolean(),
  downloadCount: v.optional(v.number(), 0),
  designer: v.optional(v.nullable(DesignerSchema), null),
};

/**
 * catalogue §3 Art. The count of views is spelled viewCount or viewcount: both are read and
 * normalised into viewCount.
 */
export const ArtSchema = v.pipe(
  v.object({ ...ArtFields, viewCount: v.optional(v.number()), viewcount: v.optional(v.number()) }),
  v.transform(({ viewcount, viewCount, ...art }) => ({
    ...art,
    viewCount: viewCount ?? viewcount ?? 0,
  })),
);
export type Art = v.InferOutput<typeof ArtSchema>;

export const FormatSchema = v.object({ id: v.number(), name: v.string() });
export type Format = v.InferOutput<typeof FormatSchema>;

export const FileTypeSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() });
export type FileType = v.InferOutput<typeof FileTypeSchema>;

/** catalogue §3: rating in halves, 0–5. */
export const TestimonialSchema = v.object({
  id: v.number(),
  rating: v.pipe(
    v.number(),
    v.minValue(0),
    v.maxValue(5),
    v.check((n) => Number.isInteger(n * 2), 'A nota deve variar de meio em meio ponto'),
  ),
  quote: v.string(),
  avatarUrl: v.nullable(v.string()),
  name: v.string(),
  role: v.nullable(v.string()),
  company: v.nullable(v.string()),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const DownloadSchema = v.object({
  id: v.number(),
  createdAt: IsoDateSchema,
  art: v.object({
    id: v.number(),
    title: v.string(),
    imageUrl: v.string(),
    isPremium: v.boolean(),
  }),
});
export type Download = v.InferOutput<typeof DownloadSchema>;

const SortSchema = v.picklist(SORTS, 'sortBy deve ser destaques, emalta, recentes ou antigos');

/** GET /api/arts (catalogue §7: home, category previews and the category gallery). */
export const ArtsQuerySchema = v.object({
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 25 }),
  categoryId: queryId('categoryId'),
  formatId: queryId('formatId'),
  fileTypeId: queryId('fileTypeId'),
  isVisible: queryBoolean('isVisible'),
  isPremium: queryBoolean('isPremium'),
  sortBy: v.optional(SortSchema, API_DEFAULT_SORT),
  search: queryText('search'),
});
export type ArtsQuery = v.InferOutput<typeof ArtsQuerySchema>;

/** GET /api/artes (catalogue §7: the listing page; limit 24, default sort recentes). */
export const ArtesQuerySchema = v.object({
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 24 }),
  sortBy: v.optional(SortSchema, API_DEFAULT_SORT),
  categoryId: queryId('categoryId'),
  formatId: queryId('formatId'),
  fileType: queryText('fileType', 60),
  isPremium: queryBoolean('isPremium'),
  search: queryText('search'),
});
export type ArtesQuery = v.InferOutput<typeof ArtesQuerySchema>;

export const ArtListResponseSchema = v.object({ arts: v.array(ArtSchema), totalCount: v.number() });
export type ArtListResponse = v.InferOutput<typeof ArtListResponseSchema>;

export const PopularArtsResponseSchema = v.object({ arts: v.array(ArtSchema) });

/** GET /api/search/suggestions: "a list of strings", wrapped in an object so it can grow. */
export const SuggestionsQuerySchema = v.object({ q: queryText('q', 100) });
export const SuggestionsResponseSchema = v.object({ suggestions: v.array(v.string()) });
