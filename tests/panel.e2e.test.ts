import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Journeys through the user panel: browser → bff → api → PGlite. Sign-in goes through the
// API the auth page calls (POST /api/login) in the browser's own context, so the session
// cookie is the browser's; everything after it is the panel's real UI.
const DEMO_PASSWORD = 'demo12345';
const FREE = 'usuario@demo.artegospel.com.br';
const PREMIUM = 'premium@demo.artegospel.com.br';

describe('user panel journeys', () => {
  const { stack, browser } = useJourney();

  async function signedIn(
    email: string,
    password: string,
    viewport = { width: 1280, height: 900 },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: { username: email, password, rememberMe: false },
    });
    expect(login.status(), await login.text()).toBe(200);
    return { context, page: await context.newPage() };
  }

  it('shows the free account sidebar with its counters', async () => {
    const { context, page } = await signedIn(FREE, DEMO_PASSWORD);
    await page.goto(`${stack.url}/painel`);
    await page.waitForURL(`${stack.url}/painel/inicio`);
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral do painel' });
    await sidebar.getByText('Conta Free').waitFor();
    await sidebar
      .getByTestId('panel-downloads-counter')
      .filter({ hasText: /Downloads\d+\/10$/ })
      .waitFor();
    await sidebar
      .getByTestId('panel-favorites-counter')
      .filter({ hasText: /Favoritas\d+\/20$/ })
      .waitFor();
    for (const entry of [
      'Painel',
      'Meu Perfil',
      'Favoritas',
      'Salvos',
      'Seguindo',
      'Downloads',
      'Assinatura',
      'Artes',
    ]) {
      expect(await sidebar.getByRole('link', { name: entry, exact: true }).count()).toBe(1);
    }
    expect(await sidebar.getByRole('link', { name: 'Assinar Premium' }).getAttribute('href')).toBe(
      '/planos',
    );
    await page.getByRole('heading', { level: 1, name: 'Olá, Lucas!' }).waitFor();
    await context.close();
  });

  it('changes the password in /painel/perfil and signs in again with it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `painel-${Date.now()}@exemplo.com.br`;
    const oldPassword = 'senha-antiga-1';
    const newPassword = 'senha-nova-2';
    const register = await context.request.post(`${stack.url}/api/register`, {
      data: { username: email.split('@')[0], email, password: oldPassword, name: 'Teste Painel' },
    });
    expect(register.status(), await register.text()).toBe(200);

    const page = await context.newPage();
    await page.goto(`${stack.url}/painel/perfil`);
    const form = page.getByRole('form', { name: 'Alterar senha' });
    await form.getByLabel('Senha atual').fill(oldPassword);
    await form.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirmar nova senha').fill('outra-coisa');
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await form.getByText('As senhas não coincidem').waitFor();

    await form.getByLabel('Confirmar nova senha').fill(newPassword);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/profile/password',
    );
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    expect((await answer).status()).toBe(200);
    // The form empties after a successful change.
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === '',
      await form.getByLabel('Senha atual').elementHandle(),
    );

    // 'Sair' from the avatar menu ends the session and goes to /auth.
    await page.getByRole('button', { name: 'Menu da conta de Teste Painel' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth/);
    expect((await context.request.get(`${stack.url}/api/user`)).status()).toBe(401);

    const withOld = await context.request.post(`${stack.url}/api/login`, {
      data: { username: email, password: oldPassword, rememberMe: false },
    });
    expect(withOld.status()).toBe(401);
    const withNew = await context.request.post(`${stack.url}/api/login`, {
      data: { username: email, password: newPassword, rememberMe: false },
    });
    expect(withNew.status(), await withNew.text()).toBe(200);
    await page.goto(`${stack.url}/painel/inicio`);
    await page.getByRole('heading', { level: 1, name: 'Olá, Teste!' }).waitFor();
    await context.close();
  });

  it('shows the premium subscription with its expiry and days left', async () => {
    const { context, page } = await signedIn(PREMIUM, DEMO_PASSWORD);
    await page.goto(`${stack.url}/painel/assinatura`);
    const main = page.getByRole('main');
    const details = main.getByTestId('subscription-details');
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('Mensal');
    expect(text).toContain('31 de dezembro de 2099');
    expect(text).toMatch(/Dias restantes\d+/);
    expect(await main.getByRole('link', { name: 'Renovar assinatura' }).getAttribute('href')).toBe(
      '/planos',
    );
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral do painel' });
    await sidebar.getByText('Conta Mensal').waitFor();
    expect(await sidebar.getByTestId('panel-downloads-counter').textContent()).toBe('Downloads∞');
    expect(await sidebar.getByRole('link', { name: 'Assinar Premium' }).count()).toBe(0);
    // Far from expiry: no banner.
    expect(await page.getByText(/Sua assinatura Premium/).count()).toBe(0);
    await context.close();
  });

  it('opens the slide-in menu on a 390 px phone', async () => {
    const { context, page } = await signedIn(FREE, DEMO_PASSWORD, { width: 390, height: 844 });
    await page.goto(`${stack.url}/painel/inicio`);
    await page.getByRole('heading', { level: 1, name: 'Olá, Lucas!' }).waitFor();
    expect(
      await page.getByRole('complementary', { name: 'Menu lateral do painel' }).isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu do painel' });
    await drawer.waitFor();
    await drawer.getByText('Conta Free').waitFor();
    await drawer.getByRole('link', { name: 'Downloads' }).click();
    await page.waitForURL(`${stack.url}/painel/downloads`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Meus downloads' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('keeps /painel/perfil inside a 390 px phone with a long e-mail (issue 18)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const local = `ministerio-de-louvor-e-adoracao-${Date.now()}`;
    const email = `${local}@comunidadeevangelicadoavivamento.org.br`;
    const register = await context.request.post(`${stack.url}/api/register`, {
      data: { username: local, email, password: 'senha-longa-1', name: 'Ministério de Louvor' },
    });
    expect(register.status(), await register.text()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${stack.url}/painel/perfil`);
    await page.getByText(email).first().waitFor();
    // Nothing wider than the screen: no sideways scroll, and the address is all there.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const box = await page.getByText(email).first().boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
