import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// PWA and popups against the real stack: browser → bff (site/dist) → api → PGlite.

interface PopupCall {
  url: string;
  /** The page name a GET /api/popups/active asked for. */
  page: string | null;
  body: unknown;
  status: number;
  /** The answer of a GET /api/popups/active. */
  answer: { popup: { id: number } | null } | null;
}

/**
 * Runs in the page: records the page's own /api/popups calls with their answers. (Playwright's
 * request events miss some calls of a page its service worker controls.)
 */
function recordPopupCalls() {
  const log: PopupCall[] = [];
  (window as unknown as { __popupCalls: PopupCall[] }).__popupCalls = log;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (url.pathname.startsWith('/api/popups/')) {
      let body: unknown = null;
      try {
        body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      } catch {
        body = init?.body;
      }
      const answer =
        url.pathname === '/api/popups/active'
          ? await response
              .clone()
              .json()
              .catch(() => null)
          : null;
      log.push({
        url: url.pathname,
        page: url.searchParams.get('currentPath'),
        body,
        status: response.status,
        answer,
      });
    }
    return response;
  };
}

function popupCalls(page: Page): Promise<PopupCall[]> {
  return page.evaluate(
    () => (window as unknown as { __popupCalls?: PopupCall[] }).__popupCalls ?? [],
  );
}

/** Waits for the page to have made (and been answered) a /api/popups call to `path`. */
async function popupCalled(page: Page, path: string) {
  await page.waitForFunction(
    (url) =>
      ((window as unknown as { __popupCalls?: PopupCall[] }).__popupCalls ?? []).some(
        (call) => call.url === url,
      ),
    path,
  );
}

/**
 * Waits for the page's GET /api/popups/active for `pageName` and gives the id of the popup
 * it was offered (null: none). The page shows only what it is offered, so this settles what
 * a wait for a popup that should not come could only guess at.
 */
async function offeredPopup(page: Page, pageName: string): Promise<number | null> {
  let offered: number | null = null;
  await expect
    .poll(
      async () => {
        const call = (await popupCalls(page)).find(
          (c) => c.url === '/api/popups/active' && c.page === pageName && c.status === 200,
        );
        offered = call?.answer?.popup?.id ?? null;
        return Boolean(call);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return offered;
}
describe('pwa and promotional popups', () => {
  const { stack, browser } = useJourney();

  it('serves the manifest, the icons and /push-sw.js with sane headers', async () => {
    const manifest = await fetch(`${stack.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(body.short_name).toBe('Arte Gospel');
    expect(body.display).toBe('standalone');
    expect(body.start_url.startsWith('/')).toBe(true);
    // Installability: 192 and 512 px PNG icons that really are PNGs of that size.
    for (const size of [192, 512]) {
      const icon = body.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === 'any');
      expect(icon?.type).toBe('image/png');
      const png = Buffer.from(await (await fetch(`${stack.url}${icon?.src}`)).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
    }

    const worker = await fetch(`${stack.url}/push-sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    // A worker must never be cached for long, or fixes never reach installed apps.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const source = await worker.text();
    expect(source).toContain("addEventListener('push'");
    expect(source).toContain("addEventListener('notificationclick'");

    const offline = await fetch(`${stack.url}/offline.html`);
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain('Você está sem conexão');
  });

  it('links the manifest and registers /push-sw.js, which then controls the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(stack.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(
      /^#[0-9A-F]{6}$/i,
    );
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toBe(`${stack.url}/push-sw.js`);
    // The offline shell was cached at install.
    const cached = await page.evaluate(async () => Boolean(await caches.match('/offline.html')));
    expect(cached).toBe(true);
    await context.close();
  });

  it('an admin popup appears on its page after its delay; its view, click and close are tracked', async () => {
    const admin = await browser.newContext();
    const login = await admin.request.post(`${stack.url}/api/login`, {
      data: { username: 'admin@demo.artegospel.com.br', password: 'demo12345' },
    });
    expect(login.status(), await login.text()).toBeLessThan(300);
    const title = `Conferência de Louvor ${Date.now()}`;
    const created = await admin.request.post(`${stack.url}/api/admin/popups`, {
      data: {
        title,
        content: '<p>Artes do <strong>evento</strong> liberadas.</p><script>alert(1)</script>',
        buttonText: 'Ver artes do evento',
        buttonUrl: 'https://www.example.com/conferencia',
        position: 'bottom-right',
        size: 'small',
        animation: 'slide',
        delay: 2,
        targetPages: ['designers'],
        audience: 'all',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await admin.close();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(recordPopupCalls);
    const calls = () => popupCalls(page);

    // Not on the home (its pages are 'designers' only): the home is not offered it.
    await page.goto(stack.url);
    expect(await offeredPopup(page, 'home')).not.toBe(id);
    expect(await page.getByRole('dialog', { name: title }).count()).toBe(0);

    await page.goto(`${stack.url}/designers`);
    const shownAfter = Date.now();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 10_000 });
    // Its 2 s delay (measured from the navigation, so at least most of it).
    expect(Date.now() - shownAfter).toBeGreaterThanOrEqual(1500);
    await dialog.and(page.locator('[data-position="bottom-right"]')).waitFor();
    expect(await dialog.locator('script').count()).toBe(0);
    await popupCalled(page, `/api/popups/track-view/${id}`);
    expect((await calls()).find((c) => c.url === `/api/popups/track-view/${id}`)?.status).toBe(200);

    // The button records a click and opens the link in a new tab (answered here: no network).
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Conferência</title>' }),
    );
    const [popupTab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Ver artes do evento' }).click(),
    ]);
    await popupTab.waitForLoadState();
    expect(popupTab.url()).toBe('https://www.example.com/conferencia');
    await popupTab.close();
    await popupCalled(page, `/api/popups/track-click/${id}`);
    expect((await calls()).find((c) => c.url === `/api/popups/track-click/${id}`)?.status).toBe(
      200,
    );
    const viewBody = (await calls()).find((c) => c.url.includes('track-view'))?.body as
      | { sessionId?: string }
      | undefined;
    expect(viewBody?.sessionId).toMatch(/\S/);

    // A new popup session (new context) sees it again and closes it with the X: a dismissal.
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await second.newPage();
    await other.addInitScript(recordPopupCalls);
    await other.goto(`${stack.url}/designers`);
    const again = other.getByRole('dialog', { name: title });
    await again.waitFor({ timeout: 10_000 });
    await again.getByRole('button', { name: 'Fechar' }).click();
    await again.waitFor({ state: 'detached' });
    await popupCalled(other, '/api/popups/view');
    expect((await popupCalls(other)).filter((c) => c.url === '/api/popups/view')).toEqual([
      expect.objectContaining({
        status: 200,
        body: expect.objectContaining({ popupId: id, action: 'dismiss' }),
      }),
    ]);
    const history = await other.evaluate(() => localStorage.getItem('popup_history'));
    expect(JSON.parse(history ?? '[]')).toEqual([
      expect.objectContaining({ popupId: id, closedAt: expect.any(Number) }),
    ]);
    // Dismissed for this session: a reload is not offered it again.
    await other.reload();
    expect(await offeredPopup(other, 'designers')).not.toBe(id);
    expect(await other.getByRole('dialog', { name: title }).count()).toBe(0);
    await second.close();
    await context.close();
  });
});
