import { SEASON_SLUGS } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// /calendario-gospel (a bonus of the plans, catalogue §1) in Chromium through the real BFF:
// a page of its own (no 'Em breve'), and every season it links to is a category with arts
// on the seeded demo.

describe('the gospel posting calendar', () => {
  const { stack, browser } = useJourney();

  it('links every season to a category that has arts', async () => {
    const call = visitor(stack.url);
    for (const slug of SEASON_SLUGS) {
      const found = await call('GET', `/api/categorias/slug/${slug}`);
      expect(found.status, slug).toBe(200);
      const arts = await call('GET', `/api/arts?categoryId=${found.body.id}&limit=1`);
      expect(Number(arts.body.totalCount), slug).toBeGreaterThan(0);
    }
  });

  it('shows the next twelve months on a phone and leads to the arts of a date', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const res = await page.goto(`${stack.url}/calendario-gospel`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Calendário Gospel' }).waitFor();
      expect(await page.getByText('Em breve').count()).toBe(0);
      // Twelve months whatever the day (each has its Santa Ceia), then the church's own dates.
      const months = page.getByRole('main').getByRole('heading', { level: 2 });
      expect(await months.count()).toBe(13);
      expect(await months.last().textContent()).toBe('Datas da sua igreja');
      await page.getByRole('link', { name: 'Ver artes do Natal' }).click();
      await page.waitForURL(`${stack.url}/categorias/natal`);
      await page.getByRole('heading', { level: 1, name: /Natal/ }).waitFor();
      expect(await page.title()).toContain('Natal');
    } finally {
      await context.close();
    }
  });
});
