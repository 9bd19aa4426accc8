import * as v from 'valibot';
import { PLAN_SLUGS, type PlanSlug } from '../plans/plans';
import { POPUP_AUDIENCES } from '../popups/popup';
import { boundedString, EMAIL_MAX } from './common';
import { PopupSchema } from './popups';

// The staff console's 'site itself' pages (issue 19; api/README.md 'Staff endpoints'): the
// logo and favicon uploads, the app configuration, the storage test and the popup figures.

/** The site images staff upload: the header's logo and the browser tab's icon. */
export const SITE_ASSET_KINDS = ['logo', 'favicon'] as const;
export type SiteAssetKind = (typeof SITE_ASSET_KINDS)[number];

/** Formats accepted, recognised by the file's bytes (an SVG is sanitised before it is kept). */
export const SITE_ASSET_TYPES = ['png', 'jpeg', 'webp', 'svg'] as const;
export type SiteAssetType = (typeof SITE_ASSET_TYPES)[number];

/** Largest file per kind: a logo up to 2 MiB, a favicon up to 512 KiB. */
export const SITE_ASSET_MAX_BYTES: Record<SiteAssetKind, number> = {
  logo: 2 * 1024 * 1024,
  favicon: 512 * 1024,
};
/** Largest side of a raster logo or favicon, in pixels. */
export const SITE_ASSET_MAX_SIDE = 4096;

/**
 * The pictures of the site's content staff upload: a designer's photo, a testimonial's
 * avatar, a category's cover, a promotional popup's image. Unlike the logo they are
 * photographs: PNG, JPEG or WebP only, re-encoded to WebP at the kind's web size (which also
 * drops their metadata, such as a phone photo's location).
 */
export const CONTENT_IMAGE_KINDS = [
  'designer',
  'testimonial',
  'category',
  'popup',
  // Issue 20: a church's logo ('Minha igreja'); WebP keeps its transparency.
  'church',
] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];
/** Largest content picture accepted: a phone photo fits. */
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side a content picture is kept at, in pixels (never enlarged). */
export const CONTENT_IMAGE_WEB_SIDE: Record<ContentImageKind, number> = {
  designer: 512,
  testimonial: 256,
  category: 1600,
  popup: 1200,
  church: 800,
};

/** The answer to a content picture's upload or removal: the picture's address, or null. */
export const ContentImageResponseSchema = v.object({
  success: v.boolean(),
  url: v.nullable(v.string()),
});
export type ContentImageResponse = v.InferOutput<typeof ContentImageResponseSchema>;

export const SiteAssetResponseSchema = v.object({
  success: v.boolean(),
  url: v.nullable(v.string()),
});
export type SiteAssetResponse = v.InferOutput<typeof SiteAssetResponseSchema>;

const httpsUrl = (label: string) =>
  v.pipe(
    boundedString(label, { max: 300, trim: true }),
    v.regex(/^https:\/\/[^\s/]+(\/\S*)?$/, `${label} deve começar com https://`),
  );
const optionalUrl = (label: string) => v.optional(v.nullable(httpsUrl(label)), null);

/** The checkout link variables' site_settings keys, per plan. */
export const CHECKOUT_LINK_SETTING: Record<PlanSlug, `checkoutUrl${string}`> = {
  mensal: 'checkoutUrlMensal',
  anual: 'checkoutUrlAnual',
  vitalicio: 'checkoutUrlVitalicio',
};

/**
 * PUT /api/admin/app-config: what staff set for the whole site. A null (or empty) value
 * clears the setting, and the site falls back to its own default (checkout links: the
 * CHECKOUT_URL_* variables).
 */
