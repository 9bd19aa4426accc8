import { randomUUID } from 'node:crypto';
import {
  ActivePopupQuerySchema,
  type ActivePopupResponse,
  type PopupEventAction,
  PopupTrackBodySchema,
  PopupViewBodySchema,
  popupPageName,
  SAME_TAB_POPUP_ID,
} from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { recordView, viewerKey } from '../library/views';
import { expirationPopup, findActivePopup } from '../popups/active-popup';
import { popupExists, recordPopupEvent } from '../popups/popup-events';
import { validate } from '../validation';

export const POPUP_NOT_FOUND_MESSAGE = 'Popup não encontrado';
export const INVALID_POPUP_ID_MESSAGE = 'Identificador de popup inválido';

/** :id of the tracking calls: a popup id, or -1 for the expiration popup. */
const PopupIdParam = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^(-1|[1-9]\d{0,8})$/, INVALID_POPUP_ID_MESSAGE),
    v.transform(Number),
  ),
});

/** The largest value of a PostgreSQL integer (popups.id is serial). */
const MAX_POPUP_ID = 2_147_483_647;

/**
 * Stores one popup event for the popup session (and the user, when logged in). The
 * expiration popup (id -1) is built per request, not stored, so its events are accepted and
 * dropped. An unknown id → 404.
 */
async function recordEvent(
  c: Context<AppEnv>,
  popupId: number,
  sessionId: string,
  action: PopupEventAction,
) {
  if (popupId === SAME_TAB_POPUP_ID) return c.json({ success: true });
  if (!(await popupExists(c.var.db, popupId)))
    return c.json({ message: POPUP_NOT_FOUND_MESSAGE }, 404);
  // A view is stored once per visitor per popup per day (library/views.ts): replaying the
  // call is answered the same but not counted again.
  if (action === 'view') {
    const visitor = viewerKey(c.var.user, c.var.clientIp);
    if (!(await recordView(c.var.db, { kind: 'popup', itemId: popupId, visitor }))) {
      return c.json({ success: true });
    }
  }
  await recordPopupEvent(c.var.db, { popupId, sessionId, userId: c.var.user?.id ?? null, action });
  return c.json({ success: true });
}

/**
 * platform §4.2, §7: GET /api/popups/active and the three tracking calls (view, click,
 * dismissal). sessionId is the client's popup session (not the login session): dismissals
 * hide a popup for that session only.
 */
export function popupsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/active', validate('query', ActivePopupQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const sessionId = query.sessionId?.trim() || randomUUID();
    const user = c.var.user;
    const now = new Date();
    // The expiration popup takes precedence over promotional ones.
    const expiration = expirationPopup(user, now);
    const popup =
      expiration ??
      (await findActivePopup(c.var.db, {
        page: popupPageName(query.currentPath),
        user,
        sessionId,
        now,
      }));
    c.header('Cache-Control', 'private, no-store');
    const body: ActivePopupResponse = {
      hasActivePopup: popup !== null,
      popup,
      sessionId,
      isExpirationPopup: expiration !== null,
    };
    return c.json(body);
  });

  app.post(
    '/track-view/:id',
    validate('param', PopupIdParam),
    validate('json', PopupTrackBodySchema),
    (c) => recordEvent(c, c.req.valid('param').id, c.req.valid('json').sessionId, 'view'),
  );

  app.post(
    '/track-click/:id',
    validate('param', PopupIdParam),
    validate('json', PopupTrackBodySchema),
    (c) => recordEvent(c, c.req.valid('param').id, c.req.valid('json').sessionId, 'click'),
  );

  app.post('/view', validate('json', PopupViewBodySchema), async (c) => {
    const body = c.req.valid('json');
    // The contract only says number: 1.5 or 2**40 would reach the integer column.
    const validId =
      body.popupId === SAME_TAB_POPUP_ID ||
      (Number.isInteger(body.popupId) && body.popupId > 0 && body.popupId <= MAX_POPUP_ID);
    if (!validId) return c.json({ message: INVALID_POPUP_ID_MESSAGE }, 400);
    return recordEvent(c, body.popupId, body.sessionId, body.action);
  });

  return app;
}
