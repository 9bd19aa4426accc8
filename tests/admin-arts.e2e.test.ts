import type { APIRequestContext, BrowserContext, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { choose } from '../testing/stack/choose';
import { useJourney } from '../testing/stack/journey';

// The staff console's arts (issue 19) in Chromium against the shared stack: a designer_adm
// sends an art with its image from /admin/artes, and the public /artes lists it with its
// thumbnail (the uploaded image, drawn by the browser) and gives its download, then replaces
// its image from the edit dialog and the listing shows the new one; an admin
// sends 10 files at /admin/add-art-multi, one of them a text file named .png, and sees 9
// created and that file's error on its row. The arts made here are deleted afterwards.
const PASSWORD = 'demo12345';

async function signedIn(context: BrowserContext, url: string, email: string) {
  const login = await context.request.post(`${url}/api/login`, {
    data: { username: email, password: PASSWORD, rememberMe: false },
  });
  expect(login.status(), await login.text()).toBe(200);
}

const image = (background: string) =>
  sharp({ create: { width: 540, height: 675, channels: 3, background } })
    .png()
    .toBuffer();

/** The first image of the art `id` on the page, as a CSS selector. */
const artImage = (id: number | undefined) => `img[src*="/media/arts/"][src*="${id}"]`;

/** Waits for the page's first image matching `selector` to be loaded (its natural width known). */
async function loaded(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => ((document.querySelector(css) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    selector,
  );
}

/** The ids of the arts the staff table finds for `q`. */
async function artIds(request: APIRequestContext, url: string, q: string) {
  const res = await request.get(`${url}/api/admin/arts?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { arts: { id: number; title: string }[] }).arts;
}

describe('staff console: arts', () => {
  const { stack, browser } = useJourney();
  const cleanups: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('designer_adm uploads an art: /artes lists it with its thumbnail and it downloads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signedIn(context, stack.url, 'designer-adm@demo.artegospel.com.br');
    const title = `Vigília de Oração ${Date.now()}`;
    cleanups.push(async () => {
      for (const art of await artIds(context.request, stack.url, title))
        await context.request.delete(`${stack.url}/api/admin/arts/${art.id}`);
      await context.close();
    });

    const page = await context.newPage();
    await page.goto(`${stack.url}/admin/artes`);
    await page.getByRole('heading', { level: 1, name: 'Artes' }).waitFor();
    await page.getByRole('button', { name: 'Nova arte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova arte' });
    await dialog.getByLabel('Título').fill(title);
    await choose(page, 'Formato', 'Cartaz');
    await choose(page, 'Tipo de arquivo', 'Digital (SVG + PNG)');
    await dialog.getByLabel('Publicar (visível no site)').check();
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'vigilia.png',
        mimeType: 'image/png',
        buffer: await image('#7c2d12'),
      });
    await dialog.getByRole('button', { name: 'Enviar arte' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const [art] = await artIds(context.request, stack.url, title);
    expect(art?.title).toBe(title);

    // The public listing, searched by the title: the card shows the uploaded image.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    cleanups.unshift(() => visitor.close());
    const listing = await visitor.newPage();
    await listing.goto(`${stack.url}/artes?search=${encodeURIComponent(title)}`);
    const thumbnail = listing.locator(artImage(art?.id)).first();
    await thumbnail.waitFor();
    await loaded(listing, artImage(art?.id));
    const served = await visitor.request.get(`${stack.url}/media/arts/${art?.id}.webp`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await served.body()).metadata()).width).toBe(540);

    // Downloadable: the ZIP holds the uploaded PNG.
    const download = await context.request.post(`${stack.url}/api/arts/${art?.id}/download`, {
      data: {},
    });
    expect(download.status(), await download.text()).toBe(200);
    const zip = await context.request.get(
      `${stack.url}${((await download.json()) as { downloadUrl: string }).downloadUrl}`,
    );
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).includes(Buffer.from(`-${art?.id}.png`))).toBe(true);

    // Its image replaced from the edit dialog: /media and the listing's card show the new one
    // (a new ?v= address, so no cache keeps the old still).
    const before = await thumbnail.getAttribute('src');
    await page.getByLabel('Buscar por título, tag ou número').fill(String(art?.id));
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar arte nº ${art?.id}` });
    const files = edit.getByRole('region', { name: 'Arquivos da arte' });
    await files
      .locator('[data-part="root"]')
      .filter({ hasText: 'Nova imagem' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'vigilia-nova.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 400, height: 500, channels: 3, background: '#14532d' },
        })
          .png()
          .toBuffer(),
      });
    await files.getByRole('button', { name: 'Trocar arquivos' }).click();
    await files.getByText('Imagem enviada, 400 × 500 px').waitFor();
    const replaced = await visitor.request.get(`${stack.url}/media/arts/${art?.id}.webp`);
    expect((await sharp(await replaced.body()).metadata()).width).toBe(400);
    // A new visitor: the listing's answer is public for 30 s, so the first visitor's browser
    // may keep the earlier answer (and the old image it names) that long.
    const later = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    cleanups.unshift(() => later.close());
    const fresh = await later.newPage();
    await fresh.goto(`${stack.url}/artes?search=${encodeURIComponent(title)}`);
    const card = fresh.locator(artImage(art?.id)).first();
    await card.waitFor();
    expect(await card.getAttribute('src')).not.toBe(before);
    await loaded(fresh, artImage(art?.id));
  });

  it('admin batch-uploads 10 files with one bad file: 9 created, 1 error shown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signedIn(context, stack.url, 'admin@demo.artegospel.com.br');
    const stamp = Date.now();
    cleanups.push(async () => {
      for (const art of await artIds(context.request, stack.url, `lote ${stamp}`))
        await context.request.delete(`${stack.url}/api/admin/arts/${art.id}`);
      await context.close();
    });

    const page = await context.newPage();
    await page.goto(`${stack.url}/admin/add-art-multi`);
    await page.getByRole('heading', { level: 1, name: 'Adicionar artes em lote' }).waitFor();
    await choose(page, 'Formato', 'Stories');
    await choose(page, 'Tipo de arquivo', 'Digital (SVG + PNG)');
    const colours = ['#1e3a8a', '#14532d', '#7c2d12', '#4c1d95', '#831843'];
    const files = [];
    for (let n = 1; n <= 9; n++)
      files.push({
        name: `lote-${stamp}-arte-${n}.png`,
        mimeType: 'image/png',
        buffer: await image(colours[n % colours.length] as string),
      });
    files.splice(4, 0, {
      name: `lote-${stamp}-quebrada.png`,
      mimeType: 'image/png',
      buffer: Buffer.from('isto não é uma imagem'),
    });
    await page.locator('input[type="file"]').setInputFiles(files);
    const list = page.getByRole('list', { name: 'Arquivos escolhidos' });
    await list.getByRole('listitem').nth(9).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Enviar 10 artes' }).click();
    await page.getByText('9 artes criadas, 1 com erro').waitFor({ timeout: 60_000 });
    const bad = list.getByRole('listitem').filter({ hasText: `lote-${stamp}-quebrada.png` });
    await bad
      .getByText(
        'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.',
      )
      .waitFor();
    expect(await list.getByText(/^Arte nº \d+ criada$/).count()).toBe(9);
    const created = await artIds(context.request, stack.url, `lote ${stamp}`);
    expect(created.map((art) => art.title).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `Lote ${stamp} arte ${i + 1}`).sort(),
    );
  });
});