export const AppConfigInputSchema = v.object({
  siteName: v.optional(
    v.nullable(boundedString('O nome do site', { min: 2, max: 60, trim: true })),
    null,
  ),
  primaryColor: v.optional(
    v.nullable(
      v.pipe(
        boundedString('A cor principal', {
          max: 7,
          maxMessage: 'Use uma cor no formato #RRGGBB',
        }),
        v.regex(/^#[0-9a-fA-F]{6}$/, 'Use uma cor no formato #RRGGBB'),
      ),
    ),
    null,
  ),
  contactEmail: v.optional(
    v.nullable(
      v.pipe(
        boundedString('O e-mail de contato', { max: EMAIL_MAX, trim: true }),
        v.email('Informe um e-mail de contato válido'),
      ),
    ),
    null,
  ),
  contactWhatsapp: v.optional(
    v.nullable(
      v.pipe(
        boundedString('O WhatsApp', { max: 25, trim: true }),
        v.transform((text) => text.replace(/[\s().-]/g, '')),
        v.regex(
          /^\+?\d{10,15}$/,
          'Informe o WhatsApp com DDI e DDD, só números (ex.: 5511940002024)',
        ),
        v.transform((text) => text.replace(/^\+/, '')),
      ),
    ),
    null,
  ),
  instagramUrl: optionalUrl('O link do Instagram'),
  facebookUrl: optionalUrl('O link do Facebook'),
  youtubeUrl: optionalUrl('O link do YouTube'),
  tiktokUrl: optionalUrl('O link do TikTok'),
  checkoutUrlMensal: optionalUrl('O link de checkout do plano mensal'),
  checkoutUrlAnual: optionalUrl('O link de checkout do plano anual'),
  checkoutUrlVitalicio: optionalUrl('O link de checkout do plano vitalício'),
});
export type AppConfigInput = v.InferOutput<typeof AppConfigInputSchema>;
export type AppConfigField = keyof AppConfigInput;

/** GET /api/admin/app-config: the stored values and the defaults they replace. */
export const AppConfigResponseSchema = v.object({
  settings: v.object(
    Object.fromEntries(
      Object.keys(AppConfigInputSchema.entries).map((key) => [key, v.nullable(v.string())]),
    ) as Record<AppConfigField, v.NullableSchema<v.StringSchema<undefined>, undefined>>,
  ),
  /**
   * Each plan's link from the environment (CHECKOUT_URL_*, else the example offer outside
   * production); null: none, the plan cannot be bought without a link set here.
   */
  checkoutDefaults: v.object({
    mensal: v.nullable(v.string()),
    anual: v.nullable(v.string()),
    vitalicio: v.nullable(v.string()),
  }),
  /** Hosts a checkout link may point to (CHECKOUT_PAY_HOST, _AFFILIATE_HOST, _ALLOWED_HOSTS). */
  checkoutHosts: v.array(v.string()),
});
export type AppConfigResponse = v.InferOutput<typeof AppConfigResponseSchema>;

/**
 * GET /api/checkout-links: the link each plan is bought through now (the one staff set, else
 * the environment's); null: the plan has none and cannot be bought.
 */
export const CheckoutLinksResponseSchema = v.object(
  Object.fromEntries(PLAN_SLUGS.map((plan) => [plan, v.nullable(v.string())])) as Record<
    PlanSlug,
    v.NullableSchema<v.StringSchema<undefined>, undefined>
  >,
);
export type CheckoutLinksResponse = v.InferOutput<typeof CheckoutLinksResponseSchema>;

/** POST /api/admin/storage-test: each step on a test file, timed. */
export const STORAGE_TEST_STEPS = ['write', 'read', 'delete'] as const;
export const StorageTestResponseSchema = v.object({
  success: v.boolean(),
  key: v.string(),
  bytes: v.number(),
  steps: v.array(
    v.object({
      step: v.picklist(STORAGE_TEST_STEPS),
      ok: v.boolean(),
      ms: v.number(),
      error: v.nullable(v.string()),
    }),
  ),
});
export type StorageTestResponse = v.InferOutput<typeof StorageTestResponseSchema>;

/** GET /api/admin/popups/stats: what viewers did with each popup (popup_events). */
export const PopupStatsResponseSchema = v.array(
  v.object({
    popupId: v.number(),
    views: v.number(),
    clicks: v.number(),
    dismissals: v.number(),
  }),
);
export type PopupStats = v.InferOutput<typeof PopupStatsResponseSchema>;

/** GET /api/admin/popups: every popup with what the staff form edits and its figures. */
export const AdminPopupSchema = v.object({
  ...PopupSchema.entries,
  targetPages: v.array(v.string()),
  audience: v.picklist(POPUP_AUDIENCES),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  isActive: v.boolean(),
  createdAt: v.string(),
  views: v.number(),
  clicks: v.number(),
  dismissals: v.number(),
});
export type AdminPopup = v.InferOutput<typeof AdminPopupSchema>;
export const AdminPopupsResponseSchema = v.array(AdminPopupSchema);
