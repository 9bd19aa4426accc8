// Generates the PWA icons in site/public/icons from the SVG logo (site/public/favicon.svg):
// "any" icons are the rounded logo; "maskable" ones are full-bleed with the cross inside the
// 80 % safe zone; apple-touch-icon is opaque 180 px. Run: node site/scripts/generate-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const outDir = path.join(publicDir, 'icons');
const logo = await readFile(path.join(publicDir, 'favicon.svg'));

const BRAND = '#4F46E5';
const CROSS = 'M28 12h8v14h14v8H36v18h-8V34H14v-8h14z';
// Full-bleed square with the cross scaled into the central safe zone (maskable icons).
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.55) translate(-32 -32)"><path d="${CROSS}" fill="#fff"/></g></svg>`,
);
const opaque = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><path d="${CROSS}" fill="#fff"/></svg>`,
);

const render = (svg, size, file) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));

await mkdir(outDir, { recursive: true });
await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  render(maskable, 192, 'icon-maskable-192.png'),
  render(maskable, 512, 'icon-maskable-512.png'),
  render(opaque, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${outDir}`);
