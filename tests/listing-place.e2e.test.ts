import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { choose } from '../testing/stack/choose';
import { useJourney } from '../testing/stack/journey';

// /artes keeps its place (issue 18): the whole listing in its address, the scroll kept for
// Back, a reload and 'Voltar para as artes', a page past the end clamped, each page asked
// for once, the page buttons' smooth scroll, the magnifier and the phone's filter sheet.
// Browser → bff → api → PGlite with the demo seed.

interface Format {
  id: number;
  name: string;
}

/** The listing calls a page makes, as "page/sortBy/formatId/isPremium". */
function countListingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/artes') return;
    const p = url.searchParams;
    calls.push(
      `${p.get('page')}/${p.get('sortBy')}/${p.get('formatId') ?? '-'}/${p.get('isPremium') ?? '-'}`,
    );
  });
  return calls;
}

/** Waits for the listing to be live: hydrated (the header's menus) and its count drawn. */
/** The app has taken the server-drawn page over (App's first effects have run). */
async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * The header as a visitor has it once the session is answered: 'Entrar' and 'Cadastre-se'
 * appear beside the magnifier and move it, so a click aimed before that can land beside it
 * (it failed that way once in CI).
 */
async function headerSettled(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).waitFor();
}

async function listingReady(page: Page) {
  await appReady(page);
  await page.getByText(/designs? encontrados?$/).waitFor();
}

/**
 * The arts of the listing's address are in and drawn: its gallery is no longer busy. (A
 * wait for 'networkidle' is no wait after the first load: Playwright counts it once per
 * document, and a listing left mid-call asks for its page again on Back.)
 */
async function listingDrawn(page: Page) {
  await page.locator('main ul[aria-label="Todos os Designs"][aria-busy="false"]').waitFor();
}

/**
 * Opens an art whose card is wholly on screen (so the click scrolls nothing) and returns
 * the scroll position the listing had.
 */
