import type { AdminArtsResponse, ArtFilesResponse, ArtUploadResponse } from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import { adminArts, artSigners } from '../fixtures/admin-arts';

// The staff console's arts calls (api/README.md, Staff endpoints) over the fixtures.
// `state` 'loading' never answers, 'error' answers 500, 'empty' lists nothing.

export type ArtsHandlerState = 'full' | 'empty' | 'loading' | 'error';

/** What the page sent, for play functions to check. */
export interface ArtsCalls {
  updates: Array<{ id: string; body: Record<string, unknown> }>;
  deleted: string[];
  uploads: Array<{ title: string; file: string; source: string | null }>;
  /** POST /api/admin/arts/:id/files: the files' names sent, and the removal asked. */
  files: Array<{ id: string; image: string | null; source: string | null; removeSource: boolean }>;
}

export function newArtsCalls(): ArtsCalls {
  return { updates: [], deleted: [], uploads: [], files: [] };
}

const nameOf = (value: FormDataEntryValue | null) => (value instanceof File ? value.name : null);

/** Files whose name holds this word are refused as the API refuses a non-image. */
export const REFUSED_FILE_WORD = 'quebrada';

export function adminArtsHandlers(state: ArtsHandlerState = 'full', calls = newArtsCalls()) {
  let nextId = 6000;
  return [
    http.get('/api/admin/arts/designers', () => HttpResponse.json(artSigners)),
    http.get('/api/admin/arts', async ({ request }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error')
        return HttpResponse.json({ message: 'Erro interno do servidor' }, { status: 500 });
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const arts =
        state === 'empty'
          ? []
          : adminArts.filter(
              (art) =>
                (!status || art.status === status) && (!q || art.title.toLowerCase().includes(q)),
            );
      const body: AdminArtsResponse = { arts, totalCount: arts.length };
      return HttpResponse.json(body);
    }),
    http.put('/api/admin/arts/:id', async ({ params, request }) => {
      calls.updates.push({
        id: String(params.id),
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/admin/arts/:id', ({ params }) => {
      calls.deleted.push(String(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/admin/arts/upload', async ({ request }) => {
      const form = await request.formData();
      const name = nameOf(form.get('image')) ?? '';
      calls.uploads.push({
        title: String(form.get('title') ?? ''),
        file: name,
        source: nameOf(form.get('source')),
      });
      if (name.includes(REFUSED_FILE_WORD))
        return HttpResponse.json(
          {
            message:
              'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.',
          },
          { status: 400 },
        );
      const body: ArtUploadResponse = { success: true, id: nextId++ };
      return HttpResponse.json(body, { status: 201 });
    }),
    http.post('/api/admin/arts/:id/files', async ({ params, request }) => {
      const form = await request.formData();
      const image = nameOf(form.get('image'));
      const source = nameOf(form.get('source'));
      const removeSource = form.get('removeSource') === 'true';
      calls.files.push({ id: String(params.id), image, source, removeSource });
      if (image?.includes(REFUSED_FILE_WORD))
        return HttpResponse.json(
          {
            message:
              'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.',
            field: 'image',
          },
          { status: 400 },
        );
      const art = adminArts.find((item) => String(item.id) === params.id);
      const body: ArtFilesResponse = {
        success: true,
        imageUrl: `/media/arts/${params.id}.webp?v=novo`,
        thumbnailUrl: `/media/arts/thumbnails/${params.id}.webp?v=novo`,
        width: image ? 1080 : (art?.width ?? null),
        height: image ? 1350 : (art?.height ?? null),
        dominantColor: art?.dominantColor ?? null,
        sourceName: source ?? (removeSource ? null : (art?.sourceName ?? null)),
      };
      return HttpResponse.json(body);
    }),
  ];
}
