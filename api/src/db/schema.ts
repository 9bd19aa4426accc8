import type { ColumnType, Generated } from 'kysely';

// Table types for kysely. Each migration that adds a table adds its interface here.

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  is_premium: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  categories: CategoriesTable;
}
