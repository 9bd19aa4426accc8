// Page sizes, grids, scrolling, search and video playback limits (catalogue §2, §4, §5,
// §9; platform §9).

// catalogue §7, §9: the home gallery asks for 25 arts.
export const HOME_GALLERY_LIMIT = 25;
// catalogue §7, §9: the listing page size.
export const LISTING_PAGE_SIZE = 24;
// catalogue §7, §9: the category gallery page size.
export const CATEGORY_PAGE_SIZE = 100;
// catalogue §9: 'Carregar mais artes' shows once 100 or more arts are loaded.
export const LOAD_MORE_BUTTON_MIN_LOADED = 100;
// catalogue §2, §9: skeleton tiles while the home gallery loads.
export const HOME_SKELETON_COUNT = 25;
// catalogue §2, §9: skeleton cards while the listing loads.
export const LISTING_SKELETON_COUNT = 15;
// catalogue §9: masonry grid gap.
export const GRID_GAP_PX = 8;
// catalogue §4, §9: the next page loads within 1000 px of the page bottom (the galleries'
// Masonry endThreshold; the query's next page exists while fewer than totalCount are loaded).
export const INFINITE_SCROLL_THRESHOLD_PX = 1000;
// catalogue §9: the mobile breakpoint. For video playback a width up to it (inclusive), or a
// mobile user agent, is mobile; recent designs are a carousel below it (exclusive).
export const MOBILE_BREAKPOINT_PX = 768;
// catalogue §2: the featured carousel scrolls by 75% of its width.
export const FEATURED_SCROLL_FRACTION = 0.75;
// catalogue §2: a recent-designs slide is about 36% of the width.
export const RECENT_DESIGNS_SLIDE_FRACTION = 0.36;
// catalogue §2: the trending strip is a 6-column grid on desktop.
export const TOP_ARTS_DESKTOP_COLUMNS = 6;

// catalogue §5, §9: suggestions need at least 2 characters…
export const SUGGESTION_MIN_CHARS = 2;
// catalogue §5, §9: …and are debounced 300 ms.
export const SUGGESTION_DEBOUNCE_MS = 300;

// The video figures below are the site's settings of the ui VideoPlaybackProvider
// (site/src/components/art-gallery/art-video-playback.tsx).
// catalogue §9: at most 3 videos play at once on desktop (cards: max 3 too)…
export const MAX_PLAYING_VIDEOS_DESKTOP = 3;
// catalogue §9: …and 1 on mobile.
export const MAX_PLAYING_VIDEOS_MOBILE = 1;
// catalogue §9: visibility threshold for playing a video on mobile.
export const VIDEO_VISIBILITY_THRESHOLD_MOBILE = 0.7;
// catalogue §9: visibility threshold on desktop.
export const VIDEO_VISIBILITY_THRESHOLD_DESKTOP = 0.5;
// catalogue §9: visibility threshold of artwork cards.
export const CARD_VISIBILITY_THRESHOLD = 0.3;
// catalogue §9: "root margin 20/50 px", read in the same order as the thresholds
// before it: 20 px on mobile, 50 px on desktop.
export const VIDEO_ROOT_MARGIN_MOBILE_PX = 20;
// catalogue §9: see VIDEO_ROOT_MARGIN_MOBILE_PX.
export const VIDEO_ROOT_MARGIN_DESKTOP_PX = 50;

// catalogue §2's "2 to 5 columns by width" is the ui Masonry's own layout (2/3/4/5 from
// 768/1024/1280 px): its stylesheet draws those columns before a server-rendered page is
// measured, so the breakpoints live with it (ui defaultMasonryBreakpoints).

// catalogue §2: recent designs are a carousel below 768 px (exclusive), a grid from 768.
export function isRecentDesignsCarousel(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

// catalogue §2, §9: the 'Carregar mais artes' button shows from 100 loaded arts, while
// there is more to load.
export function showLoadMoreButton(loaded: number, total: number): boolean {
  return loaded >= LOAD_MORE_BUTTON_MIN_LOADED && loaded < total;
}

// catalogue §5: suggestions are requested from 2 characters of (trimmed) search text.
export function shouldFetchSuggestions(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_CHARS;
}

// catalogue §5: a search submit needs a non-blank trimmed query.
export function canSubmitSearch(text: string): boolean {
  return text.trim() !== '';
}

// catalogue §2: number of listing pages (at least 1, so 'Página 1 de 1' when empty).
export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// catalogue §2: 'Página X de Y'.
export function paginationLabel(page: number, totalPages: number): string {
  return `Página ${page} de ${totalPages}`;
}

// catalogue §2: subscribers' 'Acesso Rápido' tiles, labels as the spec words them.
export const QUICK_ACCESS_TILES: readonly { label: string; href: string }[] = [
  { label: 'Artes', href: '/artes' },
  { label: 'Categorias', href: '/categorias' },
  { label: 'Comunidade', href: '/comunidade' },
  { label: 'Calendario Gospel', href: '/calendario-gospel' },
  { label: 'Removedor de Fundo', href: '/ferramentas' },
  { label: 'Social Growth', href: '/crescimento-social' },
  { label: 'Favoritas', href: '/painel/favoritas' },
  { label: 'Alterar Senha', href: '/painel/perfil' },
];
