import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The one module that reads and writes the product's files (ARCHITECTURE.md, 'The back of
// the house'): generated media, downloadable art files, later uploads. Files live under a
// root folder on disk; keys are relative, slash-separated paths ('arts/12.webp').

export interface Storage {
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Writes through a temp name and a rename, so a reader never sees half a file. */
  write(key: string, data: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Removes the files whose keys start with `prefix`: 'arts/12/' every file under that
   * folder, 'arts/12.' the files of 'arts' named so (not 'arts/123.…'). At most `limit`
   * files a call (default REMOVE_PREFIX_LIMIT), so one call's work is bounded; resolves to
   * how many were removed (`limit`: call again for the rest). A file being written (its temp
   * name) is left to its writer.
   */
  removePrefix(prefix: string, limit?: number): Promise<number>;
  /**
   * The stored file, or `make()` it once, store it and return it. Concurrent calls for one
   * key share the same work; `onCreate` runs once per file made (for tests and logs).
   */
  getOrCreate(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the root ('..', absolute paths, empty parts). */
export function assertStorageKey(key: string): void {
  if (key.length > 300 || !KEY.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The most files one removePrefix call removes. */
export const REMOVE_PREFIX_LIMIT = 1000;

/** The last part of a prefix: a file name's start ('12.'), or none after a slash. */
const NAME_START = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * A prefix's folder key and the start of the names in it, or an error for a prefix that
 * could leave the root or names the whole root ('', '/', '..', absolute paths).
 */
export function splitStoragePrefix(prefix: string): { folder: string; nameStart: string } {
  const slash = prefix.lastIndexOf('/');
  const folder = slash === -1 ? '' : prefix.slice(0, slash);
  const nameStart = prefix.slice(slash + 1);
  const folderOk =
    folder.length <= 300 && KEY.test(folder) && !folder.split('/').some((part) => part === '..');
  if (!folderOk || (nameStart !== '' && !NAME_START.test(nameStart))) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
  return { folder, nameStart };
}

/** A temp name of write() (`name.<12 hex>.tmp`): a file still being written. */
const TEMP_NAME = /\.[0-9a-f]{12}\.tmp$/;

export interface FileStorageOptions {
  /** Called each time getOrCreate makes a file (not when it was already stored). */
  onCreate?: (key: string) => void;
}

/** Storage on the local file system under `root`. */
export function fileStorage(root: string, options: FileStorageOptions = {}): Storage {
  const base = path.resolve(root);
  const inFlight = new Map<string, Promise<Buffer>>();
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split('/'));
  };

  async function read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function write(key: string, data: Uint8Array): Promise<void> {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async function remove(key: string): Promise<void> {
    await rm(fileOf(key), { force: true });
  }

  /** Entries of a folder; none when it is missing (or is no folder). */
  async function entries(folder: string): Promise<Dirent[]> {
    try {
      return await readdir(folder, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return [];
      throw error;
    }
  }

  async function removePrefix(prefix: string, limit = REMOVE_PREFIX_LIMIT): Promise<number> {
    const { folder, nameStart } = splitStoragePrefix(prefix);
    let removed = 0;
    /** Removes `target`'s files (a link is removed, never followed); true once all gone. */
    async function clear(target: string, entry: Dirent): Promise<boolean> {
      if (!entry.isDirectory()) {
        if (TEMP_NAME.test(entry.name)) return false;
        if (removed >= limit) return false;
        await rm(target, { force: true });
        removed += 1;
        return true;
      }
      let all = true;
      for (const inner of await entries(target)) {
        if (!(await clear(path.join(target, inner.name), inner))) all = false;
      }
      if (all) await rmdir(target).catch(() => {});
      return all;
    }
    const dir = fileOf(folder);
    for (const entry of await entries(dir)) {
      if (removed >= limit) break;
      if (entry.name.startsWith(nameStart)) await clear(path.join(dir, entry.name), entry);
    }
    // A whole folder asked for: it goes too once empty (a non-empty one stays).
    if (nameStart === '') await rmdir(dir).catch(() => {});
    return removed;
  }

  function getOrCreate(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const stored = await read(key);
      if (stored) return stored;
      const data = await make();
      await write(key, data);
      options.onCreate?.(key);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  return { read, write, remove, removePrefix, getOrCreate };
}