async function openVisibleArt(page: Page): Promise<number> {
  await page.evaluate(() => {
    for (const marked of document.querySelectorAll('[data-e2e-card]')) {
      marked.removeAttribute('data-e2e-card');
    }
    const cards = [...document.querySelectorAll('main ul[aria-label] > li a[href^="/artes/"]')];
    const card = cards.find((link) => {
      const box = link.getBoundingClientRect();
      return box.top > 80 && box.bottom < window.innerHeight && box.height > 40;
    });
    card?.setAttribute('data-e2e-card', '');
  });
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.locator('[data-e2e-card]').click();
  await page.waitForURL(/\/artes\/\d+-[a-z0-9-]+$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return scrollY;
}

const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits for the page to be scrolled further down than `least` px (as `scrollOf` reads it). */
async function scrolledPast(page: Page, least: number) {
  await page.waitForFunction((px) => Math.round(window.scrollY) > px, least);
}

/** Waits for the combobox named `name` to show `text` (its one element, so no other's). */
async function comboboxShows(page: Page, name: string, text: RegExp) {
  await page.getByRole('combobox', { name }).filter({ hasText: text }).waitFor();
}

/** Waits for the element `locator` finds to be the page's focused one. */
async function focused(locator: Locator) {
  await locator.and(locator.page().locator(':focus')).waitFor();
}

describe('/artes keeps its place', () => {
  const { stack, browser } = useJourney();

  /** Each format with its number of pages of 24 (only its free arts with `free`). */
  async function formats(free = false): Promise<Array<Format & { pages: number }>> {
    const list = (await (await fetch(`${stack.url}/api/formats`)).json()) as Format[];
    return Promise.all(
      list.map(async (format) => {
        const licence = free ? '&isPremium=false' : '';
        const answer = (await (
          await fetch(`${stack.url}/api/artes?page=1&limit=1&formatId=${format.id}${licence}`)
        ).json()) as { totalCount: number };
        return { ...format, pages: Math.ceil(answer.totalCount / 24) };
      }),
    );
  }

  it('filters, page 3 and a sort survive an art and Back, a reload, a shared link and "Voltar para as artes", scroll included, each page asked once', async () => {
    const format = (await formats(true)).find((entry) => entry.pages >= 4);
    if (!format) throw new Error('seed without a format of 4 pages of free arts');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const calls = countListingCalls(page);
    await page.goto(`${stack.url}/artes`);
    await listingReady(page);

    await choose(page, 'Formato', format.name);
    await page.getByText(/^Página 1 de \d+$/).waitFor();
    // The licence too (Back once lost it).
    await choose(page, 'Licença', 'Grátis');
    await page.getByText(`Página 1 de ${format.pages}`).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(`Página 2 de ${format.pages}`).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(`Página 3 de ${format.pages}`).waitFor();
    // The sort keeps the page (catalogue §4).
    const sorted = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/artes' && url.searchParams.get('sortBy') === 'antigos';
    });
    await choose(page, 'Ordenar por', 'Mais antigos');
    await page.waitForURL(
      `${stack.url}/artes?formatId=${format.id}&licence=free&sortBy=antigos&page=3`,
    );
    const listing = page.url();
    await page.getByText(`Página 3 de ${format.pages}`).waitFor();
    // The sorted page was asked for, then drawn.
    await sorted;
    await listingDrawn(page);
    // The first page is in the server's render; every other page was asked for once.
    expect(calls).toEqual([
      `1/destaques/${format.id}/-`,
      `1/destaques/${format.id}/false`,
      `2/destaques/${format.id}/false`,
      `3/destaques/${format.id}/false`,
      `3/antigos/${format.id}/false`,
    ]);

    // Down the page, an art, and the browser's Back.
    await page.mouse.wheel(0, 1100);
    await scrolledPast(page, 900);
    const before = await openVisibleArt(page);
    await page.goBack();
    await page.waitForURL(listing);
    await page.getByText(`Página 3 de ${format.pages}`).waitFor();
    await comboboxShows(page, 'Ordenar por', /Mais antigos/);
    await comboboxShows(page, 'Formato', new RegExp(format.name));
    await comboboxShows(page, 'Licença', /Grátis/);
    await scrolledPast(page, before - 30);
    expect(Math.abs((await scrollOf(page)) - before)).toBeLessThanOrEqual(30);
    // Back found the page in the cache: no call.
    expect(calls.slice(5)).toEqual([]);

    // A reload: the same page, sort, filter and place (one call, the new document's).
    calls.length = 0;
    await page.reload();
    await listingReady(page);
    expect(page.url()).toBe(listing);
    await page.getByText(`Página 3 de ${format.pages}`).waitFor();
    await scrolledPast(page, before - 30);
    expect(Math.abs((await scrollOf(page)) - before)).toBeLessThanOrEqual(30);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([`3/antigos/${format.id}/false`]);

    // 'Voltar para as artes' goes back to this very listing and place.
    const again = await openVisibleArt(page);
    const back = page.getByRole('link', { name: '← Voltar para as artes' });
    expect(await back.getAttribute('href')).toBe(listing.slice(stack.url.length));
    await back.click();
    await page.waitForURL(listing);
    await page.getByText(`Página 3 de ${format.pages}`).waitFor();
    await scrolledPast(page, again - 30);
    expect(Math.abs((await scrollOf(page)) - again)).toBeLessThanOrEqual(30);
    expect(calls).toHaveLength(1);

    // The address shared: a fresh browser opens the same page, asked for once.
    const friend = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shared = await friend.newPage();
    const sharedCalls = countListingCalls(shared);
    await shared.goto(listing);
    await listingReady(shared);
    await shared.getByText(`Página 3 de ${format.pages}`).waitFor();
    await comboboxShows(shared, 'Ordenar por', /Mais antigos/);
    await shared.waitForLoadState('networkidle');
    expect(sharedCalls).toEqual([`3/antigos/${format.id}/false`]);
    // A link from elsewhere starts the listing at the top.
    expect(await scrollOf(shared)).toBe(0);
    await friend.close();
    await context.close();
  });

  it('an art page with no listing visited goes back to /artes', async () => {
    const page = await browser.newPage();
    const [art] = (
      (await (await fetch(`${stack.url}/api/artes?page=1&limit=1`)).json()) as {
        arts: Array<{ id: number }>;
      }
    ).arts;
    await page.goto(`${stack.url}/artes/${art?.id}`);
    const back = page.getByRole('link', { name: '← Voltar para as artes' });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('/artes');
    await page.close();
  });

  it('a page past the last goes to the last: from an old link, and when a filter narrows the results', async () => {
    const small = (await formats()).find((entry) => entry.pages >= 2 && entry.pages <= 8);
    if (!small) throw new Error('seed without a format of 2 to 8 pages');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.url}/artes?formatId=${small.id}&page=999`);
    await listingReady(page);
    await page.getByText(`Página ${small.pages} de ${small.pages}`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(small.pages));

    // Page 20 of everything, then the small format: 'Página 20 de N' never stays.
    await page.goto(`${stack.url}/artes?page=20`);
    await listingReady(page);
    await page.getByText(/^Página 20 de \d+$/).waitFor();
    const historyLength = await page.evaluate(() => history.length);
    await choose(page, 'Formato', small.name);
    await page.getByText(`Página ${small.pages} de ${small.pages}`).waitFor();
    await page.waitForURL((url) => url.searchParams.get('page') === String(small.pages));
    // The filter made one history entry; the clamp replaced it.
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    await page.close();
  });

  it('the page buttons scroll smoothly all the way to the top', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.url}/artes`);
    await listingReady(page);
    const next = page.getByRole('button', { name: 'Próxima' });
    // Down at the page buttons, and staying there: the grid may still be placing the cards
    // the page drew (the page grows and moves the buttons) while the visitor gets there.
    await page.waitForFunction(
      (button) => {
        const box = button.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight) {
          button.scrollIntoView({ block: 'center', behavior: 'instant' });
        }
        return Math.round(window.scrollY) > 800;
      },
      await next.elementHandle(),
    );
    await next.click();
    // The grid placing page 2's cards used to stop the scroll after a few pixels.
    await expect.poll(() => scrollOf(page), { timeout: 5_000 }).toBe(0);
    await page.getByText(/^Página 2 de \d+$/).waitFor();
    await page.close();
  });

  it("the header's magnifier focuses the home's own search while it is on screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(stack.url);
    await appReady(page);
    await headerSettled(page);
    await page.getByRole('banner').getByRole('link', { name: 'Buscar artes' }).click();
    expect(page.url()).toBe(`${stack.url}/`);
    await focused(page.locator('#hero-search'));
    // It stays on the home.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it("the header's magnifier focuses the listing's search; its suggestions work with the keyboard", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // From another page it opens /artes with the box focused.
    await page.goto(`${stack.url}/categorias`);
    await appReady(page);
    await headerSettled(page);
    await page.getByRole('banner').getByRole('link', { name: 'Buscar artes' }).click();
    await page.waitForURL(`${stack.url}/artes`);
    const box = page.getByRole('combobox', { name: 'Buscar designs' });
    await focused(box);
    // On /artes it focuses the box and stays where it is.
    await box.blur();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(/^Página 2 de \d+$/).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Buscar artes' }).click();
    await focused(box);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // ArrowDown twice highlights the second suggestion, Enter runs it.
    await page.keyboard.type('culto');
    const listbox = page.getByRole('listbox', { name: 'Sugestões de busca' });
    await listbox.getByRole('option').nth(1).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = listbox.getByRole('option').nth(1);
    const secondId = await second.getAttribute('id');
    await page.waitForFunction(
      ([input, id]) => input.getAttribute('aria-activedescendant') === id,
      [await box.elementHandle(), secondId] as const,
    );
    const chosen = ((await second.textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === chosen);
    // A new search starts on page 1.
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // Escape closes a list that is open.
    await box.fill('batismo');
    await listbox.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await box.and(page.locator('[aria-expanded="false"]')).waitFor();
    await page.close();
  });

  it('a phone at 390 px filters in the "Filtros" sheet: two filters, the count 2, the listing filtered', async () => {
    const format = (await formats()).find((entry) => entry.pages >= 2);
    if (!format) throw new Error('seed without formats');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const calls = countListingCalls(page);
    await page.goto(`${stack.url}/artes`);
    await listingReady(page);
    // The bar is not on a phone: its button is.
    expect(await page.getByRole('combobox', { name: 'Ordenar por' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.waitFor();
    const filtered = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/artes',
    );
    // It fills the phone's width and, once risen, sits on its bottom edge.
    await page.waitForFunction(
      (dialog) => {
        const box = dialog.getBoundingClientRect();
        return box.width === 390 && Math.round(box.y + box.height) === 844;
      },
      await sheet.elementHandle(),
    );
    await choose(page, 'Licença', 'Grátis');
    await choose(page, 'Formato', format.name);
    await sheet.getByRole('button', { name: 'Ver resultados' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filtros (2)' }).waitFor();
    await page.waitForURL((url) => url.search === `?formatId=${format.id}&licence=free`);
    await filtered;
    await listingDrawn(page);
    // One call for the two filters, not one each.
    expect(calls).toEqual([`1/destaques/${format.id}/false`]);
    const free = (await (
      await fetch(`${stack.url}/api/artes?page=1&limit=1&formatId=${format.id}&isPremium=false`)
    ).json()) as { totalCount: number };
    await page
      .getByText(
        free.totalCount === 1
          ? '1 design encontrado'
          : `${free.totalCount.toLocaleString('pt-BR')} designs encontrados`,
      )
      .waitFor();
    await page.close();
  });
});
