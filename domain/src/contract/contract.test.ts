import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_CONTRACT, type ApiBody, type ApiCall, type ApiParams, type ApiQuery } from './api';
import { ErrorResponseSchema } from './common';

// Copied literally from the call tables of platform §7 and catalogue §7, so a missing
// entry fails.
const SPEC_CALLS = [
  // platform §7 session and auth, flow 1
  'GET /api/user',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/email-verification/verify',
  'POST /api/email-verification/send',
  // platform §7 auth, flow 2
  'POST /api/auth/supabase/login',
  'POST /api/auth/supabase/register',
  'POST /api/auth/supabase/logout',
  'POST /api/auth/supabase/reset-password',
  'POST /api/auth/supabase/update-password',
  'POST /api/auth/supabase/confirm-email',
  'GET /api/auth/supabase/session',
  // platform §7 other calls
  'GET /api/users/stats',
  'GET /api/site-settings',
  'GET /api/popups/active',
  'POST /api/popups/track-view/:id',
  'POST /api/popups/track-click/:id',
  'POST /api/popups/view',
  'POST /api/reports-v2',
  'POST /api/reports-v2/upload',
  // catalogue §7
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
] as const;

const user = {
  id: 1,
  name: 'Ana Souza',
  username: 'ana',
  email: 'ana@igreja.org',
  phone: '+5511987654321',
  profileimageurl: null,
  nivelacesso: 'premium',
  tipoplano: 'anual',
  acessovitalicio: false,
  dataexpiracao: '2027-03-01T00:00:00.000Z',
  origemassinatura: 'checkout',
};
const category = {
  id: 3,
  name: 'Batismo',
  slug: 'batismo',
  artCount: 31,
  lastUpdate: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  isPremium: false,
};
const art = {
  id: 7,
  title: 'Culto de Batismo',
  imageUrl: '/media/7.webp',
  cdnUrl: null,
  categoryId: 3,
  categoryName: 'Batismo',
  format: 'stories',
  groupId: 'g-7',
  isPremium: true,
  downloadCount: 12,
  viewcount: 40,
  designer: { name: 'Lucas Lima', profileimageurl: null },
};
const popup = {
  id: 4,
  title: 'Oferta',
  content: '<p>Plano anual</p>',
  imageUrl: null,
  buttonText: 'Ver planos',
  buttonUrl: '/planos',
  backgroundColor: '#FFFFFF',
  textColor: null,
  buttonColor: '#4F46E5',
  buttonTextColor: null,
  buttonRadius: 4,
  buttonWidth: 'auto',
  position: 'center',
  size: 'medium',
  animation: 'fade',
  delay: 2,
};
const download = {
  id: 1,
  createdAt: '2026-11-02T10:00:00.000Z',
  art: { id: 7, title: 'Culto de Batismo', imageUrl: '/media/7.webp', isPremium: true },
};
const ok = { success: true };
const okMessage = { success: true, message: 'Feito' };

interface Sample {
  params?: [valid: unknown, malformed: unknown];
  response: [valid: unknown, malformed: unknown];
  body?: [valid: unknown, malformed: unknown];
  query?: [valid: unknown, malformed: unknown];
}

