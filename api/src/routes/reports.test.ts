import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EVIDENCE_SIZE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  REPORT_EVIDENCE_MAX_BYTES,
  ReportResponseSchema,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, testClient } from '../../../testing/api/client';
import { insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { RATE_LIMIT_MESSAGE } from '../auth/rate-limit';
import type { DatabaseHandle } from '../db/database';
import { REPORT_SENT_MESSAGE } from '../reports/reports';
import { MALFORMED_MULTIPART_MESSAGE, MULTIPART_REQUIRED_MESSAGE } from './reports';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let evidenceDir: string;
let anaId: number;
let otherId: number;
let ipCounter = 0;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(8),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0])]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

const report = {
  reportTypeId: 1,
  title: 'Arte copiada',
  description: 'Esta arte foi copiada do meu ministério sem créditos.',
};

/** A client with its own address (the report limit is per address) and, maybe, a session. */
async function reporter(email?: string) {
  const ip = `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const client = testClient(app, ip);
  if (email) {
    const res = await client.call('POST', '/api/login', { username: email, password: 'demo12345' });
    expect(res.status).toBe(200);
  }
  const upload = async (form: FormData | BodyInit, headers: Record<string, string> = {}) => {
    const res = await app.request(
      '/api/reports-v2/upload',
      {
        method: 'POST',
        body: form,
        headers: { ...(client.cookie() ? { cookie: client.cookie() } : {}), ...headers },
      },
      fromAddress(ip),
    );
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  };
  return { ...client, upload };
}

function reportForm(fields: Record<string, string> = {}, file?: [Uint8Array, string, string]) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    reportTypeId: '2',
    title: 'Link quebrado',
    description: 'O download da arte de Páscoa não abre.',
    ...fields,
  })) {
    form.set(key, value);
  }
  if (file) form.set('evidence', new Blob([new Uint8Array(file[0])], { type: file[2] }), file[1]);
  return form;
}

async function stored(id: number) {
  const row = await handle.db
    .selectFrom('problem_reports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const evidence = await handle.db
    .selectFrom('report_evidence')
    .selectAll()
    .where('report_id', '=', id)
    .execute();
  return { ...row, evidence };
}

function sentId(res: { status: number; body: unknown }) {
  expect(res.status).toBe(201);
  const body = v.parse(ReportResponseSchema, res.body);
  expect(body.message).toBe(REPORT_SENT_MESSAGE);
  return body.id;
}

beforeAll(async () => {
  handle = await freshDatabase();
  evidenceDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-evidence-test-'));
  app = createApp({ db: handle.db, log: () => {}, evidenceDir });
  const password_hash = await hashPassword('demo12345');
  const users = await handle.db
    .insertInto('users')
    .values([
      {
        name: 'Ana',
        username: 'ana',
        email: 'ana@igreja.org',
        password_hash,
        phone: '11999990000',
      },
      { name: 'Outro', username: 'outro', email: 'outro@igreja.org', password_hash },
    ])
    .returning('id')
    .execute();
  anaId = users[0]!.id;
  otherId = users[1]!.id;
});
afterAll(async () => {
  await handle?.close();
  if (evidenceDir) await rm(evidenceDir, { recursive: true, force: true });
});

describe('POST /api/reports-v2 (JSON)', () => {
  it('ties a logged-in report to the session user, never to a userId in the body', async () => {
    const client = await reporter('ana@igreja.org');
    const res = await client.call('POST', '/api/reports-v2?_t=1', {
      ...report,
      userId: otherId,
      email: 'falso@exemplo.com',
      whatsapp: '11988887777',
    });
    const row = await stored(sentId(res));
    expect(row).toMatchObject({
      report_type_id: 1,
      title: 'Arte copiada',
      description: report.description,
      user_id: anaId,
      email: 'ana@igreja.org',
      whatsapp: null,
      status: 'aberto',
      evidence: [],
    });
  });

  it('ignores even a malformed body userId', async () => {
    const client = await reporter('ana@igreja.org');
    const res = await client.call('POST', '/api/reports-v2', { ...report, userId: 'abc' });
    expect((await stored(sentId(res))).user_id).toBe(anaId);
  });

  it('keeps an anonymous reporter’s email and WhatsApp, and no user', async () => {
    const client = await reporter();
    const res = await client.call('POST', '/api/reports-v2', {
      ...report,
      reportTypeId: '3',
      title: '  Conteúdo ofensivo  ',
      email: ' fiel@igreja.org ',
      whatsapp: '5511987654321',
      userId: anaId,
    });
    expect(await stored(sentId(res))).toMatchObject({
      report_type_id: 3,
      title: 'Conteúdo ofensivo',
      user_id: null,
      email: 'fiel@igreja.org',
      whatsapp: '5511987654321',
    });
  });

  it('stores empty contact fields as null', async () => {
    const client = await reporter();
    const res = await client.call('POST', '/api/reports-v2', {
      ...report,
      email: '',
      whatsapp: '',
    });
    expect(await stored(sentId(res))).toMatchObject({ email: null, whatsapp: null });
  });

  it('keeps the art a report names (from its page) when it exists', async () => {
    const refs = await insertArtRefs(handle.db);
    const art = await handle.db
      .insertInto('arts')
      .values({
        title: 'Culto de Páscoa',
        search_text: 'culto de pascoa',
        image_url: '/media/arts/pascoa.webp',
        format_id: refs.formatId,
        file_type_id: refs.fileTypeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await reporter('ana@igreja.org');
    const json = await client.call('POST', '/api/reports-v2', { ...report, artId: art.id });
    expect((await stored(sentId(json))).art_id).toBe(art.id);
    const unknown = await client.call('POST', '/api/reports-v2', { ...report, artId: 999_999 });
    expect((await stored(sentId(unknown))).art_id).toBeNull();
    const upload = await client.upload(reportForm({ artId: String(art.id) }));
    expect((await stored(sentId(upload))).art_id).toBe(art.id);
    expect((await client.call('POST', '/api/reports-v2', { ...report, artId: 0 })).status).toBe(
      400,
    );
  });

  it('answers every validation rule with the spec’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reportTypeId: undefined }, 'Selecione um tipo de problema'],
      [{ reportTypeId: '' }, 'Selecione um tipo de problema'],
      [{ reportTypeId: 5 }, 'Selecione um tipo de problema'],
      [{ title: 'Arte' }, 'O título deve ter no mínimo 5 caracteres'],
      [{ title: '   Arte    ' }, 'O título deve ter no mínimo 5 caracteres'],
      [{ title: 'x'.repeat(101) }, 'O título deve ter no máximo 100 caracteres'],
      [{ description: 'Curta' }, 'A descrição deve ter no mínimo 10 caracteres'],
      [{ description: 'x'.repeat(1001) }, 'A descrição deve ter no máximo 1000 caracteres'],
      [{ email: 'fiel@' }, 'Insira um e-mail válido'],
      [{ whatsapp: '119999' }, 'Número de WhatsApp inválido'],
      [{ whatsapp: '1'.repeat(16) }, 'Número de WhatsApp muito longo'],
      [{ title: undefined }, 'Campo inválido: title'],
    ];
    for (const [change, message] of cases) {
      // Refused reports count towards the hourly limit too: one address per case.
      const client = await reporter();
      const res = await client.call('POST', '/api/reports-v2', { ...report, ...change });
      expect({ change, status: res.status, body: res.body }).toEqual({
        change,
        status: 400,
        body: { message },
      });
    }
    const malformed = await (await reporter()).call('POST', '/api/reports-v2', '{"title":');
    expect(malformed.status).toBe(400);
  });
});

describe('POST /api/reports-v2/upload (multipart)', () => {
  it('stores a real PNG outside the repository under a random name, readable by the owner only', async () => {
    const client = await reporter();
    const res = await client.upload(
      reportForm({ email: 'fiel@igreja.org' }, [PNG, '../../site/public/<prova>.png', 'image/png']),
    );
    const row = await stored(sentId(res));
    expect(row).toMatchObject({ report_type_id: 2, email: 'fiel@igreja.org', user_id: null });
    expect(row.evidence).toHaveLength(1);
    const evidence = row.evidence[0]!;
    expect(evidence).toMatchObject({
      original_name: '_prova_.png',
      mime_type: 'image/png',
      size_bytes: PNG.length,
    });
    expect(evidence.stored_name).toMatch(/^[0-9a-f]{32}\.png$/);
    const file = path.join(evidenceDir, evidence.stored_name);
    expect(await readFile(file)).toEqual(PNG);
    expect(path.relative(REPO_ROOT, file).startsWith('..')).toBe(true);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('gives every file its own random name', async () => {
    const client = await reporter();
    const first = await stored(sentId(await client.upload(reportForm({}, [PNG, 'a.png', '']))));
    const second = await stored(sentId(await client.upload(reportForm({}, [PNG, 'a.png', '']))));
    expect(first.evidence[0]!.stored_name).not.toBe(second.evidence[0]!.stored_name);
  });

  it('accepts a PDF, a JPEG and a WEBP, by content whatever the name or declared type', async () => {
    const client = await reporter('ana@igreja.org');
    const cases: [Buffer, string, string, string][] = [
      [PDF, 'relatorio.pdf', 'application/pdf', 'application/pdf'],
      [JPEG, 'foto', 'application/octet-stream', 'image/jpeg'],
      [WEBP, 'captura.png', 'image/png', 'image/webp'],
    ];
    for (const [bytes, name, declared, detected] of cases) {
      const res = await client.upload(
        reportForm({ userId: String(otherId) }, [bytes, name, declared]),
      );
      const row = await stored(sentId(res));
      expect(row).toMatchObject({ user_id: anaId, email: 'ana@igreja.org' });
      expect(row.evidence[0]).toMatchObject({ mime_type: detected, size_bytes: bytes.length });
      const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
      expect(row.evidence[0]!.stored_name).toMatch(
        new RegExp(`^[0-9a-f]{32}\\.${extension[detected as keyof typeof extension]}$`),
      );
    }
  });

  it('refuses a .png whose bytes are an EXE, HTML or nothing', async () => {
    const client = await reporter();
    const before = await handle.db.selectFrom('problem_reports').select('id').execute();
    for (const bytes of [EXE, HTML, Buffer.from('RIFF....AVI ')]) {
      const res = await client.upload(reportForm({}, [bytes, 'prova.png', 'image/png']));
      expect(res).toEqual({ status: 400, body: { message: EVIDENCE_TYPE_MESSAGE } });
    }
    const textEvidence = reportForm();
    textEvidence.set('evidence', 'não é um arquivo');
    expect(await client.upload(textEvidence)).toEqual({
      status: 400,
      body: { message: EVIDENCE_TYPE_MESSAGE },
    });
    expect(await handle.db.selectFrom('problem_reports').select('id').execute()).toEqual(before);
  });

  it('refuses a file of 5MB and 1 byte with 413', async () => {
    const client = await reporter();
    const big = Buffer.alloc(REPORT_EVIDENCE_MAX_BYTES + 1);
    PNG.copy(big);
    const res = await client.upload(reportForm({}, [big, 'grande.png', 'image/png']));
    expect(res).toEqual({ status: 413, body: { message: EVIDENCE_SIZE_MESSAGE } });
    const exact = Buffer.alloc(REPORT_EVIDENCE_MAX_BYTES);
    PNG.copy(exact);
    const ok = await client.upload(reportForm({}, [exact, 'limite.png', 'image/png']));
    expect((await stored(sentId(ok))).evidence[0]!.size_bytes).toBe(REPORT_EVIDENCE_MAX_BYTES);
  });

  it('refuses a declared length far over the limit before reading the body', async () => {
    const client = await reporter();
    const res = await client.upload('x', {
      'content-type': 'multipart/form-data; boundary=abc',
      'content-length': String(50 * 1024 * 1024),
    });
    expect(res).toEqual({ status: 413, body: { message: EVIDENCE_SIZE_MESSAGE } });
  });

  it('refuses a chunked body once it streams past the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await app.request(
      '/api/reports-v2/upload',
      {
        method: 'POST',
        body: stream,
        // @ts-expect-error: Node's fetch needs duplex for a streamed request body
        duplex: 'half',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      },
      fromAddress('10.8.0.1'),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: EVIDENCE_SIZE_MESSAGE });
  });

  it('answers a malformed or non-multipart body with 400, never 500', async () => {
    const client = await reporter();
    const garbage = await client.upload('--abc\r\nsem fim', {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(garbage).toEqual({ status: 400, body: { message: MALFORMED_MULTIPART_MESSAGE } });
    const noBoundary = await client.upload('x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary).toEqual({ status: 400, body: { message: MALFORMED_MULTIPART_MESSAGE } });
    const json = await client.upload(JSON.stringify(report), {
      'content-type': 'application/json',
    });
    expect(json).toEqual({ status: 400, body: { message: MULTIPART_REQUIRED_MESSAGE } });
  });

  it('validates the fields with the spec’s messages', async () => {
    const client = await reporter();
    const cases: [Record<string, string>, string][] = [
      [{ reportTypeId: '9' }, 'Selecione um tipo de problema'],
      [{ title: 'Erro' }, 'O título deve ter no mínimo 5 caracteres'],
      [{ description: 'Curta' }, 'A descrição deve ter no mínimo 10 caracteres'],
      [{ email: 'fiel@' }, 'Insira um e-mail válido'],
      [{ whatsapp: '1'.repeat(16) }, 'Número de WhatsApp muito longo'],
    ];
    for (const [change, message] of cases) {
      const res = await client.upload(reportForm(change, [PNG, 'prova.png', 'image/png']));
      expect({ change, ...res }).toEqual({ change, status: 400, body: { message } });
    }
  });

  it('accepts a report without a file, or with an empty file input', async () => {
    const client = await reporter();
    expect((await stored(sentId(await client.upload(reportForm())))).evidence).toEqual([]);
    const emptyInput = reportForm();
    emptyInput.set('evidence', new Blob([]), '');
    expect((await stored(sentId(await client.upload(emptyInput)))).evidence).toEqual([]);
  });
});

describe('rate limit', () => {
  it('allows 10 reports an hour per address, JSON and upload together', async () => {
    const client = await reporter();
    for (let i = 0; i < 9; i++) {
      expect((await client.call('POST', '/api/reports-v2', report)).status).toBe(201);
    }
    expect((await client.upload(reportForm({}, [PNG, 'prova.png', 'image/png']))).status).toBe(201);
    const json = await client.call('POST', '/api/reports-v2', report);
    expect(json).toMatchObject({ status: 429, body: { message: RATE_LIMIT_MESSAGE } });
    const upload = await client.upload(reportForm({}, [PNG, 'prova.png', 'image/png']));
    expect(upload).toEqual({ status: 429, body: { message: RATE_LIMIT_MESSAGE } });
    expect((await (await reporter()).call('POST', '/api/reports-v2', report)).status).toBe(201);
  });
});
