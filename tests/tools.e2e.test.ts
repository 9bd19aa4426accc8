import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// The background remover at /ferramentas (issue 20) in Chromium through the real BFF: the
// model and wasm come from our /modelos/ (nothing from another host), the image is processed
// in the page, and the downloaded PNG is read back. The 'person' photo is a real portrait:
// NASA's of astronaut Eileen Collins (public domain, as scikit-image ships it for tests:
// testing/fixtures/photos/README.md), 512×512. The cut-out must keep her (face and suit
// opaque) and clear what is behind her (the wall, a flag, a shuttle model); the logo test
// asserts the same of a drawing.

/** NASA's portrait of Eileen Collins, 512×512 JPEG. */
const PORTRAIT = new URL('../testing/fixtures/photos/eileen-collins-nasa.jpg', import.meta.url);

/** Points of the portrait, read off the photo: on her, and behind her. */
const ON_HER = { forehead: [225, 100], cheek: [200, 150], suit: [100, 420] } as const;
const BEHIND_HER = {
  wallLeftOfHair: [120, 40],
  wallRightOfHair: [340, 50],
  flag: [40, 120],
  shuttleModel: [410, 150],
} as const;

/** A synthetic logo, 300×200: a red ring with a white inside, on white. */
function syntheticLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
    <rect width="300" height="200" fill="#ffffff"/>
    <circle cx="150" cy="100" r="70" fill="#b91c1c"/>
    <circle cx="150" cy="100" r="35" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface Cutout {
  width: number;
  height: number;
  channels: number;
  transparent: number;
  opaque: number;
  alphaAt: (x: number, y: number) => number;
}

async function readCutout(file: Buffer): Promise<Cutout> {
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('png');
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let transparent = 0;
  let opaque = 0;
  if (info.channels === 4) {
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) transparent += 1;
      if (data[i] === 255) opaque += 1;
    }
  }
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    transparent,
    opaque,
    alphaAt: (x, y) => data[(y * info.width + x) * info.channels + 3] ?? -1,
  };
}

/** Uploads, waits for the download link, downloads and returns the PNG's bytes. */
async function removeAndDownload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator('#removedor-de-fundo input[type="file"]').setInputFiles({
    name,
    mimeType,
    buffer,
  });
  const link = page.getByRole('link', { name: 'Baixar PNG' });
  await link.waitFor({ timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const savedPath = await download.path();
  return { fileName: download.suggestedFilename(), bytes: await readFile(savedPath) };
}

describe('tools: the background remover', () => {
  const { stack, browser } = useJourney();

  it('cuts a person out of a photo in the browser with the model served by the BFF', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const foreign: string[] = [];
    const modelRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!request.url().startsWith(stack.url) && url.protocol.startsWith('http')) {
        foreign.push(request.url());
      }
      if (url.pathname.startsWith('/modelos/')) modelRequests.push(url.pathname);
    });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await page.goto(`${stack.url}/ferramentas`);
    await page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);
    // 'Pessoa (foto)' is the mode chosen at first.
    expect(
      await page.getByRole('button', { name: 'Pessoa (foto)' }).getAttribute('aria-pressed'),
    ).toBe('true');

    const portrait = await readFile(PORTRAIT);
    // The progress bar shows while the model arrives (it may fill fast on loopback).
    const sawProgress = page
      .getByRole('progressbar', { name: 'Carregando o removedor de fundo' })
      .waitFor({ timeout: 60_000 })
      .then(() => true);
    const { fileName, bytes } = await removeAndDownload(page, 'pastor.jpg', portrait, 'image/jpeg');
    expect(await sawProgress).toBe(true);
    expect(fileName).toBe('pastor-sem-fundo.png');

    const cutout = await readCutout(bytes);
    expect({ width: cutout.width, height: cutout.height }).toEqual({ width: 512, height: 512 });
    expect(cutout.channels).toBe(4);
    // She is kept; the wall, the flag and the shuttle model behind her are cleared; each in
    // good part of the picture.
    for (const [x, y] of Object.values(ON_HER)) expect(cutout.alphaAt(x, y)).toBeGreaterThan(200);
    for (const [x, y] of Object.values(BEHIND_HER)) expect(cutout.alphaAt(x, y)).toBeLessThan(25);
    expect(cutout.opaque).toBeGreaterThan(512 * 512 * 0.2);
    expect(cutout.transparent).toBeGreaterThan(512 * 512 * 0.1);

    // Everything came from our own origin: the manifest, the model and the wasm runtime.
    expect(foreign).toEqual([]);
    expect(modelRequests).toContain('/modelos/manifest.json');
    expect(modelRequests.some((p) => p.endsWith('selfie_segmentation.tflite'))).toBe(true);
    expect(modelRequests.some((p) => p.endsWith('.wasm'))).toBe(true);
    expect(failures).toEqual([]);

    // A second photo reuses the loaded model.
    await page.getByRole('button', { name: 'Remover outro fundo' }).click();
    const second = await removeAndDownload(page, 'culto.jpg', portrait, 'image/jpeg');
    expect((await readCutout(second.bytes)).width).toBe(512);
    await context.close();
  });

  it('clears the flat background of a logo, keeping the enclosed white', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${stack.url}/ferramentas/categoria/imagens`);
    await page.getByRole('heading', { level: 1, name: 'Imagens' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);
    await page.getByRole('button', { name: 'Logo ou desenho (fundo liso)' }).click();
    const { bytes } = await removeAndDownload(page, 'logo.png', await syntheticLogo(), 'image/png');
    const cutout = await readCutout(bytes);
    expect({ width: cutout.width, height: cutout.height }).toEqual({ width: 300, height: 200 });
    expect(cutout.channels).toBe(4);
    expect(cutout.alphaAt(3, 3)).toBe(0); // the white around the ring
    expect(cutout.alphaAt(150, 45)).toBe(255); // the red ring
    expect(cutout.alphaAt(150, 100)).toBe(255); // the white inside the ring, enclosed
    expect(cutout.transparent).toBeGreaterThan(0);
    expect(cutout.opaque).toBeGreaterThan(0);
    await context.close();
  });

  it('refuses a file that is not an image with a pt-BR message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/ferramentas`);
    await page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);
    await page.locator('#removedor-de-fundo input[type="file"]').setInputFiles({
      name: 'aviso.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Envie uma imagem JPG, PNG ou WebP.' })
      .waitFor();
    await context.close();
  });
});
