// Prints the raw and gzip sizes of the built package (run after `npm run build -w ui`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
for (const file of ['index.js', 'style.css']) {
  const source = readFileSync(dist + file);
  const gzip = gzipSync(source, { level: 9 }).length;
  console.log(
    `dist/${file.padEnd(10)} ${kb(source.length).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip`,
  );
}
