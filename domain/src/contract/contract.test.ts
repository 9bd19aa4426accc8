import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT } from './api';
import {
  ArtesQuerySchema,
  ArtSchema,
  ArtsQuerySchema,
  CategorySchema,
  TestimonialSchema,
} from './catalogue';
import { UserSchema } from './session';
import { ActivePopupResponseSchema } from './site';

describe('API_CONTRACT', () => {
  it('has an entry for every call of both specs', () => {
    // Copied from platform §7 and catalogue §7.
    const calls = [
      'GET /api/user',
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'POST /api/email-verification/verify',
      'POST /api/email-verification/send',
      'POST /api/auth/supabase/login',
      'POST /api/auth/supabase/register',
      'POST /api/auth/supabase/logout',
      'POST /api/auth/supabase/reset-password',
      'POST /api/auth/supabase/update-password',
      'POST /api/auth/supabase/confirm-email',
      'GET /api/auth/supabase/session',
      'GET /api/users/stats',
      'GET /api/site-settings',
      'GET /api/popups/active',
      'POST /api/popups/track-view/:id',
      'POST /api/popups/track-click/:id',
      'POST /api/popups/view',
      'POST /api/reports-v2',
      'POST /api/reports-v2/upload',
      'GET /api/categories',
      'GET /api/arts',
      'GET /api/artes',
      'GET /api/arts/popular',
      'GET /api/categorias/slug/:slug',
      'GET /api/formats',
      'GET /api/fileTypes',
      'GET /api/testimonials',
      'GET /api/search/suggestions',
      'GET /api/downloads',
      'GET /api/push/vapid-key',
      'POST /api/push/subscribe',
      'POST /api/push/unsubscribe',
    ];
    expect(Object.keys(API_CONTRACT).sort()).toEqual([...calls].sort());
  });
});

describe('entity schemas', () => {
  const user = {
    id: 1,
    name: 'Ana',
    username: 'ana',
    email: 'ana@igreja.org',
    phone: null,
    profileimageurl: null,
    nivelacesso: 'usuario',
    tipoplano: null,
    acessovitalicio: false,
    dataexpiracao: null,
    origemassinatura: null,
  };
  it('accepts a user and refuses an unknown access level', () => {
    expect(v.safeParse(UserSchema, user).success).toBe(true);
    expect(v.safeParse(UserSchema, { ...user, nivelacesso: 'root' }).success).toBe(false);
  });
  it('accepts a category and refuses one without a slug', () => {
    const category = {
      id: 1,
      name: 'Batismo',
      slug: 'batismo',
      artCount: 3,
      lastUpdate: '2026-11-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      isPremium: false,
    };
    expect(v.safeParse(CategorySchema, category).success).toBe(true);
    const { slug: _slug, ...noSlug } = category;
    expect(v.safeParse(CategorySchema, noSlug).success).toBe(false);
  });
  it('normalises the viewcount spelling into viewCount', () => {
    const art = {
      id: 7,
      title: 'Culto',
      imageUrl: '/media/7.webp',
      categoryId: 1,
      format: 'cartaz',
      isPremium: true,
    };
    expect(v.parse(ArtSchema, { ...art, viewcount: 12 }).viewCount).toBe(12);
    expect(v.parse(ArtSchema, { ...art, viewCount: 3 }).viewCount).toBe(3);
    expect(v.parse(ArtSchema, art).viewCount).toBe(0);
    expect(v.safeParse(ArtSchema, { ...art, format: 'poster' }).success).toBe(false);
  });
  it('accepts half-star ratings only', () => {
    const t = {
      id: 1,
      rating: 4.5,
      quote: 'Ótimo',
      avatarUrl: null,
      name: 'Pr. João',
      role: 'Pastor',
      company: null,
    };
    expect(v.safeParse(TestimonialSchema, t).success).toBe(true);
    expect(v.safeParse(TestimonialSchema, { ...t, rating: 4.3 }).success).toBe(false);
    expect(v.safeParse(TestimonialSchema, { ...t, rating: 5.5 }).success).toBe(false);
  });
  it('accepts the active-popup response with no popup', () => {
    const res = { hasActivePopup: false, popup: null, sessionId: 's1', isExpirationPopup: false };
    expect(v.safeParse(ActivePopupResponseSchema, res).success).toBe(true);
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
        isVisible: 'true',
        search: ' ',
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      categoryId: 3,
      formatId: undefined,
      fileTypeId: undefined,
      isVisible: true,
      isPremium: undefined,
      sortBy: 'recentes',
      search: undefined,
    });
    expect(v.parse(ArtesQuerySchema, {})).toMatchObject({ page: 1, limit: 24, sortBy: 'recentes' });
  });
  it('names the field in a pt-BR message when a value is wrong', () => {
    const bad = v.safeParse(ArtsQuerySchema, { categoryId: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('categoryId deve ser um número inteiro');
    expect(v.safeParse(ArtsQuerySchema, { limit: '500' }).issues?.[0]?.message).toBe(
      'limit deve ser no máximo 100',
    );
    expect(v.safeParse(ArtesQuerySchema, { sortBy: 'melhores' }).issues?.[0]?.message).toBe(
      'sortBy deve ser destaques, emalta, recentes ou antigos',
    );
    expect(v.safeParse(ArtsQuerySchema, { isPremium: 'sim' }).issues?.[0]?.message).toBe(
      'isPremium deve ser true ou false',
    );
  });
});
