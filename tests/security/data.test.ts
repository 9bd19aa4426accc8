import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStack, repoRoot, SERVER, startStack } from '../../testing/stack/stack';
import { visitor as visitorOf } from '../../testing/stack/visitor';

// Issue 14, data integrity, through the BFF (the stack of `npm start`): the bounded password
// hashing pool, the free limits under parallel calls, unpublished media, publishing rights,
// view counting, and one process per DATA_DIR.

const BUSY_MESSAGE = 'Muitas solicitações no momento. Tente novamente em instantes.';
const LOCK_FILE = 'arte-gospel.lock';
const DEMO_PASSWORD = 'demo12345';
const DOMAIN = 'demo.artegospel.com.br';
const ENV = {
  PASSWORD_HASH_CONCURRENCY: '1',
  PASSWORD_HASH_QUEUE: '2',
  // Every request comes from 127.0.0.1 here: the per-address limits are not under test.
  RATE_LIMIT_LOGIN_IP: '1000/15m',
  RATE_LIMIT_LOGIN_EMAIL: '1000/15m',
  RATE_LIMIT_REGISTER_IP: '100/1h',
};

let stack: RunningStack;
let dataDir: string;

/** A client with its own session cookie, calling the API through the BFF. */
const visitor = () => visitorOf(stack.url);

async function signedIn(email: string) {
  const call = visitor();
  const res = await call('POST', '/api/login', { username: email, password: DEMO_PASSWORD });
  expect(res.status, email).toBe(200);
  return call;
}

/** Free, published arts of the listing. */
async function freeArts(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const res = await visitor()('GET', `/api/arts?limit=100&page=${page}`);
    const arts = res.body.arts as Array<{ id: number; isPremium: boolean }>;
    expect(arts.length).toBeGreaterThan(0);
    ids.push(...arts.filter((art) => !art.isPremium).map((art) => art.id));
  }
  return ids.slice(0, count);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-data-'));
  stack = await startStack({ ...ENV, DATA_DIR: dataDir });
});
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a flood of logins (bounded hashing pool, concurrency 1, queue 2)', () => {
  it('refuses the overflow with 503, Retry-After and a pt-BR message; the catalogue still answers', async () => {
    const emails = ['usuario', 'premium', 'vitalicio', 'admin', 'suporte'].map(
      (name) => `${name}@${DOMAIN}`,
    );
    const flood = Array.from({ length: 30 }, (_, i) =>
      visitor()('POST', '/api/login', {
        username: emails[i % emails.length],
        password: DEMO_PASSWORD,
      }),
    );
    // While the logins wait for the pool, the catalogue is served.
    const listing = await visitor()('GET', '/api/arts?limit=24');
    expect(listing.status).toBe(200);
    const categories = await visitor()('GET', '/api/categories');
    expect(categories.status).toBe(200);
    const answers = await Promise.all(flood);
    const busy = answers.filter((res) => res.status === 503);
    const ok = answers.filter((res) => res.status === 200);
    expect(ok.length + busy.length).toBe(answers.length);
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(res.body).toEqual({ message: BUSY_MESSAGE });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Once it has passed, logins work again.
    await signedIn(emails[0]!);
  });
});

describe('free limits under parallel calls', () => {
  it('40 parallel downloads count exactly 10; 43 parallel favourites keep exactly 20', async () => {
    const call = visitor();
    const email = `limites-${Date.now()}@example.com`;
    const registered = await call('POST', '/api/register', {
      username: 'limites',
      email,
      password: 'segredo1',
      name: 'Conta Gratuita',
    });
    expect(registered.status).toBe(200);
    const arts = await freeArts(43);
    const downloads = await Promise.all(
      arts.slice(0, 40).map((id) => call('POST', `/api/arts/${id}/download`)),
    );
    expect(downloads.filter((res) => res.status === 200)).toHaveLength(10);
    expect(downloads.filter((res) => res.status === 403)).toHaveLength(30);
    expect((await call('GET', '/api/downloads')).body).toHaveLength(10);
    const favourites = await Promise.all(
      arts.map((id) => call('POST', `/api/arts/${id}/favorite`)),
    );
    expect(favourites.filter((res) => res.status === 200)).toHaveLength(20);
    expect(favourites.filter((res) => res.status === 403)).toHaveLength(23);
    expect((await call('GET', '/api/favorites')).body.totalCount).toBe(20);
  });
});

