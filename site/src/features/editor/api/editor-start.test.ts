import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { server, setupMswServer } from '../../../lib/test/msw-server';
import {
  EDITOR_PRELOADS,
  editorIds,
  editorStartUrls,
  keepEditorAnswers,
  prefetchEditor,
} from './editor-start';

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
    expect(preloaded).toEqual(['/api/user', '/api/arts/12', '/api/church-profile']);
    expect([...asked].sort()).toEqual([...preloaded, '/api/edits/34'].sort());
  });

  it("does not ask a visitor's 'Minha igreja', and never throws on failed answers", async () => {
    answer(false);
    await expect(
      prefetchEditor(createQueryClient(), editorIds({ id: '12' }, '')),
    ).resolves.toBeUndefined();
    expect([...asked].sort()).toEqual(['/api/arts/12', '/api/user']);
  });
});

// Issue 20: a visit that starts on the editor may bring these answers in its HTML (the BFF
// asks for them with the session; site/src/server-render.tsx, sessionQueriesScript).
describe("the editor's first answers brought by its HTML", () => {
  const user = {
    id: 7,
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
    emailVerified: true,
  };

  it('keeps each under its query’s key, the session whole, and only the calls of this art', () => {
    const client = createQueryClient();
    keepEditorAnswers(client, editorIds({ id: '4521' }, ''), {
      '/api/user': user,
      '/api/church-profile': null,
      // Another art's answer is not this editor's.
      '/api/arts/99': { art: 'x' },
    });
    expect(client.getQueryData(['/api/user'])).toEqual(user);
    expect(client.getQueryState(['/api/church-profile'])?.status).toBe('success');
    expect(client.getQueryData(['/api/church-profile'])).toBeNull();
    expect(client.getQueryState(['/api/arts', 99, 'detail'])).toBeUndefined();
    expect(client.getQueryState(['/api/arts', 4521, 'detail'])).toBeUndefined();
    expect(editorStartUrls(editorIds({ id: '4521' }, '?edicao=3'))).toEqual([
      '/api/user',
      '/api/arts/4521',
      '/api/church-profile',
    ]);
  });

  it('refuses an answer off the contract (the page is then served without them)', () => {
    const client = createQueryClient();
    const ids = editorIds({ id: '4521' }, '');
    expect(() => keepEditorAnswers(client, ids, { '/api/arts/4521': { art: 'x' } })).toThrow();
    expect(() =>
      keepEditorAnswers(client, ids, { '/api/user': { ...user, nivelacesso: 'dono' } }),
    ).toThrow();
  });
});
