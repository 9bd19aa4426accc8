import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
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

  it('removes the files under a prefix: a folder, or the names that start so, and no other', async () => {
    const storage = fileStorage(root);
    const keys = [
      'arts/12/1700000000000/arte-12.zip',
      'arts/12/1700000000001/arte-12.zip',
      'arts/123/1700000000000/arte-123.zip',
      'arts/12.1700000000000.webp',
      'arts/12.1700000000000.share.jpg',
      'arts/123.1700000000000.webp',
      'arts/2.1700000000000.webp',
    ];
    for (const key of keys) await storage.write(key, Buffer.from(key));

    expect(await storage.removePrefix('arts/12/')).toBe(2);
    expect(await storage.removePrefix('arts/12.')).toBe(2);
    const left = await Promise.all(
      keys.map(async (key) => [key, (await storage.read(key)) !== null]),
    );
    expect(Object.fromEntries(left)).toEqual({
      'arts/12/1700000000000/arte-12.zip': false,
      'arts/12/1700000000001/arte-12.zip': false,
      'arts/123/1700000000000/arte-123.zip': true,
      'arts/12.1700000000000.webp': false,
      'arts/12.1700000000000.share.jpg': false,
      'arts/123.1700000000000.webp': true,
      'arts/2.1700000000000.webp': true,
    });
    // The emptied folder goes too; a missing one is nothing to remove.
    expect((await readdir(path.join(root, 'arts'))).sort()).toEqual([
      '123',
      '123.1700000000000.webp',
      '2.1700000000000.webp',
    ]);
    expect(await storage.removePrefix('arts/99/')).toBe(0);
    expect(await storage.removePrefix('nada/12.')).toBe(0);
  });

  it('removes at most `limit` files a call, the rest on the next', async () => {
    const storage = fileStorage(root);
    for (let i = 0; i < 5; i++) await storage.write(`arts/7/${i}/arte.zip`, Buffer.from('z'));
    expect(await storage.removePrefix('arts/7/', 3)).toBe(3);
    expect(await storage.removePrefix('arts/7/', 3)).toBe(2);
    expect(await storage.removePrefix('arts/7/', 3)).toBe(0);
    expect(await readdir(path.join(root, 'arts'))).toEqual([]);
  });

  it('leaves a file being written, and never follows a link out of the root', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'storage-outside-'));
    try {
      await writeFile(path.join(outside, 'keep.txt'), 'keep');
      const storage = fileStorage(root);
      await storage.write('arts/5/1/arte.zip', Buffer.from('z'));
      await mkdir(path.join(root, 'arts', '5', '2'), { recursive: true });
      const temp = path.join(root, 'arts', '5', '2', 'arte.zip.0123456789ab.tmp');
      await writeFile(temp, 'half');
      await symlink(outside, path.join(root, 'arts', '5', 'link'));
      expect(await storage.removePrefix('arts/5/')).toBe(2);
      expect(await readFile(temp, 'utf8')).toBe('half');
      expect(await readFile(path.join(outside, 'keep.txt'), 'utf8')).toBe('keep');
      expect((await readdir(path.join(root, 'arts', '5'))).sort()).toEqual(['2']);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses prefixes that would leave the root or name all of it', async () => {
    const storage = fileStorage(root);
    await storage.write('arts/1.webp', Buffer.from('x'));
    for (const prefix of [
      '',
      '/',
      'arts',
      '../',
      '../arts/',
      '/etc/',
      'a/../../',
      'arts/..',
      'arts//',
      'arts/1\\',
    ]) {
      await expect(storage.removePrefix(prefix)).rejects.toThrow('Invalid storage prefix');
    }
    expect(await storage.read('arts/1.webp')).not.toBeNull();
  });
});
