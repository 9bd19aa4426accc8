import * as v from 'valibot';
import { POPUP_ANIMATIONS, POPUP_POSITIONS, POPUP_SIZES } from '../popups/popup';
import { boundedInt, boundedString, ID_MAX } from './common';

// platform §3 Popup and Active-popup response, §7 the four popup calls.

const SessionIdSchema = boundedString('sessionId', { max: 100 });

/**
 * platform §3 Popup: every field of the table. Styling fields may be null; their defaults
 * (#FFFFFF, #000000, #4F46E5, #FFFFFF, radius 4, width auto, delay 2 s) are applied by
 * withPopupDefaults() in popups/.
 */
export const PopupSchema = v.object({
  id: v.number(),
  title: v.nullable(v.string()),
  /** HTML. */
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
  /** Seconds. */
  delay: v.nullable(v.number()),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** GET /api/popups/active query (platform §4.2: currentPath is the page name, e.g. home). */
export const ActivePopupQuerySchema = v.object({
  sessionId: v.optional(SessionIdSchema),
  currentPath: boundedString('currentPath', { max: 100 }),
});
export type ActivePopupQuery = v.InferOutput<typeof ActivePopupQuerySchema>;

export const ActivePopupResponseSchema = v.object({
  hasActivePopup: v.boolean(),
  popup: v.nullable(PopupSchema),
  sessionId: v.string(),
  isExpirationPopup: v.boolean(),
});
export type ActivePopupResponse = v.InferOutput<typeof ActivePopupResponseSchema>;

/**
 * The :id of POST /api/popups/track-view/:id and /track-click/:id, as the path carries it
 * ('4' → 4). Negative ids are accepted: -1 is the expiration popup (platform §4.2).
 */
export const PopupIdParamsSchema = v.object({
  id: v.pipe(
    boundedString('id', { max: 10, maxMessage: 'id deve ser um número inteiro' }),
    v.regex(/^-?\d{1,9}$/, 'id deve ser um número inteiro'),
    v.transform(Number),
  ),
});
export type PopupIdParams = v.InferOutput<typeof PopupIdParamsSchema>;

/** POST /api/popups/track-view/:id and /track-click/:id body. */
export const PopupTrackBodySchema = v.object({ sessionId: SessionIdSchema });
export type PopupTrackBody = v.InferOutput<typeof PopupTrackBodySchema>;

/** POST /api/popups/view body: a dismissal (platform §4.2, close with the X). */
export const PopupViewBodySchema = v.object({
  /** -1 is the expiration popup (platform §4.2). */
  popupId: boundedInt('popupId', -1, ID_MAX, {
    type: 'popupId deve ser um número',
    range: 'Identificador de popup inválido',
  }),
  sessionId: SessionIdSchema,
  action: v.literal('dismiss', "action deve ser 'dismiss'"),
});
export type PopupViewBody = v.InferOutput<typeof PopupViewBodySchema>;

/** The answer of the three tracking calls: not shown by the spec; ours. */
export const PopupTrackResponseSchema = v.object({ success: v.boolean() });
export type PopupTrackResponse = v.InferOutput<typeof PopupTrackResponseSchema>;
