import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_STORAGE_KEY,
  captureLandingAttribution,
  checkoutHref,
  openCheckout,
  POPUP_BLOCKED_MESSAGE,
  readStoredAttribution,
  signupAttribution,
} from './attribution';

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie the code under test writes.
  document.cookie = 'ag_attribution=; path=/; max-age=0';
});

describe('checkout attribution', () => {
  it('stores the landing params with a timestamp, last touch winning, in storage and cookie', () => {
    captureLandingAttribution(
      '?utm_source=instagram&utm_medium=bio&x=1',
      localStorage,
      new Date(1000),
    );
    captureLandingAttribution('?utm_source=whatsapp&gclid=abc', localStorage, new Date(2000));
    const stored = readStoredAttribution();
    expect(stored).toEqual({
      params: { utm_source: 'whatsapp', utm_medium: 'bio', gclid: 'abc' },
      timestamp: 2000,
    });
    expect(decodeURIComponent(document.cookie)).toContain('"utm_source":"whatsapp"');
  });

  it('keeps nothing for a landing without params', () => {
    expect(captureLandingAttribution('?page=2')).toBeNull();
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('builds the BFF checkout address with the stored params', () => {
    expect(checkoutHref('anual', { params: { utm_source: 'ig', sck: 'x' }, timestamp: 1 })).toBe(
      '/checkout/anual?utm_source=ig&sck=x',
    );
    expect(checkoutHref('mensal', null)).toBe('/checkout/mensal');
  });

  it('opens a new tab, alerts when it is blocked, copies the link when opening throws', async () => {
    const alert = vi.fn();
    const location = { href: 'https://arte.example/planos' } as Location;
    const tab = { opener: {} } as Window;
    await openCheckout('vitalicio', { open: () => tab, alert, location });
    expect(tab.opener).toBeNull();
    expect(alert).not.toHaveBeenCalled();

    await openCheckout('vitalicio', { open: () => null, alert, location });
    expect(alert).toHaveBeenLastCalledWith(POPUP_BLOCKED_MESSAGE);

    const writeText = vi.fn(async () => undefined);
    const throwing = () => {
      throw new Error('blocked');
    };
    await openCheckout('mensal', { open: throwing, alert, location }, { writeText });
    expect(writeText).toHaveBeenCalledWith('https://arte.example/checkout/mensal');
    expect(alert.mock.lastCall?.[0]).toContain('copiado');

    await openCheckout('mensal', { open: throwing, alert, location }, undefined);
    expect(alert.mock.lastCall?.[0]).toContain('https://arte.example/checkout/mensal');
  });
});

describe('sign-up attribution (issue 19)', () => {
  it("sends the last landing's utm_source, src and sck, cut to 100 characters", () => {
    captureLandingAttribution('?utm_source=instagram&src=afiliado-joao', localStorage);
    captureLandingAttribution(`?sck=${'s'.repeat(120)}`, localStorage);
    expect(signupAttribution()).toEqual({
      utmSource: 'instagram',
      src: 'afiliado-joao',
      sck: 's'.repeat(100),
    });
  });

  it('sends nothing when the visitor came with no source', () => {
    captureLandingAttribution('?utm_medium=bio', localStorage);
    expect(signupAttribution()).toBeUndefined();
  });
});
