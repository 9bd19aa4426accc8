import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStorage } from './storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('fileStorage', () => {
  it('writes, reads back and removes a file under nested keys', async () => {
    const storage = fileStorage(root);
    expect(await storage.read('arts/1.webp')).toBeNull();
    await storage.write('arts/1.webp', Buffer.from('abc'));
    expect((await storage.read('arts/1.webp'))?.toString()).toBe('abc');
    expect(await readdir(path.join(root, 'arts'))).toEqual(['1.webp']);
    await storage.remove('arts/1.webp');
    expect(await storage.read('arts/1.webp')).toBeNull();
  });

  it('makes a file once for concurrent requests and keeps it', async () => {
    const created: string[] = [];
    const storage = fileStorage(root, { onCreate: (key) => created.push(key) });
    let calls = 0;
    let finish: () => void = () => {};
    const made = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const make = async () => {
      calls++;
      await made;
      return Buffer.from('made');
    };
    // All five ask while the first is still being made.
    const pending = Array.from({ length: 5 }, () => storage.getOrCreate('files/7/art.zip', make));
    finish();
    const results = await Promise.all(pending);
    expect(results.map(String)).toEqual(Array(5).fill('made'));
    expect(await storage.getOrCreate('files/7/art.zip', make)).toEqual(Buffer.from('made'));
    expect(calls).toBe(1);
    expect(created).toEqual(['files/7/art.zip']);
  });

  it('refuses keys that would leave the root', async () => {
    const storage = fileStorage(root);
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '', 'a\\b']) {
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
    }
  });
});
