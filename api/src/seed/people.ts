// Demo people of the seed: one account per access level (platform §6.1), the designers
// who sign the arts, and the home testimonials (catalogue §3).
import type { AccessLevel } from '@arte-gospel/domain';

/** The one shared password of every demo account (documented in the README and logged). */
export const DEMO_PASSWORD = 'demo12345';

export interface DemoAccount {
  email: string;
  level: AccessLevel;
  password: string;
  name: string;
  username: string;
  /** premium: a plan; 'vitalicio' is lifetime access (acessovitalicio). */
  plan?: 'mensal' | 'vitalicio';
}

const DOMAIN = 'demo.artegospel.com.br';

// Two premium accounts: a monthly plan (expiring 2099-12-31) and a lifetime one.
const ACCOUNTS: ReadonlyArray<Omit<DemoAccount, 'password'>> = [
  { email: `usuario@${DOMAIN}`, level: 'usuario', name: 'Lucas Almeida', username: 'usuario.demo' },
  {
    email: `premium@${DOMAIN}`,
    level: 'premium',
    name: 'Fernanda Ribeiro',
    username: 'premium.demo',
    plan: 'mensal',
  },
  {
    email: `vitalicio@${DOMAIN}`,
    level: 'premium',
    name: 'Marcos Vinícius Teixeira',
    username: 'vitalicio.demo',
    plan: 'vitalicio',
  },
  {
    email: `admin@${DOMAIN}`,
    level: 'admin',
    name: 'Administração Arte Gospel',
    username: 'admin.demo',
  },
  {
    email: `designer-adm@${DOMAIN}`,
    level: 'designer_adm',
    name: 'Priscila Andrade',
    username: 'designer-adm.demo',
  },
  {
    email: `designer@${DOMAIN}`,
    level: 'designer',
    name: 'Rafael Moreira',
    username: 'rafaelmoreira',
  },
  {
    email: `suporte@${DOMAIN}`,
    level: 'suporte',
    name: 'Suporte Arte Gospel',
    username: 'suporte.demo',
  },
];

/** One demo account per access level, all with DEMO_PASSWORD and a verified email. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNTS.map((account) => ({
  ...account,
  password: DEMO_PASSWORD,
}));

/** A far-future expiry for the monthly premium demo account, so it never lapses. */
export const DEMO_PREMIUM_EXPIRY = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));

export interface DemoDesigner {
  name: string;
  username: string;
  bio: string;
}

/**
 * The designers who sign the arts (nivelacesso 'designer'). The demo 'designer' account
 * (rafaelmoreira) is one of them, so signing in as it shows a portfolio.
 */
export const DEMO_DESIGNERS: readonly DemoDesigner[] = [
  {
    name: 'Rafael Moreira',
    username: 'rafaelmoreira',
    bio: 'Designer gráfico há 10 anos, servindo igrejas com artes para cultos e eventos.',
  },
  {
    name: 'Ana Beatriz Souza',
    username: 'anabeatriz.design',
    bio: 'Apaixonada por tipografia e por comunicar o Evangelho com beleza.',
  },
  {
    name: 'Tiago Nascimento',
    username: 'tiagonascimento',
    bio: 'Ministério de mídia da Igreja Batista Central. Especialista em stories.',
  },
  {
    name: 'Juliana Carvalho',
    username: 'jucarvalho.art',
    bio: 'Ilustradora e designer do ministério infantil.',
  },
  {
    name: 'Pedro Henrique Lima',
    username: 'pedrohlima',
    bio: 'Motion designer: vídeos criativos e vinhetas para o telão.',
  },
  {
    name: 'Camila Ferreira',
    username: 'camilaferreira',
    bio: 'Artes delicadas para encontros de mulheres e casamentos.',
  },
  {
    name: 'Gabriel Santos',
    username: 'gabrielsantos.gfx',
    bio: 'Cartazes ousados para congressos e cultos de jovens.',
  },
  {
    name: 'Débora Martins',
    username: 'deboramartins',
    bio: 'Designer editorial: certificados, cartas e envelopes prontos.',
  },
  {
    name: 'Samuel Oliveira',
    username: 'samueloliveira',
    bio: 'Criador de thumbnails e capas para canais cristãos.',
  },
  {
    name: 'Raquel Costa',
    username: 'raquelcosta.design',
    bio: 'Identidade visual para igrejas e ministérios de louvor.',
  },
  {
    name: 'João Victor Rocha',
    username: 'joaovrocha',
    bio: 'Agendas, eventos e aniversários de igreja: a programação da sua comunidade em artes.',
  },
  {
    name: 'Letícia Barbosa',
    username: 'leticiabarbosa',
    bio: 'Cores, fé e criatividade em cada arte.',
  },
];

export function avatarUrl(username: string): string {
  return `/media/avatars/${username}.webp`;
}

export interface DemoTestimonial {
  rating: number;
  quote: string;
  name: string;
  role: string;
  company: string;
  /** File name under /media/testimonials/, or null (the card shows initials). */
  avatar: string | null;
}

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    rating: 5,
    quote:
      'As artes transformaram a divulgação dos nossos cultos. Em poucos minutos edito o cartaz e o stories do domingo.',
    name: 'Pr. Carlos Eduardo Mendes',
    role: 'Pastor presidente',
    company: 'Igreja Batista Vida Nova',
    avatar: 'carlos-eduardo-mendes.webp',
  },
  {
    rating: 4.5,
    quote:
      'O ministério de jovens nunca teve tanta presença nas redes. Os modelos de congresso são lindos!',
    name: 'Mariana Lopes',
    role: 'Líder de jovens',
    company: 'Assembleia de Deus Ministério Ágape',
    avatar: 'mariana-lopes.webp',
  },
  {
    rating: 5,
    quote:
      'Os certificados de batismo e as carteirinhas de membro economizaram horas da secretaria.',
    name: 'Pra. Simone Araújo',
    role: 'Pastora auxiliar',
    company: 'Comunidade Evangélica Shalom',
    avatar: 'simone-araujo.webp',
  },
  {
    rating: 4,
    quote: 'Uso as artes da Santa Ceia todo mês. Fácil de editar no Canva e com ótima qualidade.',
    name: 'Diác. André Pereira',
    role: 'Ministério de comunicação',
    company: 'Igreja Presbiteriana Central',
    avatar: 'andre-pereira.webp',
  },
  {
    rating: 4.5,
    quote: 'O culto infantil ficou muito mais animado com os convites coloridos da EBF.',
    name: 'Tia Rose Cardoso',
    role: 'Coordenadora do ministério infantil',
    company: 'Igreja do Evangelho Quadrangular',
    avatar: 'rose-cardoso.webp',
  },
  {
    rating: 5,
    quote: 'Vale cada centavo. Suporte rápido pelo WhatsApp e artes novas toda semana.',
    name: 'Ev. Paulo Henrique Dias',
    role: 'Evangelista',
    company: 'Ministério Semeando a Palavra',
    avatar: null,
  },
];

export function testimonialAvatarUrl(file: string): string {
  return `/media/testimonials/${file}`;
}
