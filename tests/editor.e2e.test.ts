import { readFile } from 'node:fs/promises';
import { TEMPLATES } from '@arte-gospel/domain';
import type { BrowserContext, Page } from 'playwright';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { choose } from '../testing/stack/choose';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// Issue 20, 'Done when': in Chromium at 390 px, through the BFF and the embedded api over real
// HTTP, a new free account fills 'Minha igreja', opens a Santa Ceia story in the editor, finds
// the church's name and service times already on it, changes the date, exports the PNG (read
// back: the story's 1080×1920 pixels), and the month's downloads move by one. The saved edit
// is in 'Minhas artes' and reopens with the change, also offline once opened.

const CHURCH = 'Igreja Batista Monte Sião';
/** Domingo 09:00 and 19:00, Quarta-feira 19:30, as an art writes them (prefill.ts's rule). */
const TIMES_ON_ART = 'Domingo · 9h e 19h | Quartas · 19h30';
/** Not any Santa Ceia art's own date (those are this year's first Sundays of a month). */
const NEW_DATE = 'Sábado, 9 de janeiro';

interface ListedArt {
  id: number;
  title: string;
}

/**
 * A free, drawn (editable) art of a category in one size (of one format, when named), found
 * through the API.
 */
async function freeDrawnArt(
  call: ReturnType<typeof visitor>,
  categorySlug: string,
  sizeId: string,
  formatName?: string,
): Promise<ListedArt> {
  const categories = (await call('GET', '/api/categories')).body as unknown as {
    id: number;
    slug: string;
  }[];
  const category = categories.find((c) => c.slug === categorySlug);
  expect(category, `categoria ${categorySlug} no seed`).toBeDefined();
  let format = '';
  if (formatName) {
    const formats = (await call('GET', '/api/formats')).body as unknown as {
      id: number;
      name: string;
    }[];
    const found = formats.find((f) => f.name === formatName);
    expect(found, `formato ${formatName} no seed`).toBeDefined();
    format = `&formatId=${found?.id}`;
  }
  const list = await call(
    'GET',
    `/api/arts?categoryId=${category?.id}${format}&isPremium=false&limit=100`,
  );
  for (const art of (list.body as unknown as { arts: ListedArt[] }).arts) {
    const detail = await call('GET', `/api/arts/${art.id}`);
    const design = (detail.body as { design?: { sizeId: string } | null }).design;
    if (design?.sizeId === sizeId) return art;
  }
  throw new Error(`Nenhuma arte gratuita desenhada de ${categorySlug} em ${sizeId} no seed`);
}

/** What the phone keeps for 'Minhas artes' offline, by address. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('arte-gospel-my-arts-v1')).keys()).map((r) => r.url),
  );

async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * The text drawn in the editor's preview (the live SVG), upper case and without blanks: a
 * design may set a layer in capitals and break it over lines.
 */
async function previewText(page: Page): Promise<string> {
  const text = await page.getByTestId('editor-preview').evaluate((el) => el.textContent ?? '');
  return text.toLocaleUpperCase('pt-BR').replace(/\s+/g, '');
}
const drawnForm = (text: string) => text.toLocaleUpperCase('pt-BR').replace(/\s+/g, '');

