import { describe, expect, it } from 'vitest';
import {
  accessTier,
  allowanceCounter,
  downloadMonthStart,
  ENTITLEMENT_MESSAGES,
  entitlements,
} from './entitlements';
import type { AccessUser } from './levels';

const NOW = new Date('2026-06-15T12:00:00Z');
const PAST = '2026-06-01T12:00:00Z';
const FUTURE = '2026-12-01T12:00:00Z';

// One row per level / plan / expiry combination. The expected values are written by hand
// from platform §2.6, §2.8, §4.4, §6.2 and §9 (and issue 15: an expired plan has the free
// limits): downloads a month and favourites (null = unlimited), premium arts, premium
// status, lifetime, expired, staff, the Upgrade / Admin / Assinatura entries, the label
// ('Conta Free' for level usuario or no plan, §6.2, even when a plan makes it premium;
// staff are never free: 'Conta Equipe', issue 16), and the popup audience (§3, §4.2: an
// expired plan sees the free accounts' popups, issue 15).
type Row = [
  name: string,
  user: AccessUser | null,
  tier: string,
  downloads: number | null,
  favourites: number | null,
  premiumArts: boolean,
  premium: boolean,
  lifetime: boolean,
  expired: boolean,
  staff: boolean,
  upgrade: boolean,
  admin: boolean,
  subscription: boolean,
  label: string,
  audience: string,
];

const u = (fields: AccessUser): AccessUser => fields;

// biome-ignore format: one row per line reads as a table
const ROWS: Row[] = [
  ['visitor', null, 'visitor', 0, 0, false, false, false, false, false, false, false, false, 'Conta Free', 'visitor'],
  ['usuario, no plan', u({ nivelacesso: 'usuario', tipoplano: null }), 'free', 10, 20, false, false, false, false, false, true, false, true, 'Conta Free', 'free'],
  ['usuario, blank plan', u({ nivelacesso: 'usuario', tipoplano: '  ' }), 'free', 10, 20, false, false, false, false, false, true, false, true, 'Conta Free', 'free'],
  ['no fields at all', u({}), 'free', 10, 20, false, false, false, false, false, true, false, true, 'Conta Free', 'free'],
  ['usuario, unknown plan type', u({ nivelacesso: 'usuario', tipoplano: 'plano_igreja' }), 'free', 10, 20, false, false, false, false, false, false, false, true, 'Conta Free', 'free'],
  ['usuario with a running mensal', u({ nivelacesso: 'usuario', tipoplano: 'mensal', dataexpiracao: FUTURE }), 'premium', null, null, true, true, false, false, false, false, false, true, 'Conta Free', 'premium'],
  ['premium anual, running', u({ nivelacesso: 'premium', tipoplano: 'anual', dataexpiracao: FUTURE }), 'premium', null, null, true, true, false, false, false, false, false, true, 'Conta Anual', 'premium'],
  ['premium mensal, ended', u({ nivelacesso: 'premium', tipoplano: 'mensal', dataexpiracao: PAST }), 'expired', 10, 20, false, true, false, true, false, false, false, true, 'Conta Mensal', 'free'],
  ['usuario premium_anual, ended', u({ nivelacesso: 'usuario', tipoplano: 'premium_anual', dataexpiracao: new Date(PAST) }), 'expired', 10, 20, false, true, false, true, false, false, false, true, 'Conta Free', 'free'],
  ['premium level, no plan, no date', u({ nivelacesso: 'premium', tipoplano: null }), 'premium', null, null, true, true, false, false, false, false, false, true, 'Conta Free', 'premium'],
  ['premium level, no plan, ended', u({ nivelacesso: 'premium', tipoplano: null, dataexpiracao: PAST }), 'expired', 10, 20, false, true, false, true, false, false, false, true, 'Conta Free', 'free'],
  ['premium mensal, unreadable date', u({ nivelacesso: 'premium', tipoplano: 'mensal', dataexpiracao: 'amanhã' }), 'premium', null, null, true, true, false, false, false, false, false, true, 'Conta Mensal', 'premium'],
  ['lifetime purchase', u({ nivelacesso: 'premium', tipoplano: 'vitalicio', acessovitalicio: true }), 'lifetime', null, null, true, true, true, false, false, false, false, true, 'Conta Vitalícia', 'premium'],
  ['lifetime flag with a past date', u({ nivelacesso: 'usuario', tipoplano: 'vitalicio', acessovitalicio: true, dataexpiracao: PAST }), 'lifetime', null, null, true, true, true, false, false, false, false, true, 'Conta Free', 'premium'],
  ['admin', u({ nivelacesso: 'admin', tipoplano: null }), 'staff', null, null, true, true, true, false, true, false, true, false, 'Conta Equipe', 'premium'],
  ['admin with an ended mensal', u({ nivelacesso: 'admin', tipoplano: 'mensal', dataexpiracao: PAST }), 'staff', null, null, true, true, true, false, true, false, true, false, 'Conta Equipe', 'premium'],
  ['designer_adm', u({ nivelacesso: 'designer_adm' }), 'staff', null, null, true, true, true, false, true, false, true, false, 'Conta Equipe', 'premium'],
  ['designer', u({ nivelacesso: 'designer' }), 'staff', null, null, true, true, true, false, true, false, false, false, 'Conta Equipe', 'premium'],
  ['suporte', u({ nivelacesso: 'suporte' }), 'staff', null, null, true, true, true, false, true, false, true, false, 'Conta Equipe', 'premium'],
];

