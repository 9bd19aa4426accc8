import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  AppConfigInputSchema,
  checkoutHostsOf,
  checkoutLinks,
  SITE_ASSET_KINDS,
  SITE_ASSET_MAX_BYTES,
  type SiteAssetKind,
  type SiteAssetResponse,
  STAFF_ROLES,
  type StorageTestResponse,
} from '@arte-gospel/domain';
import type { ServerEnv } from '@arte-gospel/domain/config';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  checkoutLinkProblem,
  currentCheckoutLinks,
  readAppConfig,
  saveAppConfig,
} from '../admin/app-config';
import { recordAudit } from '../admin/audit';
import { contentImageBodyLimit } from '../admin/content-images';
import { popupStats } from '../admin/popup-stats';
import { setPopupImage } from '../admin/popups-repository';
import { type RowImage, removeRowImage, uploadRowImage } from '../admin/row-images';
import {
  checkSiteAsset,
  SITE_ASSET_MIME,
  SITE_ASSET_NAME,
  SITE_ASSET_SIZE_MESSAGE,
  SITE_ASSET_TYPE_MESSAGE,
  SiteAssetRejected,
  siteAssetKey,
} from '../admin/site-assets';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import { readSiteSettings, saveSiteSettings } from '../catalogue/reference';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';
import { readMultipartForm, validate } from '../validation';
import { IdParam } from './admin-params';

// Staff endpoints of the site itself (issue 19, api/README.md 'Staff endpoints'): the logo
// and favicon, the app configuration, the storage test, the popups' figures and images. Admin only
// (platform §6.3: /admin/logo-upload, /admin/app-config and /admin/storage-test are admin
// pages; the popups' calls are admin's too). Every change is audited in its transaction.

const { admins: ADMINS } = STAFF_ROLES;

const KindParam = v.object({
  kind: v.picklist(SITE_ASSET_KINDS, 'Tipo de imagem inválido: use logo ou favicon'),
});
const SETTING_OF: Record<SiteAssetKind, 'logoUrl' | 'faviconUrl'> = {
  logo: 'logoUrl',
  favicon: 'faviconUrl',
};
const MULTIPART_MESSAGE = 'Envie a imagem como multipart/form-data, no campo file.';

/** A popup's uploaded image: a content picture of kind 'popup' in popups.image_url. */
export const POPUP_IMAGE: RowImage = {
  kind: 'popup',
  table: 'popups',
  column: 'image_url',
  action: 'popup.image',
  label: 'Imagem do popup',
  set: setPopupImage,
};

/** The test file's text: a line that says what it is, and random bytes so each run differs. */
function storageTestContent(): Uint8Array {
  return new TextEncoder().encode(
    `Arte Gospel: teste de armazenamento do painel administrativo.\n${randomBytes(512).toString('hex')}\n`,
  );
}

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  try {
    const value = await work();
    return { ok: true as const, value, ms: round(performance.now() - start), error: null };
  } catch (error) {
    return {
      ok: false as const,
      value: undefined,
      ms: round(performance.now() - start),
      error: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
    };
  }
}
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Removes a site image we stored once no setting names it any more. */
async function dropUnused(db: Kysely<Database>, storage: Storage, url: string | null) {
  const key = siteAssetKey(url);
  if (!key) return;
  const settings = await readSiteSettings(db);
  if (settings.logoUrl === url || settings.faviconUrl === url) return;
  await storage.remove(key).catch(() => {});
}

export interface AdminSiteOptions {
  env: ServerEnv;
  /** Where uploaded site images and the storage test's file go. */
  storage: Storage;
}

