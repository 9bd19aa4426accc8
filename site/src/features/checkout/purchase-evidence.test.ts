import type { PurchaseHistoryItem, SubscriptionResponse } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/api-client';
import { JUST_BOUGHT_MS, type Opening, purchaseArrived } from './purchase-evidence';

// Relative to now: whether a plan runs is decided against the real clock.
const OPENED = Date.now();
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const free: User = {
  id: 7,
  name: 'Ana',
  username: 'ana',
  email: 'ana@igreja.org',
  phone: null,
  profileimageurl: null,
  nivelacesso: 'usuario',
  tipoplano: null,
  acessovitalicio: false,
  dataexpiracao: null,
  origemassinatura: null,
};
const premium: User = {
  ...free,
  nivelacesso: 'premium',
  tipoplano: 'anual',
  dataexpiracao: iso(OPENED + 100 * DAY),
  origemassinatura: 'hotmart',
};

function purchase(transaction: string, date: number, status = 'approved'): PurchaseHistoryItem {
  return {
    transaction,
    date: iso(date),
    plan: 'anual',
    amountCents: 9700,
    currency: 'BRL',
    status: status as PurchaseHistoryItem['status'],
  };
}

function history(...purchases: PurchaseHistoryItem[]): SubscriptionResponse {
  return {
    plan: 'anual',
    status: 'active',
    expiresAt: premium.dataexpiracao ?? null,
    nextChargeAt: premium.dataexpiracao ?? null,
    manageUrl: 'https://consumer.hotmart.com',
    renewPlan: 'anual',
    purchases,
  };
}

const old = purchase('HP-OLD', OPENED - 265 * DAY);
const opened = (user: User | null, transactions: string[] | null = ['HP-OLD']): Opening => ({
  user,
  at: OPENED,
  transactions: transactions && new Set(transactions),
});

describe('purchaseArrived', () => {
  it('for an account free when the page opened: its plan turning active', () => {
    expect(purchaseArrived(opened(free), free, undefined)).toBe(false);
    expect(purchaseArrived(opened(free), premium, undefined)).toBe(true);
    expect(purchaseArrived(opened(null), premium, undefined)).toBe(true);
    expect(purchaseArrived(opened(null), null, undefined)).toBe(false);
  });

  it('for a Premium account: not its plan alone', () => {
    expect(purchaseArrived(opened(premium), premium, undefined)).toBe(false);
    expect(purchaseArrived(opened(premium), premium, history(old))).toBe(false);
    expect(purchaseArrived(opened(premium, null), premium, history(old))).toBe(false);
  });

  it('for a Premium account: a paid purchase new in its history', () => {
    const renewal = purchase('HP-NEW', OPENED - 2 * DAY);
    expect(purchaseArrived(opened(premium), premium, history(renewal, old))).toBe(true);
    // A printed boleto or a refused charge is no payment yet.
    const boleto = purchase('HP-NEW', OPENED + 5_000, 'waiting');
    expect(purchaseArrived(opened(premium), premium, history(boleto, old))).toBe(false);
    const delayed = purchase('HP-NEW', OPENED + 5_000, 'delayed');
    expect(purchaseArrived(opened(premium), premium, history(delayed, old))).toBe(false);
  });

  it('for a Premium account: a paid purchase dated just before the page opened', () => {
    const justBefore = purchase('HP-JUST', OPENED - 60_000);
    expect(
      purchaseArrived(opened(premium, ['HP-JUST', 'HP-OLD']), premium, history(justBefore, old)),
    ).toBe(true);
    const earlier = purchase('HP-EARLIER', OPENED - JUST_BOUGHT_MS - 60_000);
    expect(
      purchaseArrived(opened(premium, ['HP-EARLIER', 'HP-OLD']), premium, history(earlier, old)),
    ).toBe(false);
  });

  it('for a Premium account: its plan moving on (later end, another plan, lifetime)', () => {
    const later = { ...premium, dataexpiracao: iso(OPENED + 465 * DAY) };
    expect(purchaseArrived(opened(premium), later, undefined)).toBe(true);
    const earlierEnd = { ...premium, dataexpiracao: iso(OPENED + 99 * DAY) };
    expect(purchaseArrived(opened(premium), earlierEnd, undefined)).toBe(false);
    const lifetime = { ...premium, tipoplano: 'vitalicio', acessovitalicio: true };
    expect(purchaseArrived(opened(premium), lifetime, undefined)).toBe(true);
    const monthly = { ...premium, tipoplano: 'mensal' };
    expect(purchaseArrived(opened(monthly), premium, undefined)).toBe(true);
    // A refund on the way (free again) is no purchase.
    expect(purchaseArrived(opened(premium), free, history(purchase('HP-NEW', OPENED)))).toBe(false);
  });
});
