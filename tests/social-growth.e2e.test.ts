import { WEEKLY_POSTING_PLAN } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// /crescimento-social in Chromium through the real BFF: a page of its own (no 'Em breve'),
// each day's gallery search finds arts on the seeded demo, and a caption is copied with the
// church's name.

describe('Crescimento Social', () => {
  const { stack, browser } = useJourney();

  it("finds arts for every day's search of the week", async () => {
    const call = visitor(stack.url);
    for (const post of WEEKLY_POSTING_PLAN) {
      const arts = await call('GET', `/api/arts?search=${encodeURIComponent(post.search)}&limit=1`);
      expect(arts.status, post.search).toBe(200);
      expect(Number(arts.body.totalCount), post.search).toBeGreaterThan(0);
    }
  });

  it("copies a caption with the church's name on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: stack.url,
      });
      const page = await context.newPage();
      const res = await page.goto(`${stack.url}/crescimento-social`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Crescimento Social' }).waitFor();
      expect(await page.getByText('Em breve').count()).toBe(0);
      await page.getByLabel('Nome da sua igreja').fill('Comunidade Vida Nova');
      const invite = page.getByRole('article', { name: 'Convite para o culto' });
      await invite.getByRole('button', { name: 'Copiar legenda' }).click();
      await page.getByText('Legenda copiada!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'Comunidade Vida Nova convida você: neste domingo tem culto! Venha adorar a Deus com a gente e traga a sua família.',
      );
    } finally {
      await context.close();
    }
  });
});
