// Listing and gallery filters, sorts and licences (catalogue §3, §4, §5, §7).

// catalogue §5: the select value meaning "no filter".
export const ALL_FILTER_VALUE = '_all';

// catalogue §5: a select value as a filter: '_all' (or nothing) means no filter.
export function fromSelectValue(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' || value === ALL_FILTER_VALUE
    ? undefined
    : value;
}

// catalogue §5: a filter as a select value: no filter shows '_all'.
export function toSelectValue(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? ALL_FILTER_VALUE : String(value);
}

// catalogue §3, §5: a numeric id filter (categoryId, formatId) read from a select or the
// query string; '_all', blank or non-numeric values mean no filter.
export function idFromSelectValue(value: string | null | undefined): number | undefined {
  const raw = fromSelectValue(value);
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw);
}

// catalogue §7: sort values of the listing.
export const SORTS = ['destaques', 'emalta', 'recentes', 'antigos'] as const;
export type Sort = (typeof SORTS)[number];
// catalogue §7: the listing page starts on 'destaques' and always sends its sort…
export const LISTING_DEFAULT_SORT: Sort = 'destaques';
// catalogue §7: …while GET /api/artes without sortBy sorts by 'recentes'. Both readings
// hold: one is the screen's initial choice, the other the API's fallback.
export const API_DEFAULT_SORT: Sort = 'recentes';
// catalogue §2, §7: pt-BR names of the four sorts (the spec names the values, not the
// labels; these are ours).
export const SORT_LABELS: Readonly<Record<Sort, string>> = {
  destaques: 'Destaques',
  emalta: 'Em alta',
  recentes: 'Mais recentes',
  antigos: 'Mais antigos',
};

// catalogue §7: whether a value is a sort.
export function isSort(value: string | null | undefined): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

// catalogue §7: licence values.
export const LICENCES = ['free', 'premium'] as const;
export type Licence = (typeof LICENCES)[number];
// catalogue §2, §7: licence labels (free is 'Grátis', as on the card badge).
export const LICENCE_LABELS: Readonly<Record<Licence, string>> = {
  free: 'Grátis',
  premium: 'Premium',
};

// catalogue §3: the design filter's isPremium from a licence select value.
export function licenceToIsPremium(value: string | null | undefined): boolean | undefined {
  const licence = fromSelectValue(value);
  if (licence === 'premium') return true;
  if (licence === 'free') return false;
  return undefined;
}

// catalogue §2, §4: the category gallery's quick chips.
export const CATEGORY_GALLERY_CHIPS = ['all', 'popular', 'recent', 'premium', 'free'] as const;
export type CategoryGalleryChip = (typeof CATEGORY_GALLERY_CHIPS)[number];
// catalogue §2: their labels.
export const CATEGORY_GALLERY_CHIP_LABELS: Readonly<Record<CategoryGalleryChip, string>> = {
  all: 'Todas',
  popular: 'Mais populares',
  recent: 'Recentes',
  premium: 'Premium',
  free: 'Grátis',
};

export interface CategoryGalleryFilter {
  sortBy?: Sort;
  isPremium?: boolean;
}

// catalogue §4: all → nothing; popular → sort popular; recent → sort recent; premium →
// isPremium true; free → isPremium false. "Popular" and "recent" use the one sort
// vocabulary of the API (§7): 'emalta' and 'recentes'.
export function categoryChipFilter(chip: CategoryGalleryChip): CategoryGalleryFilter {
  switch (chip) {
    case 'popular':
      return { sortBy: 'emalta' };
    case 'recent':
      return { sortBy: 'recentes' };
    case 'premium':
      return { isPremium: true };
    case 'free':
      return { isPremium: false };
    default:
      return {};
  }
}
