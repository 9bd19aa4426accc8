import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ART_FORMATS } from '../catalogue/categories';
import { API_DEFAULT_SORT, SORTS } from '../catalogue/filters';
import {
  ART_FORMAT_VALUES,
  ART_SORT_API_DEFAULT,
  ART_SORT_VALUES,
  type ArtesQuery,
  ArtesQuerySchema,
  ArtSchema,
  type ArtsQuery,
  ArtsQuerySchema,
  CategorySchema,
  DownloadSchema,
  SuggestionsQuerySchema,
  TestimonialSchema,
} from './catalogue';

const category = {
  id: 1,
  name: 'Batismo',
  slug: 'batismo',
  artCount: 3,
  lastUpdate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  isPremium: false,
};
const art = {
  id: 7,
  title: 'Culto',
  imageUrl: '/media/7.webp',
  categoryId: 1,
  format: 'cartaz',
  isPremium: true,
};

/** The first issue's message and dot path. */
function firstIssue(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  const issue = result.issues?.[0];
  return issue && { path: v.getDotPath(issue), message: issue.message };
}

describe('values (catalogue §3, §7)', () => {
  it('lists the seven formats and four sorts, as catalogue/ does', () => {
    expect(ART_FORMAT_VALUES).toEqual([
      'cartaz',
      'stories',
      'story-animado',
      'a4',
      'carteirinha',
      'cartao-digital',
      'video-criativo',
    ]);
    expect(ART_SORT_VALUES).toEqual(['destaques', 'emalta', 'recentes', 'antigos']);
    expect(ART_FORMAT_VALUES).toEqual(ART_FORMATS);
    expect(ART_SORT_VALUES).toEqual(SORTS);
    expect(ART_SORT_API_DEFAULT).toBe(API_DEFAULT_SORT);
  });
});

describe('CategorySchema', () => {
  it('accepts a category with or without a last update, a description and an image', () => {
    expect(v.safeParse(CategorySchema, category).success).toBe(true);
    expect(
      v.safeParse(CategorySchema, {
        ...category,
        lastUpdate: '2026-11-01T00:00:00.000Z',
        description: 'Artes para batismo',
        imageUrl: '/media/categorias/batismo.webp',
      }).success,
    ).toBe(true);
  });
  it('refuses a category without a slug or with a non-ISO date', () => {
    const { slug: _slug, ...noSlug } = category;
    expect(v.safeParse(CategorySchema, noSlug).success).toBe(false);
    expect(firstIssue(CategorySchema, { ...category, createdAt: '01/01/2026' })).toEqual({
      path: 'createdAt',
      message: 'Data inválida',
    });
  });
});

describe('ArtSchema', () => {
  it('normalises the viewcount spelling into viewCount', () => {
    expect(v.parse(ArtSchema, { ...art, viewcount: 12 }).viewCount).toBe(12);
    expect(v.parse(ArtSchema, { ...art, viewCount: 3 }).viewCount).toBe(3);
    expect(v.parse(ArtSchema, art).viewCount).toBe(0);
    expect(v.parse(ArtSchema, { ...art, viewcount: 12 })).not.toHaveProperty('viewcount');
  });
  it('fills the nullable fields and keeps a designer', () => {
    expect(
      v.parse(ArtSchema, { ...art, designer: { name: 'Lucas', profileimageurl: null } }),
    ).toMatchObject({
      cdnUrl: null,
      groupId: null,
      categoryName: null,
      downloadCount: 0,
      designer: { name: 'Lucas', profileimageurl: null },
    });
  });
  it('refuses an unknown format', () => {
    expect(firstIssue(ArtSchema, { ...art, format: 'poster' })?.path).toBe('format');
  });
});

describe('TestimonialSchema and DownloadSchema', () => {
  const t = {
    id: 1,
    rating: 4.5,
    quote: 'Ótimo',
    avatarUrl: null,
    name: 'Pr. João',
    role: 'Pastor',
    company: null,
  };
  it('accepts ratings 0 to 5 in halves only', () => {
    for (const rating of [0, 0.5, 3, 4.5, 5]) {
      expect(v.safeParse(TestimonialSchema, { ...t, rating }).success, String(rating)).toBe(true);
    }
    for (const rating of [4.3, 5.5, -0.5]) {
      expect(v.safeParse(TestimonialSchema, { ...t, rating }).success, String(rating)).toBe(false);
    }
  });
  it('needs the art of a download', () => {
    expect(
      v.safeParse(DownloadSchema, {
        id: 1,
        createdAt: '2026-11-02T10:00:00.000Z',
        art: { id: 7, title: 'Culto', imageUrl: '/media/7.webp', isPremium: false },
      }).success,
    ).toBe(true);
    expect(firstIssue(DownloadSchema, { id: 1, createdAt: '2026-11-02T10:00:00.000Z' })?.path).toBe(
      'art',
    );
  });
});