/** Mounted at /api/admin next to adminRoutes(). */
export function adminSiteRoutes(options: AdminSiteOptions) {
  const { env, storage } = options;
  const app = new Hono<AppEnv>();

  // POST /site-assets/:kind (multipart, field `file`): stores the image and sets the
  // setting; the image it replaces is removed once nothing names it.
  app.post(
    '/site-assets/:kind',
    requireLevel(ADMINS),
    validate('param', KindParam),
    // The larger kind's limit: a smaller kind's is checked on the file itself.
    bodyLimit({
      maxSize: SITE_ASSET_MAX_BYTES.logo + 64 * 1024,
      onError: (c) => c.json({ message: SITE_ASSET_SIZE_MESSAGE.logo }, 413),
    }),
    async (c) => {
      const { kind } = c.req.valid('param');
      const form = await readMultipartForm(c, {
        required: MULTIPART_MESSAGE,
        malformed: MULTIPART_MESSAGE,
      });
      if (form instanceof Response) return form;
      const file = form.file;
      if (!(file instanceof File)) return c.json({ message: SITE_ASSET_TYPE_MESSAGE }, 400);
      if (file.size > SITE_ASSET_MAX_BYTES[kind]) {
        return c.json({ message: SITE_ASSET_SIZE_MESSAGE[kind] }, 413);
      }
      let asset: Awaited<ReturnType<typeof checkSiteAsset>>;
      try {
        asset = await checkSiteAsset(kind, new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof SiteAssetRejected) return c.json({ message: error.message }, 400);
        throw error;
      }
      await storage.write(asset.key, asset.data);
      const setting = SETTING_OF[kind];
      const before = await c.var.db.transaction().execute(async (db) => {
        const previous = await readSiteSettings(db);
        await saveSiteSettings(db, { [setting]: asset.url });
        await recordAudit(db, c.var.user, {
          action: `settings.${kind}.update`,
          targetType: 'site_settings',
          targetId: setting,
          summary: `${kind === 'logo' ? 'Logo' : 'Favicon'} enviado (${asset.type.toUpperCase()}, ${asset.data.length} bytes)`,
          before: previous,
          after: await readSiteSettings(db),
        });
        return previous;
      });
      if (before[setting] !== asset.url) await dropUnused(c.var.db, storage, before[setting]);
      const body: SiteAssetResponse = { success: true, url: asset.url };
      return c.json(body, 201);
    },
  );

  app.delete(
    '/site-assets/:kind',
    requireLevel(ADMINS),
    validate('param', KindParam),
    async (c) => {
      const { kind } = c.req.valid('param');
      const setting = SETTING_OF[kind];
      const before = await c.var.db.transaction().execute(async (db) => {
        const previous = await readSiteSettings(db);
        if (previous[setting] === null) return previous;
        await saveSiteSettings(db, { [setting]: null });
        await recordAudit(db, c.var.user, {
          action: `settings.${kind}.remove`,
          targetType: 'site_settings',
          targetId: setting,
          summary: kind === 'logo' ? 'Logo removido' : 'Favicon removido',
          before: previous,
          after: await readSiteSettings(db),
        });
        return previous;
      });
      await dropUnused(c.var.db, storage, before[setting]);
      const body: SiteAssetResponse = { success: true, url: null };
      return c.json(body);
    },
  );

  app.get('/app-config', requireLevel(ADMINS), async (c) =>
    c.json({
      settings: await readAppConfig(c.var.db),
      checkoutDefaults: checkoutLinks(env),
      checkoutHosts: checkoutHostsOf(env),
    }),
  );

  app.put(
    '/app-config',
    requireLevel(ADMINS),
    validate('json', AppConfigInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      const problem = checkoutLinkProblem(env, input);
      if (problem) return c.json({ message: problem }, 400);
      await c.var.db.transaction().execute(async (db) => {
        const before = await readAppConfig(db);
        await saveAppConfig(db, input);
        await recordAudit(db, c.var.user, {
          action: 'settings.app-config.update',
          targetType: 'site_settings',
          targetId: 'app-config',
          before,
          after: await readAppConfig(db),
        });
      });
      return c.json({ success: true });
    },
  );

  // Writes, reads back and deletes a test file in the storage, timing each step. Not a
  // change of the product's data, so nothing is audited.
  app.post('/storage-test', requireLevel(ADMINS), async (c) => {
    const key = `storage-test/teste-${Date.now()}-${randomBytes(4).toString('hex')}.txt`;
    const content = storageTestContent();
    const steps: StorageTestResponse['steps'] = [];
    const write = await timed(() => storage.write(key, content));
    steps.push({ step: 'write', ok: write.ok, ms: write.ms, error: write.error });
    if (write.ok) {
      const read = await timed(async () => {
        const back = await storage.read(key);
        if (!back) throw new Error('O arquivo gravado não foi encontrado na leitura.');
        if (!Buffer.from(content).equals(back)) {
          throw new Error('O conteúdo lido é diferente do gravado.');
        }
      });
      steps.push({ step: 'read', ok: read.ok, ms: read.ms, error: read.error });
      const removal = await timed(async () => {
        await storage.remove(key);
        if ((await storage.read(key)) !== null) {
          throw new Error('O arquivo continua no armazenamento depois de apagado.');
        }
      });
      steps.push({ step: 'delete', ok: removal.ok, ms: removal.ms, error: removal.error });
    }
    const body: StorageTestResponse = {
      success: steps.length === 3 && steps.every((step) => step.ok),
      key,
      bytes: content.length,
      steps,
    };
    return c.json(body);
  });

  app.get('/popups/stats', requireLevel(ADMINS), async (c) => c.json(await popupStats(c.var.db)));

  // POST /popups/:id/image (multipart, field `file`): the popup shows the uploaded picture
  // instead of an address typed in its form; the picture it replaces is removed after the
  // commit. DELETE takes the picture off the popup.
  app.post(
    '/popups/:id/image',
    requireLevel(ADMINS),
    validate('param', IdParam),
    contentImageBodyLimit(),
    async (c) => uploadRowImage(c, storage, POPUP_IMAGE, c.req.valid('param').id),
  );
  app.delete('/popups/:id/image', requireLevel(ADMINS), validate('param', IdParam), async (c) =>
    removeRowImage(c, storage, POPUP_IMAGE, c.req.valid('param').id),
  );
  return app;
}

/**
 * GET /api/checkout-links: the link each plan is bought through now, null for none (read by
 * the BFF's /checkout/:plan, and by the site, whose plan buttons only log a warning for a
 * plan with none).
 */
export function checkoutLinksRoutes(env: ServerEnv) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) =>
    c.json(await currentCheckoutLinks(c.var.db, env), 200, { 'Cache-Control': 'no-store' }),
  );
  return app;
}

/** GET /media/site/:name: an uploaded logo or favicon (named by its hash, so immutable). */
export function siteAssetMediaRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.get('/:name', etag(), async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!SITE_ASSET_NAME.test(name)) return c.json({ message: 'Arquivo não encontrado' }, 404);
    const data = await storage.read(`site/${name}`);
    if (!data) return c.json({ message: 'Arquivo não encontrado' }, 404);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': SITE_ASSET_MIME[extension] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs nothing and fetches nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return app;
}
