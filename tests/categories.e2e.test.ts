import { type CategoryOverview, CategoryOverviewResponseSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Issue 18, on the real stack (seeded catalogue): /categorias in one catalogue call, 'Em
// breve' only where the API counts no art, and a category's statistics counted over the
// whole category.

/** What the app shell asks for on any page (session, settings, popups): not the page's. */
const SHELL = /^\/api\/(user|site-settings|popups\/)/;

describe('categories journey', () => {
  const { stack, browser } = useJourney();

  it("/categorias draws every card from one call, 'Em breve' only for a category with no art", async () => {
    const overview = v.parse(
      CategoryOverviewResponseSchema,
      await (await fetch(`${stack.url}/api/categories/overview`)).json(),
    );
    const empty = overview.filter((c) => c.artCount === 0).map((c) => c.name);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && !SHELL.test(path)) calls.push(path);
    });
    await page.goto(`${stack.url}/categorias`);
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /Ver artes/ }) });
    await cards.getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');

    const drawn = await cards.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        soon: (link.textContent ?? '').includes('Em breve'),
        images: link.querySelectorAll('img').length,
      })),
    );
    expect(drawn).toHaveLength(overview.length);
    const bySlug = new Map<string, CategoryOverview>(overview.map((c) => [c.slug, c]));
    for (const card of drawn) {
      const category = bySlug.get(card.href?.replace('/categorias/', '') ?? '');
      expect(category, String(card.href)).toBeDefined();
      // 'Em breve' exactly where the API counts no published art; otherwise samples.
      expect(card.soon, card.href ?? '').toBe(category?.artCount === 0);
      if (category && category.artCount > 0)
        expect(card.images, card.href ?? '').toBeGreaterThan(0);
    }
    expect(await page.getByText('Em breve').count()).toBe(empty.length);
    // The page's own calls: the overview, nothing per category.
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(calls).toEqual(['/api/categories/overview']);
    await page.close();
  });

  it("a category's statistics count all of its arts, not the loaded ones", async () => {
    const json = async (path: string) => (await fetch(`${stack.url}${path}`)).json();
    const category = (await json('/api/categorias/slug/batismo')) as { id: number };
    // Counted independently by the listing call's totals.
    const all = (await json(`/api/arts?categoryId=${category.id}&limit=1`)) as {
      totalCount: number;
    };
    const premium = (await json(`/api/arts?categoryId=${category.id}&isPremium=true&limit=1`)) as {
      totalCount: number;
    };
    // More arts than the page's first load of 100: a sum over loaded arts would fall short.
    expect(all.totalCount).toBeGreaterThan(100);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.url}/categorias/batismo`);
    await page.getByRole('button', { name: 'Ver detalhes' }).click();
    const value = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    const number = (n: number) => n.toLocaleString('pt-BR');
    // '…' until the statistics call answers: wait for a figure (Playwright's own wait for an
    // element, not vitest's one-second poll, which a loaded machine outran), then compare.
    await value('Total de artes').filter({ hasText: /^\d/ }).waitFor();
    expect(await value('Total de artes').textContent()).toBe(number(all.totalCount));
    expect(await value('Artes premium').textContent()).toBe(number(premium.totalCount));
    expect(await value('Artes grátis').textContent()).toBe(
      number(all.totalCount - premium.totalCount),
    );
    expect(await value('Formatos disponíveis').textContent()).toMatch(/^\d+ \(.+\)$/);
    await page.close();
  });
});
