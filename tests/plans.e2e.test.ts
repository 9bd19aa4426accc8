import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Selling (platform §2.5, catalogue §2, §7): a visitor lands with campaign params, picks a
// plan, and the new tab goes through the BFF's /checkout/:plan to the provider's link with
// the attribution rewritten. The provider's host is answered locally (no internet here).

describe('plans and checkout', () => {
  const { stack, browser } = useJourney();

  it('carries the landing attribution from the home to the checkout of the chosen plan', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('https://pay.hotmart.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    const page = await context.newPage();
    await page.goto(`${stack.url}/?utm_source=instagram&utm_campaign=pascoa&gclid=g-1`);
    // The home's pricing for visitors: the plans page's figures (issue 15), annual from
    // R$ 564, 83% off.
    const pricing = page.getByRole('region', { name: 'Escolha o seu plano' });
    await pricing.getByText('R$ 564,00').waitFor();
    await pricing.getByText('Economize 83%').waitFor();

    await page.goto(`${stack.url}/planos`);
    await page.getByRole('heading', { name: 'Escolha Seu Plano Ideal' }).waitFor();
    const annual = page.getByRole('article', { name: 'Plano Anual' });
    await annual.getByText('MELHOR OFERTA').waitFor();
    await annual.getByText('Economize 83%').waitFor();
    await annual.getByText('ou 12x de R$ 10,03').waitFor();
    // 'Mais Populares' keeps monthly and annual only.
    await page.getByRole('button', { name: 'Mais Populares' }).click();
    expect(await page.getByRole('article').count()).toBe(2);
    await page.getByRole('button', { name: 'Todos' }).click();
    expect(await page.getByRole('article').count()).toBe(3);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Assinar Vitalício' }).click(),
    ]);
    await tab.waitForURL(/pay\.hotmart\.com/);
    const landed = new URL(tab.url());
    expect(landed.pathname).toBe('/A100000001M');
    expect(landed.searchParams.get('off')).toBe('artegospel-vitalicio');
    expect(landed.searchParams.get('sck')).toBe('instagram');
    expect(landed.searchParams.get('utm_campaign')).toBe('pascoa');
    expect(landed.searchParams.get('gclid')).toBe('g-1');
    expect(landed.searchParams.has('utm_source')).toBe(false);
    await context.close();
  });
});
