import { type ArtDetail, artSlug, type DesignerSummary, type Download } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import { catalogueArtDetail, catalogueDesigners } from '../fixtures/catalogue';
import type { UserRole } from '../fixtures/users';

export interface LibraryOptions {
  role: UserRole;
  /** Downloads already used this month by a free account (limit 10). */
  downloadsUsed?: number;
  downloads?: Download[];
  detail?: (id: number) => ArtDetail;
  following?: boolean;
  /** The staff-set editor link of an art (null: none, the default). */
  editUrl?: (id: number) => string | null;
  /** Arts already downloaded this month (a re-download is not counted). */
  downloadedArts?: number[];
}

const PREMIUM_ROLES: UserRole[] = ['premium', 'expiring', 'lifetime', 'admin'];

/**
 * The art page's calls (api/README.md): the detail, download with the server's rules
 * (visitor 401; premium art without plan 403; free accounts 10 arts a month, a re-download
 * of the same art free) answering the ZIP's address and the editor link, favourite, save
 * and follow toggles, the user's downloads and a designer profile.
 */
export function libraryHandlers({
  role,
  downloadsUsed = 2,
  downloads = [],
  detail = (id) => catalogueArtDetail(id),
  following = false,
  editUrl = () => null,
  downloadedArts = [],
}: LibraryOptions) {
  const state = {
    used: downloadsUsed,
    downloaded: new Set(downloadedArts),
    following,
    lists: { favorite: new Set<number>(), save: new Set<number>() },
  };
  const premium = PREMIUM_ROLES.includes(role);
  const unauthenticated = () => HttpResponse.json({ message: 'Não autenticado' }, { status: 401 });
  return [
    http.get('/api/arts/:id', ({ params }) => {
      // Not an id (e.g. /api/arts/popular): the catalogue handlers answer.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const id = Number(params.id);
      if (id > 90_000)
        return HttpResponse.json({ message: 'Design não encontrado' }, { status: 404 });
      const answer = detail(id);
      return HttpResponse.json({
        ...answer,
        isFavorite: answer.isFavorite || state.lists.favorite.has(id),
        isSaved: answer.isSaved || state.lists.save.has(id),
      });
    }),
    http.post('/api/arts/:id/download', ({ params }) => {
      if (role === 'visitor') return unauthenticated();
      const { art } = detail(Number(params.id));
      if (art.isPremium && !premium)
        return HttpResponse.json(
          {
            message: 'Esta arte é exclusiva para assinantes Premium. Assine um plano para baixar.',
          },
          { status: 403 },
        );
      const id = Number(params.id);
      const counted = !state.downloaded.has(id);
      if (!premium && counted && state.used >= 10)
        return HttpResponse.json(
          {
            message:
              'Você atingiu o limite de 10 downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.',
          },
          { status: 403 },
        );
      if (counted) {
        state.used += 1;
        state.downloaded.add(id);
      }
      return HttpResponse.json({
        success: true,
        downloadUrl: `/api/arts/${id}/files/arte-gospel-${artSlug(art.title)}-${id}.zip`,
        editUrl: editUrl(id),
        downloadsUsed: state.used,
        downloadLimit: premium ? null : 10,
        counted,
      });
    }),
    ...(['favorite', 'save'] as const).flatMap((list) => [
      http.post(`/api/arts/:id/${list}`, ({ params }) => {
        if (role === 'visitor') return unauthenticated();
        state.lists[list].add(Number(params.id));
        return HttpResponse.json({ success: true, active: true, count: state.lists[list].size });
      }),
      http.delete(`/api/arts/:id/${list}`, ({ params }) => {
        if (role === 'visitor') return unauthenticated();
        state.lists[list].delete(Number(params.id));
        return HttpResponse.json({ success: true, active: false, count: state.lists[list].size });
      }),
    ]),
    http.get('/api/downloads', () =>
      role === 'visitor' ? unauthenticated() : HttpResponse.json(downloads),
    ),
    http.get('/api/designers/:username', ({ params }) => {
      const designer = catalogueDesigners.find((d) => d.username === params.username);
      if (!designer)
        return HttpResponse.json({ message: 'Designer não encontrado' }, { status: 404 });
      const shown: DesignerSummary = {
        ...designer,
        followers: designer.followers + (state.following ? 1 : 0),
      };
      return HttpResponse.json({ designer: shown, isFollowing: state.following });
    }),
    http.post('/api/designers/:username/follow', () => {
      if (role === 'visitor') return unauthenticated();
      state.following = true;
      return HttpResponse.json({ success: true, following: true });
    }),
    http.delete('/api/designers/:username/follow', () => {
      if (role === 'visitor') return unauthenticated();
      state.following = false;
      return HttpResponse.json({ success: true, following: false });
    }),
  ];
}
