import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR } from '../time';
import {
  currentPlan,
  daysUntilExpiry,
  EXPIRY_BANNER_DAYS,
  expiryBanner,
  expiryTone,
  isExpired,
  RENEW_BUTTON,
} from './expiry';

const now = new Date('2026-03-05T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();
const premium = (dataexpiracao: string | Date | null) => ({
  nivelacesso: 'premium',
  tipoplano: 'mensal',
  acessovitalicio: false,
  dataexpiracao,
});

describe('isExpired (platform §4.4)', () => {
  it('is expired when premium, not lifetime and the date is in the past', () => {
    expect(isExpired(premium(inMs(-1)), now)).toBe(true);
    expect(isExpired(premium(new Date(now.getTime() - MS_PER_DAY)), now)).toBe(true);
  });

  it('is not expired at or before the date', () => {
    expect(isExpired(premium(inMs(0)), now)).toBe(false);
    expect(isExpired(premium(inMs(1)), now)).toBe(false);
  });

  it('is never expired for lifetime, free users or without a date', () => {
    expect(isExpired({ ...premium(inMs(-MS_PER_DAY)), acessovitalicio: true }, now)).toBe(false);
    expect(isExpired({ nivelacesso: 'admin', dataexpiracao: inMs(-MS_PER_DAY) }, now)).toBe(false);
    expect(isExpired({ nivelacesso: 'usuario', dataexpiracao: inMs(-MS_PER_DAY) }, now)).toBe(
      false,
    );
    expect(isExpired(premium(null), now)).toBe(false);
    expect(isExpired(premium('not a date'), now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('daysUntilExpiry (platform §4.4)', () => {
  it('rounds partial days up', () => {
    expect(daysUntilExpiry(premium(inMs(1)), now)).toBe(1);
    expect(daysUntilExpiry(premium(inMs(MS_PER_DAY)), now)).toBe(1);
    expect(daysUntilExpiry(premium(inMs(MS_PER_DAY + 1)), now)).toBe(2);
    expect(daysUntilExpiry(premium(inMs(6 * MS_PER_DAY + MS_PER_HOUR)), now)).toBe(7);
    expect(daysUntilExpiry(premium(inMs(7 * MS_PER_DAY + 1)), now)).toBe(8);
  });

  it('is 0 when the date is now or past', () => {
    expect(daysUntilExpiry(premium(inMs(0)), now)).toBe(0);
    expect(daysUntilExpiry(premium(inMs(-30 * MS_PER_DAY)), now)).toBe(0);
  });

  it('is null without a (valid) date', () => {
    expect(daysUntilExpiry(premium(null), now)).toBeNull();
    expect(daysUntilExpiry({}, now)).toBeNull();
    expect(daysUntilExpiry(premium('???'), now)).toBeNull();
    expect(daysUntilExpiry(null, now)).toBeNull();
  });
});

describe('expiryTone (platform §4.4)', () => {
  it('is red when 0 days or expired, amber up to 7, blue above', () => {
    expect(expiryTone(0, false)).toBe('red');
    expect(expiryTone(5, true)).toBe('red');
    expect(expiryTone(1, false)).toBe('amber');
    expect(expiryTone(7, false)).toBe('amber');
    expect(expiryTone(8, false)).toBe('blue');
    expect(expiryTone(null, false)).toBe('blue');
  });
});

describe('expiryBanner (platform §4.4)', () => {
  it('uses a 7-day threshold', () => {
    expect(EXPIRY_BANNER_DAYS).toBe(7);
  });

  it('shows at 7 days left and not at 8', () => {
    expect(expiryBanner(premium(inMs(7 * MS_PER_DAY)), now)).toEqual({
      tone: 'amber',
      message: 'Sua assinatura Premium expira em 7 dia(s). Renove agora para não perder o acesso.',
      actionLabel: 'Renovar',
      actionHref: '/planos',
    });
    expect(expiryBanner(premium(inMs(7 * MS_PER_DAY + 1)), now)).toBeNull();
  });

  it("keeps 'dia(s)' literal, as the spec words it", () => {
    expect(expiryBanner(premium(inMs(MS_PER_HOUR)), now)?.message).toBe(
      'Sua assinatura Premium expira em 1 dia(s). Renove agora para não perder o acesso.',
    );
  });

  it('is red with the expired message once the date has passed (site and panel variants)', () => {
    expect(expiryBanner(premium(inMs(-1)), now)).toEqual({
      tone: 'red',
      message:
        'Sua assinatura Premium expirou. Renove agora para continuar acessando todos os benefícios.',
      actionLabel: 'Renovar',
      actionHref: '/planos',
    });
    expect(expiryBanner(premium(inMs(-1)), now, 'panel')).toEqual({
      tone: 'red',
      message: 'Sua assinatura Premium expirou. Renove agora para restaurar seu acesso.',
      actionLabel: 'Renovar',
      actionHref: '/planos',
    });
  });

  it('is red at 0 days even before the instant has passed', () => {
    expect(expiryBanner(premium(inMs(0)), now)?.tone).toBe('red');
  });

  it('is absent for lifetime, free users and users without a date', () => {
    expect(expiryBanner({ ...premium(inMs(-1)), acessovitalicio: true }, now)).toBeNull();
    expect(expiryBanner({ nivelacesso: 'suporte', dataexpiracao: inMs(-1) }, now)).toBeNull();
    expect(expiryBanner({ nivelacesso: 'usuario', dataexpiracao: inMs(-1) }, now)).toBeNull();
    expect(expiryBanner(premium(null), now)).toBeNull();
    expect(expiryBanner(null, now)).toBeNull();
  });

  it("offers 'Renovar' to /planos", () => {
    expect(RENEW_BUTTON).toEqual({ label: 'Renovar', href: '/planos' });
  });
});

describe("currentPlan: the plan card marked 'Atual' (platform §2.5, §4.4)", () => {
  const inDays = (days: number) => new Date(now.getTime() + days * MS_PER_DAY).toISOString();
  it('is the monthly or annual plan while it runs', () => {
    expect(
      currentPlan({ nivelacesso: 'premium', tipoplano: 'mensal', dataexpiracao: inDays(3) }, now),
    ).toBe('mensal');
    expect(
      currentPlan({ nivelacesso: 'premium', tipoplano: 'anual', dataexpiracao: inDays(200) }, now),
    ).toBe('anual');
  });
  it('is none once the plan has expired, so it can be bought again', () => {
    expect(
      currentPlan({ nivelacesso: 'premium', tipoplano: 'mensal', dataexpiracao: inDays(-2) }, now),
    ).toBeNull();
  });
  it('is the lifetime plan for lifetime access, whatever the date', () => {
    expect(
      currentPlan(
        {
          nivelacesso: 'premium',
          tipoplano: 'mensal',
          acessovitalicio: true,
          dataexpiracao: inDays(-9),
        },
        now,
      ),
    ).toBe('vitalicio');
  });
  it('is none for visitors, free accounts and plan types that are not for sale', () => {
    expect(currentPlan(null, now)).toBeNull();
    expect(currentPlan({ nivelacesso: 'usuario', tipoplano: null }, now)).toBeNull();
    expect(currentPlan({ nivelacesso: 'premium', tipoplano: 'premium_anual' }, now)).toBeNull();
  });
});
