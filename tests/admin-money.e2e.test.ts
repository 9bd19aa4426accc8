import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { postPostback, providerPostback } from '../testing/stack/postbacks';
import { SHARED_WEBHOOK_TOKEN } from '../testing/stack/stack';

// The staff console's money (issue 19) in Chromium against the shared stack: a payment whose
// offer matches no plan arrives; the admin finds it in /admin/webhooks, gives it to the
// member's account with the plan paid, and the member is Premium.
const ADMIN = 'admin@demo.artegospel.com.br';

describe('staff console: money', () => {
  const { stack, browser } = useJourney();

  it('admin assigns an unmatched purchase to an account, which becomes Premium', async () => {
    const stamp = Date.now();
    const transaction = `HP-E2E-${stamp}`;
    const buyerEmail = `outro-email.${stamp}@example.com`;
    const memberEmail = `membro.${stamp}@example.com`;

    // The member's account (another e-mail than the one paid with).
    const member = await browser.newContext();
    const registered = await member.request.post(`${stack.url}/api/register`, {
      data: {
        username: `membro${stamp}`,
        email: memberEmail,
        password: 'senha-forte-1',
        name: 'Irmão Davi',
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    expect(
      (
        (await (await member.request.get(`${stack.url}/api/user`)).json()) as {
          nivelacesso: string;
        }
      ).nivelacesso,
    ).toBe('usuario');

    // The provider's approval, with an offer of no configured link.
    const sent = await postPostback(
      stack.url,
      SHARED_WEBHOOK_TOKEN,
      providerPostback('purchase-approved', {
        email: buyerEmail,
        transaction,
        offer: 'oferta-de-outro-produto',
      }),
    );
    expect(sent).toEqual({ status: 200, body: { success: true, result: 'unmatched', plan: null } });

    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await admin.request.post(`${stack.url}/api/login`, {
      data: { username: ADMIN, password: 'demo12345', rememberMe: false },
    });
    expect(login.status(), await login.text()).toBe(200);
    const page = await admin.newPage();
    await page.goto(`${stack.url}/admin/webhooks`);
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();

    // The delivery is in the log, unmatched.
    await page.getByLabel('Evento, transação ou e-mail').fill(transaction);
    // The unsearched list already shows it (the newest): wait for the search's own answer
    // and for the table to have dropped the other deliveries before counting its rows.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/webhooks/deliveries' &&
        new URL(response.url()).searchParams.get('q') === transaction,
    );
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await searched;
    const deliveries = page.getByRole('region', { name: 'Entregas, da mais recente' });
    await deliveries.getByRole('row').nth(2).waitFor({ state: 'detached' });
    const row = deliveries.getByRole('row').filter({ hasText: transaction });
    await row.getByText('Sem plano identificado').waitFor();
    expect(await deliveries.getByRole('row').count()).toBe(2);

    // Given to the member's account, annual plan.
    await page.getByRole('tab', { name: 'Compras não identificadas' }).click();
    const card = page
      .getByRole('list', { name: 'Compras não identificadas' })
      .getByRole('listitem')
      .filter({ hasText: transaction });
    await card.getByText(buyerEmail).waitFor();
    await card.getByRole('button', { name: 'Atribuir a uma conta' }).click();
    const dialog = page.getByRole('dialog', { name: `Atribuir a compra ${transaction}` });
    await dialog.getByText(`Nenhuma conta encontrada para “${buyerEmail}”.`).waitFor();
    await dialog
      .getByRole('searchbox', { name: 'Buscar conta (nome, e-mail ou id)' })
      .fill(memberEmail);
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByRole('combobox', { name: 'Conta' }).click();
    await page.getByRole('option', { name: `Irmão Davi · ${memberEmail}` }).click();
    await dialog.getByText('Plano atual: Sem plano').waitFor();
    await dialog.getByRole('combobox', { name: 'Plano pago' }).click();
    await page.getByRole('option', { name: 'Anual' }).click();
    await dialog.getByRole('button', { name: 'Atribuir compra' }).click();
    await page.getByText(`Compra ${transaction} atribuída: Aplicado`).waitFor();
    await page.getByText(/Irmão Davi: Anual até/).waitFor();
    await card.waitFor({ state: 'detached' });

    // The member is Premium, on the annual plan, for about a year.
    const user = (await (await member.request.get(`${stack.url}/api/user`)).json()) as {
      nivelacesso: string;
      tipoplano: string;
      dataexpiracao: string;
    };
    expect(user).toMatchObject({ nivelacesso: 'premium', tipoplano: 'anual' });
    const days = (Date.parse(user.dataexpiracao) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    // The audit log has it.
    const audit = await admin.request.get(`${stack.url}/api/admin/audit?targetType=purchases`);
    const entries = (
      (await audit.json()) as { entries: Array<{ action: string; summary: string }> }
    ).entries;
    expect(entries[0]).toMatchObject({ action: 'purchase.assign' });
    expect(entries[0]!.summary).toContain(transaction);
    await Promise.all([admin.close(), member.close()]);
  });
});
