/**
 * Checkout attribution (catalogue §7, platform §2.5): the 11 UTM and click-id params of a
 * landing are stored locally with a timestamp and travel to the BFF's /checkout/:plan,
 * which rewrites them onto the provider's link.
 */
import {
  ATTRIBUTION_VALUE_MAX,
  type Attribution,
  captureAttribution,
  mergeAttribution,
  type PlanSlug,
  type SignupAttribution,
} from '@arte-gospel/domain';
import { trackAdPixel } from './ad-pixels';

export const ATTRIBUTION_STORAGE_KEY = 'ag_attribution';
/**
 * The landing's src (an affiliate's or a campaign's tag), kept apart: it is no checkout
 * param of catalogue §7, only a sign-up source for the staff analytics (issue 19).
 */
export const LANDING_SRC_STORAGE_KEY = 'ag_landing_src';
/** The cookie the BFF's /checkout/:plan reads (bff/src/checkout/checkout-route.ts). */
export const ATTRIBUTION_COOKIE = 'ag_attribution';
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export function readStoredAttribution(storage: Storage = localStorage): Attribution | null {
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Attribution;
    return parsed && typeof parsed.params === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads the landing's query, merges it into what was stored (last touch wins) and keeps it. */
export function captureLandingAttribution(
  search: string = window.location.search,
  storage: Storage = localStorage,
  now: Date = new Date(),
): Attribution | null {
  keepLandingSrc(search, storage);
  const merged = mergeAttribution(readStoredAttribution(storage), captureAttribution(search, now));
  if (!merged) return null;
  const json = JSON.stringify(merged);
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, json);
  } catch {
    // private mode or full storage: the cookie still carries it
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the BFF's /checkout reads this cookie; the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${ATTRIBUTION_COOKIE}=${encodeURIComponent(json)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return merged;
}

function keepLandingSrc(search: string, storage: Storage) {
  const src = new URLSearchParams(search).get('src')?.trim();
  if (!src) return;
  try {
    storage.setItem(LANDING_SRC_STORAGE_KEY, src.slice(0, ATTRIBUTION_VALUE_MAX));
  } catch {
    // private mode or full storage: the sign-up goes without it
  }
}

/**
 * Where a new account came from, sent with POST /api/register (issue 19): the last landing's
 * utm_source, src and sck, each cut to the API's bound; undefined when there is none.
 */
export function signupAttribution(storage: Storage = localStorage): SignupAttribution | undefined {
  const params = readStoredAttribution(storage)?.params ?? {};
  let src: string | null = null;
  try {
    src = storage.getItem(LANDING_SRC_STORAGE_KEY);
  } catch {
    src = null;
  }
  const cut = (value: string | null | undefined) =>
    value?.trim().slice(0, ATTRIBUTION_VALUE_MAX) || undefined;
  const attribution = { utmSource: cut(params.utm_source), src: cut(src), sck: cut(params.sck) };
  return Object.values(attribution).some(Boolean) ? attribution : undefined;
}

/** The BFF address of a plan's checkout, with the stored params in its query. */
export function checkoutHref(plan: PlanSlug, attribution: Attribution | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(attribution?.params ?? {})) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `/checkout/${plan}${search ? `?${search}` : ''}`;
}

export const POPUP_BLOCKED_MESSAGE =
  'Seu navegador bloqueou a nova aba do pagamento. Permita pop-ups para este site e tente novamente.';

/**
 * Opens the plan's checkout in a new tab (catalogue §4): a blocked popup → an alert asking
 * to allow popups; if opening throws, the link is copied with an alert, else shown in one.
 */
export async function openCheckout(
  plan: PlanSlug,
  win: Pick<Window, 'open' | 'alert' | 'location'> = window,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<void> {
  const href = checkoutHref(plan, readStoredAttribution());
  trackAdPixel('InitiateCheckout', { plan });
  const absolute = new URL(href, win.location.href).toString();
  try {
    const tab = win.open(absolute, '_blank');
    if (!tab) {
      win.alert(POPUP_BLOCKED_MESSAGE);
      return;
    }
    tab.opener = null;
  } catch {
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(absolute);
      win.alert(
        `Não foi possível abrir o pagamento. O link foi copiado: cole-o no navegador.\n${absolute}`,
      );
    } catch {
      win.alert(`Abra este link para concluir o pagamento:\n${absolute}`);
    }
  }
}
