import type { Art, DesignerSummary, Download, User } from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import { panelArts, panelDesigners, panelDownloads } from '../fixtures/panel';

export interface PanelData {
  favorites: Art[];
  saved: Art[];
  following: DesignerSummary[];
  downloads: Download[];
  designerArts: Art[];
}

export const panelData = {
  active: (): PanelData => ({
    favorites: panelArts.slice(0, 4),
    saved: panelArts.slice(2, 5),
    following: [...panelDesigners],
    downloads: [...panelDownloads],
    designerArts: panelArts.slice(0, 3),
  }),
  empty: (): PanelData => ({
    favorites: [],
    saved: [],
    following: [],
    downloads: [],
    designerArts: [],
  }),
};

const LIST_PATHS = [
  '/api/favorites',
  '/api/saved',
  '/api/following',
  '/api/downloads',
  '/api/designers/:username/arts',
] as const;

/**
 * The panel's library calls (api/README.md): favourites, saves, follows, downloads, profile
 * and password. State lives per handler set, so removals show in the next fetch.
 */
export function panelHandlers(data: PanelData = panelData.active(), user?: User) {
  const state = { ...data, user };
  return [
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