/** A realistic sample and a malformed one for every part of every call. */
const SAMPLES: Record<ApiCall, Sample> = {
  'GET /api/user': { response: [user, { ...user, nivelacesso: 'root' }] },
  'POST /api/login': {
    body: [
      { username: 'ana@igreja.org', password: 'segredo1', rememberMe: true },
      { username: 'ana', password: 'segredo1' },
    ],
    response: [user, { ...user, id: '1' }],
  },
  'POST /api/register': {
    body: [
      {
        username: 'ana',
        email: 'ana@igreja.org',
        password: 'segredo1',
        name: 'Ana Souza',
        phone: '+5511987654321',
      },
      { username: 'ana', email: 'ana@igreja.org', password: '123', name: 'Ana' },
    ],
    response: [
      { success: true, user, verificationSent: true, message: 'Código enviado' },
      { success: true, user },
    ],
  },
  'POST /api/logout': { body: [{}, null], response: [ok, {}] },
  'POST /api/email-verification/verify': {
    body: [{ code: '123456' }, { code: '12ab' }],
    response: [okMessage, { success: 'yes', message: 'x' }],
  },
  'POST /api/email-verification/send': { response: [okMessage, { success: true }] },
  'POST /api/auth/supabase/login': {
    body: [
      { email: 'ana@igreja.org', password: 'segredo1', rememberMe: false },
      { email: 'ana', password: 'segredo1' },
    ],
    response: [{ user }, { user: null }],
  },
  'POST /api/auth/supabase/register': {
    body: [
      {
        email: 'ana@igreja.org',
        password: 'segredo1',
        userData: { name: 'Ana Souza', phone: '+5511987654321' },
      },
      { email: 'ana@igreja.org', password: 'segredo1', name: 'Ana Souza' },
    ],
    response: [{ user }, {}],
  },
  'POST /api/auth/supabase/logout': { response: [ok, { success: 1 }] },
  'POST /api/auth/supabase/reset-password': {
    body: [{ email: 'ana@igreja.org' }, { email: '' }],
    response: [okMessage, { message: 'x' }],
  },
  'POST /api/auth/supabase/update-password': {
    body: [{ password: 'novaSenha1', token: 'abc' }, { password: '123' }],
    response: [okMessage, ok],
  },
  'POST /api/auth/supabase/confirm-email': {
    body: [{ userId: 1 }, { userId: 'um' }],
    response: [okMessage, {}],
  },
  'GET /api/auth/supabase/session': { response: [{ user: null }, { user: { id: 1 } }] },
  'GET /api/users/stats': {
    response: [
      { totalFavorites: 2, totalDownloads: 5, totalViews: 30 },
      { totalFavorites: 2, totalDownloads: 5 },
    ],
  },
  'GET /api/site-settings': {
    response: [
      { logoUrl: '/media/logo.png', faviconUrl: null, primaryColor: '#4F46E5' },
      { logoUrl: 1, faviconUrl: null, primaryColor: null },
    ],
  },
  'GET /api/popups/active': {
    query: [{ sessionId: 's-1', currentPath: 'home' }, { sessionId: 's-1' }],
    response: [
      { hasActivePopup: true, popup, sessionId: 's-1', isExpirationPopup: false },
      { hasActivePopup: true, popup: { ...popup, position: 'middle' }, sessionId: 's-1' },
    ],
  },
  'POST /api/popups/track-view/:id': {
    params: [{ id: '4' }, { id: 'quatro' }],
    body: [{ sessionId: 's-1' }, {}],
    response: [ok, { success: 'ok' }],
  },
  'POST /api/popups/track-click/:id': {
    params: [{ id: '-1' }, { id: '4.5' }],
    body: [{ sessionId: 's-1' }, { sessionId: 5 }],
    response: [ok, {}],
  },
  'POST /api/popups/view': {
    body: [
      { popupId: 4, sessionId: 's-1', action: 'dismiss' },
      { popupId: 4, sessionId: 's-1', action: 'click' },
    ],
    response: [ok, {}],
  },
  'POST /api/reports-v2': {
    body: [
      { reportTypeId: 2, title: 'Link quebrado', description: 'O link de edição não abre.' },
      { reportTypeId: 9, title: 'Link quebrado', description: 'O link de edição não abre.' },
    ],
    response: [
      { success: true, id: 10, message: 'Relatório enviado' },
      { success: false, id: 10, message: 'x' },
    ],
  },
  'POST /api/reports-v2/upload': {
    body: [
      {
        reportTypeId: '1',
        title: 'Arte copiada',
        description: 'Esta arte é cópia da minha.',
        email: 'ana@igreja.org',
        whatsapp: '5511987654321',
        evidence: { name: 'prova.png', type: 'image/png', size: 2048 },
      },
      {
        reportTypeId: '1',
        title: 'Arte copiada',
        description: 'Esta arte é cópia da minha.',
        evidence: { name: 'prova.exe', type: 'application/x-msdownload', size: 2048 },
      },
    ],
    response: [{ success: true, id: 11, message: 'Relatório enviado' }, { success: true }],
  },
  'GET /api/categories': { response: [[category], [{ ...category, artCount: '31' }]] },
  'GET /api/arts': {
    query: [{ page: '1', limit: '25', isVisible: 'true' }, { limit: '0' }],
    response: [{ arts: [art], totalCount: 1 }, { arts: [art] }],
  },
  'GET /api/artes': {
    query: [{ page: '2', sortBy: 'emalta', fileType: 'psd' }, { page: 'dois' }],
    response: [
      { arts: [art], totalCount: 1 },
      { arts: [{ ...art, format: 'poster' }], totalCount: 1 },
    ],
  },
  'GET /api/arts/popular': { response: [{ arts: [art] }, [art]] },
  'GET /api/categorias/slug/:slug': {
    params: [{ slug: 'batismo' }, { slug: '' }],
    response: [category, { ...category, createdAt: 'ontem' }],
  },
  'GET /api/formats': {
    response: [[{ id: 1, name: 'Cartaz' }], [{ id: 1 }]],
  },
  'GET /api/fileTypes': {
    response: [[{ id: 1, name: 'Photoshop', slug: 'psd' }], [{ id: 1, name: 'Photoshop' }]],
  },
  'GET /api/testimonials': {
    response: [
      [
        {
          id: 1,
          rating: 4.5,
          quote: 'Economizo horas toda semana.',
          avatarUrl: null,
          name: 'Pr. João',
          role: 'Pastor',
          company: 'Igreja Batista Central',
        },
      ],
      [{ id: 1, rating: 6, quote: 'x', avatarUrl: null, name: 'x', role: null, company: null }],
    ],
  },
  'GET /api/search/suggestions': {
    query: [{ q: 'batismo' }, { q: 'x'.repeat(101) }],
    response: [{ suggestions: ['Batismo nas águas'] }, ['Batismo nas águas']],
  },
  'GET /api/downloads': { response: [[download], [{ ...download, art: null }]] },
  'GET /api/push/vapid-key': { response: [{ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' }, {}] },
  'POST /api/push/subscribe': {
    body: [
      {
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          expirationTime: null,
          keys: { p256dh: 'BNc', auth: 'tBH' },
        },
        userAgent: 'Mozilla/5.0',
      },
      { subscription: { endpoint: 'nada', keys: { p256dh: 'BNc', auth: 'tBH' } } },
    ],
    response: [{ success: false, error: 'Falha ao registrar subscription' }, { error: 'x' }],
  },
  'POST /api/push/unsubscribe': { response: [ok, { success: null }] },
};

describe('API_CONTRACT (platform §7, catalogue §7)', () => {
  it('has an entry for every call of both specs, and no other', () => {
    expect(Object.keys(API_CONTRACT).sort()).toEqual([...SPEC_CALLS].sort());
  });

  for (const call of SPEC_CALLS) {
    describe(call, () => {
      const contract: {
        params?: v.GenericSchema;
        query?: v.GenericSchema;
        body?: v.GenericSchema;
        response: v.GenericSchema;
      } = API_CONTRACT[call];
      const sample = SAMPLES[call];
      it('has a schema exactly for the parts that carry data', () => {
        expect(Boolean(contract.body), 'body').toBe(Boolean(sample.body));
        expect(Boolean(contract.query), 'query').toBe(Boolean(sample.query));
        expect(Boolean(contract.params), 'params').toBe(call.includes('/:'));
        expect(Boolean(contract.params), 'params sample').toBe(Boolean(sample.params));
      });
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schema = contract[part];
        const pair = sample[part];
        if (!schema || !pair) continue;
        it(`${part}: accepts a realistic sample and rejects a malformed one`, () => {
          const good = v.safeParse(schema, pair[0]);
          expect(good.issues, JSON.stringify(pair[0])).toBeUndefined();
          expect(v.safeParse(schema, pair[1]).success).toBe(false);
        });
      }
    });
  }

  it('describes failures as { message }', () => {
    expect(v.parse(ErrorResponseSchema, { message: 'Email não verificado' })).toEqual({
      message: 'Email não verificado',
    });
    expect(v.safeParse(ErrorResponseSchema, { error: 'x' }).success).toBe(false);
  });

  it('parses path params as the path carries them', () => {
    expect(v.parse(API_CONTRACT['POST /api/popups/track-view/:id'].params, { id: '4' })).toEqual({
      id: 4,
    });
    const slug = v.safeParse(API_CONTRACT['GET /api/categorias/slug/:slug'].params, { slug: ' ' });
    expect(slug.issues?.[0]?.message).toBe('Informe o slug da categoria');
  });

  it('infers each part of a call', () => {
    expectTypeOf<ApiParams<'POST /api/popups/track-click/:id'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ApiParams<'GET /api/user'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiBody<'POST /api/popups/view'>>().toEqualTypeOf<{
      popupId: number;
      sessionId: string;
      action: 'dismiss';
    }>();
    expectTypeOf<ApiBody<'GET /api/arts'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiQuery<'GET /api/search/suggestions'>>().toEqualTypeOf<{
      q: string | undefined;
    }>();
  });
});
