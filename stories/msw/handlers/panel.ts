import {
  type Art,
  type ChurchProfile,
  ChurchProfileBodySchema,
  type DesignerSummary,
  type Download,
  EDITS_MESSAGES,
  EDITS_PER_ACCOUNT_MAX,
  type EditSummary,
  fieldMessages,
  type User,
} from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { churchLogoDataUrl } from '../fixtures/church';
import { panelArts, panelDesigners, panelDownloads, panelEdits } from '../fixtures/panel';

export interface PanelData {
  favorites: Art[];
  saved: Art[];
  following: DesignerSummary[];
  downloads: Download[];
  designerArts: Art[];
  /** 'Minhas artes' (issue 20): the saved edits, last changed first. */
  edits: EditSummary[];
}

export const panelData = {
  active: (): PanelData => ({
    favorites: panelArts.slice(0, 4),
    saved: panelArts.slice(2, 5),
    following: [...panelDesigners],
    downloads: [...panelDownloads],
    designerArts: panelArts.slice(0, 3),
    edits: [...panelEdits],
  }),
  empty: (): PanelData => ({
    favorites: [],
    saved: [],
    following: [],
    downloads: [],
    designerArts: [],
    edits: [],
  }),
};

const LIST_PATHS = [
  '/api/favorites',
  '/api/saved',
  '/api/following',
  '/api/downloads',
  '/api/designers/:username/arts',
  '/api/edits',
] as const;

/**
 * The panel's library calls (api/README.md): favourites, saves, follows, downloads, profile,
 * password, 'Minha igreja' and the list of 'Minhas artes' (GET, DELETE /api/edits). State
 * lives per handler set, so removals show in the next fetch.
 */
export function panelHandlers(
  data: PanelData = panelData.active(),
  user?: User,
  churchProfile: ChurchProfile | null = null,
) {
  const state = { ...data, user };
  return [
    ...churchProfileHandlers(churchProfile),
    http.get('/api/favorites', () =>
      HttpResponse.json({ arts: state.favorites, totalCount: state.favorites.length }),
    ),
    http.get('/api/saved', () =>
      HttpResponse.json({ arts: state.saved, totalCount: state.saved.length }),
    ),
    http.get('/api/following', () => HttpResponse.json(state.following)),
    http.get('/api/downloads', () => HttpResponse.json(state.downloads)),
    http.get('/api/designers/:username/arts', () =>
      HttpResponse.json({ arts: state.designerArts, totalCount: state.designerArts.length }),
    ),
    http.get('/api/edits', () =>
      HttpResponse.json({
        edits: state.edits,
        totalCount: state.edits.length,
        max: EDITS_PER_ACCOUNT_MAX,
      }),
    ),
    http.delete('/api/edits/:id', ({ params }) => {
      const id = Number(params.id);
      if (!state.edits.some((e) => e.id === id))
        return HttpResponse.json({ message: EDITS_MESSAGES.notFound }, { status: 404 });
      state.edits = state.edits.filter((e) => e.id !== id);
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/arts/:id/favorite', ({ params }) => {
      state.favorites = state.favorites.filter((a) => a.id !== Number(params.id));
      return HttpResponse.json({ success: true, active: false, count: state.favorites.length });
    }),
    http.delete('/api/arts/:id/save', ({ params }) => {
      state.saved = state.saved.filter((a) => a.id !== Number(params.id));
      return HttpResponse.json({ success: true, active: false, count: state.saved.length });
    }),
    http.delete('/api/designers/:username/follow', ({ params }) => {
      state.following = state.following.filter((d) => d.username !== params.username);
      return HttpResponse.json({ success: true, following: false });
    }),
    http.put('/api/profile', async ({ request }) => {
      const body = (await request.json()) as { name: string; phone?: string | null };
      if (!state.user) return HttpResponse.json({ message: 'Não autenticado' }, { status: 401 });
      state.user = { ...state.user, name: body.name, phone: body.phone ?? null };
      return HttpResponse.json(state.user);
    }),
    http.post('/api/profile/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      if (body.currentPassword !== 'senha-atual')
        return HttpResponse.json({ message: 'A senha atual está incorreta.' }, { status: 400 });
      return HttpResponse.json({ success: true, message: 'Senha atualizada com sucesso!' });
    }),
  ];
}

/**
 * 'Minha igreja' (issue 20): GET and PUT /api/church-profile and its logo, checked with the
 * contract as the API checks them (a refused PUT answers 400 `{ message, fields }`). The
 * profile lives per handler set, so a save shows in the next read.
 */
export function churchProfileHandlers(initial: ChurchProfile | null = null) {
  const state = { profile: initial };
  return [
    http.get('/api/church-profile', () => HttpResponse.json(state.profile)),
    http.put('/api/church-profile', async ({ request }) => {
      const parsed = v.safeParse(ChurchProfileBodySchema, await request.json());
      if (!parsed.success) {
        const fields = fieldMessages(parsed.issues);
        return HttpResponse.json({ message: parsed.issues[0].message, fields }, { status: 400 });
      }
      state.profile = {
        ...parsed.output,
        logoUrl: state.profile?.logoUrl ?? null,
        updatedAt: new Date().toISOString(),
      };
      return HttpResponse.json(state.profile);
    }),
    http.post('/api/church-profile/logo', () => {
      if (!state.profile) {
        return HttpResponse.json(
          { message: 'Salve os dados da igreja antes de enviar o logo.' },
          { status: 409 },
        );
      }
      // The stories show a logo they have at hand instead of the file sent.
      state.profile = { ...state.profile, logoUrl: churchLogoDataUrl };
      return HttpResponse.json({ success: true, url: state.profile.logoUrl }, { status: 201 });
    }),
    http.delete('/api/church-profile/logo', () => {
      if (state.profile) state.profile = { ...state.profile, logoUrl: null };
      return HttpResponse.json({ success: true, url: null });
    }),
  ];
}

/** Every list call of the panel never answers (Loading states). */
export const panelLoadingHandlers = LIST_PATHS.map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

/** Every list call of the panel fails with a pt-BR message (Error states). */
export const panelErrorHandlers = LIST_PATHS.map((path) =>
  http.get(path, () =>
    HttpResponse.json({ message: 'Erro interno do servidor. Tente novamente.' }, { status: 500 }),
  ),
);
