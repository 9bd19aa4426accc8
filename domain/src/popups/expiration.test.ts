import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../time';
import {
  EXPIRATION_POPUP_DAYS,
  expirationPopupMarker,
  qualifiesForExpirationPopup,
  shouldShowExpirationPopup,
} from './expiration';

// Local-time constructors, so the tests hold in any time zone.
const lateEvening = new Date(2026, 2, 5, 23, 59, 59);
const nextMorning = new Date(2026, 2, 6, 0, 0, 1);

describe('expiration popup marker (platform §4.2)', () => {
  it('is the local yyyy-mm-dd', () => {
    expect(expirationPopupMarker(lateEvening)).toBe('2026-03-05');
    expect(expirationPopupMarker(nextMorning)).toBe('2026-03-06');
    expect(expirationPopupMarker(new Date(2026, 11, 1))).toBe('2026-12-01');
  });

  it('shows at most once per local day', () => {
    expect(shouldShowExpirationPopup(null, lateEvening)).toBe(true);
    expect(shouldShowExpirationPopup('2026-03-05', lateEvening)).toBe(false);
    expect(shouldShowExpirationPopup('2026-03-05', nextMorning)).toBe(true);
    expect(shouldShowExpirationPopup('2026-03-04', lateEvening)).toBe(true);
  });
});

describe('qualifiesForExpirationPopup (platform §4.2, §4.4)', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  const premium = (offsetMs: number) => ({
    nivelacesso: 'premium',
    tipoplano: 'anual',
    dataexpiracao: new Date(now.getTime() + offsetMs).toISOString(),
  });

  it('uses 7 days', () => {
    expect(EXPIRATION_POPUP_DAYS).toBe(7);
  });

  it('covers plans ending within 7 days or already ended', () => {
    expect(qualifiesForExpirationPopup(premium(7 * MS_PER_DAY), now)).toBe(true);
    expect(qualifiesForExpirationPopup(premium(7 * MS_PER_DAY + 1), now)).toBe(false);
    expect(qualifiesForExpirationPopup(premium(-30 * MS_PER_DAY), now)).toBe(true);
  });

  it('excludes lifetime, free users and users without a date', () => {
    expect(qualifiesForExpirationPopup({ ...premium(-1), acessovitalicio: true }, now)).toBe(false);
    expect(qualifiesForExpirationPopup({ nivelacesso: 'usuario', dataexpiracao: null }, now)).toBe(
      false,
    );
    expect(qualifiesForExpirationPopup({ nivelacesso: 'premium' }, now)).toBe(false);
    expect(qualifiesForExpirationPopup(null, now)).toBe(false);
  });
});