describe('entitlements (platform §2.6, §2.8, §4.4, §6.2, §9)', () => {
  it.each(ROWS)(
    '%s',
    (_name, user, tier, downloads, favourites, premiumArts, premium, lifetime, expired, staff, upgrade, admin, subscription, label, audience) => {
      const e = entitlements(user, NOW);
      expect(e).toMatchObject({
        tier,
        downloadsPerMonth: downloads,
        favourites,
        premiumArts,
        premium,
        lifetime,
        expired,
        staff,
        showUpgrade: upgrade,
        showAdmin: admin,
        showSubscription: subscription,
        popupAudience: audience,
      });
      expect(e.display.label).toBe(label);
      expect(accessTier(user, NOW)).toBe(tier);
    },
  );

  it('turns a running plan into the free limits the moment it ends', () => {
    const user = { nivelacesso: 'premium', tipoplano: 'mensal', dataexpiracao: FUTURE };
    expect(entitlements(user, new Date('2026-12-01T11:59:59Z')).downloadsPerMonth).toBeNull();
    expect(entitlements(user, new Date('2026-12-01T12:00:01Z')).downloadsPerMonth).toBe(10);
  });

  it("shows the free account's banner in blue and a plan in green", () => {
    expect(entitlements({ nivelacesso: 'usuario' }, NOW).display).toEqual({
      kind: 'free',
      label: 'Conta Free',
      bannerLabel: 'CONTA GRÁTIS',
      tone: 'blue',
    });
    const plan = { nivelacesso: 'premium', tipoplano: 'anual', dataexpiracao: FUTURE };
    expect(entitlements(plan, NOW).display).toEqual({
      kind: 'plan',
      label: 'Conta Anual',
      tone: 'green',
    });
  });
});

describe('allowanceCounter (platform §2.8, §6.2)', () => {
  it("shows 'used/limit', or ∞ when unlimited", () => {
    expect(allowanceCounter(3, 10)).toBe('3/10');
    expect(allowanceCounter(0, 20)).toBe('0/20');
    expect(allowanceCounter(12, 10)).toBe('12/10');
    expect(allowanceCounter(3, null)).toBe('∞');
  });
});

describe('downloadMonthStart (the monthly window, Brasília time)', () => {
  it('starts the month at 03:00 UTC, midnight in Brasília', () => {
    expect(downloadMonthStart(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
    // 22:00 on 30 November in Brasília is still November there.
    expect(downloadMonthStart(new Date('2026-12-01T01:00:00Z')).toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
    expect(downloadMonthStart(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
    expect(downloadMonthStart(new Date('2027-01-01T02:59:59Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
  });
});

describe('ENTITLEMENT_MESSAGES', () => {
  it('words the refusals in pt-BR with the limit', () => {
    expect(ENTITLEMENT_MESSAGES.premiumArt).toBe(
      'Esta arte é exclusiva para assinantes Premium. Assine um plano para baixar.',
    );
    expect(ENTITLEMENT_MESSAGES.downloadLimit(10)).toBe(
      'Você atingiu o limite de 10 downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.',
    );
    expect(ENTITLEMENT_MESSAGES.favoriteLimit(20)).toBe(
      'Você atingiu o limite de 20 favoritas da conta gratuita. Assine o Premium para favoritar sem limites.',
    );
  });
});
