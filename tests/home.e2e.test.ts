import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningStack, startStack } from './support/stack';

// Journey: browser → bff → api → Postgres (PGlite). The home lists the categories the API
// serves from the database, through the site's real API client.
describe('home journey', () => {
  let stack: RunningStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the featured categories that the API serves', async () => {
    const apiResponse = await fetch(`${stack.url}/api/categories`);
    expect(apiResponse.status).toBe(200);
    const categories = (await apiResponse.json()) as Array<{ name: string; slug: string }>;
    expect(categories.length).toBeGreaterThanOrEqual(10);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const seenByBrowser: string[] = [];
    page.on('request', (request) => seenByBrowser.push(new URL(request.url()).pathname));
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Categorias em destaque' }).waitFor();
    const row = page.getByTestId('featured-categories');
    await row.getByRole('link').first().waitFor();

    const links = await row
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') })),
      );
    expect(links).toHaveLength(categories.length);
    for (const [index, category] of categories.entries()) {
      expect(links[index]?.text).toContain(category.name);
      expect(links[index]?.href).toBe(`/categorias/${category.slug}`);
    }
    expect(seenByBrowser).toContain('/api/categories');

    // Styled by the theme (not the browser's serif default) and no wider than the phone.
    const layout = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(layout.font).toContain('system-ui');
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
    // The featured mosaics stay square whatever the shape of their arts.
    const tile = await row.getByRole('link').first().boundingBox();
    expect(tile && Math.abs(tile.width - tile.height)).toBeLessThanOrEqual(2);
    await page.close();
  });

  // site/scripts/prerender.ts: the home and /artes arrive drawn (with the theme on <html>),
  // and React takes them over without a hydration error or a layout shift, on a phone and
  // on a desktop.
  it('serves the home and /artes prerendered, and hydrates them cleanly', async () => {
    for (const [path, heading] of [
      ['/', 'Designs Profissionais'],
      ['/artes', 'Todos os Designs'],
    ] as const) {
      const html = await (await fetch(`${stack.url}${path}`)).text();
      expect(html).toContain(heading);
      expect(html).toMatch(/<html lang="pt-BR" class="[\w-]+">/);
      for (const width of [390, 1366]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().includes('401')) {
            errors.push(message.text());
          }
        });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { __shifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const listingCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/artes') listingCalls.push(request.url());
        });
        await page.goto(`${stack.url}${path}`);
        // Hydrated: the header's menus are live (the stand-ins are disabled buttons).
        await page
          .locator('header button[aria-haspopup]:not([aria-disabled])')
          .first()
          .waitFor({ state: 'attached' });
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.waitForTimeout(500);
        const shifted = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
        );
        expect(errors, `${path} @ ${width}px`).toEqual([]);
        expect(shifted, `${path} @ ${width}px`).toBeLessThanOrEqual(0.05);
        // /artes preloads its first listing call with the HTML; the app's call takes that
        // answer instead of asking again.
        if (path === '/artes') {
          await page.getByText(/designs? encontrados?/).waitFor();
          expect(listingCalls).toHaveLength(1);
        }
        await page.close();
      }
    }
  });

  // A visitor who types into the prerendered search before the app's code has run keeps
  // the text, and the listing acts on it once the app takes over.
  it('keeps what was typed into /artes before hydration, and suggests from it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let release: () => void = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's code waits until the visitor has typed.
    await page.route('**/paint-first.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${stack.url}/artes`, { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Buscar designs' });
    await box.fill('culto');
    release();
    const option = page
      .getByRole('listbox', { name: 'Sugestões de busca' })
      .getByRole('option')
      .first();
    await option.waitFor();
    expect(await box.inputValue()).toBe('culto');
    expect((await option.textContent())?.toLowerCase()).toContain('culto');
    await page.close();
  });
});
