import type {
  AdminPopup,
  AppConfigInput,
  AppConfigResponse,
  SiteAssetResponse,
  SiteSettings,
  StorageTestResponse,
} from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import { uploadedLogoSvg } from '../fixtures/site-admin';

// The staff console's 'site itself' calls (issue 19): site settings, logo and favicon,
// the app configuration, the storage test and the popups.

/** What a story's handlers received. */
export interface SiteAdminLog {
  uploads: { kind: string; name: string; size: number }[];
  removals: string[];
  configs: AppConfigInput[];
  storageTests: number;
  popups: { method: string; id: string | null; body: unknown }[];
}

export function newSiteAdminLog(): SiteAdminLog {
  return { uploads: [], removals: [], configs: [], storageTests: 0, popups: [] };
}

type Answer<T> = T | 'loading' | 'error';

const failure = (message: string) => HttpResponse.json({ message }, { status: 500 });

/** GET /api/site-settings, the logos it names, and the upload and removal calls. */
export function siteSettingsHandlers(
  settings: Answer<SiteSettings>,
  log: SiteAdminLog = newSiteAdminLog(),
  options: { uploadError?: string } = {},
) {
  let current = settings;
  return [
    http.get('/api/site-settings', async () => {
      if (current === 'loading') await delay('infinite');
      if (current === 'error' || current === 'loading')
        return failure('Erro interno do servidor. Tente novamente mais tarde.');
      return HttpResponse.json(current);
    }),
    http.get(
      '/media/site/:name',
      () => new HttpResponse(uploadedLogoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
    http.post('/api/admin/site-assets/:kind', async ({ params, request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      log.uploads.push({ kind: String(params.kind), name: file.name, size: file.size });
      if (options.uploadError) {
        return HttpResponse.json({ message: options.uploadError }, { status: 400 });
      }
      const url = `/media/site/${String(params.kind)}-0123456789abcdef.svg`;
      if (typeof current === 'object') {
        current = { ...current, [params.kind === 'logo' ? 'logoUrl' : 'faviconUrl']: url };
      }
      const body: SiteAssetResponse = { success: true, url };
      return HttpResponse.json(body, { status: 201 });
    }),
    http.delete('/api/admin/site-assets/:kind', ({ params }) => {
      log.removals.push(String(params.kind));
      if (typeof current === 'object') {
        current = { ...current, [params.kind === 'logo' ? 'logoUrl' : 'faviconUrl']: null };
      }
      const body: SiteAssetResponse = { success: true, url: null };
      return HttpResponse.json(body);
    }),
  ];
}

/** GET/PUT /api/admin/app-config. */
export function appConfigHandlers(
  config: Answer<AppConfigResponse>,
  log: SiteAdminLog = newSiteAdminLog(),
) {
  let current = config;
  return [
    http.get('/api/admin/app-config', async () => {
      if (current === 'loading') await delay('infinite');
      if (current === 'error' || current === 'loading')
        return failure('Erro interno do servidor. Tente novamente mais tarde.');
      return HttpResponse.json(current);
    }),
    http.put('/api/admin/app-config', async ({ request }) => {
      const body = (await request.json()) as AppConfigInput;
      log.configs.push(body);
      if (typeof current === 'object') {
        current = { ...current, settings: { ...current.settings, ...body } };
      }
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** POST /api/admin/storage-test answering `result` (or failing with a 500). */
export function storageTestHandlers(
  result: Answer<StorageTestResponse>,
  log: SiteAdminLog = newSiteAdminLog(),
) {
  return [
    http.post('/api/admin/storage-test', async () => {
      log.storageTests += 1;
      if (result === 'loading') await delay('infinite');
      if (result === 'error' || result === 'loading')
        return failure('Erro interno do servidor. Tente novamente mais tarde.');
      return HttpResponse.json(result);
    }),
  ];
}

/** GET /api/admin/popups and its writes, on a list the story owns. */
export function adminPopupsHandlers(
  popups: Answer<readonly AdminPopup[]>,
  log: SiteAdminLog = newSiteAdminLog(),
  options: { status?: number } = {},
) {
  let list = typeof popups === 'object' ? [...popups] : popups;
  let nextId = 100;
  let nextImage = 1;
  return [
    http.get('/api/admin/popups', async () => {
      if (options.status) {
        return HttpResponse.json(
          { message: 'Você não tem permissão para acessar este recurso' },
          { status: options.status },
        );
      }
      if (list === 'loading') await delay('infinite');
      if (list === 'error' || list === 'loading')
        return failure('Erro interno do servidor. Tente novamente mais tarde.');
      return HttpResponse.json(list);
    }),
    http.post('/api/admin/popups', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log.popups.push({ method: 'POST', id: null, body });
      const id = nextId++;
      if (typeof list === 'object') {
        list = [
          {
            id,
            title: null,
            content: null,
            imageUrl: null,
            buttonText: null,
            buttonUrl: null,
            backgroundColor: null,
            textColor: null,
            buttonColor: null,
            buttonTextColor: null,
            buttonRadius: null,
            buttonWidth: null,
            position: null,
            size: null,
            animation: null,
            delay: null,
            targetPages: [],
            audience: 'all',
            startsAt: null,
            endsAt: null,
            isActive: true,
            ...(body as Partial<AdminPopup>),
            createdAt: '2026-11-27T12:00:00.000Z',
            views: 0,
            clicks: 0,
            dismissals: 0,
          },
          ...list,
        ];
      }
      return HttpResponse.json(
        { success: true, id, content: body.content ?? null },
        { status: 201 },
      );
    }),
    http.put('/api/admin/popups/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<AdminPopup>;
      log.popups.push({ method: 'PUT', id: String(params.id), body });
      if (typeof list === 'object') {
        list = list.map((popup) =>
          popup.id === Number(params.id) ? { ...popup, ...body } : popup,
        );
      }
      return HttpResponse.json({ success: true });
    }),
    // The popup's uploaded image: a multipart `file` that must be an image (the API judges
    // its bytes; the story judges its type), kept under a new name each time.
    http.post('/api/admin/popups/:id/image', async ({ params, request }) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof File) || !file.type.startsWith('image/'))
        return HttpResponse.json(
          { message: 'Envie uma imagem PNG, JPEG ou WebP.' },
          { status: 400 },
        );
      const url = `/media/site/popup-${String(nextImage++).padStart(16, '0')}.webp`;
      log.uploads.push({ kind: `popup-${params.id}`, name: file.name, size: file.size });
      if (typeof list === 'object')
        list = list.map((popup) =>
          popup.id === Number(params.id) ? { ...popup, imageUrl: url } : popup,
        );
      return HttpResponse.json({ success: true, url }, { status: 201 });
    }),
    http.delete('/api/admin/popups/:id/image', ({ params }) => {
      log.removals.push(`popup-${params.id}`);
      if (typeof list === 'object')
        list = list.map((popup) =>
          popup.id === Number(params.id) ? { ...popup, imageUrl: null } : popup,
        );
      return HttpResponse.json({ success: true, url: null });
    }),
    http.delete('/api/admin/popups/:id', ({ params }) => {
      log.popups.push({ method: 'DELETE', id: String(params.id), body: null });
      if (typeof list === 'object') list = list.filter((popup) => popup.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  ];
}
