import { describe, expect, it } from 'vitest';
import {
  checkoutLinks,
  checkoutOffers,
  configuredOfferCodes,
  currentCheckoutLinks,
  defaultCheckoutLink,
  isAllowedCheckoutUrl,
  isExampleCheckoutLink,
  offerCodeOf,
  planForOffer,
  planForPurchase,
  planNamed,
  planPeriodEnd,
} from './offers';

const offers = { mensal: 'k1m2n3', anual: 'a9b8c7', vitalicio: null };

describe('offerCodeOf', () => {
  it('reads the off parameter of a checkout link', () => {
    expect(offerCodeOf('https://pay.hotmart.com/K123?off=k1m2n3')).toBe('k1m2n3');
    expect(offerCodeOf('https://pay.hotmart.com/K123?checkoutMode=10&off=a9b8c7#x')).toBe('a9b8c7');
    expect(offerCodeOf('https://pay.hotmart.com/K123')).toBeNull();
    expect(offerCodeOf('https://pay.hotmart.com/K123?off=')).toBeNull();
  });
});

describe('checkoutLinks and checkoutOffers', () => {
  it('take each plan variable, else the example offer on the pay host', () => {
    const settings = {
      CHECKOUT_PAY_HOST: 'pay.hotmart.com',
      CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/K123?off=a9b8c7',
    };
    expect(checkoutLinks(settings)).toEqual({
      mensal: 'https://pay.hotmart.com/A100000001M?off=artegospel-mensal',
      anual: 'https://pay.hotmart.com/K123?off=a9b8c7',
      vitalicio: 'https://pay.hotmart.com/A100000001M?off=artegospel-vitalicio',
    });
    expect(checkoutOffers(settings)).toEqual({
      mensal: 'artegospel-mensal',
      anual: 'a9b8c7',
      vitalicio: 'artegospel-vitalicio',
    });
    expect(defaultCheckoutLink('pay.exemplo.com', 'anual')).toBe(
      'https://pay.exemplo.com/A100000001M?off=artegospel-anual',
    );
  });

  it('give a plan with no variable no link in production (no example offer)', () => {
    const settings = {
      NODE_ENV: 'production' as const,
      CHECKOUT_PAY_HOST: 'pay.hotmart.com',
      CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/K123?off=a9b8c7',
    };
    expect(checkoutLinks(settings)).toEqual({
      mensal: null,
      anual: 'https://pay.hotmart.com/K123?off=a9b8c7',
      vitalicio: null,
    });
    expect(checkoutOffers(settings)).toEqual({ mensal: null, anual: 'a9b8c7', vitalicio: null });
  });
});

describe('currentCheckoutLinks', () => {
  const production = {
    NODE_ENV: 'production' as const,
    CHECKOUT_PAY_HOST: 'pay.hotmart.com',
    CHECKOUT_AFFILIATE_HOST: 'go.hotmart.com',
    CHECKOUT_ALLOWED_HOSTS: [],
    CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/K1?off=mensal-env',
  };

  it("takes the link staff saved, else the variable's, else none", () => {
    expect(
      currentCheckoutLinks(
        { mensal: null, anual: 'https://go.hotmart.com/X9?ap=anual', vitalicio: null },
        production,
      ),
    ).toEqual({
      mensal: 'https://pay.hotmart.com/K1?off=mensal-env',
      anual: 'https://go.hotmart.com/X9?ap=anual',
      vitalicio: null,
    });
  });

  it('ignores a saved link no longer on an allowed host', () => {
    expect(
      currentCheckoutLinks(
        {
          mensal: 'https://pay.outro.com/K1?off=x',
          anual: 'http://pay.hotmart.com/K2',
          vitalicio: null,
        },
        production,
      ),
    ).toEqual({
      mensal: 'https://pay.hotmart.com/K1?off=mensal-env',
      anual: null,
      vitalicio: null,
    });
  });
});

