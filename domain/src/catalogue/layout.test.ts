import { describe, expect, it } from 'vitest';
import * as layout from './layout';

describe('catalogue constants (catalogue §2, §7, §9; platform §9)', () => {
  it('pins the page sizes and counts', () => {
    expect(layout.HOME_GALLERY_LIMIT).toBe(25);
    expect(layout.LISTING_PAGE_SIZE).toBe(24);
    expect(layout.CATEGORY_PAGE_SIZE).toBe(100);
    expect(layout.LOAD_MORE_BUTTON_MIN_LOADED).toBe(100);
    expect(layout.HOME_SKELETON_COUNT).toBe(25);
    expect(layout.LISTING_SKELETON_COUNT).toBe(15);
    expect(layout.TOP_ARTS_DESKTOP_COLUMNS).toBe(6);
  });

  it('pins the layout, search and video figures', () => {
    expect(layout.GRID_GAP_PX).toBe(8);
    expect(layout.INFINITE_SCROLL_THRESHOLD_PX).toBe(1000);
    expect(layout.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(layout.FEATURED_SCROLL_FRACTION).toBe(0.75);
    expect(layout.RECENT_DESIGNS_SLIDE_FRACTION).toBe(0.36);
    expect(layout.SUGGESTION_MIN_CHARS).toBe(2);
    expect(layout.SUGGESTION_DEBOUNCE_MS).toBe(300);
    expect(layout.MAX_PLAYING_VIDEOS_DESKTOP).toBe(3);
    expect(layout.MAX_PLAYING_VIDEOS_MOBILE).toBe(1);
    expect(layout.VIDEO_VISIBILITY_THRESHOLD_MOBILE).toBe(0.7);
    expect(layout.VIDEO_VISIBILITY_THRESHOLD_DESKTOP).toBe(0.5);
    expect(layout.CARD_VISIBILITY_THRESHOLD).toBe(0.3);
    expect(layout.VIDEO_ROOT_MARGIN_MOBILE_PX).toBe(20);
    expect(layout.VIDEO_ROOT_MARGIN_DESKTOP_PX).toBe(50);
  });
});

describe('breakpoint rules (catalogue §2, §9)', () => {
  it('counts 768 px as grid for recent designs', () => {
    expect(layout.isRecentDesignsCarousel(767)).toBe(true);
    expect(layout.isRecentDesignsCarousel(768)).toBe(false);
  });
});

describe("'Carregar mais artes' (catalogue §2, §9)", () => {
  it("shows 'Carregar mais' from 100 loaded while more remain", () => {
    expect(layout.showLoadMoreButton(99, 250)).toBe(false);
    expect(layout.showLoadMoreButton(100, 250)).toBe(true);
    expect(layout.showLoadMoreButton(100, 100)).toBe(false);
  });
});

describe('search rules (catalogue §5)', () => {
  it('asks for suggestions from 2 characters and submits non-blank queries', () => {
    expect(layout.shouldFetchSuggestions('a')).toBe(false);
    expect(layout.shouldFetchSuggestions(' a ')).toBe(false);
    expect(layout.shouldFetchSuggestions('ab')).toBe(true);
    expect(layout.canSubmitSearch('   ')).toBe(false);
    expect(layout.canSubmitSearch(' culto ')).toBe(true);
  });
});

describe('pagination (catalogue §2)', () => {
  it("counts pages and words 'Página X de Y'", () => {
    expect(layout.pageCount(0)).toBe(1);
    expect(layout.pageCount(24)).toBe(1);
    expect(layout.pageCount(25)).toBe(2);
    expect(layout.pageCount(250, 100)).toBe(3);
    expect(layout.paginationLabel(2, 5)).toBe('Página 2 de 5');
  });
});

describe('QUICK_ACCESS_TILES (catalogue §2)', () => {
  it('has the 8 tiles in order', () => {
    expect(layout.QUICK_ACCESS_TILES.map((t) => t.label)).toEqual([
      'Artes',
      'Categorias',
      'Comunidade',
      'Calendario Gospel',
      'Removedor de Fundo',
      'Social Growth',
      'Favoritas',
      'Alterar Senha',
    ]);
    expect(layout.QUICK_ACCESS_TILES.find((t) => t.label === 'Alterar Senha')?.href).toBe(
      '/painel/perfil',
    );
  });
});
