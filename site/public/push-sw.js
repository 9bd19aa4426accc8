// The Arte Gospel service worker (catalogue §7: registered from /push-sw.js): web push
// notifications and an offline shell so the installed app opens without a connection.
const SHELL_CACHE = 'arte-gospel-shell-v1';
const ASSET_CACHE = 'arte-gospel-assets-v1';
// Issue 20: 'Minhas artes' and the editor work offline once opened. Their pages and the calls
// they make are kept here, network first (the copy is replaced at each visit online); signing
// out, or a session found expired, deletes it (a shared phone keeps nothing of the account).
const MY_ARTS_CACHE = 'arte-gospel-my-arts-v1';
/** The editor's page (an opened edit carries `?edicao=<id>`). */
const EDITOR_PAGE = /^\/artes\/\d+\/editar\/?$/;
const MY_ARTS_PAGES = [/^\/painel\/artes\/?$/, EDITOR_PAGE];
/** A saved edit's photo. */
const EDIT_PHOTO = /^\/api\/edits\/\d+\/photos\/[^/]+$/;
const MY_ARTS_CALLS = [
  /^\/api\/user$/,
  /^\/api\/edits$/,
  /^\/api\/edits\/\d+$/,
  EDIT_PHOTO,
  /^\/api\/arts\/\d+$/,
  /^\/api\/church-profile$/,
];
const SIGN_OUT = /^\/api\/logout$/;
/** Saving an edit (create, update): its answer is the edit as GET /api/edits/:id gives it. */
const SAVE_EDIT = /^\/api\/edits(\/\d+)?$/;
/** Deleting an edit, or one of its photos. */
const DELETE_EDIT = /^\/api\/edits\/(\d+)(\/photos\/[^/]+)?$/;
const SHELL = ['/offline.html', '/offline.css', '/icons/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== SHELL_CACHE && key !== ASSET_CACHE && key !== MY_ARTS_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** `href` as an address of this site, or null (unreadable, or another site's). */
function ownUrl(href) {
  try {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** The cache key of a kept page or call: its address without the `_t` cache-buster. */
function keptKey(url) {
  const key = new URL(url.href);
  key.searchParams.delete('_t');
  key.hash = '';
  return key.href;
}

/** The network's answer, kept when it is a success; offline, the kept copy (or `fallback`). */
async function networkFirst(event, url, fallback) {
  const { request } = event;
  const cache = await caches.open(MY_ARTS_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(keptKey(url));
    if (kept) return kept;
    if (fallback) return (await caches.match(fallback)) || Response.error();
    throw error;
  }
  // Kept on the side: a full phone (quota) must not turn a live answer into an offline one.
  const keeping =
    response.ok && !response.redirected
      ? cache.put(keptKey(url), response.clone())
      : response.status === 401
        ? caches.delete(MY_ARTS_CACHE)
        : Promise.resolve();
  event.waitUntil(keeping.catch(() => undefined));
  return response;
}

/**
 * A save goes to the network as it is; its answer is kept as the edit's GET (the editor
 * takes a save's answer as its data and reads the edit no more): offline, the edit reopens
 * as last saved.
 */
async function keepSavedEdit(event) {
  const response = await fetch(event.request);
  if (response.ok) {
    const keeping = response
      .clone()
      .json()
      .then(async (edit) => {
        if (!Number.isInteger(edit?.id) || edit.id <= 0) return;
        const cache = await caches.open(MY_ARTS_CACHE);
        const key = new URL(`/api/edits/${edit.id}`, self.location.origin).href;
        await cache.put(
          key,
          new Response(JSON.stringify(edit), { headers: { 'content-type': 'application/json' } }),
        );
        // Its photos: the editor shows its own copies of the ones just sent and reads them from
        // here only when the edit is reopened, maybe offline.
        for (const photo of Array.isArray(edit.photos) ? edit.photos.slice(0, 20) : []) {
          const url = ownUrl(photo?.url);
          if (!url || !EDIT_PHOTO.test(url.pathname) || (await cache.match(keptKey(url)))) continue;
          const picture = await fetch(url.href, { credentials: 'same-origin' });
          if (picture.ok) await cache.put(keptKey(url), picture);
        }
      });
    event.waitUntil(keeping.catch(() => undefined));
  }
  return response;
}

/**
 * A deletion goes to the network as it is; once done, what was kept of the deleted edit (its
 * call, its photos, its editor page) or photo is deleted too: offline, it is gone as well.
 */
async function forgetDeleted(event, url) {
  const response = await fetch(event.request);
  if (response.ok) {
    const [, id, photo] = DELETE_EDIT.exec(url.pathname);
    const edit = `/api/edits/${id}`;
    const forgetting = caches.open(MY_ARTS_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        const kept = new URL(request.url);
        const gone = photo
          ? kept.pathname === url.pathname
          : kept.pathname === edit ||
            kept.pathname.startsWith(`${edit}/`) ||
            (EDITOR_PAGE.test(kept.pathname) && kept.searchParams.get('edicao') === id);
        if (gone) await cache.delete(request);
      }
    });
    event.waitUntil(forgetting.catch(() => undefined));
  }
  return response;
}

