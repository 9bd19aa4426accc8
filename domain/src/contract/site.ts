import * as v from 'valibot';
import { POPUP_ANIMATIONS, POPUP_POSITIONS, POPUP_SIZES } from '../popups/popup';

// platform §3 site settings, popups and problem reports; §7 their calls.

export const SiteSettingsSchema = v.object({
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  primaryColor: v.nullable(v.string()),
});
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/** platform §3 Popup: every field; defaults are applied by withPopupDefaults(). */
export const PopupSchema = v.object({
  id: v.number(),
  title: v.nullable(v.string()),
  content: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  buttonText: v.nullable(v.string()),
  buttonUrl: v.nullable(v.string()),
  backgroundColor: v.nullable(v.string()),
  textColor: v.nullable(v.string()),
  buttonColor: v.nullable(v.string()),
  buttonTextColor: v.nullable(v.string()),
  buttonRadius: v.nullable(v.number()),
  buttonWidth: v.nullable(v.string()),
  position: v.nullable(v.picklist(POPUP_POSITIONS)),
  size: v.nullable(v.picklist(POPUP_SIZES)),
  // Anything else gives the default entrance (platform §3), so any string is accepted.
  animation: v.nullable(v.union([v.picklist(POPUP_ANIMATIONS), v.string()])),
  delay: v.nullable(v.number()),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

export const ActivePopupQuerySchema = v.object({
  sessionId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  currentPath: v.pipe(v.string(), v.maxLength(100)),
});
export const ActivePopupResponseSchema = v.object({
  hasActivePopup: v.boolean(),
  popup: v.nullable(PopupSchema),
  sessionId: v.string(),
  isExpirationPopup: v.boolean(),
});
export type ActivePopupResponse = v.InferOutput<typeof ActivePopupResponseSchema>;

export const PopupTrackBodySchema = v.object({ sessionId: v.pipe(v.string(), v.maxLength(100)) });
export const PopupViewBodySchema = v.object({
  popupId: v.number(),
  sessionId: v.pipe(v.string(), v.maxLength(100)),
  action: v.literal('dismiss'),
});

/** POST /api/reports-v2 success: not shown by the spec; ours. */
export const ReportResponseSchema = v.object({
  success: v.literal(true),
  id: v.number(),
  message: v.string(),
});
