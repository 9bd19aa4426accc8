import { describe, expect, it } from 'vitest';
import type { Download } from '../../../lib/queries/downloads';
import { downloadsThisMonth } from '../../../lib/session/entitlements';
import { expirySummary } from './use-panel-account';

const base = {
  id: 1,
  username: 'ana',
  name: 'Ana',
  nivelacesso: 'usuario',
  tipoplano: null,
  acessovitalicio: false,
  dataexpiracao: null,
};
const NOW = new Date('2026-11-22T15:00:00Z');

describe('expirySummary (platform §2.8, §4.4)', () => {
  it('free account: no subscription', () => {
    expect(expirySummary(base, NOW)).toMatchObject({ text: 'Sem assinatura ativa', days: null });
  });
  it('premium with a date: date in pt-BR and days left', () => {
    const user = {
      ...base,
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      dataexpiracao: '2026-11-25T15:00:00Z',
    };
    expect(expirySummary(user, NOW)).toMatchObject({
      date: '25 de novembro de 2026',
      days: 3,
      expired: false,
      text: 'Expira em 25 de novembro de 2026 (3 dias restantes)',
    });
  });
  it('one day left is singular', () => {
    const user = {
      ...base,
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      dataexpiracao: '2026-11-23T10:00:00Z',
    };
    expect(expirySummary(user, NOW).text).toBe('Expira em 23 de novembro de 2026 (1 dia restante)');
  });
  it('expired plan', () => {
    const user = {
      ...base,
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      dataexpiracao: '2026-11-20T10:00:00Z',
    };
    expect(expirySummary(user, NOW)).toMatchObject({
      expired: true,
      days: 0,
      text: 'Expirou em 20 de novembro de 2026',
    });
  });
  it('staff and lifetime never expire', () => {
    expect(expirySummary({ ...base, nivelacesso: 'admin' }, NOW).text).toBe('Acesso vitalício');
    expect(
      expirySummary({ ...base, acessovitalicio: true, tipoplano: 'vitalicio' }, NOW).lifetime,
    ).toBe(true);
  });
});

describe('downloadsThisMonth (free limit window from 00:00 in Brasília, 03:00 UTC)', () => {
  const at = (iso: string, id: number): Download => ({
    id,
    createdAt: iso,
    art: { id, title: `Arte ${id}`, imageUrl: '/x.png', isPremium: false },
  });
  it('counts only this month', () => {
    const list = [
      at('2026-11-22T10:00:00Z', 1),
      at('2026-11-01T03:00:00Z', 2),
      at('2026-11-01T02:59:59Z', 3),
      at('2026-10-15T12:00:00Z', 4),
    ];
    expect(downloadsThisMonth(list, NOW)).toBe(2);
  });
});