describe('isAllowedCheckoutUrl and isExampleCheckoutLink', () => {
  it('follow only https links on an allowed host, without userinfo or port', () => {
    const hosts = ['pay.hotmart.com'];
    expect(isAllowedCheckoutUrl('https://pay.hotmart.com/K1?off=a', hosts)).toBe(true);
    expect(isAllowedCheckoutUrl('https://PAY.hotmart.com/K1', hosts)).toBe(true);
    for (const link of [
      'http://pay.hotmart.com/K1',
      'https://user@pay.hotmart.com/K1',
      'https://pay.hotmart.com:8443/K1',
      'https://pay.hotmart.com.evil.example/K1',
      'javascript:alert(1)',
      'não é um link',
    ]) {
      expect(isAllowedCheckoutUrl(link, hosts), link).toBe(false);
    }
  });

  it('knows the example offer of each plan', () => {
    expect(
      isExampleCheckoutLink(
        'pay.hotmart.com',
        'anual',
        'https://pay.hotmart.com/A100000001M?off=artegospel-anual',
      ),
    ).toBe(true);
    expect(
      isExampleCheckoutLink('pay.hotmart.com', 'anual', 'https://pay.hotmart.com/K1?off=anual'),
    ).toBe(false);
  });
});

describe('planForPurchase', () => {
  it('matches the offer code exactly first', () => {
    expect(planForPurchase(offers, { offerCode: 'a9b8c7', planName: 'Plano Mensal' })).toBe(
      'anual',
    );
    expect(planForPurchase(offers, { offerCode: 'A9B8C7' })).toBeNull();
    expect(planForOffer(offers, ' k1m2n3 ')).toBe('mensal');
    expect(configuredOfferCodes(offers)).toEqual(['k1m2n3', 'a9b8c7']);
  });

  it('falls back to the one plan the plan name names, for a product of the configured links', () => {
    const ours = { configuredProduct: true };
    expect(
      planForPurchase(offers, { offerCode: 'zzz', planName: 'Premium Vitalício', ...ours }),
    ).toBe('vitalicio');
    expect(planForPurchase(offers, { planName: 'ANUAL - igrejas', ...ours })).toBe('anual');
    expect(planForPurchase(offers, { planName: 'Mensal ou Anual', ...ours })).toBeNull();
    expect(planForPurchase(offers, { planName: 'plano de teste', ...ours })).toBeNull();
    expect(planForPurchase(offers, { planName: 'Semestral', ...ours })).toBeNull();
    expect(planNamed('Plano Mensal')).toBe('mensal');
  });

  it("never matches another product's plan by its name", () => {
    expect(planForPurchase(offers, { offerCode: 'zzz', planName: 'Anual' })).toBeNull();
    expect(planForPurchase(offers, { planName: 'Anual', configuredProduct: false })).toBeNull();
  });

  it('never matches a plan without an offer code by a missing code', () => {
    expect(planForPurchase(offers, { offerCode: null })).toBeNull();
    expect(planForPurchase(offers, {})).toBeNull();
    expect(planForOffer(offers, '')).toBeNull();
  });
});

describe('planPeriodEnd', () => {
  it('adds a calendar month for mensal, clamped to the month end', () => {
    expect(planPeriodEnd('mensal', new Date('2026-03-15T10:00:00Z'))).toEqual(
      new Date('2026-04-15T10:00:00Z'),
    );
    expect(planPeriodEnd('mensal', new Date('2026-01-31T12:00:00Z'))).toEqual(
      new Date('2026-02-28T12:00:00Z'),
    );
    expect(planPeriodEnd('mensal', new Date('2028-01-31T12:00:00Z'))).toEqual(
      new Date('2028-02-29T12:00:00Z'),
    );
    expect(planPeriodEnd('mensal', new Date('2026-12-31T23:00:00Z'))).toEqual(
      new Date('2027-01-31T23:00:00Z'),
    );
  });

  it('adds 365 days for anual and never ends for vitalicio', () => {
    expect(planPeriodEnd('anual', new Date('2027-03-01T00:00:00Z'))).toEqual(
      new Date('2028-02-29T00:00:00Z'),
    );
    expect(planPeriodEnd('vitalicio', new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });
});
