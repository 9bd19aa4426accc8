import { COLLECTIONS_PAGE_SIZE } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// /collections in Chromium through the real BFF on the seeded demo: a page of its own (no
// 'Em breve'), its kits are the demo's designs made in several formats, and a kit leads to
// its art, whose page lists the other formats.

describe('Coleções', () => {
  const { stack, browser } = useJourney();

  it('lists kits of two or more formats of one design', async () => {
    const res = await visitor(stack.url)('GET', '/api/collections?page=1');
    expect(res.status).toBe(200);
    const body = res.body as {
      collections: {
        groupId: string;
        arts: { title: string; format: string; sizeId: string | null }[];
      }[];
      totalCount: number;
    };
    expect(body.totalCount).toBeGreaterThan(COLLECTIONS_PAGE_SIZE);
    expect(body.collections).toHaveLength(COLLECTIONS_PAGE_SIZE);
    for (const kit of body.collections) {
      expect(kit.arts.length, kit.groupId).toBeGreaterThanOrEqual(2);
      // One design: one title, each art in a size of its own.
      expect(new Set(kit.arts.map((art) => art.title)).size, kit.groupId).toBe(1);
      const sizes = new Set(kit.arts.map((art) => `${art.format}/${art.sizeId}`));
      expect(sizes.size, kit.groupId).toBe(kit.arts.length);
    }
  });

  it("opens a kit's art on a phone, with its other formats", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const res = await page.goto(`${stack.url}/collections`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Coleções' }).waitFor();
      expect(await page.getByText('Em breve').count()).toBe(0);
      const kits = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect.poll(() => kits.count()).toBe(COLLECTIONS_PAGE_SIZE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const name = (await kits.first().textContent()) ?? '';
      await kits.first().click();
      await page.waitForURL(/\/artes\/\d+-/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('heading', { name: 'Outros formatos' }).waitFor();
      // And back from the art to every kit.
      await page.getByRole('link', { name: 'Ver todas as coleções' }).click();
      await page.waitForURL(/\/collections$/);
      await page.getByRole('heading', { level: 1, name: 'Coleções' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
