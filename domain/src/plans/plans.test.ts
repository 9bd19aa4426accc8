import { describe, expect, it } from 'vitest';
import {
  FREE_DOWNLOAD_LIMIT,
  FREE_FAVORITE_LIMIT,
  GUARANTEE_DAYS,
  HOME_ANNUAL_LABELS,
  MARKETING,
  MAX_INSTALLMENTS,
  PLAN_FAQ,
} from './facts';
import { formatBRL, instalmentText } from './money';
import {
  ANNUAL_ORIGINAL_PRICE,
  annualSavingPercent,
  CHECKOUT_PLANS,
  isCheckoutPlanSlug,
  PLANS,
  PLANS_PAGE_PATH,
  PLANS_PAGE_TITLE,
  POPULAR_PLANS_FILTER_LABEL,
  planBySlug,
  planPrice,
  popularPlans,
} from './plans';

describe('formatBRL (platform §9)', () => {
  it('formats reais with a regular space, comma decimals and dot thousands', () => {
    expect(formatBRL(47)).toBe('R$ 47,00');
    expect(formatBRL(97)).toBe('R$ 97,00');
    expect(formatBRL(297)).toBe('R$ 297,00');
    expect(formatBRL(1234.5)).toBe('R$ 1.234,50');
    expect(formatBRL(47)).not.toMatch(/[\u00a0\u202f]/);
  });

  it("writes instalments as '12x de R$ 10,03'", () => {
    expect(instalmentText(12, 10.03)).toBe('12x de R$ 10,03');
  });
});

describe('PLANS (platform §2.5, §3, §9)', () => {
  it('holds monthly, annual and lifetime in order, at the spec prices', () => {
    expect(PLANS.map((p) => [p.slug, p.tipo, p.preco])).toEqual([
      ['mensal', 'mensal', 47],
      ['anual', 'anual', 97],
      ['vitalicio', 'vitalicio', 297],
    ]);
    expect(PLANS.map((p) => formatBRL(p.preco))).toEqual(['R$ 47,00', 'R$ 97,00', 'R$ 297,00']);
  });

  it('gives only the annual plan an original price of 47 x 12 and the badge', () => {
    expect(ANNUAL_ORIGINAL_PRICE).toBe(564);
    const [mensal, anual, vitalicio] = PLANS;
    expect(anual?.precoOriginal).toBe(564);
    expect(anual?.badgeText).toBe('MELHOR OFERTA');
    expect(mensal?.precoOriginal).toBeUndefined();
    expect(vitalicio?.precoOriginal).toBeUndefined();
    expect(mensal?.badgeText).toBeUndefined();
  });

  it('has pt-BR features on every plan', () => {
    for (const plan of PLANS) {
      expect(plan.recursosPrincipais.length).toBeGreaterThan(0);
      expect(plan.recursos.some((r) => r.incluido)).toBe(true);
    }
  });

  it('rounds the annual saving percentage', () => {
    expect(annualSavingPercent()).toBe(Math.round((1 - 97 / 564) * 100));
    expect(annualSavingPercent()).toBe(83);
    expect(annualSavingPercent(50, 200)).toBe(75);
    expect(annualSavingPercent(10, 0)).toBe(0);
  });

  it("filters 'Mais Populares' to monthly and annual", () => {
    expect(POPULAR_PLANS_FILTER_LABEL).toBe('Mais Populares');
    expect(popularPlans().map((p) => p.slug)).toEqual(['mensal', 'anual']);
  });

  it('knows the checkout slugs and the plans page', () => {
    expect(CHECKOUT_PLANS).toEqual(['mensal', 'anual', 'vitalicio']);
    expect(isCheckoutPlanSlug('anual')).toBe(true);
    expect(isCheckoutPlanSlug('premium_anual')).toBe(false);
    expect(planBySlug('vitalicio')?.preco).toBe(297);
    expect(planBySlug('x')).toBeUndefined();
    expect(PLANS_PAGE_PATH).toBe('/planos');
    expect(PLANS_PAGE_TITLE).toBe('Escolha Seu Plano Ideal');
  });
});

describe('planPrice (platform §2.5, §9; catalogue §9, as decided in issue 15)', () => {
  it('shows the annual plan at R$ 97, from R$ 564, saving 83%, in 12x of R$ 10,03', () => {
    expect(planPrice('anual')).toEqual({
      price: 'R$ 97,00',
      period: '/ano',
      originalPrice: 'R$ 564,00',
      savingText: 'Economize 83%',
      instalmentText: '12x de R$ 10,03',
    });
  });

  it('shows monthly and lifetime with their price and period only', () => {
    expect(planPrice('mensal')).toEqual({ price: 'R$ 47,00', period: '/mês' });
    expect(planPrice('vitalicio')).toEqual({ price: 'R$ 297,00', period: 'pagamento único' });
  });
});

describe('FAQ and marketing facts (platform §2.5, §9; catalogue §1, §9)', () => {
  it('holds the one value decided where the documents disagreed', () => {
    expect(FREE_DOWNLOAD_LIMIT).toBe(10);
    expect(FREE_FAVORITE_LIMIT).toBe(20);
    expect(GUARANTEE_DAYS).toBe(7);
  });

  it('states the FAQ facts', () => {
    expect(MAX_INSTALLMENTS).toBe(12);
    const text = PLAN_FAQ.map((q) => q.answer).join(' ');
    expect(text).toContain('10 downloads mensais');
    expect(text).toContain('categorias básicas');
    expect(text).toContain('7 dias de garantia');
    expect(text).toContain('até 12x');
    expect(text).toContain('Cartão de crédito, Pix ou boleto.');
    expect(text).toContain('até o fim do período');
  });

  it('pins the marketing figures and the home annual labels', () => {
    expect(MARKETING).toEqual({ arts: '5000+', newArtsPerWeek: '10+', support: '24/7' });
    expect(HOME_ANNUAL_LABELS).toEqual({ popular: 'Mais Popular', offer: 'OFERTA' });
  });
});
