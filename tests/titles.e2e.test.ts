import {
  HOME_TITLE,
  pageTitle,
  paths,
  ROUTE_INFO,
  type RouteKey,
  routeTitle,
} from '@arte-gospel/domain';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Every route sets its own document.title (issue 18): each fixed path of the domain's route
// table is opened in the app (client-side, as a visitor or a signed-in admin for the panel
// and the staff area) and its tab must read that route's title, never another page's.
const ADMIN = 'admin@demo.artegospel.com.br';
const DEMO_PASSWORD = 'demo12345';

const fixedKeys = (Object.keys(paths) as RouteKey[]).filter(
  (key) => !paths[key].path.includes(':') && ROUTE_INFO[key].visibility !== 'redirect',
);

/** Opens `path` inside the running app (wouter follows history.pushState). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
}

/** The tab's title once it is the one of the route the app ended on (after any redirect). */
async function settledTitle(page: Page): Promise<{ path: string; title: string }> {
  let last = { path: '', title: '' };
  await expect
    .poll(async () => {
      last = await page.evaluate(() => ({
        path: window.location.pathname,
        title: document.title,
      }));
      return last.title === routeTitle(last.path) ? 'settled' : `${last.path}: ${last.title}`;
    })
    .toBe('settled');
  return last;
}

describe('page titles', () => {
  const { stack, browser } = useJourney();

  it('gives every public page of the route table its own title', async () => {
    const page = await browser.newPage();
    await page.goto(stack.url);
    const seen = new Map<string, string>();
    for (const key of fixedKeys.filter((k) => ROUTE_INFO[k].visibility !== 'private')) {
      const path = paths[key].path;
      await openInApp(page, path);
      const { path: landed, title } = await settledTitle(page);
      if (landed !== path) continue; // a flow page that sends a visitor elsewhere
      expect(title, path).toBe(pageTitle(ROUTE_INFO[key].title));
      seen.set(path, title);
    }
    // Nearly all of them were checked where they are, each with a title of its own.
    expect(seen.size).toBeGreaterThan(25);
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.get('/')).toBe(HOME_TITLE);
    expect(seen.get('/categorias')).toBe('Categorias — Arte Gospel');
    await page.close();
  });

  it('gives the panel and staff pages their titles for a signed-in admin', async () => {
    const context = await browser.newContext();
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: { username: ADMIN, password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(stack.url);
    const privateKeys = fixedKeys.filter((k) => ROUTE_INFO[k].visibility === 'private');
    const checked: string[] = [];
    for (const key of privateKeys) {
      const path = paths[key].path;
      await openInApp(page, path);
      const { path: landed, title } = await settledTitle(page);
      if (landed !== path) {
        // The panel's root opens its first page; an admin is sent nowhere else.
        expect(`${path} → ${landed}`).toBe('/painel → /painel/inicio');
        continue;
      }
      expect(title, path).toBe(pageTitle(ROUTE_INFO[key].title));
      checked.push(path);
    }
    expect(checked).toEqual(
      privateKeys.map((key) => paths[key].path).filter((path) => path !== '/painel'),
    );
    await page.goto(`${stack.url}/painel/perfil`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Meu perfil — Arte Gospel');
    // Each staff page names itself, so two open tabs of the console tell which is which.
    await openInApp(page, '/admin/financeiro');
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe('Financeiro · Administração — Arte Gospel');
    await openInApp(page, '/admin/pagina-que-nao-existe');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Administração — Arte Gospel');
    await context.close();
  });

  it("names an art's, category's or designer's page after it, and an unknown art 'Design não encontrado'", async () => {
    const answer = await fetch(`${stack.url}/api/artes?page=1&limit=1`);
    const { arts } = (await answer.json()) as { arts: Array<{ id: number; title: string }> };
    const art = arts[0];
    expect(art).toBeDefined();
    const page = await browser.newPage();
    await page.goto(`${stack.url}/artes/${art?.id}-qualquer-coisa`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${art?.title} — Arte Gospel`);
    await page.goto(`${stack.url}/artes/999999999-nao-existe`);
    await page.getByRole('heading', { name: 'Design não encontrado' }).waitFor();
    expect(await page.title()).toBe('Design não encontrado — Arte Gospel');
    // A category and a designer are named after themselves too.
    const categories = (await (await fetch(`${stack.url}/api/categories`)).json()) as Array<{
      name: string;
      slug: string;
    }>;
    const category = categories.find((c) => c.slug === 'batismo');
    await page.goto(`${stack.url}/categorias/batismo`);
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe(`${category?.name} — Arte Gospel`);
    await page.goto(`${stack.url}/categorias/nao-existe`);
    await page.getByRole('heading', { name: 'Categoria não encontrada' }).waitFor();
    expect(await page.title()).toBe('Categoria não encontrada — Arte Gospel');
    // A designer's page, reloaded at a username with a dot (the BFF once took it for a file).
    const designer = (await (
      await fetch(`${stack.url}/api/designers/anabeatriz.design`)
    ).json()) as { designer: { name: string } };
    await page.goto(`${stack.url}/designers/anabeatriz.design`);
    await page.getByRole('heading', { name: designer.designer.name }).first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe(`${designer.designer.name} — Arte Gospel`);
    await page.getByRole('heading', { name: designer.designer.name }).first().waitFor();
    await page.goto(`${stack.url}/pagina-que-nao-existe`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.title()).toBe('Página não encontrada — Arte Gospel');
    await page.close();
  });
});
