import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SiteFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** Hashed build output (vite's assets/ folder) never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The built site, read once at start into a map of URL path → file. Only paths in the map
 * are ever served, so no request path (encoded, dotted or not) can reach outside it, and
 * dotfiles are never listed.
 */
export async function loadSiteFiles(siteDir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const exists = await stat(siteDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return files;
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      const urlPath = `/${path.relative(siteDir, full).split(path.sep).join('/')}`;
      files.set(urlPath, {
        body: await readFile(full),
        contentType: MIME[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      });
    }
  }
  await walk(siteDir);
  return files;
}
