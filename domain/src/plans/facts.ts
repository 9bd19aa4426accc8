// Plan facts every page reads: free limits, guarantee, instalments, payment, FAQ and the
// marketing figures (platform §2.5, §2.8, §9; catalogue §1, §9). The documents disagree on
// some of them (FAQ 5 downloads vs panel 10, guarantee 30 vs 7 days, home annual struck at
// R$ 197 vs R$ 564); issue 15 decided one value each, held here once.
// platform §2.8, §9 (decided over the FAQ's 5): free accounts download up to 10 arts a
// calendar month…
export const FREE_DOWNLOAD_LIMIT = 10;
// …and keep up to 20 favourites.
export const FREE_FAVORITE_LIMIT = 20;

// catalogue §1, §9 (decided over the plans page's 30): the money-back guarantee, in days,
// on every page that states it.
export const GUARANTEE_DAYS = 7;

// platform §2.5, §9: the annual plan splits into up to 12 instalments…
export const MAX_INSTALLMENTS = 12;
// catalogue §9: …of R$ 10,03 each (the annual card's 'ou 12x de R$ 10,03').
export const ANNUAL_INSTALMENT_VALUE = 10.03;

// platform §2.5: the FAQ entries. The spec lists the facts, not the wording; the pt-BR
// wording is ours and is built from the constants above.
export const PLAN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Existe um plano gratuito?',
    answer: `Sim. O plano gratuito oferece ${FREE_DOWNLOAD_LIMIT} downloads mensais e acesso às categorias básicas.`,
  },
  {
    question: 'Existe garantia?',
    answer: `Sim. Você tem ${GUARANTEE_DAYS} dias de garantia: se não ficar satisfeito, devolvemos o seu dinheiro.`,
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

// catalogue §9: the home's own labels on its annual card ('Mais Popular' and 'OFERTA',
// listed together after the annual price). Its figures are the plans page's (planPrice).
export const HOME_ANNUAL_LABELS = { popular: 'Mais Popular', offer: 'OFERTA' } as const;
