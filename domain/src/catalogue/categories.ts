// Category rules: popular, recently updated, previews, featured tiles, slugs (catalogue §2,
// §3, §5, §9).
import { type DateInput, MS_PER_DAY, toValidDate } from '../time';
import { containsSearch } from './search';

// catalogue §2: the home gallery's quick chips, 'Todos' plus exactly these, in order.
export const HOME_CHIP_SLUGS = [
  'agendas',
  'ano-novo',
  'batismo',
  'culto-de-ceia',
  'culto-da-familia',
  'culto-de-jovens',
  'eventos',
  'ensino',
  'culto-infantil',
  'culto-de-mulheres',
] as const;
// catalogue §2: the chip that clears the home category.
export const HOME_ALL_CHIP_LABEL = 'Todos';
// catalogue §3 names slugs with a colour theme of their own (vendas, lavagem, …): their
// themes are in category-themes.ts. The other known slugs it lists no rule reads.
// catalogue §3: artwork format values.
export const ART_FORMATS = [
  'cartaz',
  'stories',
  'story-animado',
  'a4',
  'carteirinha',
  'cartao-digital',
  'video-criativo',
] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];
// catalogue §5: the format category previews show first.
export const PREVIEW_FORMAT: ArtFormat = 'cartaz';
// catalogue §5: the format featured tiles prefer.
export const FEATURED_TILE_FORMAT: ArtFormat = 'stories';

// catalogue §5, §9: 'Mais populares' means more than 25 arts.
export const POPULAR_CATEGORY_MIN_EXCLUSIVE = 25;
// catalogue §5, §9: 'Atualizadas recentemente' means lastUpdate within 7 days.
export const RECENT_CATEGORY_DAYS = 7;
// catalogue §2: category cards show up to 4 sample images.
export const CATEGORY_CARD_SAMPLES = 4;
// catalogue §5: featured category tiles show at most 4 arts.
export const FEATURED_TILE_MAX = 4;

// The category fields these rules read (catalogue §3).
export interface CategoryLike {
  id: number;
  slug?: string | null;
  name?: string | null;
  artCount?: number | null;
  lastUpdate?: DateInput;
}

// The artwork fields these rules read (catalogue §3).
export interface ArtLike {
  id: number;
  imageUrl?: string | null;
  categoryId?: number | null;
  format?: string | null;
  groupId?: number | string | null;
}

function hasImage(art: ArtLike): boolean {
  return typeof art.imageUrl === 'string' && art.imageUrl.trim() !== '';
}

function byIdAscending(a: ArtLike, b: ArtLike): number {
  return a.id - b.id;
}

// catalogue §5, §9: more than 25 arts.
export function isPopularCategory(category: Pick<CategoryLike, 'artCount'>): boolean {
  return (category.artCount ?? 0) > POPULAR_CATEGORY_MIN_EXCLUSIVE;
}

// catalogue §5, §9: lastUpdate within the last 7 days (7 × 24 h, inclusive). A missing
// or invalid date is not recent; a date in the future (clock skew) is.
export function isRecentlyUpdated(
  category: Pick<CategoryLike, 'lastUpdate'>,
  now: Date = new Date(),
): boolean {
  const date = toValidDate(category.lastUpdate);
  if (!date) return false;
  return now.getTime() - date.getTime() <= RECENT_CATEGORY_DAYS * MS_PER_DAY;
}

// catalogue §2: the categories page chips.
export const CATEGORY_LIST_CHIPS = ['all', 'popular', 'recent'] as const;
export type CategoryListChip = (typeof CATEGORY_LIST_CHIPS)[number];
// catalogue §2: their labels.
export const CATEGORY_LIST_CHIP_LABELS: Readonly<Record<CategoryListChip, string>> = {
  all: 'Todas',
  popular: 'Mais populares',
  recent: 'Atualizadas recentemente',
};

// catalogue §2, §5: the categories page list: contains-match on name (case- and
// accent-insensitive, plurals aside: containsSearch), then the chosen chip. Order is kept.
export function filterCategories<T extends CategoryLike>(
  categories: readonly T[],
  search: string,
  chip: CategoryListChip,
  now: Date = new Date(),
): T[] {
  return categories.filter((category) => {
    if (!containsSearch(category.name ?? '', search)) return false;
    if (chip === 'popular') return isPopularCategory(category);
    if (chip === 'recent') return isRecentlyUpdated(category, now);
    return true;
  });
}

// catalogue §5, issue 18: a category's preview: its own arts with an image, its 'cartaz'
// arts first, then its other formats (the spec's fallback for five slugs, for every
// category: a category of ID cards previews its ID cards, 'Vídeos Criativos' its videos),
// each part id ascending. At most `limit` arts (4 on the cards). The API's category overview
// chooses the same arts in SQL (api/src/catalogue/category-overview.ts).
export function categoryPreviewArts<T extends ArtLike>(
  arts: readonly T[],
  category: Pick<CategoryLike, 'id'>,
  limit: number = CATEGORY_CARD_SAMPLES,
): T[] {
  const own = arts.filter((art) => art.categoryId === category.id && hasImage(art));
  const posterFirst = (a: T, b: T) =>
    Number(b.format === PREVIEW_FORMAT) - Number(a.format === PREVIEW_FORMAT) ||
    byIdAscending(a, b);
  return [...own].sort(posterFirst).slice(0, Math.max(0, limit));
}

// catalogue §5: a featured category tile: at most 4 arts with an image, one per groupId
// (an art without a groupId is its own group), 'stories' arts first, then any other, each
// pass in the order given.
export function featuredTileArts<T extends ArtLike>(arts: readonly T[]): T[] {
  const withImage = arts.filter(hasImage);
  const ordered = [
    ...withImage.filter((art) => art.format === FEATURED_TILE_FORMAT),
    ...withImage.filter((art) => art.format !== FEATURED_TILE_FORMAT),
  ];
  const groups = new Set<string>();
  const chosen: T[] = [];
  for (const art of ordered) {
    if (chosen.length >= FEATURED_TILE_MAX) break;
    const group =
      art.groupId === null || art.groupId === undefined ? `art:${art.id}` : `group:${art.groupId}`;
    if (groups.has(group)) continue;
    groups.add(group);
    chosen.push(art);
  }
  return chosen;
}

// catalogue §2: 'arte'/'artes' after a count.
export function artCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'arte' : 'artes'}`;
}

// catalogue §2: 'arte disponível'/'artes disponíveis' after a count.
export function availableArtsLabel(count: number): string {
  return `${count} ${count === 1 ? 'arte disponível' : 'artes disponíveis'}`;
}