describe('unpublished arts and publishing rights', () => {
  /** A new art by this staff member (hidden unless `extra` says otherwise). */
  async function createArt(staff: ReturnType<typeof visitor>, extra: Record<string, unknown> = {}) {
    const formats = (await staff('GET', '/api/formats')).body as unknown as Array<{ id: number }>;
    const fileTypes = (await staff('GET', '/api/fileTypes')).body as unknown as Array<{
      id: number;
    }>;
    return staff('POST', '/api/admin/arts', {
      title: 'Arte ainda não publicada',
      categoryId: null,
      formatId: formats[0]!.id,
      fileTypeId: fileTypes[0]!.id,
      imageUrl: '/media/arts/rascunho.webp',
      ...extra,
    });
  }

  it('serves an unpublished art image only to staff, never publicly cacheable', async () => {
    const admin = await signedIn(`admin@${DOMAIN}`);
    const created = await createArt(admin);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const urls = [`/media/arts/${id}.webp`, `/media/arts/thumbnails/${id}.webp`];
    const user = await signedIn(`usuario@${DOMAIN}`);
    for (const url of urls) {
      for (const call of [visitor(), user]) {
        const res = await call('GET', url);
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ message: 'Arquivo não encontrado' });
      }
      const staff = await admin('GET', url);
      expect(staff.status, url).toBe(200);
      expect(staff.headers.get('content-type')).toBe('image/webp');
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
    }
    // Published by staff: public for everyone.
    const published = await admin('PUT', `/api/admin/arts/${id}`, {
      title: 'Arte publicada',
      categoryId: null,
      formatId: ((await admin('GET', '/api/formats')).body as unknown as Array<{ id: number }>)[0]!
        .id,
      fileTypeId: (
        (await admin('GET', '/api/fileTypes')).body as unknown as Array<{ id: number }>
      )[0]!.id,
      imageUrl: '/media/arts/rascunho.webp',
      isVisible: true,
    });
    expect(published.status).toBe(200);
    const res = await visitor()('GET', urls[0]!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it('refuses a designer publishing or featuring an art (403, pt-BR); the art stays hidden', async () => {
    const designer = await signedIn(`designer@${DOMAIN}`);
    for (const extra of [{ isVisible: true }, { featuredRank: 1 }]) {
      const res = await createArt(designer, extra);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/^Publicar ou destacar uma arte é decisão da equipe/);
    }
    const draft = await createArt(designer);
    expect(draft.status).toBe(201);
    const id = draft.body.id as number;
    expect((await visitor()('GET', `/api/arts/${id}`)).status).toBe(404);
    const publish = await designer('POST', '/api/admin/arts/publish', { artIds: [id] });
    expect(publish.status).toBe(403);
    expect((await visitor()('GET', `/api/arts/${id}`)).status).toBe(404);
  });
});

describe('art views', () => {
  it('count once per visitor per day, however often the page is reloaded', async () => {
    const [id] = await freeArts(1);
    const views = async (call: ReturnType<typeof visitor>) =>
      ((await call('GET', `/api/arts/${id}`)).body.art as { viewCount: number }).viewCount;
    const reader = visitor();
    const first = await views(reader);
    for (let i = 0; i < 5; i += 1) expect(await views(reader)).toBe(first);
    // Every visitor here comes from 127.0.0.1: a signed-in account is another visitor.
    const user = await signedIn(`premium@${DOMAIN}`);
    expect(await views(user)).toBe(first + 1);
    expect(await views(user)).toBe(first + 1);
  });
});

describe('one process per DATA_DIR', () => {
  /** Starts a second BFF on this folder; resolves with its exit code and output. */
  async function secondProcess(): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [SERVER], {
      cwd: repoRoot,
      env: { ...process.env, ...ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  }

  it('stops a second process with a pt-BR message naming the folder and the pid', async () => {
    const holder = Number((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).split('\n')[0]);
    expect(holder).toBeGreaterThan(0);
    const second = await secondProcess();
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${holder}.`,
    );
    expect(second.output).not.toMatch(/\n\s+at /);
    // The running stack is untouched.
    expect((await visitor()('GET', '/api/categories')).status).toBe(200);
  });

  it('releases the lock on stop, and takes over one left by a dead process', async () => {
    // stop() also deletes startStack's own temp folder; this DATA_DIR is ours.
    await stack.stop();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, LOCK_FILE), `${dead.pid}\nantigo\n`);
    stack = await startStack({ ...ENV, DATA_DIR: dataDir });
    expect((await visitor()('GET', '/api/categories')).status).toBe(200);
    const holder = (await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).split('\n')[0];
    expect(holder).not.toBe(String(dead.pid));
  });
});
