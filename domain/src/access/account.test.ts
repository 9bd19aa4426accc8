import { describe, expect, it } from 'vitest';
import {
  accountDisplay,
  canSeeAdminButton,
  canSeeSubscriptionEntry,
  canSeeUpgrade,
  downloadCounter,
  FREE_DOWNLOAD_LIMIT,
  FREE_FAVORITE_LIMIT,
  favoriteCounter,
  planTypeLabel,
  UNLIMITED_COUNTER,
} from './account';

const free = { nivelacesso: 'usuario', tipoplano: null };
const staffLevels = ['admin', 'designer_adm', 'designer', 'suporte'];

describe('limits (platform §2.8, §9)', () => {
  it('pins 10 downloads, 20 favourites and the ∞ sign', () => {
    expect(FREE_DOWNLOAD_LIMIT).toBe(10);
    expect(FREE_FAVORITE_LIMIT).toBe(20);
    expect(UNLIMITED_COUNTER).toBe('∞');
  });
});

describe('accountDisplay (platform §2.6, §6.2)', () => {
  it("shows 'Conta Free' / 'CONTA GRÁTIS' in blue for free accounts", () => {
    const expected = {
      kind: 'free',
      label: 'Conta Free',
      bannerLabel: 'CONTA GRÁTIS',
      tone: 'blue',
    };
    expect(accountDisplay(free)).toEqual(expected);
    expect(accountDisplay({ nivelacesso: 'usuario', tipoplano: 'mensal' })).toEqual(expected);
    expect(accountDisplay({ nivelacesso: 'admin', tipoplano: null })).toEqual(expected);
    expect(accountDisplay(null)).toEqual(expected);
  });

  it("shows 'Conta {plan}' in green with a plan", () => {
    expect(accountDisplay({ nivelacesso: 'premium', tipoplano: 'anual' })).toEqual({
      kind: 'plan',
      label: 'Conta Anual',
      tone: 'green',
    });
    expect(accountDisplay({ nivelacesso: 'premium', tipoplano: 'vitalicio' }).label).toBe(
      'Conta Vitalícia',
    );
    expect(accountDisplay({ nivelacesso: 'premium', tipoplano: 'premium_mensal' }).label).toBe(
      'Conta Premium Mensal',
    );
  });

  it('labels every known plan type and prettifies unknown ones', () => {
    expect(planTypeLabel('mensal')).toBe('Mensal');
    expect(planTypeLabel('personalizado')).toBe('Personalizada');
    expect(planTypeLabel('premium_vitalicio')).toBe('Premium Vitalícia');
    expect(planTypeLabel('plano_igreja')).toBe('Plano igreja');
    expect(planTypeLabel('toString')).toBe('ToString');
  });
});

describe('canSeeUpgrade (platform §6.2)', () => {
  it('shows for a logged-in free user without a plan', () => {
    expect(canSeeUpgrade(free)).toBe(true);
    expect(canSeeUpgrade({})).toBe(true);
  });

  it.each(['premium', ...staffLevels])('hides for level %s', (nivelacesso) => {
    expect(canSeeUpgrade({ nivelacesso })).toBe(false);
  });

  it('hides for anyone with a plan and for visitors', () => {
    expect(canSeeUpgrade({ nivelacesso: 'usuario', tipoplano: 'mensal' })).toBe(false);
    expect(canSeeUpgrade(null)).toBe(false);
  });
});

describe('canSeeAdminButton (platform §2.6, §6.2)', () => {
  it('shows for admin, designer_adm and suporte only', () => {
    expect(canSeeAdminButton({ nivelacesso: 'admin' })).toBe(true);
    expect(canSeeAdminButton({ nivelacesso: 'designer_adm' })).toBe(true);
    expect(canSeeAdminButton({ nivelacesso: 'suporte' })).toBe(true);
    expect(canSeeAdminButton({ nivelacesso: 'designer' })).toBe(false);
    expect(canSeeAdminButton({ nivelacesso: 'premium' })).toBe(false);
    expect(canSeeAdminButton(null)).toBe(false);
  });
});

describe('canSeeSubscriptionEntry (platform §2.6, §6.2)', () => {
  it.each(staffLevels)('hides for %s', (nivelacesso) => {
    expect(canSeeSubscriptionEntry({ nivelacesso })).toBe(false);
  });

  it('shows for free and premium users, not for visitors', () => {
    expect(canSeeSubscriptionEntry(free)).toBe(true);
    expect(canSeeSubscriptionEntry({ nivelacesso: 'premium', tipoplano: 'anual' })).toBe(true);
    expect(canSeeSubscriptionEntry(null)).toBe(false);
  });
});

describe('downloadCounter (platform §2.8, §6.2)', () => {
  it("shows 'used/10' for free users", () => {
    expect(downloadCounter(free, 3)).toBe('3/10');
    expect(downloadCounter(free, 0)).toBe('0/10');
  });

  it('shows ∞ for staff, premium level and anyone with a plan', () => {
    for (const nivelacesso of staffLevels) expect(downloadCounter({ nivelacesso }, 3)).toBe('∞');
    expect(downloadCounter({ nivelacesso: 'premium' }, 3)).toBe('∞');
    expect(downloadCounter({ nivelacesso: 'usuario', tipoplano: 'mensal' }, 3)).toBe('∞');
  });
});

describe('favoriteCounter (platform §2.8, §6.2)', () => {
  it("shows ∞ for staff only, 'used/20' otherwise", () => {
    for (const nivelacesso of staffLevels) expect(favoriteCounter({ nivelacesso }, 4)).toBe('∞');
    expect(favoriteCounter(free, 4)).toBe('4/20');
    expect(favoriteCounter({ nivelacesso: 'premium', tipoplano: 'anual' }, 4)).toBe('4/20');
  });
});
