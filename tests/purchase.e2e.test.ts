import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { postPostback, providerPostback } from '../testing/stack/postbacks';
import { openMailbox } from '../testing/stack/smtp';
import { SHARED_WEBHOOK_TOKEN } from '../testing/stack/stack';

// Issue 16, the buyer's whole path through the real UI (browser → bff → api → PGlite): a
// new church registers and verifies its e-mail, picks a plan, the checkout redirect carries
// the plan's offer, the attribution and the account's e-mail; the provider's approved
// postback (its real sample) turns the account Premium while /obrigado polls, and its
// refund turns it back to free with the favourites kept. The provider's pay page is
// answered locally (no internet here).

/** 'd de mês de aaaa' in Brasília, as the site writes dates (told here by Intl, not the site). */
function ptBrDate(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

const DAY_MS = 86_400_000;

describe('a purchase that turns into Premium', () => {
  const { stack, browser } = useJourney();
  const smtp = openMailbox(stack.mailboxFile);

  async function accountMenuText(page: Page, name: string) {
    await page.getByRole('button', { name: `Menu da conta de ${name}` }).click();
    const text = (await page.getByRole('menu').textContent()) ?? '';
    await page.keyboard.press('Escape');
    return text;
  }

  it('registers, verifies, buys the annual plan, becomes Premium, and is refunded', async () => {
    const stamp = Date.now();
    const email = `igreja.compra.${stamp}@example.com`;
    const name = 'Igreja Monte Sião';
    const transaction = `HP-E2E-${stamp}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('https://pay.hotmart.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    const page = await context.newPage();

    // Registers (landing from a campaign) and verifies the e-mail with the code it was sent.
    await page.goto(`${stack.url}/auth?tab=register&utm_source=whatsapp&utm_campaign=natal`);
    const register = page.getByRole('form', { name: 'Cadastrar' });
    await register.getByLabel('Nome').fill(name);
    await register.getByLabel('Email').fill(email);
    await register.getByRole('textbox', { name: 'WhatsApp' }).fill('11987654321');
    await register.getByLabel('Senha', { exact: true }).fill('culto2026');
    await register.getByLabel('Confirmar senha').fill('culto2026');
    await register.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('button', { name: `Menu da conta de ${name}` }).waitFor();
    const code = (await smtp.next(email, /código de verificação/)).text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.goto(`${stack.url}/email/verify`);
    await page.getByLabel('Código de verificação').fill(code as string);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('E-mail verificado com sucesso').first().waitFor();

    // A favourite made while free.
    const arts = await context.request.get(`${stack.url}/api/arts?limit=1`);
    const art = ((await arts.json()) as { arts: { id: number; title: string }[] }).arts[0]!;
    const favourite = await context.request.post(`${stack.url}/api/arts/${art.id}/favorite`);
    expect(favourite.status(), await favourite.text()).toBe(200);

    // /planos → 'Assinar Anual': the new tab lands on the annual offer with the campaign
    // (utm_source as sck) and the account's e-mail and name filled in.
    await page.goto(`${stack.url}/planos`);
    await page.getByRole('link', { name: 'Upgrade', exact: true }).waitFor();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Assinar Anual' }).click(),
    ]);
    await checkout.waitForURL(/pay\.hotmart\.com/);
    const landed = new URL(checkout.url());
    expect(landed.pathname).toBe('/A100000001M');
    expect(landed.searchParams.get('off')).toBe('artegospel-anual');
    expect(landed.searchParams.get('sck')).toBe('whatsapp');
    expect(landed.searchParams.get('utm_campaign')).toBe('natal');
    expect(landed.searchParams.get('email')).toBe(email);
    expect(landed.searchParams.get('name')).toBe(name);

    // The provider sends the buyer to /obrigado, which waits for the plan…
    await checkout.goto(`${stack.url}/obrigado`);
    await checkout.getByRole('heading', { level: 1, name: 'Pagamento recebido' }).waitFor();
    await checkout.getByText(/Estamos confirmando o seu pagamento/).waitFor();

    // …and its approved postback (the real sample, this buyer, transaction and offer) lands.
    const approved = await postPostback(
      stack.url,
      SHARED_WEBHOOK_TOKEN,
      providerPostback('purchase-approved', { email, transaction, offer: 'artegospel-anual' }),
    );
    const grantedAt = new Date();
    expect(approved).toEqual({
      status: 200,
      body: { success: true, result: 'applied', plan: 'anual' },
    });
    const welcome = checkout.getByText('Bem-vindo ao Premium!');
    await welcome.waitFor({ timeout: 10_000 });
    await checkout.getByText('Seu plano Anual está ativo.', { exact: false }).waitFor();
    // The header says so too: no 'Upgrade', the account menu shows the plan.
    await checkout
      .getByRole('link', { name: 'Upgrade', exact: true })
      .first()
      .waitFor({ state: 'detached' });
    expect(await accountMenuText(checkout, name)).toContain('Conta Anual');

    // The panel's subscription: the plan, its next charge a year on, the purchase.
    await checkout.getByRole('link', { name: 'Ver minha assinatura' }).click();
    await checkout.waitForURL(`${stack.url}/painel/assinatura`);
    const details = checkout.getByTestId('subscription-details');
    await details.filter({ hasText: /SituaçãoAtiva/ }).waitFor();
    const nextYear = [ptBrDate(new Date(grantedAt.getTime() + 365 * DAY_MS))];
    nextYear.push(ptBrDate(new Date(grantedAt.getTime() + 366 * DAY_MS)));
    const detailsText = (await details.textContent()) ?? '';
    expect(detailsText).toContain('PlanoAnual');
    expect(nextYear.some((date) => detailsText.includes(`Próxima cobrança${date}`))).toBe(true);
    const purchase = checkout.getByRole('list', { name: 'Compras' }).getByRole('listitem');
    expect(await purchase.count()).toBe(1);
    const purchaseText = (await purchase.textContent()) ?? '';
    expect(purchaseText).toContain(`Data${ptBrDate(grantedAt)}`);
    expect(purchaseText).toContain('PlanoAnual');
    expect(purchaseText).toContain('ValorR$ 1.500,00');
    expect(purchaseText).toContain('SituaçãoAprovada');
    expect(
      await checkout
        .getByRole('link', { name: 'Gerenciar ou cancelar na Hotmart' })
        .getAttribute('href'),
    ).toBe('https://consumer.hotmart.com');

    // The refund: free again, the purchase marked refunded, the favourite still there.
    const refunded = await postPostback(
      stack.url,
      SHARED_WEBHOOK_TOKEN,
      providerPostback('purchase-refunded', { email, transaction, offer: 'artegospel-anual' }),
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ success: true, result: 'applied' });
    await checkout.reload();
    await details.filter({ hasText: /SituaçãoSem assinatura ativa/ }).waitFor();
    expect(await purchase.textContent()).toContain('SituaçãoReembolsada');
    const sidebar = checkout.getByRole('complementary', { name: 'Menu lateral do painel' });
    await sidebar.getByText('Conta Free').waitFor();
    await sidebar
      .getByTestId('panel-favorites-counter')
      .filter({ hasText: /Favoritas1\/20$/ })
      .waitFor();
    await checkout.goto(`${stack.url}/painel/favoritas`);
    await checkout.getByText(art.title).first().waitFor();
    await context.close();
  });
});
