import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DownloadResponseSchema } from '@arte-gospel/domain';
import { unzipSync } from 'fflate';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient } from '../../../testing/api/client';
import { insertAccounts, insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { downloadMonth, recordDownload } from '../library/library-repository';
import { FILES_FORBIDDEN_MESSAGE } from '../routes/library';

// Issue 17: a download counts against the free quota once per art per calendar month
// (America/Sao_Paulo), also under parallel calls; the art's ZIP is served only to whoever
// downloaded it this month (or staff).

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
const ids: Record<string, number> = {};
const arts: number[] = [];

const LIMIT_MESSAGE =
  'Você atingiu o limite de 10 downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.';

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-downloads-'));
  app = createApp({ db, log: () => {}, mediaDir: dataDir });
  Object.assign(
    ids,
    await insertAccounts(db, [
      { name: 'Repete', username: 'repete' },
      { name: 'Paralelo', username: 'paralelo' },
      { name: 'Mistura', username: 'mistura' },
      { name: 'Arquivos', username: 'arquivos' },
      { name: 'Mês', username: 'mes' },
      { name: 'Equipe', username: 'equipe', nivelacesso: 'admin' },
    ]),
  );
  const [format] = await insertNamed(db, 'formats', [{ name: 'Cartaz', slug: 'cartaz' }]);
  const [fileType] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const rows = await db
    .insertInto('arts')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Culto de Oração ${i + 1}`,
        search_text: `culto de oracao ${i + 1}`,
        image_url: `/media/arts/${i + 1}.webp`,
        format_id: format!,
        file_type_id: fileType!,
        is_visible: true,
        size_id: 'feed-quadrado',
        width: 1080,
        height: 1080,
        edit_url: i === 0 ? 'https://www.canva.com/design/DAGx1/view' : null,
      })),
    )
    .returning('id')
    .execute();
  arts.push(...rows.map((row) => row.id));
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const downloadRows = async (userId: number) =>
  handle.db
    .selectFrom('downloads')
    .select(['art_id', 'created_at'])
    .where('user_id', '=', userId)
    .execute();

const downloadCount = async (artId: number) =>
  (
    await handle.db
      .selectFrom('arts')
      .select('download_count')
      .where('id', '=', artId)
      .executeTakeFirstOrThrow()
  ).download_count;

describe('the month of a download (America/Sao_Paulo)', () => {
  it('runs from the 1st at 00:00 in Brasília (03:00 UTC) to the next 1st', () => {
    expect(downloadMonth(new Date('2026-11-30T23:00:00-03:00'))).toEqual({
      start: new Date('2026-11-01T03:00:00Z'),
      end: new Date('2026-12-01T03:00:00Z'),
    });
    expect(downloadMonth(new Date('2026-02-15T12:00:00Z'))).toEqual({
      start: new Date('2026-02-01T03:00:00Z'),
      end: new Date('2026-03-01T03:00:00Z'),
    });
  });

  it('counts an art again in the next month, not within the month', async () => {
    const user = ids.mes!;
    const art = arts[20]!;
    // 30 Nov 23:00 in Brasília (already 1 Dec in UTC) is still November.
    const lateNovember = new Date('2026-12-01T02:00:00Z');
    expect(await recordDownload(handle.db, user, art, 10, lateNovember)).toEqual({
      used: 1,
      counted: true,
    });
    expect(
      await recordDownload(handle.db, user, art, 10, new Date('2026-12-01T02:59:59Z')),
    ).toEqual({ used: 1, counted: false });
    // 1 Dec 00:00 in Brasília: a new month, the same art counts again.
    const december = new Date('2026-12-01T03:00:00Z');
    expect(await recordDownload(handle.db, user, art, 10, december)).toEqual({
      used: 1,
      counted: true,
    });
    expect(
      await recordDownload(handle.db, user, arts[21]!, 10, new Date('2026-12-20T15:00:00Z')),
    ).toEqual({ used: 2, counted: true });
    expect((await downloadRows(user)).map((row) => row.created_at.toISOString()).sort()).toEqual([
      '2026-12-01T02:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
      '2026-12-20T15:00:00.000Z',
    ]);
  });
});

describe('POST /api/arts/:id/download counts an art once a month', () => {
  it('a second download of the same art is free: not counted, not refused at the limit', async () => {
    const user = await signedInClient(app, 'repete@demo.org');
    const first = await user.call('POST', `/api/arts/${arts[0]}/download`);
    expect(first.status).toBe(200);
    expect(v.parse(DownloadResponseSchema, first.body)).toEqual({
      success: true,
      downloadUrl: `/api/arts/${arts[0]}/files/arte-gospel-culto-de-oracao-1-${arts[0]}.zip`,
      editUrl: 'https://www.canva.com/design/DAGx1/view',
      downloadsUsed: 1,
      downloadLimit: 10,
      counted: true,
    });
    const again = await user.call('POST', `/api/arts/${arts[0]}/download`);
    expect(again.body).toMatchObject({ downloadsUsed: 1, counted: false });
    for (let i = 1; i < 10; i += 1) {
      const res = await user.call('POST', `/api/arts/${arts[i]}/download`);
      expect(res.body).toMatchObject({ downloadsUsed: i + 1, counted: true, editUrl: null });
    }
    // At the limit: a new art is refused, an art of this month is still given.
    const over = await user.call('POST', `/api/arts/${arts[10]}/download`);
    expect(over).toMatchObject({ status: 403, body: { message: LIMIT_MESSAGE } });
    const repeat = await user.call('POST', `/api/arts/${arts[3]}/download`);
    expect(repeat).toMatchObject({ status: 200, body: { downloadsUsed: 10, counted: false } });
    expect(await downloadRows(ids.repete!)).toHaveLength(10);
    expect(await downloadCount(arts[0]!)).toBe(1);
  });

  it('10 parallel downloads of one art count once', async () => {
    const user = await signedInClient(app, 'paralelo@demo.org');
    const before = await downloadCount(arts[12]!);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => user.call('POST', `/api/arts/${arts[12]}/download`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((res) => res.body.counted === true)).toHaveLength(1);
    expect(answers.map((res) => res.body.downloadsUsed)).toEqual(Array(10).fill(1));
    expect(await downloadRows(ids.paralelo!)).toHaveLength(1);
    expect(await downloadCount(arts[12]!)).toBe(before + 1);
  });

  it('parallel downloads of 15 arts, each twice, never pass the limit of 10', async () => {
    const user = await signedInClient(app, 'mistura@demo.org');
    const targets = arts.slice(0, 15).flatMap((id) => [id, id]);
    const answers = await Promise.all(
      targets.map((id) => user.call('POST', `/api/arts/${id}/download`)),
    );
    const given = new Set(targets.filter((_, i) => answers[i]!.status === 200).map((id) => id));
    expect(given.size).toBe(10);
    // Both calls of a counted art succeed; both calls of a refused art are refused.
    expect(answers.filter((res) => res.status === 200)).toHaveLength(20);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(10);
    expect(answers.filter((res) => res.body.counted === true)).toHaveLength(10);
    expect(await downloadRows(ids.mistura!)).toHaveLength(10);
  });
});

describe('GET /api/arts/:id/files/:name', () => {
  const zipPath = (id: number, n: number) =>
    `/api/arts/${id}/files/arte-gospel-culto-de-oracao-${n}-${id}.zip`;

  const get = (path: string, cookie?: string) =>
    app.request(path, { headers: cookie ? { cookie } : {} }, fromAddress('10.9.0.1'));

  it('asks for a session', async () => {
    const res = await get(zipPath(arts[25]!, 26));
    expect(res.status).toBe(401);
  });

  it('refuses an art not downloaded this month, in pt-BR', async () => {
    const user = await signedInClient(app, 'arquivos@demo.org');
    // Downloaded last month only.
    await handle.db
      .insertInto('downloads')
      .values({
        user_id: ids.arquivos!,
        art_id: arts[25]!,
        created_at: new Date(downloadMonth().start.getTime() - 60_000),
      })
      .execute();
    const res = await user.call('GET', zipPath(arts[25]!, 26));
    expect(res).toMatchObject({ status: 403, body: { message: FILES_FORBIDDEN_MESSAGE } });
  });

  it('serves the ZIP after the download, as an attachment nobody caches', async () => {
    const user = await signedInClient(app, 'arquivos@demo.org');
    expect((await user.call('POST', `/api/arts/${arts[25]}/download`)).status).toBe(200);
    const res = await get(zipPath(arts[25]!, 26), user.cookie());
    expect(res.status).toBe(200);
    const name = `arte-gospel-culto-de-oracao-26-${arts[25]}.zip`;
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    const base = name.replace(/\.zip$/, '');
    expect(Object.keys(unzipSync(body))).toEqual([
      'LEIA-ME.txt',
      'LICENCA.txt',
      `${base}.svg`,
      `${base}.png`,
    ]);
  });

  it('serves staff without a download', async () => {
    const staff = await signedInClient(app, 'equipe@demo.org');
    const res = await get(zipPath(arts[25]!, 26), staff.cookie());
    expect(res.status).toBe(200);
  });

  it('answers a wrong name or art with 404 and a bad id with 400, in JSON', async () => {
    const user = await signedInClient(app, 'arquivos@demo.org');
    for (const path of [
      `/api/arts/${arts[25]}/files/outro-nome.zip`,
      `/api/arts/${arts[25]}/files/..%2F..%2Fetc%2Fpasswd`,
      `/api/arts/999999/files/arte-gospel-x-999999.zip`,
    ]) {
      const res = await user.call('GET', path);
      expect(res, path).toMatchObject({ status: 404, body: { message: 'Arquivo não encontrado' } });
    }
    const bad = await user.call('GET', '/api/arts/abc/files/x.zip');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('message');
    const long = await user.call('GET', `/api/arts/${arts[25]}/files/${'a'.repeat(300)}.zip`);
    expect([400, 404]).toContain(long.status);
    expect(long.body).toHaveProperty('message');
  });
});
