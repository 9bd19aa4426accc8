import {
  daysUntilExpiry,
  EXPIRY_BANNER_TEXTS,
  entitlements,
  isExpired,
  POPUP_ANIMATIONS,
  POPUP_POSITIONS,
  POPUP_SIZES,
  type Popup,
  type PopupAudience,
  qualifiesForExpirationPopup,
  RENEW_BUTTON,
  SAME_TAB_POPUP_ID,
} from '@arte-gospel/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SessionUser } from '../auth/session';
import type { Database, PopupsTable } from '../db/schema';

// platform §3 Popup, §4.2 promotional popup, §4.4 expiry: which popup a viewer sees.

/**
 * The audiences that match a viewer at `now`: 'all' and the one its entitlements name
 * (visitor, free — also an expired plan — or premium).
 */
export function viewerAudiences(user: SessionUser | null, now: Date): PopupAudience[] {
  return ['all', entitlements(user, now).popupAudience];
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A row's id, texts, image, button and colours in camelCase, as they are stored: what the
 * contract's Popup (toContractPopup) and staff's AdminPopup (admin/popups-repository) share.
 */
export function popupTextAndColours(row: Selectable<PopupsTable>) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    buttonText: row.button_text,
    buttonUrl: row.button_url,
    backgroundColor: row.background_color,
    textColor: row.text_color,
    buttonColor: row.button_color,
    buttonTextColor: row.button_text_color,
    buttonRadius: row.button_radius,
    buttonWidth: row.button_width,
  };
}

/**
 * A row as the contract's Popup (camelCase). Unset fields stay null: the client applies the
 * defaults (domain withPopupDefaults). A position or size the contract does not know (an
 * old row) is sent as null, i.e. the default, so the response always parses.
 */
export function toContractPopup(row: Selectable<PopupsTable>): Popup {
  return {
    ...popupTextAndColours(row),
    position: oneOf(POPUP_POSITIONS, row.position),
    size: oneOf(POPUP_SIZES, row.size),
    animation: row.animation,
    delay: row.delay,
  };
}

/**
 * The newest active promotional popup for this page, viewer and popup session: active,
 * inside its time window (an unset bound is open), aimed at this page (no pages = every
 * page), at the viewer's audience, and not dismissed in this session.
 */
export async function findActivePopup(
  db: Kysely<Database>,
  options: { page: string; user: SessionUser | null; sessionId: string; now: Date },
): Promise<Popup | null> {
  const { page, user, sessionId, now } = options;
  const row = await db
    .selectFrom('popups as p')
    .selectAll('p')
    .where('p.is_active', '=', true)
    .where((eb) => eb.or([eb('p.starts_at', 'is', null), eb('p.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', now)]))
    .where(sql<boolean>`(cardinality(p.target_pages) = 0 or ${page} = any(p.target_pages))`)
    .where('p.audience', 'in', viewerAudiences(user, now))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('popup_events as e')
            .select('e.id')
            .whereRef('e.popup_id', '=', 'p.id')
            .where('e.session_id', '=', sessionId)
            .where('e.action', '=', 'dismiss'),
        ),
      ),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toContractPopup(row) : null;
}

export const EXPIRATION_POPUP_TITLES = {
  expiring: 'Sua assinatura Premium está acabando',
  expired: 'Sua assinatura Premium expirou',
} as const;

/**
 * platform §4.2, §4.4: the expiration popup for a premium, non-lifetime user whose plan ends
 * within 7 days or has ended; null for anyone else. Its id is -1, so its 'Renovar' button
 * navigates to /planos in the same tab. The texts are the expiry banner's.
 */
export function expirationPopup(user: SessionUser | null, now: Date): Popup | null {
  if (!user || !qualifiesForExpirationPopup(user, now)) return null;
  const expired = isExpired(user, now);
  const message = expired
    ? EXPIRY_BANNER_TEXTS.expiredSite
    : EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', String(daysUntilExpiry(user, now) ?? 0));
  return {
    id: SAME_TAB_POPUP_ID,
    title: expired ? EXPIRATION_POPUP_TITLES.expired : EXPIRATION_POPUP_TITLES.expiring,
    content: `<p>${message}</p>`,
    imageUrl: null,
    buttonText: RENEW_BUTTON.label,
    buttonUrl: RENEW_BUTTON.href,
    backgroundColor: null,
    textColor: null,
    buttonColor: null,
    buttonTextColor: null,
    buttonRadius: null,
    buttonWidth: null,
    position: 'center',
    size: 'medium',
    animation: POPUP_ANIMATIONS[0],
    delay: null,
  };
}
