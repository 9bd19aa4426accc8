import { type Zippable, zipSync } from 'fflate';

// The art's ZIP: entries in the order given, each dated with the art's last change, so the
// same files give the same bytes. Already-compressed formats (PNG, PDF) are stored as they
// are; text (SVG, TXT) is deflated.

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const STORED = /\.(png|pdf|jpe?g|webp|mp4|zip)$/i;

export function zipEntries(entries: readonly ZipEntry[], date: Date): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    if (entry.name in files) throw new Error(`Duplicate ZIP entry: ${entry.name}`);
    files[entry.name] = [entry.data, { level: STORED.test(entry.name) ? 0 : 9, mtime: date }];
  }
  return zipSync(files);
}
