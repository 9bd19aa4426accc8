import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Issue 19, /admin/depoimentos: an admin writes a testimonial, puts it first, and a visitor
// finds it on the home's 'Quem usa, recomenda'; deleted, it is gone from the home.
// Browser → BFF → API → PGlite, the demo's accounts (read, never changed).
const DEMO_PASSWORD = 'demo12345';
const ADMIN = 'admin@demo.artegospel.com.br';

/** Matches text holding `text` as it is (case and blanks included), as `toContain` does. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('testimonials journey', () => {
  const { stack, browser } = useJourney();

  async function signedIn(email: string | null): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (email) {
      const login = await context.request.post(`${stack.url}/api/login`, {
        data: { username: email, password: DEMO_PASSWORD, rememberMe: false },
      });
      expect(login.status(), await login.text()).toBe(200);
    }
    return { context, page: await context.newPage() };
  }

  /** Runs `click` and waits for the call to `path` it makes to succeed. */
  async function saved(page: Page, path: RegExp, click: () => Promise<void>) {
    const answer = page.waitForResponse(
      (r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
    );
    await click();
    expect((await answer).status()).toBeLessThan(300);
  }

  /** The home's testimonials section as a visitor sees it. */
  async function homeTestimonials(page: Page) {
    await page.goto(`${stack.url}/`);
    const section = page.getByRole('region', { name: 'Quem usa, recomenda' });
    await section.getByRole('figure').first().waitFor();
    return section;
  }

  it('admin adds a testimonial and puts it first → the home shows it; deleted → gone', async () => {
    const stamp = Date.now();
    const name = `Pra. Débora Lins ${stamp}`;
    const quote = `A arte do aniversário da igreja ficou pronta antes do culto (${stamp}).`;

    const staff = await signedIn(ADMIN);
    await staff.page.goto(`${stack.url}/admin/depoimentos`);
    await staff.page.getByRole('heading', { level: 1, name: 'Depoimentos' }).waitFor();
    await staff.page.getByRole('button', { name: /Novo depoimento|Criar depoimento/ }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Novo depoimento' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Cargo').fill('Pastora');
    await dialog.getByLabel('Igreja ou empresa').fill('Igreja Presbiteriana Central');
    await dialog.getByLabel(/Depoimento/).fill(quote);
    await dialog.getByRole('combobox', { name: 'Nota' }).click();
    await staff.page.getByRole('option', { name: '4,5 estrelas' }).click();
    await saved(staff.page, /^\/api\/admin\/testimonials$/, () =>
      dialog.getByRole('button', { name: 'Salvar depoimento' }).click(),
    );
    const list = staff.page.getByRole('list', { name: 'Depoimentos' });
    const row = list.getByRole('listitem').filter({ hasText: quote });
    await row.waitFor();

    // A new testimonial goes last; the home shows the first six: move it to the top.
    const up = staff.page.getByRole('button', { name: `Mover o depoimento de ${name} para cima` });
    const rows = await list.getByRole('listitem').count();
    for (let position = rows - 1; position > 0; position--) {
      await up.and(staff.page.getByRole('button', { disabled: false })).waitFor();
      await saved(staff.page, /^\/api\/admin\/testimonials\/order$/, () => up.click());
      await list
        .getByRole('listitem')
        .nth(position - 1)
        .filter({ hasText: literally(name) })
        .waitFor();
    }

    const visitor = await signedIn(null);
    const section = await homeTestimonials(visitor.page);
    const first = section.getByRole('figure').first();
    await first.filter({ hasText: literally(quote) }).waitFor();
    await expect(first.getByRole('img', { name: 'Nota 4,5 de 5' }).count()).resolves.toBe(1);
    await expect(first.textContent()).resolves.toContain('Pastora · Igreja Presbiteriana Central');

    // Deleted with confirmation: gone from the home.
    await row.getByRole('button', { name: `Excluir o depoimento de ${name}` }).click();
    const confirm = staff.page.getByRole('alertdialog', { name: 'Excluir depoimento?' });
    await saved(staff.page, /^\/api\/admin\/testimonials\/\d+$/, () =>
      confirm.getByRole('button', { name: 'Excluir' }).click(),
    );
    const after = await homeTestimonials(visitor.page);
    await expect(after.getByText(quote, { exact: false }).count()).resolves.toBe(0);
    await staff.context.close();
    await visitor.context.close();
  });
});
