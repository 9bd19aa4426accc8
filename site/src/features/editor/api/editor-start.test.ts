import { buildPixPayload } from '@arte-gospel/domain';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { server, setupMswServer } from '../../../lib/test/msw-server';
import { EDITOR_PRELOADS, editorIds, prefetchEditor } from './editor-start';

setupMswServer();

/** The paths asked for, in the order they went out. */
let asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};
beforeEach(() => {
  asked = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

function answer(signedIn: boolean) {
  server.use(
    http.get('/api/user', () =>
      signedIn
        ? HttpResponse.json({ id: 7, username: 'ana', name: 'Ana', email: 'ana@igreja.org' })
        : HttpResponse.json({ message: 'Não autenticado' }, { status: 401 }),
    ),
    http.get('/api/arts/:id', () =>
      HttpResponse.json({ message: 'Arte não encontrada' }, { status: 404 }),
    ),
    http.get('/api/edits/:id', () =>
      HttpResponse.json({ message: 'Edição não encontrada' }, { status: 404 }),
    ),
    http.get('/api/church-profile', () => HttpResponse.json({ message: 'x' }, { status: 404 })),
    http.get('/api/site-settings', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  );
}

describe("the editor's first calls (issue 20: one list for the HTML's preloads and the app)", () => {
  it('reads the art and the edit from the path and the query string, ignoring bad ids', () => {
    expect(editorIds({ id: '12' }, 'edicao=34')).toEqual({ artId: 12, editId: 34 });
    expect(editorIds({ id: '012' }, 'edicao=-1')).toEqual({ artId: null, editId: null });
    expect(editorIds({ id: '99999999999' }, '')).toEqual({ artId: null, editId: null });
  });

  it('asks a signed-in visit for exactly what index.html preloads, plus the edit it reopens', async () => {
    answer(true);
    await prefetchEditor(createQueryClient(), editorIds({ id: '12' }, 'edicao=34'));
    const preloaded = EDITOR_PRELOADS.map((url) => url.replace(':id', '12'));
    expect(preloaded).toEqual([
      '/api/user',
      '/api/arts/12',
      '/api/site-settings',
      '/api/church-profile',
    ]);
    expect([...asked].sort()).toEqual([...preloaded, '/api/edits/34'].sort());
  });

  it("does not ask a visitor's 'Minha igreja', and never throws on failed answers", async () => {
    answer(false);
    await expect(
      prefetchEditor(createQueryClient(), editorIds({ id: '12' }, '')),
    ).resolves.toBeUndefined();
    expect([...asked].sort()).toEqual(['/api/arts/12', '/api/site-settings', '/api/user']);
  });

  it("brings the PIX QR encoder with a tithe envelope or a digital card, before the editor's first render", async () => {
    const art = (id: number, templateId: string) => ({
      art: {
        id,
        title: 'Arte',
        imageUrl: `/media/arts/${id}.webp`,
        categoryId: null,
        format: 'stories',
        isPremium: false,
      },
      formatName: 'Stories',
      fileType: null,
      categorySlug: null,
      createdAt: '2026-11-01T12:00:00.000Z',
      otherFormats: [],
      related: [],
      isFavorite: false,
      isSaved: false,
      design: { templateId, paletteId: 'x', sizeId: 'stories', texts: {} },
    });
    answer(true);
    server.use(
      http.get('/api/arts/5', () => HttpResponse.json(art(5, 'luz-do-mundo'))),
      http.get('/api/arts/6', () => HttpResponse.json(art(6, 'cartao-igreja'))),
    );
    const pix = buildPixPayload({
      key: '52998224725',
      keyType: 'cpf',
      merchantName: 'Igreja',
      merchantCity: 'Campinas',
    });
    if (!pix.ok) throw new Error('payload');
    // Fresh copies of the modules: the site's test files share their worker's modules, and
    // another file may have loaded the encoder already.
    vi.resetModules();
    const { prefetchEditor, editorIds } = await import('./editor-start');
    const { pixEncoderLoaded, usePixCode } = await import('../lib/pix-code');
    // A poster's editor opens without it.
    await prefetchEditor(createQueryClient(), editorIds({ id: '5' }, ''));
    expect(pixEncoderLoaded()).toBe(false);
    // A digital card's has it: its first render draws the code, which is the payload's.
    await prefetchEditor(createQueryClient(), editorIds({ id: '6' }, ''));
    expect(pixEncoderLoaded()).toBe(true);
    const { code, loading } = renderHook(() => usePixCode(pix.payload)).result.current;
    expect(loading).toBe(false);
    expect(code?.payload).toBe(pix.payload);
    expect(code?.matrix.size).toBeGreaterThanOrEqual(21);
  });
});
