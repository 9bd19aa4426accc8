import { HttpResponse, http } from 'msw';

/** Church leaders' words as GET /api/testimonials serves them (catalogue §3). */
export const testimonials = [
  {
    id: 1,
    rating: 5,
    quote:
      'Antes eu levava uma tarde para montar o cartaz do culto. Agora fica pronto em 10 minutos.',
    avatarUrl: null,
    name: 'Pr. Marcos Oliveira',
    role: 'Pastor',
    company: 'Igreja Batista Nova Aliança',
  },
  {
    id: 2,
    rating: 4.5,
    quote: 'Os stories animados mudaram o engajamento do nosso ministério de jovens.',
    avatarUrl: '/broken-avatar.png',
    name: 'Ana Beatriz Souza',
    role: 'Líder de jovens',
    company: 'Comunidade Evangélica Vida',
  },
  {
    id: 3,
    rating: 5,
    quote: 'Os envelopes de dízimo e as carteirinhas salvaram a nossa secretaria.',
    avatarUrl: null,
    name: 'Cláudia Ramos',
    role: 'Secretária',
    company: 'Assembleia de Deus Betel',
  },
];

export function commerceHandlers() {
  return [
    http.get('/api/testimonials', () => HttpResponse.json(testimonials)),
    ...checkoutLinksHandlers(),
  ];
}

/** The link each plan is bought through now, as GET /api/checkout-links serves it (null: none). */
export function checkoutLinksHandlers(
  links: Record<'mensal' | 'anual' | 'vitalicio', string | null> = {
    mensal: 'https://pay.hotmart.com/K12345678X?off=mensal01',
    anual: 'https://pay.hotmart.com/K12345678X?off=anual01',
    vitalicio: 'https://pay.hotmart.com/K12345678X?off=vida01',
  },
) {
  return [http.get('/api/checkout-links', () => HttpResponse.json(links))];
}