/** A request made by 'Minhas artes' or the editor (its referrer is one of their pages). */
function keptPageAsked(request) {
  const from = request.referrer ? ownUrl(request.referrer) : null;
  return from !== null && MY_ARTS_PAGES.some((p) => p.test(from.pathname));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (request.method === 'POST' && SIGN_OUT.test(url.pathname)) {
      event.waitUntil(caches.delete(MY_ARTS_CACHE));
    } else if (
      (request.method === 'POST' || request.method === 'PUT') &&
      SAVE_EDIT.test(url.pathname)
    ) {
      event.respondWith(keepSavedEdit(event));
    } else if (request.method === 'DELETE' && DELETE_EDIT.test(url.pathname)) {
      event.respondWith(forgetDeleted(event, url));
    }
    return;
  }
  // Pages: the network first; offline, the kept page ('Minhas artes', an opened edit) or the
  // shell page.
  if (request.mode === 'navigate') {
    if (MY_ARTS_PAGES.some((page) => page.test(url.pathname))) {
      event.respondWith(networkFirst(event, url, '/offline.html'));
      return;
    }
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  if (MY_ARTS_CALLS.some((call) => call.test(url.pathname))) {
    event.respondWith(networkFirst(event, url));
    return;
  }
  // The pictures of a kept page: offline, the copy kept with it.
  if (url.pathname.startsWith('/media/') && keptPageAsked(request)) {
    event.respondWith(
      fetch(request).catch(async () => {
        const kept = await (await caches.open(MY_ARTS_CACHE)).match(keptKey(url));
        return kept || Response.error();
      }),
    );
    return;
  }
  // Hashed build assets never change: served from the cache once fetched.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
  }
  // Everything else (the API, media) goes to the network untouched.
});

/** Build files (/assets/: immutable) kept for offline use, each fetched once. */
async function keepAssets(hrefs) {
  const cache = await caches.open(ASSET_CACHE);
  for (const href of hrefs) {
    if (!(await cache.match(href))) await cache.add(href);
  }
}

// A page reached inside the app asks to be kept (site/src/lib/pwa/keep-offline.ts): only
// 'Minhas artes' and the editor, and only this site's build files.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'forget-offline') {
    event.waitUntil(caches.delete(MY_ARTS_CACHE));
    return;
  }
  if (data?.type !== 'keep-offline' || typeof data.page !== 'string') return;
  const page = ownUrl(data.page);
  if (!page || !MY_ARTS_PAGES.some((path) => path.test(page.pathname))) return;
  const assets = [];
  const pictures = [];
  const calls = [];
  for (const href of (Array.isArray(data.assets) ? data.assets : []).slice(0, 200)) {
    const url = typeof href === 'string' ? ownUrl(href) : null;
    if (!url) continue;
    if (url.pathname.startsWith('/assets/')) assets.push(url.href);
    else if (url.pathname.startsWith('/media/') || EDIT_PHOTO.test(url.pathname))
      pictures.push(url);
    else if (MY_ARTS_CALLS.some((call) => call.test(url.pathname))) calls.push(url);
  }
  event.waitUntil(
    Promise.all([
      caches.open(MY_ARTS_CACHE).then(async (cache) => {
        const response = await fetch(page.href, { credentials: 'same-origin' });
        if (response.ok && !response.redirected) {
          // The page's HTML may run other build files than the page that asked (the editor
          // has its own, editor.html): those it names are kept too.
          const html = await response.clone().text();
          const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].slice(0, 50);
          await keepAssets(named.map((match) => new URL(match[1], self.location.origin).href));
          await cache.put(keptKey(page), response);
        }
        for (const url of pictures) {
          if (await cache.match(keptKey(url))) continue;
          const picture = await fetch(url.href, { credentials: 'same-origin' });
          if (picture.ok) await cache.put(keptKey(url), picture);
        }
        // The calls are read again (a first visit made them before the worker was there).
        for (const url of calls) {
          const answer = await fetch(url.href, { credentials: 'same-origin' });
          if (answer.ok && !answer.redirected) await cache.put(keptKey(url), answer);
        }
      }),
      keepAssets(assets),
    ]).catch(() => {
      // Offline or refused: the page is kept at its next visit.
    }),
  );
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Arte Gospel';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: data.icon || '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: data.url || '/' },
      lang: 'pt-BR',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only our own pages open from a notification.
  const href = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client && new URL(client.url).origin === self.location.origin) {
          return client.navigate(href).then((navigated) => (navigated || client).focus());
        }
      }
      return self.clients.openWindow(href);
    }),
  );
});
