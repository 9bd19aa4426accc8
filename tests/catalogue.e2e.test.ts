import type { BrowserContext } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Catalogue journeys: browser → bff → api → PGlite with the demo seed (about 5,300 public arts).
interface ApiArt {
  id: number;
  title: string;
  isPremium: boolean;
}

describe('catalogue journeys', () => {
  const { stack, browser } = useJourney();

  async function freshAccount(viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport });
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `catalogo.${stamp}@teste.artegospel.com.br`;
    const answer = await context.request.post(`${stack.url}/api/register`, {
      data: {
        username: `catalogo${stamp}`,
        email,
        password: 'senha-forte-123',
        name: 'Maria Teste',
      },
    });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return { context, page: await context.newPage() };
  }

  async function freeArts(context: BrowserContext, count: number): Promise<ApiArt[]> {
    const answer = await context.request.get(
      `${stack.url}/api/arts?isPremium=false&limit=${count}&page=1&sortBy=antigos`,
    );
    return ((await answer.json()) as { arts: ApiArt[] }).arts;
  }

  it('a visitor browses home → chip → category → /artes search with a suggestion → filter → page 2 → art → download asks to log in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(stack.url);
    const gallery = page.getByRole('region', { name: 'Designs Profissionais' });
    await gallery.getByRole('list', { name: 'Designs Profissionais' }).waitFor();
    // A quick chip filters the gallery and keeps the category in the URL.
    await gallery.getByRole('button', { name: 'Batismo', exact: true }).click();
    await gallery.getByText('Filtrado por categoria').waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toMatch(/^\d+$/);
    // The featured category opens its gallery. Its tile is found by where it leads: a tile's
    // name also carries its first art's title, and another category's art may say 'Batismo'
    // ('Certificado de Batismo', as the seed of some days draws it).
    await page.getByTestId('featured-categories').locator('a[href="/categorias/batismo"]').click();
    await page.waitForURL(`${stack.url}/categorias/batismo`);
    await page.getByRole('heading', { level: 1, name: 'Batismo' }).waitFor();
    await page.getByRole('list', { name: 'Artes de Batismo' }).getByRole('link').first().waitFor();

    // The listing: a suggestion from 2 characters, then a filter, then page 2.
    await page.goto(`${stack.url}/artes`);
    await page.getByRole('heading', { level: 1, name: 'Todos os Designs' }).waitFor();
    // The heading comes drawn by the server: typing waits for the app to have taken the page
    // over (typing before it is home.e2e's journey).
    await page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);
    await page.getByRole('combobox', { name: 'Buscar designs' }).fill('culto');
    const suggestions = page.getByRole('listbox', { name: 'Sugestões de busca' });
    const firstSuggestion = suggestions.getByRole('option').first();
    await firstSuggestion.waitFor();
    const chosen = (await firstSuggestion.textContent()) ?? '';
    await firstSuggestion.click();
    await page.waitForFunction(
      ([input, text]) => (input as HTMLInputElement).value === text,
      [await page.getByRole('combobox', { name: 'Buscar designs' }).elementHandle(), chosen],
    );
    await page.waitForURL((url) => url.searchParams.get('search') === chosen);
    // Broaden to every 'culto' title, then filter by format: enough for two pages.
    await page.getByRole('combobox', { name: 'Buscar designs' }).fill('culto');
    await page.getByRole('combobox', { name: 'Buscar designs' }).press('Enter');
    // On a phone the filters are in the 'Filtros' sheet.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('combobox', { name: 'Formato' }).click();
    await page.getByRole('option', { name: 'Stories' }).click();
    await page.getByRole('button', { name: 'Ver resultados' }).click();
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('formatId') ?? ''));
    await page.getByText(/^Página 1 de \d+$/).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(/^Página 2 de \d+$/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lastGalleryPage'))).toMatch(
      /^\/artes\?/,
    );

    // An art card opens its page at /artes/{id}-{slug}.
    const card = page.getByRole('list', { name: 'Todos os Designs' }).getByRole('link').first();
    await card.waitFor();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/artes\/\d+-[a-z0-9-]+$/);
    // Page 2's cards may still be replacing page 1's: whichever card is clicked, it
    // must open an art page at its canonical address.
    await card.click();
    await page.waitForURL(/\/artes\/\d+-[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Baixar arquivos' }).click();
    await page.waitForURL(`${stack.url}/auth?tab=login`);
    await page.close();
  });

  // A file type in the address is sent as its slug: the listing waits for the file types
  // instead of asking first for the unfiltered page (one call for the page, not two).
  it('/artes with a file type in the address asks for its page once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const listingCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/artes') listingCalls.push(url.search);
    });
    const listed = page.waitForResponse((answer) => answer.url().includes('/api/artes?'));
    await page.goto(`${stack.url}/artes?fileTypeId=1`);
    await listed;
    await page.getByText(/designs? encontrados?/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(listingCalls).toHaveLength(1);
    expect(listingCalls[0]).toMatch(/[?&]fileType=[a-z]/);
    await page.close();
  });

  it('a wrong slug goes to the canonical address and an unknown id is a 404', async () => {
    const page = await browser.newPage();
    const [art] = await freeArts(page.context(), 1);
    if (!art) throw new Error('seed without free arts');
    await page.goto(`${stack.url}/artes/${art.id}-titulo-errado`);
    await page.waitForURL((url) => url.pathname !== `/artes/${art.id}-titulo-errado`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/artes/${art.id}-[a-z0-9-]+$`));
    await page.getByRole('heading', { level: 1, name: art.title }).waitFor();
    await page.goto(`${stack.url}/artes/99999999-nada`);
    await page.getByRole('heading', { name: 'Design não encontrado' }).waitFor();
    await page.close();
  });

  it('a free account downloads until the monthly limit of 10 and sees the message; favourites reach the panel', async () => {
    const { context, page } = await freshAccount();
    // Any tab a download opens is closed as it comes.
    context.on('page', (opened) => {
      if (opened !== page) void opened.close();
    });
    const arts = await freeArts(context, 11);
    expect(arts).toHaveLength(11);
    for (const [index, art] of arts.slice(0, 10).entries()) {
      await page.goto(`${stack.url}/artes/${art.id}`);
      await page.getByRole('heading', { level: 1, name: art.title }).waitFor();
      await page.getByRole('button', { name: 'Baixar arquivos' }).click();
      // The page's own counter (the toast repeats it outside <main>).
      await page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `Downloads deste mês: ${index + 1}/10` })
        .waitFor();
    }
    const last = arts[10] as ApiArt;
    await page.goto(`${stack.url}/artes/${last.id}`);
    await page.getByRole('heading', { level: 1, name: last.title }).waitFor();
    await page.getByRole('button', { name: 'Baixar arquivos' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Você atingiu o limite de 10 downloads gratuitos deste mês' })
      .waitFor();

    // A favourite shows in /painel/favoritas.
    await page.getByRole('button', { name: 'Favoritar' }).click();
    await page.getByRole('button', { name: 'Remover das favoritas' }).waitFor();
    await page.goto(`${stack.url}/painel/favoritas`);
    await page.getByText(last.title).first().waitFor();
    await context.close();
  });

  // Subscribers see 'Acesso Rápido' in place of the sales sections (catalogue §2, §6).
  it('a subscriber sees Acesso Rápido on the home, not the pricing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: {
        username: 'premium@demo.artegospel.com.br',
        password: 'demo12345',
        rememberMe: false,
      },
    });
    expect(login.status(), await login.text()).toBe(200);
    const page = await context.newPage();
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Acesso Rápido' }).waitFor();
    await page.getByRole('heading', { name: 'Top 6 - Artes em Alta' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link').count()).toBe(
      8,
    );
    expect(await page.getByRole('heading', { name: 'Escolha o seu plano' }).count()).toBe(0);
    await context.close();
  });

  it('keeps at most a few hundred cards in the DOM of a phone with 5,000 arts loaded by infinite scroll', async () => {
    // A phone, whose memory the bound is for: two columns, so each jump to the bottom draws
    // a screenful of cards, not the five columns of a desktop (half the run's CPU in this test).
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The seed spreads its ~5,300 public arts over many categories; this gallery is given every art
    // of the real API (categoryId dropped from its calls), 100 per page as the page asks.
    await page.route(/\/api\/arts\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('limit') !== '100' || url.searchParams.has('isPremium')) {
        return route.continue();
      }
      url.searchParams.delete('categoryId');
      const response = await route.fetch({ url: url.toString() });
      await route.fulfill({ response });
    });
    let pagesLoaded = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/arts' && url.searchParams.get('limit') === '100') {
        pagesLoaded = Math.max(pagesLoaded, Number(url.searchParams.get('page')));
      }
    });
    await page.goto(`${stack.url}/categorias/batismo`);
    const list = page.getByRole('list', { name: 'Artes de Batismo' });
    await list.getByRole('link').first().waitFor();
    let mostInDom = 0;
    while (pagesLoaded < 50) {
      const before = pagesLoaded;
      // Scroll again on every look: a page that arrived after the last scroll grows the
      // document, and only a new scroll to its new bottom asks for the next one.
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return pagesLoaded;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(before);
      mostInDom = Math.max(mostInDom, await list.locator(':scope > li').count());
    }
    // The last scroll, and the frames that draw it.
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise(requestAnimationFrame);
      }
    });
    const inDom = await list.locator(':scope > li').count();
    expect(pagesLoaded).toBeGreaterThanOrEqual(50);
    expect(Math.max(mostInDom, inDom)).toBeLessThanOrEqual(300);
    expect(inDom).toBeGreaterThan(0);
    // The scroll may have asked for one more page: let its handler finish before the page
    // goes, or its fetch is cut off and rejects after the test.
    await page.unrouteAll({ behavior: 'wait' });
    await page.close();
  }, 300_000);
});
