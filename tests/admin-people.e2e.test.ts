import { artPath } from '@arte-gospel/domain';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { postPostback, providerPostback } from '../testing/stack/postbacks';
import { SHARED_WEBHOOK_TOKEN } from '../testing/stack/stack';

// The staff console's people (issue 19) in Chromium against the shared stack: suporte
// settles a report from its /admin home and unpublishes the art; an admin gives Premium by
// hand and the account sees it; an admin confirms a buyer's e-mail and the paid plan that
// waited for that proof is applied; a level outside a page is sent away and refused by the API.
const DEMO_PASSWORD = 'demo12345';
const ADMIN = 'admin@demo.artegospel.com.br';
const SUPORTE = 'suporte@demo.artegospel.com.br';

describe('staff console: people', () => {
  const { stack, browser } = useJourney();

  async function signedIn(
    email: string,
    password = DEMO_PASSWORD,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${stack.url}/api/login`, {
      data: { username: email, password, rememberMe: false },
    });
    expect(login.status(), await login.text()).toBe(200);
    return { context, page: await context.newPage() };
  }

  /** A published art of this run (the demo catalogue stays as it is). */
  async function publishedArt(title: string): Promise<{ id: number; path: string }> {
    const { context } = await signedIn(ADMIN);
    const api = context.request;
    const [formats, fileTypes] = await Promise.all([
      (await api.get(`${stack.url}/api/formats`)).json(),
      (await api.get(`${stack.url}/api/fileTypes`)).json(),
    ]);
    const created = await api.post(`${stack.url}/api/admin/arts`, {
      data: {
        title,
        categoryId: null,
        formatId: formats[0].id,
        fileTypeId: fileTypes[0].id,
        imageUrl: '/media/arts/denuncia.webp',
        isVisible: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await context.close();
    return { id, path: artPath({ id, title }) };
  }

  it('suporte resolves a report from /admin and unpublishes the art, which then 404s', async () => {
    const title = `Culto de Denúncia ${Date.now()}`;
    const art = await publishedArt(title);
    expect((await fetch(`${stack.url}/api/arts/${art.id}`)).status).toBe(200);

    // A signed-in member reports the art from its page.
    const member = await signedIn('usuario@demo.artegospel.com.br');
    await member.page.goto(`${stack.url}${art.path}`);
    await member.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await member.page.getByRole('button', { name: 'Denunciar' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Reportar problema' });
    await dialog.getByRole('combobox', { name: 'Tipo de problema' }).click();
    await member.page.getByRole('option', { name: 'Conteúdo inadequado' }).click();
    await dialog.getByLabel('Descrição').fill('A foto de fundo tem a marca de outro site.');
    await dialog.getByRole('button', { name: 'Enviar relatório' }).click();
    await dialog.getByText('Enviado com sucesso!').waitFor();
    await member.context.close();

    // Suporte's home is the queue.
    const { context, page } = await signedIn(SUPORTE);
    await page.goto(`${stack.url}/admin`);
    const report = page
      .getByRole('list', { name: 'Denúncias' })
      .getByRole('listitem', { name: `Problema na arte: ${title}` });
    await report.waitFor();
    await report.getByText('A foto de fundo tem a marca de outro site.').waitFor();
    expect(await report.getByRole('link', { name: title }).getAttribute('href')).toBe(art.path);

    await report.getByRole('button', { name: 'Despublicar arte' }).click();
    const confirm = page.getByRole('dialog', { name: `Despublicar “${title}”?` });
    const unpublished = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith('/unpublish-art') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Despublicar' }).click();
    expect((await unpublished).status()).toBe(200);
    await report.getByText('Despublicada').waitFor();

    await report.getByLabel('Nota da equipe').fill('Arte retirada: marca de outro site.');
    await report.getByRole('button', { name: 'Salvar nota' }).click();
    const settled = page.waitForResponse(
      (r) =>
        /\/api\/admin\/reports\/\d+$/.test(new URL(r.url()).pathname) &&
        r.request().method() === 'PATCH',
    );
    await report.getByRole('combobox', { name: 'Mudar situação' }).click();
    await page.getByRole('option', { name: 'Resolvido' }).click();
    expect((await settled).status()).toBe(200);
    // Resolved, it leaves the waiting queue.
    await report.waitFor({ state: 'detached' });
    await context.close();

    // The public no longer finds the art: the API answers 404 at once, and so does the art's
    // page (its head, kept by the BFF since the member opened it, was dropped when the staff
    // call succeeded: no waiting out the API's 60 s Cache-Control), which says so.
    expect((await fetch(`${stack.url}/api/arts/${art.id}`)).status).toBe(404);
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    const opened = await visitorPage.goto(`${stack.url}${art.path}`);
    expect(opened?.status()).toBe(404);
    expect(await opened?.text()).not.toContain(`/media/arts/${art.id}/share.jpg`);
    await visitorPage.getByRole('heading', { level: 1, name: 'Design não encontrado' }).waitFor();
    await visitor.close();
  });

  it('admin gives Premium by hand: the account sees it and the audit log has the reason', async () => {
    const email = `premium-manual-${Date.now()}@exemplo.com.br`;
    const member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const register = await member.request.post(`${stack.url}/api/register`, {
      data: { username: email.split('@')[0], email, password: 'senha-forte-1', name: 'Irmã Rute' },
    });
    expect(register.status(), await register.text()).toBe(200);

    const { context, page } = await signedIn(ADMIN);
    await page.goto(`${stack.url}/admin/usuarios`);
    await page.getByLabel('Buscar por nome ou e-mail').fill(email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.getByRole('listitem', { name: 'Irmã Rute' });
    await card.getByText('Sem plano').waitFor();
    await card.getByRole('button', { name: 'Dar Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar Premium a Irmã Rute' });
    await dialog.getByLabel('Dias').fill('30');
    await dialog.getByLabel('Motivo').fill('Cortesia para a igreja parceira');
    await dialog.getByRole('button', { name: 'Conceder Premium' }).click();
    await card.getByText('Dado pela equipe').waitFor();
    await card.getByText('Mensal').waitFor();

    // The account: the header's menu and /painel/assinatura say Premium Mensal, given here.
    const memberPage = await member.newPage();
    await memberPage.goto(`${stack.url}/painel/assinatura`);
    const details = memberPage.getByTestId('subscription-details');
    await details.filter({ hasText: /PlanoMensal.*SituaçãoAtiva/ }).waitFor();
    await memberPage.getByText('Conta Mensal').first().waitFor();
    expect(await memberPage.getByRole('link', { name: /Gerenciar/ }).count()).toBe(0);

    // The audit log has the grant with its reason.
    const users = (await (
      await context.request.get(`${stack.url}/api/admin/users?q=${encodeURIComponent(email)}`)
    ).json()) as { users: Array<{ id: number }> };
    const id = users.users[0]!.id;
    const audit = (await (
      await context.request.get(`${stack.url}/api/admin/audit?targetType=users&targetId=${id}`)
    ).json()) as { entries: Array<Record<string, unknown>> };
    expect(audit.entries[0]).toMatchObject({
      action: 'user.premium.grant',
      summary: 'Premium mensal por 30 dias: Cortesia para a igreja parceira',
      actor: { name: 'Administração Arte Gospel', level: 'admin' },
      before: { tipoplano: null, nivelacesso: 'usuario' },
      after: { tipoplano: 'mensal', nivelacesso: 'premium', origemassinatura: 'manual' },
    });
    await context.close();
    await member.close();
  });

  it("admin confirms a buyer's e-mail: the paid plan that waited for it is applied", async () => {
    const stamp = Date.now();
    const email = `compra-sem-prova-${stamp}@exemplo.com.br`;
    const member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const register = await member.request.post(`${stack.url}/api/register`, {
      data: { username: `compra${stamp}`, email, password: 'senha-forte-1', name: 'Irmão Caleb' },
    });
    expect(register.status(), await register.text()).toBe(200);
    // The provider's approved postback for the monthly offer, before the e-mail is proven.
    const approved = providerPostback('purchase-approved', {
      email,
      transaction: `HP-CONFIRMA-${stamp}`,
      offer: 'artegospel-mensal',
    });
    const delivery = await postPostback(stack.url, SHARED_WEBHOOK_TOKEN, approved);
    expect(delivery).toMatchObject({ status: 200, body: { result: 'pending' } });

    const { context, page } = await signedIn(ADMIN);
    await page.goto(`${stack.url}/admin/usuarios`);
    await page.getByLabel('Buscar por nome ou e-mail').fill(email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.getByRole('listitem', { name: 'Irmão Caleb' });
    await card.getByText('Não verificado').waitFor();
    await card.getByText('Sem plano').waitFor();
    await card.getByRole('button', { name: 'Confirmar email' }).click();
    await page.getByText('Email confirmado com sucesso!').waitFor();
    await card.getByText('Verificado', { exact: true }).waitFor();
    await card.getByText('Mensal').waitFor();
    expect(await card.getByRole('button', { name: 'Confirmar email' }).count()).toBe(0);

    // The account itself is Premium now.
    const account = (await (await member.request.get(`${stack.url}/api/user`)).json()) as Record<
      string,
      unknown
    >;
    expect(account).toMatchObject({
      emailVerified: true,
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      pendingPurchase: false,
    });
    await context.close();
    await member.close();
  });

  it('sends suporte away from /admin/usuarios, and the API refuses it with 403', async () => {
    const { context, page } = await signedIn(SUPORTE);
    await page.goto(`${stack.url}/admin/usuarios`);
    await page.waitForURL(`${stack.url}/`);
    const users = await context.request.get(`${stack.url}/api/admin/users`);
    expect(users.status()).toBe(403);
    expect(await users.json()).toEqual({ message: 'Você não tem permissão para esta ação.' });
    await context.close();
  });
});
