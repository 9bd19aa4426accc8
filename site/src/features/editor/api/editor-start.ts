import { type Template, templateById } from '@arte-gospel/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getChurchProfileQueryOptions } from '../../../lib/queries/church-profile';
import { userQueryOptions } from '../../../lib/session-query';
import { getSiteSettingsQueryOptions } from '../../../lib/site-settings';
import { PhotoSlotFields } from '../components/lazy-photo-slot-fields';
import { PIX_KINDS } from '../lib/church-extras';
import { loadPixEncoder } from '../lib/pix-code';
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
}

/**
 * The code only some templates' editors run, loaded with the art so that it appears whole: a
 * tithe envelope's or a digital card's PIX QR encoder, the photo slots' fields.
 */
function templateCode(template: Pick<Template, 'kind' | 'photoSlots'>): Promise<unknown>[] {
  return [
    ...(PIX_KINDS.includes(template.kind) ? [loadPixEncoder()] : []),
    ...(template.photoSlots.length > 0 ? [PhotoSlotFields.preload()] : []),
  ];
}

/** Everything the editor draws from as it opens, each call listed once. */
const EDITOR_START_CALLS: readonly StartCall[] = [
  { preload: '/api/user', prefetch: (_client, _ids, signedIn) => signedIn },
  {
    preload: '/api/arts/:id',
    prefetch: async (client, { artId }) => {
      if (artId === null) return;
      const options = getEditorArtQueryOptions(artId);
      await client.prefetchQuery(options);
      const design = client.getQueryData(options.queryKey)?.design;
      const template = design ? templateById(design.templateId) : undefined;
      if (template) await Promise.all(templateCode(template)).catch(() => undefined);
    },
  },
  {
    preload: null,
    prefetch: async (client, { editId }) =>
      editId === null ? undefined : client.prefetchQuery(getEditQueryOptions(editId)),
  },
  {
    // The bar's logo and name (staff's, issue 19): drawn once, not the default logo first.
    preload: '/api/site-settings',
    prefetch: (client) => client.prefetchQuery(getSiteSettingsQueryOptions()),
  },
  {
    // 'Minha igreja' prefills the art; a visitor has none (the editor sends them to sign in).
    preload: '/api/church-profile',
    prefetch: async (client, _ids, signedIn) =>
      (await signedIn) ? client.prefetchQuery(getChurchProfileQueryOptions()) : undefined,
  },
];

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
