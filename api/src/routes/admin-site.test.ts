import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { parseServerEnv } from '@arte-gospel/domain/config';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { WEBHOOK_TOKEN_HEADER } from '../purchases/postback';

// Issue 19, the site itself: logo and favicon uploads, the app configuration (and its
// checkout links overriding CHECKOUT_URL_*), the storage test and the popups' figures.

const TOKEN = 'segredo-do-provedor';
const ENV = parseServerEnv({
  CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/P1?off=mensal-env',
  CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/P1?off=anual-env',
  CHECKOUT_URL_VITALICIO: 'https://pay.hotmart.com/P1?off=vitalicio-env',
});

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-site-'));
  app = createApp({
    db: handle.db,
    log: () => {},
    mediaDir: dataDir,
    env: ENV,
    checkoutWebhookToken: TOKEN,
  });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (level: string) => signedInClient(app, `${level}@demo.org`);

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: '#7c3aed' } })
    .png()
    .toBuffer();
}

/** A multipart upload of `bytes` as the `file` field, with the client's session. */
async function upload(
  client: Awaited<ReturnType<typeof as>> | null,
  kind: string,
  bytes: Uint8Array,
  name = 'logo.png',
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const res = await app.request(
    `/api/admin/site-assets/${kind}`,
    { method: 'POST', body: form, headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.0.1'),
  );
  return { status: res.status, body: (await res.json()) as { message?: string; url?: string } };
}

async function auditActions() {
  const rows = await handle.db
    .selectFrom('audit_log')
    .select(['action', 'actor_level'])
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.actor_level} ${row.action}`);
}

const emptyConfig = {
  siteName: null,
  primaryColor: null,
  contactEmail: null,
  contactWhatsapp: null,
  instagramUrl: null,
  facebookUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  checkoutUrlMensal: null,
  checkoutUrlAnual: null,
  checkoutUrlVitalicio: null,
};

describe('the role table (platform §6.3): these calls are admin only', () => {
  const calls = [
    ['DELETE', '/api/admin/site-assets/logo', undefined],
    ['GET', '/api/admin/app-config', undefined],
    ['PUT', '/api/admin/app-config', {}],
    ['POST', '/api/admin/storage-test', {}],
    ['GET', '/api/admin/popups/stats', undefined],
  ] as const;

  it('answers 401 without a session and 403 to every level but admin', async () => {
    for (const [method, url, body] of calls) {
      expect((await testClient(app).call(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await upload(null, 'logo', await png(8, 8))).status).toBe(401);
    for (const level of ACCESS_LEVELS) {
      const client = await as(level);
      const expected = level === 'admin' ? 200 : 403;
      for (const [method, url, body] of calls) {
        expect((await client.call(method, url, body)).status, `${level} ${method} ${url}`).toBe(
          expected,
        );
      }
      expect((await upload(client, 'logo', await png(8, 8))).status, `${level} upload`).toBe(
        level === 'admin' ? 201 : 403,
      );
    }
  });
});

describe('POST/DELETE /api/admin/site-assets/:kind', () => {
  it('stores a PNG logo, serves it, sets it for the site and audits it', async () => {
    const admin = await as('admin');
    const bytes = await png(120, 40);
    const res = await upload(admin, 'logo', bytes);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/media\/site\/logo-[0-9a-f]{16}\.png$/);
    const served = await app.request(res.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const settings = await testClient(app).call('GET', '/api/site-settings');
    expect(settings.body.logoUrl).toBe(res.body.url);
    const [entry] = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.logo.update')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(entry).toMatchObject({ actor_level: 'admin', target_type: 'site_settings' });
    expect(JSON.parse(entry!.after!).logoUrl).toBe(res.body.url);
  });

  it('removes the logo: the site falls back to its default and the file is gone', async () => {
    const admin = await as('admin');
    const { body } = await upload(admin, 'logo', await png(50, 50));
    const removed = await admin.call('DELETE', '/api/admin/site-assets/logo');
    expect(removed).toMatchObject({ status: 200, body: { success: true, url: null } });
    expect((await testClient(app).call('GET', '/api/site-settings')).body.logoUrl).toBeNull();
    expect((await app.request(body.url!)).status).toBe(404);
    expect((await auditActions()).slice(-1)).toEqual(['admin settings.logo.remove']);
    expect(await readdir(path.join(dataDir, 'uploads', 'site'))).toEqual([]);
  });

  it('recognises files by content: a renamed text or HTML file is refused', async () => {
    const admin = await as('admin');
    const refused = { status: 400, body: { message: 'Envie uma imagem PNG, JPEG, WebP ou SVG.' } };
    expect(await upload(admin, 'logo', new TextEncoder().encode('não é imagem'))).toEqual(refused);
    expect(
      await upload(admin, 'logo', new TextEncoder().encode('<html><script>x</script></html>')),
    ).toEqual(refused);
    // A PNG signature followed by garbage is not an image either.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await upload(admin, 'logo', fake)).toEqual(refused);
    expect(await upload(admin, 'capa', await png(8, 8))).toEqual({
      status: 400,
      body: { message: 'Tipo de imagem inválido: use logo ou favicon' },
    });
  });

  it('sanitises an SVG: scripts, handlers and outside references are dropped', async () => {
    const admin = await as('admin');
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="10" height="10" fill="#123456" onclick="alert(3)"/>' +
      '<image xlink:href="https://tracker.example/p.png" width="1" height="1"/></svg>';
    const res = await upload(admin, 'logo', new TextEncoder().encode(svg), 'logo.svg');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.svg$/);
    const served = await app.request(res.body.url!);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const text = await served.text();
    expect(text).toContain('<rect');
    expect(text).toContain('fill="#123456"');
    expect(text).not.toMatch(/script|onload|onclick|tracker\.example/);
  });

  it('bounds the size per kind and the dimensions', async () => {
    const admin = await as('admin');
    const big = new Uint8Array(600 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await upload(admin, 'favicon', big)).toEqual({
      status: 413,
      body: { message: 'O favicon deve ter no máximo 512 KB.' },
    });
    expect(await upload(admin, 'logo', new Uint8Array(2 * 1024 * 1024 + 1))).toEqual({
      status: 413,
      body: { message: 'O logo deve ter no máximo 2 MB.' },
    });
    const wide = await sharp({
      create: { width: 5000, height: 10, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    expect(await upload(admin, 'logo', wide)).toEqual({
      status: 400,
      body: { message: 'A imagem deve ter no máximo 4096 px de lado.' },
    });
  });

  it('sets the favicon apart from the logo', async () => {
    const admin = await as('admin');
    const res = await upload(admin, 'favicon', await png(32, 32), 'icone.png');
    expect(res.body.url).toMatch(/^\/media\/site\/favicon-[0-9a-f]{16}\.png$/);
    expect((await testClient(app).call('GET', '/api/site-settings')).body.faviconUrl).toBe(
      res.body.url,
    );
  });
});

describe('GET/PUT /api/admin/app-config', () => {
  it('reads the stored values, the environment links and the allowed hosts', async () => {
    const res = await (await as('admin')).call('GET', '/api/admin/app-config');
    expect(res.body).toEqual({
      settings: emptyConfig,
      checkoutDefaults: {
        mensal: 'https://pay.hotmart.com/P1?off=mensal-env',
        anual: 'https://pay.hotmart.com/P1?off=anual-env',
        vitalicio: 'https://pay.hotmart.com/P1?off=vitalicio-env',
      },
      checkoutHosts: ['pay.hotmart.com', 'go.hotmart.com'],
    });
  });

  it('refuses bad values with a pt-BR message naming the field', async () => {
    const admin = await as('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ siteName: 'A' }, 'O nome do site deve ter pelo menos 2 caracteres'],
      [{ siteName: 'x'.repeat(61) }, 'O nome do site deve ter no máximo 60 caracteres'],
      [{ primaryColor: 'roxo' }, 'Use uma cor no formato #RRGGBB'],
      [{ contactEmail: 'contato@' }, 'Informe um e-mail de contato válido'],
      [
        { contactWhatsapp: '1234' },
        'Informe o WhatsApp com DDI e DDD, só números (ex.: 5511940002024)',
      ],
      [{ instagramUrl: 'http://instagram.com/x' }, 'O link do Instagram deve começar com https://'],
      [
        { checkoutUrlAnual: 'https://evil.example/pay?off=x' },
        'O link de checkout do plano anual deve ser https em um destes endereços: pay.hotmart.com, go.hotmart.com',
      ],
      [
        { checkoutUrlMensal: 'https://user@pay.hotmart.com/P1?off=x' },
        'O link de checkout do plano mensal deve ser https em um destes endereços: pay.hotmart.com, go.hotmart.com',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await admin.call('PUT', '/api/admin/app-config', body)).toEqual({
        status: 400,
        body: { message },
        setCookie: null,
      });
    }
  });

  it('saves the configuration, the site reads it, and it is audited', async () => {
    const admin = await as('admin');
    const saved = await admin.call('PUT', '/api/admin/app-config', {
      siteName: '  Arte Gospel Brasil ',
      primaryColor: '#7C3AED',
      contactEmail: 'ola@artegospel.com.br',
      contactWhatsapp: '+55 (11) 94000-2024',
      instagramUrl: 'https://www.instagram.com/artegospel',
      checkoutUrlAnual: 'https://pay.hotmart.com/P1?off=anual-loja',
    });
    expect(saved.status).toBe(200);
    const site = await testClient(app).call('GET', '/api/site-settings');
    expect(site.body).toMatchObject({
      siteName: 'Arte Gospel Brasil',
      contactEmail: 'ola@artegospel.com.br',
      contactWhatsapp: '5511940002024',
      instagramUrl: 'https://www.instagram.com/artegospel',
      facebookUrl: null,
    });
    // The link each plan is bought through now: the stored one, else the variable's.
    expect((await testClient(app).call('GET', '/api/checkout-links')).body).toEqual({
      mensal: 'https://pay.hotmart.com/P1?off=mensal-env',
      anual: 'https://pay.hotmart.com/P1?off=anual-loja',
      vitalicio: 'https://pay.hotmart.com/P1?off=vitalicio-env',
    });
    expect((await auditActions()).slice(-1)).toEqual(['admin settings.app-config.update']);
    const [entry] = await handle.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'settings.app-config.update')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(JSON.parse(entry!.before!)).toEqual(emptyConfig);
    expect(JSON.parse(entry!.after!).checkoutUrlAnual).toBe(
      'https://pay.hotmart.com/P1?off=anual-loja',
    );
  });

  it("matches a postback by the stored link's offer code instead of the variable's", async () => {
    const postback = JSON.parse(
      readFileSync(
        new URL('../purchases/fixtures/purchase-approved.json', import.meta.url),
        'utf8',
      ),
    );
    const send = async (transaction: string, offer: string) => {
      postback.data.purchase.transaction = transaction;
      postback.data.purchase.offer.code = offer;
      const res = await app.request('/api/webhooks/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: TOKEN },
        body: JSON.stringify(postback),
      });
      return ((await res.json()) as { plan: string | null }).plan;
    };
    // Saved by the test above: anual's link is now off=anual-loja.
    expect(await send('HP-LOJA-1', 'anual-loja')).toBe('anual');
    expect(await send('HP-LOJA-2', 'mensal-env')).toBe('mensal');
    // Cleared, the variable's offer is the annual plan's again.
    const admin = await as('admin');
    expect((await admin.call('PUT', '/api/admin/app-config', {})).status).toBe(200);
    expect(await send('HP-LOJA-3', 'anual-env')).toBe('anual');
    expect((await testClient(app).call('GET', '/api/checkout-links')).body).toEqual({
      mensal: 'https://pay.hotmart.com/P1?off=mensal-env',
      anual: 'https://pay.hotmart.com/P1?off=anual-env',
      vitalicio: 'https://pay.hotmart.com/P1?off=vitalicio-env',
    });
  });
});

describe('checkout links in production with no CHECKOUT_URL_* (platform §2.5)', () => {
  let production: ReturnType<typeof createApp>;
  beforeAll(() => {
    production = createApp({
      db: handle.db,
      log: () => {},
      mediaDir: dataDir,
      env: parseServerEnv({ NODE_ENV: 'production' }),
      checkoutWebhookToken: TOKEN,
    });
  });

  it('names no link for a plan until staff set one, and no example offer anywhere', async () => {
    const admin = await signedInClient(production, 'admin@demo.org');
    expect((await admin.call('PUT', '/api/admin/app-config', {})).status).toBe(200);
    expect((await testClient(production).call('GET', '/api/checkout-links')).body).toEqual({
      mensal: null,
      anual: null,
      vitalicio: null,
    });
    expect((await admin.call('GET', '/api/admin/app-config')).body.checkoutDefaults).toEqual({
      mensal: null,
      anual: null,
      vitalicio: null,
    });
    const diagnostics = await admin.call('GET', '/api/admin/webhooks/diagnostics');
    expect(diagnostics.body.checkoutLinks).toEqual([
      { plan: 'mensal', configured: false, url: null, offerCode: null },
      { plan: 'anual', configured: false, url: null, offerCode: null },
      { plan: 'vitalicio', configured: false, url: null, offerCode: null },
    ]);

    const saved = await admin.call('PUT', '/api/admin/app-config', {
      checkoutUrlVitalicio: 'https://pay.hotmart.com/V7?off=vida-real',
    });
    expect(saved.status).toBe(200);
    expect((await testClient(production).call('GET', '/api/checkout-links')).body).toEqual({
      mensal: null,
      anual: null,
      vitalicio: 'https://pay.hotmart.com/V7?off=vida-real',
    });
    expect((await admin.call('PUT', '/api/admin/app-config', {})).status).toBe(200);
  });
});

describe('POST /api/admin/storage-test', () => {
  it('writes, reads and deletes a test file, timing each step', async () => {
    const res = await (await as('admin')).call<{
      success: boolean;
      key: string;
      bytes: number;
      steps: { step: string; ok: boolean; ms: number; error: string | null }[];
    }>('POST', '/api/admin/storage-test', {});
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.key).toMatch(/^storage-test\/teste-\d+-[0-9a-f]{8}\.txt$/);
    expect(res.body.bytes).toBe(1087);
    expect(res.body.steps.map((step) => [step.step, step.ok, step.error])).toEqual([
      ['write', true, null],
      ['read', true, null],
      ['delete', true, null],
    ]);
    for (const step of res.body.steps) expect(step.ms).toBeGreaterThanOrEqual(0);
    expect(await readdir(path.join(dataDir, 'uploads', 'storage-test'))).toEqual([]);
  });

  it('reports the failing step and its error when the storage cannot be written', async () => {
    // A file where the storage's folder should be: every write under it fails.
    const broken = await mkdtemp(path.join(tmpdir(), 'admin-site-broken-'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(broken, 'uploads'), 'not a folder');
    const brokenApp = createApp({ db: handle.db, log: () => {}, mediaDir: broken, env: ENV });
    const admin = await signedInClient(brokenApp, 'admin@demo.org');
    const res = await admin.call<{
      success: boolean;
      steps: { step: string; ok: boolean; error: string | null }[];
    }>('POST', '/api/admin/storage-test', {});
    expect(res.body.success).toBe(false);
    expect(res.body.steps).toHaveLength(1);
    expect(res.body.steps[0]).toMatchObject({ step: 'write', ok: false });
    expect(res.body.steps[0]!.error).toMatch(/ENOTDIR|EEXIST/);
    await rm(broken, { recursive: true, force: true });
  });
});

describe('GET /api/admin/popups/stats', () => {
  it('counts views, clicks and dismissals per popup', async () => {
    const [popup] = await handle.db
      .insertInto('popups')
      .values({ title: 'Semana da Família', target_pages: [], audience: 'all', is_active: true })
      .returning('id')
      .execute();
    const id = popup!.id;
    await handle.db
      .insertInto('popup_events')
      .values([
        { popup_id: id, session_id: 's1', action: 'view' },
        { popup_id: id, session_id: 's2', action: 'view' },
        { popup_id: id, session_id: 's3', action: 'view' },
        { popup_id: id, session_id: 's1', action: 'click' },
        { popup_id: id, session_id: 's2', action: 'dismiss' },
      ])
      .execute();
    const res = await (await as('admin')).call('GET', '/api/admin/popups/stats');
    expect(res.body).toEqual([{ popupId: id, views: 3, clicks: 1, dismissals: 1 }]);
  });
});

describe('GET/POST /api/admin/popups for the console', () => {
  it('lists each popup with its fields, schedule and figures', async () => {
    const admin = await as('admin');
    const created = await admin.call<{ id: number }>('POST', '/api/admin/popups', {
      title: 'Natal com Cristo',
      content: '<p onclick="x()">Artes de <b>Natal</b></p><script>alert(1)</script>',
      buttonText: 'Ver artes',
      buttonUrl: '/categorias/natal',
      targetPages: ['home', 'artes'],
      audience: 'free',
      startsAt: '2026-12-01T03:00:00.000Z',
      endsAt: '2026-12-26T02:59:00.000Z',
      position: 'bottom-right',
      size: 'small',
      delay: 3,
    });
    expect(created.status).toBe(201);
    await handle.db
      .insertInto('popup_events')
      .values([
        { popup_id: created.body.id, session_id: 'n1', action: 'view' },
        { popup_id: created.body.id, session_id: 'n1', action: 'click' },
      ])
      .execute();
    const list = await admin.call<Record<string, unknown>[]>('GET', '/api/admin/popups');
    expect(list.body[0]).toMatchObject({
      id: created.body.id,
      title: 'Natal com Cristo',
      content: '<p>Artes de <b>Natal</b></p>',
      buttonUrl: '/categorias/natal',
      targetPages: ['home', 'artes'],
      audience: 'free',
      startsAt: '2026-12-01T03:00:00.000Z',
      endsAt: '2026-12-26T02:59:00.000Z',
      position: 'bottom-right',
      size: 'small',
      delay: 3,
      isActive: true,
      views: 1,
      clicks: 1,
      dismissals: 0,
    });
  });

  it("refuses a button link to another host through '//' or a backslash", async () => {
    const admin = await as('admin');
    for (const buttonUrl of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example\\@artegospel.com.br',
    ]) {
      expect(
        await admin.call('POST', '/api/admin/popups', { title: 'Oferta', buttonUrl }),
        buttonUrl,
      ).toEqual({
        status: 400,
        body: { message: 'Use um link http(s) ou um caminho do site (começando com /)' },
        setCookie: null,
      });
    }
    for (const buttonUrl of ['https://www.example.com/natal?x=1', 'http://igreja.org', '/planos']) {
      expect((await admin.call('POST', '/api/admin/popups', { buttonUrl })).status).toBe(201);
    }
  });
});
