import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// /pv, the sales page the ads point to (platform §2.1: no header, no footer), in Chromium
// through the real BFF: a visitor from an Instagram ad on a phone reads the offer, picks the
// annual plan, and the new tab goes through /checkout/anual to the provider's link with the
// ad's attribution. The provider's host is answered locally (no internet here).

describe('sales page', () => {
  const { stack, browser } = useJourney();

  it('takes a visitor from an ad to the checkout of the chosen plan, on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.route('https://pay.hotmart.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
      );
      const page = await context.newPage();
      const res = await page.goto(`${stack.url}/pv?utm_source=instagram&utm_campaign=ceia`);
      expect(res?.status()).toBe(200);
      await page
        .getByRole('heading', {
          level: 1,
          name: 'Artes profissionais para a sua igreja, prontas em minutos',
        })
        .waitFor();
      await expect.poll(() => page.title()).toBe('Assine o Premium — Arte Gospel');
      expect(await page.getByText('Em breve').count()).toBe(0);
      // No site header or footer.
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.getByText('Denunciar arquivo').count()).toBe(0);
      // The demo's most downloaded arts, drawn.
      const samples = page.getByRole('region', { name: 'Algumas das artes mais baixadas' });
      await expect.poll(() => samples.getByRole('img').count()).toBe(6);
      // One column on the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      // The hero's call takes the visitor down to the plans.
      const plans = page.getByRole('region', { name: 'Escolha o seu plano' });
      const top = () => plans.evaluate((element) => element.getBoundingClientRect().top);
      expect(await top()).toBeGreaterThan(844);
      await page.getByRole('link', { name: 'Quero assinar' }).click();
      await expect.poll(top).toBeLessThan(100);
      await expect.poll(top).toBeGreaterThanOrEqual(0);
      const annual = page.getByRole('article', { name: 'Plano Anual' });
      await annual.getByText('ou 12x de R$ 10,03').waitFor();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        annual.getByRole('button', { name: 'Assinar Anual' }).click(),
      ]);
      await tab.waitForURL(/pay\.hotmart\.com/);
      const landed = new URL(tab.url());
      expect(landed.pathname).toBe('/A100000001M');
      expect(landed.searchParams.get('off')).toBe('artegospel-anual');
      expect(landed.searchParams.get('sck')).toBe('instagram');
      expect(landed.searchParams.get('utm_campaign')).toBe('ceia');
    } finally {
      await context.close();
    }
  });
});
