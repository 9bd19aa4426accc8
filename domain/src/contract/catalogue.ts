import * as v from 'valibot';
import {
  boundedString,
  IsoDateSchema,
  queryBoolean,
  queryId,
  queryInt,
  queryPicklist,
  queryText,
} from './common';

// catalogue §3 entities and §7 calls.

/** catalogue §3: the art formats seen. catalogue/ holds the same list (a test keeps them equal). */
export const ART_FORMAT_VALUES = [
  'cartaz',
  'stories',
  'story-animado',
  'a4',
  'carteirinha',
  'cartao-digital',
  'video-criativo',
] as const;
export type ArtFormatValue = (typeof ART_FORMAT_VALUES)[number];

/** catalogue §7: the listing's four sorts. */
export const ART_SORT_VALUES = ['destaques', 'emalta', 'recentes', 'antigos'] as const;
export type ArtSortValue = (typeof ART_SORT_VALUES)[number];

/** catalogue §7: "the /artes call's default is recentes"; /api/arts uses the same. */
export const ART_SORT_API_DEFAULT: ArtSortValue = 'recentes';

/**
 * catalogue §3 Category. description and imageUrl are optional extras (the category page's
 * 'Sobre esta categoria'); lastUpdate is null for a category with no art yet.
 */
export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.optional(v.nullable(v.string())),
  imageUrl: v.optional(v.nullable(v.string())),
  /**
   * The cover staff uploaded (issue 19, /media/site/…): when set, the category's card and
   * page header show it instead of its arts' mosaic. Optional: older answers lack it.
   */
  coverImageUrl: v.optional(v.nullable(v.string())),
  /**
   * The colour theme staff chose (a CATEGORY_THEME_IDS id; null: automatic, by slug). Read
   * through domain categoryTheme(slug, theme); an unknown value counts as none chosen.
   */
  theme: v.optional(v.nullable(v.string())),
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
export type Designer = v.InferOutput<typeof DesignerSchema>;

const ArtFields = {
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  cdnUrl: v.optional(v.nullable(v.string()), null),
  categoryId: v.nullable(v.number()),
  categoryName: v.optional(v.nullable(v.string()), null),
  format: v.picklist(ART_FORMAT_VALUES),
  groupId: v.optional(v.nullable(v.string()), null),
  isPremium: v.boolean(),
  downloadCount: v.optional(v.number(), 0),
  designer: v.optional(v.nullable(DesignerSchema), null),
  /**
   * Pixel size of the full-resolution file; null (or absent, from an older server) for an art
   * without one: its format's ratio applies.
   */
  width: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  height: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  /** The art size it was made at (domain templates' ArtSizeId), null when unknown. */
  sizeId: v.optional(v.nullable(v.string())),
  /**
   * Issue 20: drawn from a template (not an uploaded image), so it opens in the online editor
   * (its card's menu offers 'Editar online'); false when absent (an older server).
   */
  editable: v.optional(v.boolean(), false),
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
    width: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
    height: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
    sizeId: v.optional(v.nullable(v.string())),
  }),
});
export type Download = v.InferOutput<typeof DownloadSchema>;

const sortBy = () =>
  queryPicklist(
    ART_SORT_VALUES,
    ART_SORT_API_DEFAULT,
    'sortBy deve ser destaques, emalta, recentes ou antigos',
  );

/** GET /api/arts (catalogue §7: home, category previews and the category gallery). */
export const ArtsQuerySchema = v.object({
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 25 }),
  categoryId: queryId('categoryId'),
  formatId: queryId('formatId'),
  fileTypeId: queryId('fileTypeId'),
  isVisible: queryBoolean('isVisible'),
  isPremium: queryBoolean('isPremium'),
  sortBy: sortBy(),
  search: queryText('search'),
});
export type ArtsQuery = v.InferOutput<typeof ArtsQuerySchema>;

/** GET /api/artes (catalogue §7: the listing page; limit 24, default sort recentes). */
export const ArtesQuerySchema = v.object({
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 24 }),
  sortBy: sortBy(),
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

