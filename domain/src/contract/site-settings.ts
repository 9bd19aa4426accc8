import * as v from 'valibot';

// platform §3 Site settings, §7 GET /api/site-settings; issue 19's app configuration adds
// the site's name, contacts and social links (absent in an older answer: read as unset).

const setting = v.optional(v.nullable(v.string()), null);

/** Each value may be unset: the header then uses its default logo (platform §2.6, §8). */
export const SiteSettingsSchema = v.object({
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  primaryColor: v.nullable(v.string()),
  siteName: setting,
  contactEmail: setting,
  /** Digits with the country code (5511940002024), for wa.me links. */
  contactWhatsapp: setting,
  instagramUrl: setting,
  facebookUrl: setting,
  youtubeUrl: setting,
  tiktokUrl: setting,
});
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
