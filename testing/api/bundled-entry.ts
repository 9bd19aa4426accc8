import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/build.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

/** An api entry bundled for a test that runs it as a child process. */
export interface BundledEntry {
  /** The bundled ES module: `spawn(process.execPath, [file, ...args], { cwd: apiRoot })`. */
  file: string;
  /** Deletes it (call in `afterAll`). */
  remove(): Promise<void>;
}

/**
 * `entry` (a path from api/, e.g. 'src/main.ts' or 'scripts/admin.ts') bundled by the build's
 * own `bundleServer` (our workspaces in, node_modules out): each run of it starts JavaScript
 * instead of compiling every module with tsx (seconds a start under `npm test`'s load). It
 * sits under api/node_modules/.cache, so the packages it leaves out resolve as from api/.
 */
export async function bundledApiEntry(entry: string): Promise<BundledEntry> {
  const cache = path.join(apiRoot, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const name = path.basename(entry, path.extname(entry));
  const folder = await mkdtemp(path.join(cache, `bundled-${name}-`));
  const file = path.join(folder, `${name}.mjs`);
  await bundleServer(path.join(apiRoot, entry), file);
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
