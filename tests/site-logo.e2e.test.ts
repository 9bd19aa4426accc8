import type { Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// The staff console's logo page (issue 19) in Chromium against the shared stack: an admin
// sends a new logo at /admin/logo-upload and the header of another open tab of the site
// shows it without a reload (BroadcastChannel → logo-updated → settings read again); a
// removal puts the default back the same way. The demo's own logo is set back afterwards.
const ADMIN = 'admin@demo.artegospel.com.br';
const DEMO_LOGO = '/images/logo.svg';

describe('staff console: the site logo', () => {
  const { stack, browser } = useJourney();
  let restore: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await restore?.();
  });

  /** The public header's logo address, as the page holds it now. */
  const headerLogo = (page: Page) =>
    page
      .getByRole('banner')
      .getByRole('link', { name: /início$/ })
      .locator('img');

  it('an admin changes the logo and the header of another open tab shows it without reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: { username: ADMIN, password: 'demo12345', rememberMe: false },
    });
    expect(login.status(), await login.text()).toBe(200);
    restore = async () => {
      const reset = await context.request.put(`${stack.url}/api/admin/site-settings`, {
        data: { logoUrl: DEMO_LOGO },
      });
      expect(reset.status(), await reset.text()).toBe(200);
      await context.close();
    };

    // The site, open in one tab, with a mark that a reload would lose.
    const site = await context.newPage();
    await site.goto(`${stack.url}/artes`);
    await site.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);
    await headerLogo(site)
      .and(site.locator('[src^="/images/logo."]'))
      .waitFor({ state: 'attached' });
    await site.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The console in another tab: a 96×32 PNG, chosen, previewed, sent.
    const png = await sharp({
      create: { width: 96, height: 32, channels: 4, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const admin = await context.newPage();
    await admin.goto(`${stack.url}/admin/logo-upload`);
    await admin.getByRole('heading', { level: 1, name: 'Logo do site' }).waitFor();
    await admin.locator('input[type="file"]').setInputFiles({
      name: `logo-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: png,
    });
    await admin.getByRole('figure', { name: 'Prévia do novo logo no cabeçalho' }).waitFor();
    await admin.getByRole('button', { name: 'Enviar logo' }).click();
    const sent = admin.getByText(/^Endereço do logo: \/media\/site\/logo-[0-9a-f]{16}\.png$/);
    await sent.waitFor();
    const url = ((await sent.textContent()) ?? '').replace('Endereço do logo: ', '');

    // The other tab's header, untouched by anyone, now shows the new logo, loaded.
    await expect
      .poll(() => headerLogo(site).getAttribute('src'), { timeout: 10_000 })
      .toMatch(new RegExp(`^${url.replace(/\./g, '\\.')}\\?t=\\d+$`));
    await site.waitForFunction(
      (img) => (img as HTMLImageElement).naturalWidth === 96,
      await headerLogo(site).elementHandle(),
    );
    expect(
      await site.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // Removed: the other tab goes back to the default logo, still without a reload.
    await admin.getByRole('button', { name: 'Remover logo' }).click();
    await admin
      .getByRole('dialog', { name: 'Remover o logo?' })
      .getByRole('button', { name: 'Remover logo' })
      .click();
    await admin.getByText('Nenhum logo enviado: o site mostra o logo padrão.').waitFor();
    await expect
      .poll(() => headerLogo(site).getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/images\/logo\.png\?t=\d+$/);
    expect(
      await site.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // The file is gone with it.
    expect((await context.request.get(`${stack.url}${url}`)).status()).toBe(404);
  });
});
