// FAQ facts, guarantees and marketing figures (platform §2.5, §9; catalogue §1, §9).
// Where the documents disagree there is one constant per reading, and a note on which is
// used where.
import { instalmentText } from './money';

// platform §2.5: the FAQ's wording of the free plan: "5 monthly downloads and basic
// categories". Kept as the FAQ text says it. The limit actually enforced (and shown in
// the panel) is access/FREE_DOWNLOAD_LIMIT = 10: the panel is where the rule runs, and
// enforcing 10 never gives a free user less than the FAQ promises.
export const FAQ_FREE_MONTHLY_DOWNLOADS = 5;
// platform §2.5, §9: the plans page guarantee, 30 days. Used on /planos and in the FAQ.
export const MONEY_BACK_GUARANTEE_DAYS = 30;
// catalogue §1, §9: the home page's guarantee, 7 days (the home also has a '30 dias' list
// item). Used only where the home page's own copy says it, never on /planos.
export const HOME_GUARANTEE_DAYS = 7;
// platform §2.5, §9: the annual plan splits into up to 12 instalments.
export const MAX_INSTALLMENTS = 12;

// platform §2.5: payment methods.
export const PAYMENT_METHODS = ['cartao', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
// platform §2.5: their pt-BR names.
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cartao: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};
// platform §2.5: cancelling keeps access until the end of the paid period.
export const CANCEL_KEEPS_ACCESS_UNTIL_PERIOD_END = true;

// platform §2.5: the FAQ entries. The spec lists the facts, not the wording; the pt-BR
// wording is ours and is built from the constants above.
export const PLAN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Existe um plano gratuito?',
    answer: `Sim. O plano gratuito oferece ${FAQ_FREE_MONTHLY_DOWNLOADS} downloads mensais e acesso às categorias básicas.`,
  },
  {
    question: 'Existe garantia?',
    answer: `Sim. Você tem ${MONEY_BACK_GUARANTEE_DAYS} dias de garantia: se não ficar satisfeito, devolvemos o seu dinheiro.`,
  },
  {
    question: 'Posso parcelar o plano anual?',
    answer: `Sim. O plano anual pode ser parcelado em até ${MAX_INSTALLMENTS}x.`,
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer: 'Cartão de crédito, Pix ou boleto.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. Você pode cancelar a qualquer momento e continua com acesso até o fim do período contratado.',
  },
];

// platform §2.5; catalogue §1: the marketing figures as shown.
export const MARKETING = {
  arts: '5000+',
  newArtsPerWeek: '10+',
  support: '24/7',
} as const;

// catalogue §9: the home page pricing, which differs from the plans page (no lifetime
// card, whole-real prices, annual struck-through at R$ 197). '50% OFF' is the home's
// own label, kept as written (97 against 197 is 50.8% off). The annual card carries both
// labels, 'Mais Popular' and 'OFERTA': the spec lists them together after the annual price.
export const HOME_PRICING = {
  monthly: { price: 47, period: '/mês' },
  annual: {
    price: 97,
    period: '/ano',
    struckPrice: 197,
    discountLabel: '50% OFF',
    instalments: 12,
    instalmentValue: 10.03,
    instalmentText: instalmentText(12, 10.03),
    popularLabel: 'Mais Popular',
    offerLabel: 'OFERTA',
  },
  guaranteeDays: HOME_GUARANTEE_DAYS,
} as const;