export type PopularArtsResponse = v.InferOutput<typeof PopularArtsResponseSchema>;

/** Collections on a page of /collections. */
export const COLLECTIONS_PAGE_SIZE = 12;
/** The most arts of a kit GET /api/collections sends (the art page lists up to 8 others too). */
export const KIT_MAX_ARTS = 8;

/** GET /api/collections: a page of kits (arts of one design in several formats). */
export const CollectionsQuerySchema = v.object({
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
});

/**
 * A kit (/collections): the same design in several formats, the published arts that share a
 * groupId (catalogue §3) in at least two sizes, the first KIT_MAX_ARTS in id order.
 */
export const CollectionSchema = v.object({
  groupId: v.string(),
  arts: v.array(ArtSchema),
});
export type Collection = v.InferOutput<typeof CollectionSchema>;

export const CollectionListResponseSchema = v.object({
  collections: v.array(CollectionSchema),
  totalCount: v.number(),
});
export type CollectionListResponse = v.InferOutput<typeof CollectionListResponseSchema>;

/**
 * GET /api/search/suggestions. The spec says "suggestions (list of strings)": the answer is
 * `{ suggestions: string[] }`, an object named after the spec's word so it can grow without
 * breaking clients. q shorter than 2 characters answers an empty list (catalogue §5).
 */
export const SuggestionsQuerySchema = v.object({ q: queryText('q', 100) });
export type SuggestionsQuery = v.InferOutput<typeof SuggestionsQuerySchema>;
export const SuggestionsResponseSchema = v.object({ suggestions: v.array(v.string()) });
export type SuggestionsResponse = v.InferOutput<typeof SuggestionsResponseSchema>;

/**
 * The :slug of GET /api/categorias/slug/:slug and /api/categories/:slug/stats. An unknown slug
 * is the server's 404.
 */
export const CategorySlugParamsSchema = v.object({
  slug: boundedString('slug', {
    min: 1,
    max: 100,
    trim: true,
    minMessage: 'Informe o slug da categoria',
  }),
});
export type CategorySlugParams = v.InferOutput<typeof CategorySlugParamsSchema>;

/**
 * GET /api/categories/overview (issue 18): every category (as GET /api/categories) with the
 * arts its card and its featured tile show, chosen by the server from the whole category:
 * at most CATEGORY_CARD_SAMPLES by domain categoryPreviewArts and FEATURED_TILE_MAX by
 * featuredTileArts, id ascending. Empty only for a category with no published art. Not a
 * call of the specs (so not in API_CONTRACT), in the style of the specified ones.
 */
export const CategoryOverviewSchema = v.object({
  ...CategorySchema.entries,
  previews: v.array(ArtSchema),
});
export type CategoryOverview = v.InferOutput<typeof CategoryOverviewSchema>;
export const CategoryOverviewResponseSchema = v.array(CategoryOverviewSchema);

/**
 * GET /api/categories/:slug/stats (catalogue §2 'Sobre esta categoria', issue 18): counted
 * over every published art of the category. addedAt: the category's creation or its first
 * art, whichever is earlier; updatedAt: its lastUpdate (the latest of the category's own
 * change and its arts' publication and edits).
 */
export const CategoryStatsSchema = v.object({
  categoryId: v.number(),
  totalArts: v.number(),
  premiumArts: v.number(),
  freeArts: v.number(),
  views: v.number(),
  formats: v.array(FormatSchema),
  addedAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type CategoryStats = v.InferOutput<typeof CategoryStatsSchema>;

/** The plain lists: GET /api/categories, /api/formats, /api/fileTypes, /api/testimonials, /api/downloads. */
export const CategoryListResponseSchema = v.array(CategorySchema);
export const FormatListResponseSchema = v.array(FormatSchema);
export const FileTypeListResponseSchema = v.array(FileTypeSchema);
export const TestimonialListResponseSchema = v.array(TestimonialSchema);
export const DownloadListResponseSchema = v.array(DownloadSchema);