describe('query schemas coerce query-string values', () => {
  it('reads numbers and booleans, treats "" and "_all" as absent and applies defaults', () => {
    expect(
      v.parse(ArtsQuerySchema, {
        page: '2',
        limit: '50',
        categoryId: '3',
        formatId: '_all',
        fileTypeId: '',
        isVisible: 'true',
        isPremium: 'false',
        search: ' ',
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      categoryId: 3,
      formatId: undefined,
      fileTypeId: undefined,
      isVisible: true,
      isPremium: false,
      sortBy: 'recentes',
      search: undefined,
    });
    expect(v.parse(ArtsQuerySchema, {})).toMatchObject({ page: 1, limit: 25 });
    expect(v.parse(ArtesQuerySchema, {})).toEqual({
      page: 1,
      limit: 24,
      sortBy: 'recentes',
      categoryId: undefined,
      formatId: undefined,
      fileType: undefined,
      isPremium: undefined,
      search: undefined,
    });
    expect(
      v.parse(ArtesQuerySchema, { sortBy: '_all', fileType: 'psd', search: ' batismo ' }),
    ).toMatchObject({ sortBy: 'recentes', fileType: 'psd', search: 'batismo' });
    expect(v.parse(ArtsQuerySchema, { page: 3, isPremium: true })).toMatchObject({
      page: 3,
      isPremium: true,
    });
  });
  it('names the field in a pt-BR message when a value is wrong', () => {
    expect(firstIssue(ArtsQuerySchema, { categoryId: 'abc' })).toEqual({
      path: 'categoryId',
      message: 'categoryId deve ser um número inteiro',
    });
    expect(firstIssue(ArtsQuerySchema, { formatId: '1.5' })?.message).toBe(
      'formatId deve ser um número inteiro',
    );
    expect(firstIssue(ArtsQuerySchema, { limit: '500' })).toEqual({
      path: 'limit',
      message: 'limit deve ser no máximo 100',
    });
    expect(firstIssue(ArtsQuerySchema, { limit: '0' })?.message).toBe(
      'limit deve ser maior que zero',
    );
    expect(firstIssue(ArtesQuerySchema, { sortBy: 'melhores' })).toEqual({
      path: 'sortBy',
      message: 'sortBy deve ser destaques, emalta, recentes ou antigos',
    });
    expect(firstIssue(ArtsQuerySchema, { isPremium: 'sim' })).toEqual({
      path: 'isPremium',
      message: 'isPremium deve ser true ou false',
    });
    expect(firstIssue(ArtesQuerySchema, { page: 'dois' })?.message).toBe(
      'page deve ser um número inteiro',
    );
  });
  it('reads the suggestions query', () => {
    expect(v.parse(SuggestionsQuerySchema, { q: ' fa ' })).toEqual({ q: 'fa' });
    expect(v.parse(SuggestionsQuerySchema, {})).toEqual({ q: undefined });
  });
  it('infers the parsed query types', () => {
    expectTypeOf<ArtsQuery['page']>().toEqualTypeOf<number>();
    expectTypeOf<ArtsQuery['isVisible']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ArtesQuery['sortBy']>().toEqualTypeOf<
      'destaques' | 'emalta' | 'recentes' | 'antigos'
    >();
  });
});

describe('Art shape fields (issue 17)', () => {
  it('carries the pixel size and size id, absent or null for an art without', () => {
    const sized = v.parse(ArtSchema, { ...art, width: 820, height: 312, sizeId: 'capa-fanpage' });
    expect([sized.width, sized.height, sized.sizeId]).toEqual([820, 312, 'capa-fanpage']);
    const bare = v.parse(ArtSchema, art);
    expect([bare.width, bare.height, bare.sizeId]).toEqual([undefined, undefined, undefined]);
    const nulls = v.parse(ArtSchema, { ...art, width: null, height: null, sizeId: null });
    expect([nulls.width, nulls.height]).toEqual([null, null]);
  });

  it('refuses a size that is not a positive whole number of pixels', () => {
    expect(v.safeParse(ArtSchema, { ...art, width: 0, height: 312 }).success).toBe(false);
    expect(v.safeParse(ArtSchema, { ...art, width: 820.5, height: 312 }).success).toBe(false);
    const download = {
      id: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      art: { id: 7, title: 'Culto', imageUrl: '/media/7.mp4', isPremium: false },
    };
    expect(v.parse(DownloadSchema, download).art.width).toBeUndefined();
    expect(
      v.parse(DownloadSchema, { ...download, art: { ...download.art, width: 1080, height: 1920 } })
        .art.height,
    ).toBe(1920);
    expect(
      v.safeParse(DownloadSchema, { ...download, art: { ...download.art, height: -1 } }).success,
    ).toBe(false);
  });
});
