import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { openMailbox } from '../testing/stack/smtp';

// The account journeys of platform §2.3, §4.1, §8 through the real UI: browser → bff →
// api → PGlite, with the API sending its emails to a real SMTP receiver (the run's shared
// one, see testing/stack/global-setup.ts): the journeys read the verification code and the reset
// link from the emails, as a user would (the log never carries them).

describe('account journeys', () => {
  const { stack, browser } = useJourney();
  const smtp = openMailbox(stack.mailboxFile);

  async function fillLogin(page: Page, email: string, password: string) {
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Entrar' }).click();
  }

  it('registers, verifies the email, logs out, logs in, and resets the password', async () => {
    const email = `nova.igreja.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    // Cadastrar: every field of §2.3, every field's message at once on submit, the
    // passwords' mismatch too (issue 16).
    await page.goto(`${stack.url}/register`);
    await page.waitForURL(`${stack.url}/auth?tab=register`);
    const register = page.getByRole('form', { name: 'Cadastrar' });
    await register.getByLabel('Senha', { exact: true }).fill('culto2026');
    await register.getByLabel('Confirmar senha').fill('culto2025');
    await register.getByRole('button', { name: 'Criar conta' }).click();
    for (const message of [
      'O nome deve ter pelo menos 2 caracteres',
      'Email inválido',
      'WhatsApp deve ter pelo menos 10 dígitos',
      'As senhas não coincidem',
    ])
      await register.getByText(message).waitFor();
    await register.getByLabel('Nome').fill('Igreja Nova Vida');
    await register.getByLabel('Email').fill(email);
    await register.getByRole('textbox', { name: 'WhatsApp' }).fill('11987654321');
    expect(await register.getByRole('textbox', { name: 'WhatsApp' }).inputValue()).toBe(
      '(11) 98765-4321',
    );
    await register.getByLabel('Confirmar senha').fill('culto2026');
    await register.getByRole('button', { name: 'Criar conta' }).click();

    // Signed in and home: the toast of §8 and the account in the header.
    await page.waitForURL(`${stack.url}/`);
    await page.getByText('Registro realizado com sucesso').waitFor();
    await page.getByRole('button', { name: 'Menu da conta de Igreja Nova Vida' }).waitFor();

    // Until the email is verified the panel and the user menu say 'Confirme seu e-mail'.
    await page.goto(`${stack.url}/painel/inicio`);
    const notice = page.getByRole('status', { name: 'Confirme seu e-mail' });
    await notice.waitFor();
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Menu da conta de Igreja Nova Vida' }).click();
    await page.getByRole('menu').getByText('Confirme seu e-mail').waitFor();
    await page.keyboard.press('Escape');

    // The email carries the 6-digit code and a link; the link verifies, signed in or not.
    const verification = (await smtp.next(email, /código de verificação/)).text;
    const code = verification.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verifyLink = verification.match(/\/email\/verify\?token=[\w-]{43}/)?.[0];
    expect(verifyLink).toBeTruthy();
    // The stack's log names the email, never its code or its link.
    expect(stack.output()).not.toContain(code as string);
    expect(stack.output()).not.toContain(verifyLink as string);
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mailApp = await visitor.newPage();
    await mailApp.goto(`${stack.url}${verifyLink}`);
    await mailApp.getByText('E-mail verificado com sucesso').first().waitFor();
    // Opened again it says so; the account's own tab no longer asks.
    await mailApp.reload();
    await mailApp.getByText('Seu e-mail já está verificado.').first().waitFor();
    await visitor.close();
    await page.goto(`${stack.url}/painel/inicio`);
    await page.getByRole('heading', { level: 1, name: 'Olá, Igreja!' }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto(`${stack.url}/`);

    // 'Sair da conta' from the user menu: 'Logout realizado' and /auth.
    await page.getByRole('button', { name: 'Menu da conta de Igreja Nova Vida' }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.waitForURL(`${stack.url}/auth?tab=login`);
    await page.getByText('Logout realizado').waitFor();
    // A visitor is not welcomed 'de volta' (issue 16).
    await page.getByRole('heading', { level: 1, name: 'Acesse sua conta' }).waitFor();

    // A wrong password shows the server's pt-BR message in the red box.
    await fillLogin(page, email, 'senha-errada');
    await page
      .getByRole('form', { name: 'Entrar' })
      .getByRole('alert')
      .filter({ hasText: /\S/ })
      .waitFor();
    expect(page.url()).toBe(`${stack.url}/auth?tab=login`);

    // 'Esqueci minha senha' → the emailed link → a new password → sign in with it.
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(`${stack.url}/password/forgot`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('Email de recuperação enviado!').first().waitFor();
    const link = (await smtp.next(email, /Redefinição de senha/)).text.match(
      /\/password\/reset\?token=[\w%.-]+/,
    )?.[0];
    expect(link).toBeTruthy();
    expect(stack.output()).not.toContain(link as string);
    await page.goto(`${stack.url}${link}`);
    await page.getByLabel('Nova senha', { exact: true }).fill('louvor2026');
    await page.getByLabel('Confirmar nova senha').fill('louvor2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${stack.url}/auth?tab=login`);
    // (Its toast may still be queued behind the reset-email one: one toast at a time.)
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    await fillLogin(page, email, 'louvor2026');
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('button', { name: 'Menu da conta de Igreja Nova Vida' }).waitFor();

    // The panel, then 'Sair' from its avatar menu.
    await page.goto(`${stack.url}/painel`);
    await page.waitForURL(`${stack.url}/painel/inicio`);
    await page.getByRole('button', { name: 'Menu da conta de Igreja Nova Vida' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(`${stack.url}/auth?tab=login`);
    await context.close();
  });

  it('shows the header by role and sends a report with an evidence image', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Visitor: 'Entrar' and 'Cadastre-se', no Upgrade or Admin.
    await page.goto(`${stack.url}/sobre`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Cadastre-se' }).waitFor();
    expect(await header.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);

    // 'Recursos' → 'Videoaulas' opens the lessons page (issue 19: real lessons, no notice).
    await header.getByRole('button', { name: /Recursos/ }).click();
    await page.getByRole('menuitem', { name: 'Videoaulas' }).click();
    await page.waitForURL(`${stack.url}/videoaulas`);
    await page.getByRole('heading', { level: 1, name: 'Videoaulas' }).waitFor();

    // Anonymous report with a PNG through the footer's 'Denunciar arquivo' (multipart).
    await page.getByRole('link', { name: 'Denunciar arquivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar problema' });
    await dialog.getByRole('button', { name: 'Enviar relatório' }).click();
    await dialog.getByText('Selecione um tipo de problema').last().waitFor();
    // 'Tipo de problema' is a ui Select: its trigger, then the option in the open list.
    await dialog.getByRole('combobox', { name: 'Tipo de problema' }).click();
    await page.getByRole('option', { name: /^Arte com erro/ }).click();
    await dialog.getByLabel('Título').fill('Imagem cortada no story');
    await dialog.getByLabel('Descrição').fill('A arte de batismo aparece cortada no topo.');
    await dialog.getByLabel('Email (opcional)').fill('secretaria@example.com');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog
      .getByLabel('Evidência (opcional)')
      .setInputFiles({ name: 'print.png', mimeType: 'image/png', buffer: png });
    const upload = page.waitForRequest((request) =>
      request.url().includes('/api/reports-v2/upload'),
    );
    await dialog.getByRole('button', { name: 'Enviar relatório' }).click();
    expect((await upload).headers()['content-type']).toContain('multipart/form-data');
    await dialog.getByText('Enviado com sucesso!').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });

    // Admin: the 'Admin' button, no Upgrade.
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: { username: 'admin@demo.artegospel.com.br', password: 'demo12345' },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${stack.url}/sobre`);
    await header.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await header.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    await context.close();
  });

  it('guards the panel and admin routes by role, and opens the phone menu at 390 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Visitor: a panel route sends to /auth.
    await page.goto(`${stack.url}/painel/downloads`);
    await page.waitForURL(`${stack.url}/auth`);
    // The phone menu marks the current page 'Atual' and offers login and register.
    await page.goto(`${stack.url}/categorias`);
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const current = drawer.getByRole('link', { name: /Categorias/ });
    await current.and(page.locator('[aria-current="page"]')).waitFor();
    expect(await current.count()).toBe(1);
    await drawer.getByRole('link', { name: 'Cadastre-se' }).waitFor();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();

    // Free user: the panel opens, /admin sends home.
    const free = await context.request.post(`${stack.url}/api/login`, {
      data: { username: 'usuario@demo.artegospel.com.br', password: 'demo12345' },
    });
    expect(free.status()).toBe(200);
    await page.goto(`${stack.url}/painel/downloads`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/painel/downloads');
    await page.goto(`${stack.url}/admin`);
    await page.waitForURL(`${stack.url}/`);

    // Admin: /admin opens.
    const admin = await context.request.post(`${stack.url}/api/login`, {
      data: { username: 'admin@demo.artegospel.com.br', password: 'demo12345' },
    });
    expect(admin.status()).toBe(200);
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });

  it('signs in through flow 2 (/auth/supabase) on the same accounts and session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}/auth/supabase`);
    await fillLogin(page, 'premium@demo.artegospel.com.br', 'demo12345');
    await page.waitForURL(`${stack.url}/`);
    await page.getByText('Login realizado com sucesso').waitFor();
    // The same session cookie serves flow 1's /api/user.
    const user = await context.request.get(`${stack.url}/api/user`);
    expect(user.status()).toBe(200);
    expect((await user.json()).email).toBe('premium@demo.artegospel.com.br');
    await context.close();
  });
});
