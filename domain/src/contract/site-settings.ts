import * as v from 'valibot';

// platform §3 Site settings, §7 GET /api/site-settings.

/** Each value may be unset: the header then uses its default logo (platform §2.6, §8). */
export const SiteSettingsSchema = v.object({
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  primaryColor: v.nullable(v.string()),
});
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
