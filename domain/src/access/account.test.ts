import { describe, expect, it } from 'vitest';
import { accountDisplay, planTypeLabel } from './account';

const free = { nivelacesso: 'usuario', tipoplano: null };

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
    expect(accountDisplay({ nivelacesso: 'premium', tipoplano: null })).toEqual(expected);
    expect(accountDisplay(null)).toEqual(expected);
  });

  it("shows staff as 'Conta Equipe' in green, never 'CONTA GRÁTIS', plan or not", () => {
    const expected = { kind: 'plan', label: 'Conta Equipe', tone: 'green' };
    for (const level of ['admin', 'designer_adm', 'designer', 'suporte']) {
      expect(accountDisplay({ nivelacesso: level, tipoplano: null })).toEqual(expected);
      expect(accountDisplay({ nivelacesso: level, tipoplano: 'mensal' })).toEqual(expected);
    }
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
