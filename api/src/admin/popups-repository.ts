import type { AdminPopup } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';
import { popupTextAndColours } from '../popups/active-popup';
import { popupStats } from './popup-stats';
import { sanitizeHtml } from './sanitize';
import type { PopupInputSchema } from './schemas';

// Staff writes to popups (the active popup a viewer sees is popups/active-popup.ts).

type PopupInput = v.InferOutput<typeof PopupInputSchema>;

/** The row of a popup body; its HTML content sanitized. */
function popupRow(body: PopupInput) {
  return {
    title: body.title ?? null,
    content: body.content ? sanitizeHtml(body.content) : null,
    image_url: body.imageUrl ?? null,
    button_text: body.buttonText ?? null,
    button_url: body.buttonUrl ?? null,
    background_color: body.backgroundColor ?? null,
    text_color: body.textColor ?? null,
    button_color: body.buttonColor ?? null,
    button_text_color: body.buttonTextColor ?? null,
    button_radius: body.buttonRadius ?? null,
    button_width: body.buttonWidth ?? null,
    position: body.position ?? null,
    size: body.size ?? null,
    animation: body.animation ?? null,
    delay: body.delay ?? null,
    target_pages: body.targetPages,
    audience: body.audience,
    starts_at: body.startsAt ?? null,
    ends_at: body.endsAt ?? null,
    is_active: body.isActive,
  };
}

/** Every popup, newest first, with its views, clicks and dismissals (popup_events). */
export async function listPopups(db: Kysely<Database>): Promise<AdminPopup[]> {
  const [rows, stats] = await Promise.all([
    db.selectFrom('popups').selectAll().orderBy('id', 'desc').execute(),
    popupStats(db),
  ]);
  const byPopup = new Map(stats.map((row) => [row.popupId, row]));
  return rows.map((row) => ({
    ...popupTextAndColours(row),
    position: row.position,
    size: row.size,
    animation: row.animation,
    delay: row.delay === null ? null : Number(row.delay),
    targetPages: row.target_pages,
    audience: row.audience,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    views: byPopup.get(row.id)?.views ?? 0,
    clicks: byPopup.get(row.id)?.clicks ?? 0,
    dismissals: byPopup.get(row.id)?.dismissals ?? 0,
  }));
}

/** Creates the popup; its id and the content as stored (sanitized). */
export async function createPopup(db: Kysely<Database>, body: PopupInput) {
  return db
    .insertInto('popups')
    .values(popupRow(body))
    .returning(['id', 'content'])
    .executeTakeFirstOrThrow();
}

/** Rewrites the popup; false when there is none with this id. */
export async function updatePopup(db: Kysely<Database>, id: number, body: PopupInput) {
  return reachedRow(db.updateTable('popups').set(popupRow(body)).where('id', '=', id));
}

/**
 * Deletes the popup: its image's address (for the caller to remove once committed), or
 * undefined when there is none with this id.
 */
export async function deletePopup(db: Kysely<Database>, id: number) {
  const row = await db
    .deleteFrom('popups')
    .where('id', '=', id)
    .returning('image_url')
    .executeTakeFirst();
  return row && { imageUrl: row.image_url };
}

/**
 * Sets a popup's image (null removes it) in the caller's transaction, the row locked (no write when
 * it is already so): the address it replaced, or undefined when there is no popup
 * with the id (nothing written).
 */
export async function setPopupImage(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const current = await db
    .selectFrom('popups')
    .select('image_url')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  if (current.image_url !== url)
    await db.updateTable('popups').set({ image_url: url }).where('id', '=', id).execute();
  return { previous: current.image_url };
}

/** The popup's image address (undefined: no popup), for the cleanup after a write. */
export async function popupImage(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('popups')
    .select('image_url')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.image_url;
}

/** Does any popup still show this image? (A pasted address may name another's upload.) */
export async function popupImageInUse(db: Kysely<Database>, url: string) {
  const row = await db
    .selectFrom('popups')
    .select('id')
    .where('image_url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}
