import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// /admin/analytics (issue 19): a visitor who lands from an Instagram link and signs up is
// counted under instagram on the day, as the admin reads it. The shared stack keeps other
// runs' sign-ups, so the count is read before and must be one more after.
const ADMIN = 'admin@demo.artegospel.com.br';
const DEMO_PASSWORD = 'demo12345';

describe('staff analytics', () => {
  const { stack, browser } = useJourney();

  it("shows today's sign-up of a visitor who came with ?utm_source=instagram under instagram", async () => {
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await admin.request.post(`${stack.url}/api/login`, {
      data: { username: ADMIN, password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(login.status(), await login.text()).toBe(200);
    const instagramSignups = async () => {
      const res = await admin.request.get(`${stack.url}/api/admin/analytics?days=7`);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as {
        sources: Array<{ source: string | null; signups: number }>;
      };
      return body.sources.find((row) => row.source === 'instagram')?.signups ?? 0;
    };
    const before = await instagramSignups();

    // The visitor lands from the link in the bio, then signs up.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}/?utm_source=instagram`);
    await page.waitForFunction(() => localStorage.getItem('ag_attribution') !== null);
    await page.goto(`${stack.url}/register`);
    await page.waitForURL(`${stack.url}/auth?tab=register`);
    const register = page.getByRole('form', { name: 'Cadastrar' });
    await register.getByLabel('Nome').fill('Igreja Batista Esperança');
    await register.getByLabel('Email').fill(`instagram.${Date.now()}@example.com`);
    await register.getByRole('textbox', { name: 'WhatsApp' }).fill('11987654321');
    await register.getByLabel('Senha', { exact: true }).fill('culto2026');
    await register.getByLabel('Confirmar senha').fill('culto2026');
    await register.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Registro realizado com sucesso').waitFor();
    await visitor.close();

    // The admin opens /admin/analytics, picks the last 7 days and reads the sources table.
    const adminPage = await admin.newPage();
    await adminPage.goto(`${stack.url}/admin/analytics`);
    await adminPage.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await adminPage.getByRole('combobox', { name: 'Período' }).click();
    await adminPage.getByRole('option', { name: 'Últimos 7 dias' }).click();
    const sources = adminPage.getByRole('region', { name: /Origem do cadastro/ });
    const instagram = sources.getByRole('row').filter({
      has: adminPage.getByRole('rowheader', { name: 'instagram', exact: true }),
    });
    await instagram
      .getByRole('cell')
      .first()
      .filter({ hasText: new RegExp(`^${before + 1}$`) })
      .waitFor();
    // Today's row of the daily table counts the sign-up too.
    const today = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date());
    const daily = adminPage.getByRole('region', { name: /Números por dia/ });
    const todayRow = daily.getByRole('row').filter({
      has: adminPage.getByRole('rowheader', { name: today, exact: true }),
    });
    expect(Number(await todayRow.getByRole('cell').first().textContent())).toBeGreaterThan(0);
    await admin.close();
  });
});
