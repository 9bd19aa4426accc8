import * as v from 'valibot';

// /admin/categorias (issue 19): staff's list of categories (api/README.md, Staff endpoints).

export const AdminCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.nullable(v.string()),
  isPremium: v.boolean(),
  sortOrder: v.number(),
  /** The uploaded cover (/media/site/category-….webp), or null: the arts' mosaic shows. */
  coverImageUrl: v.nullable(v.string()),
  /** The chosen colour theme (CATEGORY_THEME_IDS), or null: automatic, by slug. */
  theme: v.nullable(v.string()),
  /** Every art of the category, hidden and scheduled ones too. */
  artCount: v.number(),
  /** The ones the public sees. */
  publishedCount: v.number(),
});
export type AdminCategory = v.InferOutput<typeof AdminCategorySchema>;

/** GET /api/admin/categories: every category in its order. */
export const AdminCategoriesResponseSchema = v.object({
  categories: v.array(AdminCategorySchema),
});
export type AdminCategoriesResponse = v.InferOutput<typeof AdminCategoriesResponseSchema>;