async function monthDownloads(context: BrowserContext, url: string): Promise<number> {
  const res = await context.request.get(`${url}/api/downloads`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

describe('the online editor on a phone', () => {
  const { stack, browser } = useJourney();

  /** A phone (390 px, touch) signed in as a new free account named `name`. */
  async function newPhoneAccount(name: string): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const email = `${name.toLowerCase()}-${Date.now()}@exemplo.com.br`;
    const register = await context.request.post(`${stack.url}/api/register`, {
      data: { username: email.split('@')[0], email, password: 'senha-do-editor-1', name },
    });
    if (register.status() !== 200) {
      const answer = `${register.status()} ${await register.text()}`;
      await context.close();
      throw new Error(`Cadastro de ${name} falhou: ${answer}`);
    }
    return context;
  }

  it('fills Minha igreja, edits a Santa Ceia story, exports its PNG and reopens it from Minhas artes, also offline', async () => {
    const art = await freeDrawnArt(visitor(stack.url), 'culto-de-ceia', 'stories', 'Stories');
    const context = await newPhoneAccount('Ana');
    try {
      expect(await monthDownloads(context, stack.url)).toBe(0);

      // 'Minha igreja' in /painel/perfil.
      const page = await context.newPage();
      await page.goto(`${stack.url}/painel/perfil`);
      await appReady(page);
      const form = page.getByRole('form', { name: 'Dados da igreja' });
      await form.getByLabel('Nome da igreja').fill(CHURCH);
      const times: [string, string][] = [
        ['Domingo', '09:00'],
        ['Domingo', '19:00'],
        ['Quarta-feira', '19:30'],
      ];
      for (const [index, [day, time]] of times.entries()) {
        const n = index + 1;
        await form.getByRole('button', { name: 'Adicionar horário' }).click();
        if (day !== 'Domingo') await choose(page, `Dia do culto ${n}`, day);
        await form.getByLabel(`Horário do culto ${n}`).fill(time);
      }
      const saved = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/church-profile' && r.request().method() === 'PUT',
      );
      await form.getByRole('button', { name: 'Salvar dados da igreja' }).click();
      expect((await saved).status()).toBe(200);

      // The art's page → 'Editar online'.
      await page.goto(`${stack.url}/artes/${art.id}`);
      await appReady(page);
      await page.getByRole('link', { name: 'Editar online' }).click();
      await page.waitForURL(new RegExp(`/artes/${art.id}/editar$`));
      const preview = page.getByTestId('editor-preview');
      await preview.locator('svg').waitFor();
      // Already on it: the church's name and its service times, in their fields and drawn.
      expect(await page.getByLabel('Nome da igreja').inputValue()).toBe(CHURCH);
      expect(await page.getByLabel('Horário').inputValue()).toBe(TIMES_ON_ART);
      const drawn = await previewText(page);
      expect(drawn).toContain(drawnForm(CHURCH));
      expect(drawn).toContain(drawnForm(TIMES_ON_ART));
      expect(drawn).not.toContain(drawnForm(NEW_DATE));

      // A new date, drawn at once.
      await page.getByLabel('Data').fill(NEW_DATE);
      await expect.poll(() => previewText(page)).toContain(drawnForm(NEW_DATE));
      // Unsaved: leaving the page would ask first (its beforeunload is refused).
      const leavingAsks = () =>
        page.evaluate(() => {
          const leaving = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(leaving);
          return leaving.defaultPrevented;
        });
      expect(await leavingAsks()).toBe(true);
      // Leaving inside the app (the header's logo) asks too: 'Cancelar' keeps the editor
      // and its change.
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.locator('header a[href="/"]').first().click();
      await expect
        .poll(() => asked)
        .toEqual([
          'confirm: Esta arte tem alterações que não foram salvas. Sair do editor mesmo assim?',
        ]);
      expect(new URL(page.url()).pathname).toBe(`/artes/${art.id}/editar`);
      expect(await page.getByLabel('Data').inputValue()).toBe(NEW_DATE);

      // Export: the story's pixels, and the month's downloads move by one.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar PNG' }).click();
      const file = await (await download).path();
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([1080, 1920]);
      expect(await monthDownloads(context, stack.url)).toBe(1);

      // The export kept the edit in 'Minhas artes' (an export is of a saved edit); 'Salvar'
      // writes it again.
      await page.waitForURL(/[?&]edicao=\d+/);
      const save = page.waitForResponse(
        (r) =>
          /^\/api\/edits\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect((await save).status()).toBe(200);
      const editUrl = page.url();

      await page.goto(`${stack.url}/painel/artes`);
      await appReady(page);
      const open = page.getByRole('link', { name: /^Abrir no editor:/ });
      // The list is drawn once its call is answered: wait for it (strict: exactly one edit).
      await open.waitFor();
      await open.click();
      await page.waitForURL(editUrl);
      await preview.locator('svg').waitFor();
      expect(await page.getByLabel('Data').inputValue()).toBe(NEW_DATE);
      expect(await previewText(page)).toContain(drawnForm(NEW_DATE));

      // A change saved after the edit was opened: offline it reopens as last saved.
      const NEW_TIME = 'Sábado · 18h';
      expect(await leavingAsks()).toBe(false);
      await page.getByLabel('Horário').fill(NEW_TIME);
      await expect.poll(() => previewText(page)).toContain(drawnForm(NEW_TIME));
      expect(await leavingAsks()).toBe(true);
      const resave = page.waitForResponse(
        (r) =>
          /^\/api\/edits\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect((await resave).status()).toBe(200);
      await expect.poll(leavingAsks).toBe(false);

      // Offline: 'Minhas artes' and the opened edit come back without the network, once the
      // phone has kept them (the worker fetches the page it is asked to keep).
      const keptPage = (url: string) =>
        page.evaluate(
          async (key) => Boolean(await (await caches.open('arte-gospel-my-arts-v1')).match(key)),
          url,
        );
      await expect.poll(() => keptPage(editUrl)).toBe(true);
      const editId = new URL(editUrl).searchParams.get('edicao');
      const keptTime = () =>
        page.evaluate(async (key) => {
          const kept = await (await caches.open('arte-gospel-my-arts-v1')).match(key);
          return kept
            ? ((await kept.json()) as { state: { texts: { time?: string } } }).state.texts.time
            : null;
        }, `${stack.url}/api/edits/${editId}`);
      await expect.poll(keptTime).toBe(NEW_TIME);
      await expect.poll(() => keptPage(`${stack.url}/painel/artes`)).toBe(true);
      await context.setOffline(true);
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      await page.goto(`${stack.url}/painel/artes`);
      // Drawn from the kept page, scripts and calls: 0.6-0.9 s after the page under load, so
      // the list is waited for, not polled for a second.
      await appReady(page);
      await open.waitFor();
      await open.click();
      await page.waitForURL(editUrl);
      await preview.locator('svg').waitFor();
      expect(await page.getByLabel('Data').inputValue()).toBe(NEW_DATE);
      expect(await page.getByLabel('Horário').inputValue()).toBe(NEW_TIME);
      await page.reload();
      await preview.locator('svg').waitFor();
      expect(await page.getByLabel('Nome da igreja').inputValue()).toBe(CHURCH);
      expect(await page.getByLabel('Data').inputValue()).toBe(NEW_DATE);
      expect(await page.getByLabel('Horário').inputValue()).toBe(NEW_TIME);

      // Deleting the edit deletes what the phone kept of it: offline it is gone as well.
      await context.unrouteAll();
      await context.setOffline(false);
      await page.goto(`${stack.url}/painel/artes`);
      await appReady(page);
      await page.getByRole('button', { name: /^Excluir / }).click();
      await page.getByRole('button', { name: 'Excluir arte', exact: true }).click();
      await open.waitFor({ state: 'detached' });
      await expect.poll(() => keptPage(editUrl)).toBe(false);
      await expect.poll(keptTime).toBeNull();
      // The list read again after the deletion is kept before the phone goes offline.
      const keptEdits = () =>
        page.evaluate(async (key) => {
          const kept = await (await caches.open('arte-gospel-my-arts-v1')).match(key);
          return kept ? ((await kept.json()) as { edits: unknown[] }).edits.length : null;
        }, `${stack.url}/api/edits`);
      await expect.poll(keptEdits).toBe(0);
      await context.setOffline(true);
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      await page.reload();
      await page.getByText('Nenhuma arte editada ainda').waitFor();
      await context.unrouteAll();
      await context.setOffline(false);

      // Signing out leaves nothing of the account on the phone.
      const kept = () => page.evaluate(() => caches.has('arte-gospel-my-arts-v1'));
      expect(await kept()).toBe(true);
      await page.goto(`${stack.url}/painel/inicio`);
      await appReady(page);
      await page.getByRole('button', { name: 'Menu da conta de Ana' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.waitForURL(/\/auth/);
      await expect.poll(kept).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows the loading screen before any script has run, then the editor drawn whole from the calls the HTML asked for', async () => {
    const art = await freeDrawnArt(visitor(stack.url), 'culto-de-ceia', 'stories', 'Stories');
    const context = await newPhoneAccount('Davi');
    try {
      const page = await context.newPage();
      // The app's scripts wait until the test has seen the page without them.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const apiCalls: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
        if (/^\/assets\/[^/]+\.js$/.test(url.pathname)) scripts.push(url.pathname.slice(8));
      });
      await page.goto(`${stack.url}/artes/${art.id}/editar`, { waitUntil: 'commit' });
      // Platform §2.9: the designer-kit screen on a phone, from the HTML alone.
      await page.getByText('Preparando o seu kit de designer...').waitFor();
      await page.getByText('Artes, fontes e modelos prontos para o seu ministério.').waitFor();
      // In the theme's font (its class is on <html> in the HTML, not set by a script: the
      // scripts are still held). The text is in the DOM before the stylesheets have arrived
      // (the browser paints nothing until they have), so wait for them, not for the text.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
        .toContain('system-ui');
      expect(await page.locator('[data-app-loading]').count()).toBe(1);
      // The HTML itself asks for what the editor draws from, before any script has run (the
      // bar's logo and name included: drawn once, not the default logo first).
      const firstCalls = [
        '/api/user',
        `/api/arts/${art.id}`,
        '/api/site-settings',
        '/api/church-profile',
      ];
      await expect.poll(() => [...apiCalls].sort()).toEqual([...firstCalls].sort());
      release();
      // The app replaces it with the editor, the art's title in the panel.
      await page.getByRole('heading', { name: art.title }).waitFor();
      await appReady(page);
      expect(await page.locator('[data-app-loading]').count()).toBe(0);
      // Each was made once: the app took the answers the HTML had asked for.
      for (const call of firstCalls) {
        expect(
          apiCalls.filter((path) => path === call),
          call,
        ).toHaveLength(1);
      }
      // The editor's own page: its scripts, none of the site's app or pages (issue 20).
      expect(scripts.some((file) => /^editor-app-/.test(file))).toBe(true);
      expect(scripts.some((file) => /^editor-draw-/.test(file))).toBe(true);
      // It links no manifest (site/scripts/prerender.ts): its first requests are its scripts.
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
      // Each asked for once, though the answer's Link header names them too.
      expect(scripts).toEqual([...new Set(scripts)]);
      expect(scripts.filter((file) => /^(app|shell|art-page|editor-page)-/.test(file))).toEqual([]);
      // And of the code only some templates need, only what this one draws with: the PIX QR
      // encoder for tithe envelopes and digital cards, the photo fields for photo slots.
      const { design } = (await visitor(stack.url)('GET', `/api/arts/${art.id}`)).body as {
        design: { templateId: string };
      };
      const template = TEMPLATES.find((t) => t.id === design.templateId);
      expect(scripts.some((file) => /^pix-encoder-/.test(file))).toBe(
        template?.kind === 'envelope' || template?.kind === 'digitalcard',
      );
      expect(scripts.some((file) => /^photo-slot-field-/.test(file))).toBe(
        (template?.photoSlots.length ?? 0) > 0,
      );
      // Its bar leads back to the art, loading the site's page; with a change unsaved it asks
      // first ('Cancelar' stays), and once answered the browser does not ask again.
      await page.getByLabel('Data').fill('Sábado, 5 de dezembro');
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
      });
      const back = page.getByRole('link', { name: '← Voltar para a arte' });
      const question =
        'confirm: Esta arte tem alterações que não foram salvas. Sair do editor mesmo assim?';
      await back.click();
      await expect.poll(() => asked).toEqual([question]);
      expect(new URL(page.url()).pathname).toBe(`/artes/${art.id}/editar`);
      await back.click();
      await page.waitForURL(`${stack.url}/artes/${art.id}`);
      await page.getByRole('link', { name: 'Editar online' }).waitFor();
      expect(asked).toEqual([question, question]);
    } finally {
      await context.close();
    }
  });

  it('keeps the photo sent with a saved ID card, so the card reopens with it offline', async () => {
    const art = await freeDrawnArt(visitor(stack.url), 'carteirinhas', 'carteirinha');
    const context = await newPhoneAccount('Bia');
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname.match(/^\/assets\/([^/]+\.js)$/)?.[1];
        if (file) scripts.push(file);
      });
      await page.goto(`${stack.url}/artes/${art.id}/editar`);
      await appReady(page);
      const preview = page.getByTestId('editor-preview');
      await preview.locator('svg').waitFor();
      const photosDrawn = () => preview.locator('image').count();
      expect(await photosDrawn()).toBe(0);

      // The member's photo, from the phone's files.
      const portrait = await sharp({
        create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } },
      })
        .jpeg()
        .toBuffer();
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'membro.jpg', mimeType: 'image/jpeg', buffer: portrait });
      await expect.poll(photosDrawn).toBe(1);
      const sent = page.waitForResponse(
        (r) =>
          /^\/api\/edits\/\d+\/photos$/.test(new URL(r.url()).pathname) &&
          r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect((await sent).status()).toBe(201);
      await page.waitForURL(/[?&]edicao=\d+/);
      const editUrl = page.url();
      // Its photo fields and the save's toast came on demand, and none of the site's app with
      // them: the editor's own page stays the editor's (no site header over it).
      await page.getByText('Arte salva em Minhas artes').waitFor();
      expect(scripts.some((file) => file.startsWith('photo-slot-field-'))).toBe(true);
      expect(scripts.filter((file) => /^(app|shell)-/.test(file))).toEqual([]);
      expect(await page.getByRole('link', { name: '← Voltar para a arte' }).count()).toBe(1);

      // Kept: the page at its new address, the edit and the photo the save sent.
      await expect
        .poll(async () => {
          const kept = await keptAddresses(page);
          return [
            kept.includes(editUrl),
            kept.some((url) => /\/api\/edits\/\d+$/.test(url)),
            kept.some((url) => /\/api\/edits\/\d+\/photos\/[a-f0-9]+\.webp$/.test(url)),
          ];
        })
        .toEqual([true, true, true]);

      await context.setOffline(true);
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      await page.reload();
      await preview.locator('svg').waitFor();
      await expect.poll(photosDrawn).toBe(1);
      expect(await page.getByText('Não foi possível carregar a foto salva.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
