import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

  return { read, write, remove, getOrCreate };
}
