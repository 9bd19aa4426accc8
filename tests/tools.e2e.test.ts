import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// The background remover at /ferramentas (issue 20) in Chromium through the real BFF: the
// model and wasm come from our /modelos/ (nothing from another host), the image is processed
// in the page, and the downloaded PNG is read back. No openly licensed portrait photo ships
// in an npm package we could find, so the 'person' image is SYNTHETIC (an SVG figure: head,
// hair, shoulders on a flat blue background); the model's answer on it is checked for what
// a cut-out must be (same size, an alpha channel, the background cleared), not for quality.
// On this drawing the selfie model finds no person, so the person cut-out is all clear: its
// opaque pixels are NOT asserted here (a real photo gave a mostly opaque person when tried by
// hand, see the report); the logo test below asserts clear and opaque pixels both.

/** A synthetic portrait, 480×640: a figure on a flat blue-grey background. */
function syntheticPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#6a8caf"/>
    <path d="M20 640 Q40 400 240 390 Q440 400 460 640 Z" fill="#1f2f5a"/>
    <rect x="205" y="330" width="70" height="80" fill="#c68e5a"/>
    <ellipse cx="240" cy="240" rx="100" ry="130" fill="#e0ac69"/>
    <ellipse cx="240" cy="140" rx="108" ry="62" fill="#3b2314"/>
    <ellipse cx="200" cy="235" rx="14" ry="9" fill="#fff"/><circle cx="200" cy="235" r="6" fill="#2a1a0f"/>
    <ellipse cx="280" cy="235" rx="14" ry="9" fill="#fff"/><circle cx="280" cy="235" r="6" fill="#2a1a0f"/>
    <path d="M240 250 L230 290 L250 290 Z" fill="#c98d55"/>
    <path d="M205 315 Q240 340 275 315" stroke="#8a3b2b" stroke-width="8" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

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

    const portrait = await syntheticPortrait();
    const started = Date.now();
    // The progress bar shows while the model arrives (it may fill fast on loopback).
    const sawProgress = page
      .getByRole('progressbar', { name: 'Carregando o removedor de fundo' })
      .waitFor({ timeout: 60_000 })
      .then(() => true);
    const { fileName, bytes } = await removeAndDownload(page, 'pastor.jpg', portrait, 'image/jpeg');
    const elapsed = Date.now() - started;
    expect(await sawProgress).toBe(true);
    expect(fileName).toBe('pastor-sem-fundo.png');

    const cutout = await readCutout(bytes);
    expect({ width: cutout.width, height: cutout.height }).toEqual({ width: 480, height: 640 });
    expect(cutout.channels).toBe(4);
    expect(cutout.transparent).toBeGreaterThan(0);
    // The top corners are background.
    expect(cutout.alphaAt(5, 5)).toBe(0);
    expect(cutout.alphaAt(474, 5)).toBe(0);

    // Everything came from our own origin: the manifest, the model and the wasm runtime.
    expect(foreign).toEqual([]);
    expect(modelRequests).toContain('/modelos/manifest.json');
    expect(modelRequests.some((p) => p.endsWith('selfie_segmentation.tflite'))).toBe(true);
    expect(modelRequests.some((p) => p.endsWith('.wasm'))).toBe(true);
    expect(failures).toEqual([]);
    console.info(`background remover (person): model + first image in ${elapsed} ms`);

    // A second photo reuses the loaded model.
    await page.getByRole('button', { name: 'Remover outro fundo' }).click();
    const again = Date.now();
    const second = await removeAndDownload(page, 'culto.jpg', portrait, 'image/jpeg');
    console.info(`background remover (person): second image in ${Date.now() - again} ms`);
    expect((await readCutout(second.bytes)).width).toBe(480);
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
