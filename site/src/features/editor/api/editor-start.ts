import { ArtDetailSchema, ChurchProfileResponseSchema, UserSchema } from '@arte-gospel/domain';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { getChurchProfileQueryOptions } from '../../../lib/queries/church-profile';
import { parseResponse } from '../../../lib/queries/parse';
import { userQueryOptions } from '../../../lib/session-query';
import { getEditorArtQueryOptions, getEditQueryOptions } from './editor-api';

/** The art and the saved edit a visit to /artes/:id/editar?edicao=… opens. */
export interface EditorIds {
  artId: number | null;
  editId: number | null;
}

/** A positive whole id from the path or the query string, or null. */
export function parseEditorId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  return Number(raw);
}

export function editorIds(params: { id?: string }, search: string): EditorIds {
  return {
    artId: parseEditorId(params.id),
    editId: parseEditorId(new URLSearchParams(search).get('edicao')),
  };
}

interface StartCall {
  /**
   * Its URL when the path alone gives it (`:id` is the art's): index.html asks for it with
   * the entry (site/scripts/prerender.ts), before the app has run.
   */
  preload: string | null;
  /** Puts its answer in the query cache; `signedIn` is the session's answer. */
  prefetch(client: QueryClient, ids: EditorIds, signedIn: Promise<boolean>): Promise<unknown>;
  /**
   * Puts its answer (`body`, a 200's JSON) in the query cache when the HTML brought it, checked
   * against the contract as the query checks it (off the contract: throws).
   */
  keep?(client: QueryClient, ids: EditorIds, body: unknown): void;
}

/** Everything the editor draws from as it opens, each call listed once. */
const EDITOR_START_CALLS: readonly StartCall[] = [
  {
    preload: '/api/user',
    prefetch: (_client, _ids, signedIn) => signedIn,
    // Checked, and kept whole as the query keeps it (its function reads the answer as it is).
    keep: (client, _ids, body) => {
      v.assert(UserSchema, body);
      client.setQueryData(userQueryOptions.queryKey, body);
    },
  },
  {
    preload: '/api/arts/:id',
    prefetch: async (client, { artId }) =>
      artId === null ? undefined : client.prefetchQuery(getEditorArtQueryOptions(artId)),
    keep: (client, { artId }, body) => {
      if (artId === null) return;
      client.setQueryData(
        getEditorArtQueryOptions(artId).queryKey,
        parseResponse(ArtDetailSchema, body),
      );
    },
  },
  {
    preload: null,
    prefetch: async (client, { editId }) =>
      editId === null ? undefined : client.prefetchQuery(getEditQueryOptions(editId)),
  },
  {
    // 'Minha igreja' prefills the art; a visitor has none (the editor sends them to sign in).
    preload: '/api/church-profile',
    prefetch: async (client, _ids, signedIn) =>
      (await signedIn) ? client.prefetchQuery(getChurchProfileQueryOptions()) : undefined,
    keep: (client, _ids, body) =>
      client.setQueryData(
        getChurchProfileQueryOptions().queryKey,
        parseResponse(ChurchProfileResponseSchema, body),
      ),
  },
];

/** A preload's URL for these ids (`:id` is the art's), or null when it needs one missing. */
function filledPreload(preload: string, ids: EditorIds): string | null {
  if (!preload.includes(':id')) return preload;
  return ids.artId === null ? null : preload.replace(':id', String(ids.artId));
}

/** The editor's first calls for these ids (its HTML may have brought their answers). */
export function editorStartUrls(ids: EditorIds): string[] {
  return EDITOR_START_CALLS.flatMap((call) => {
    const url = call.preload === null ? null : filledPreload(call.preload, ids);
    return url === null ? [] : [url];
  });
}

/**
 * The editor's first answers as its HTML brings them (`answers` by URL: the BFF asks for them
 * with the visitor's session, bff/src/static/server-render.ts), put in `client` under their
 * queries' keys. An answer off the contract throws (the HTML is then served without them).
 */
export function keepEditorAnswers(
  client: QueryClient,
  ids: EditorIds,
  answers: Readonly<Record<string, unknown>>,
): void {
  for (const call of EDITOR_START_CALLS) {
    const url = call.preload === null ? null : filledPreload(call.preload, ids);
    if (url !== null && call.keep && Object.hasOwn(answers, url)) {
      call.keep(client, ids, answers[url]);
    }
  }
}

/** The editor's calls index.html asks for with its entry (site/scripts/prerender.ts). */
export const EDITOR_PRELOADS: readonly string[] = EDITOR_START_CALLS.flatMap((call) =>
  call.preload === null ? [] : [call.preload],
);

/**
 * What the editor draws from, asked before the app's first render when a visit starts on
 * /artes/:id/editar (editor-main.tsx; app/router.tsx, preparePage). The editor then appears
 * whole in one render instead of after a render per answer. Never fails: an error is the
 * query's, shown by the editor as on any visit.
 */
export async function prefetchEditor(client: QueryClient, ids: EditorIds): Promise<void> {
  const signedIn = client
    .fetchQuery(userQueryOptions)
    .then((user) => user !== null)
    .catch(() => false);
  await Promise.all(EDITOR_START_CALLS.map((call) => call.prefetch(client, ids, signedIn)));
}

/** The longest the first render waits for the editor's calls and code (a slow network). */
export const PREPARE_EDITOR_MS = 5000;

/**
 * `prefetchEditor` and `alsoWait` (the editor's code, when it is route-split), for at most
 * PREPARE_EDITOR_MS: past it the editor renders and shows what is still loading.
 */
export async function prepareEditor(
  client: QueryClient,
  ids: EditorIds,
  alsoWait: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([prefetchEditor(client, ids), alsoWait]).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, PREPARE_EDITOR_MS);
    }),
  ]);
  clearTimeout(timer);
}
