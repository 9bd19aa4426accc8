import type { ArtFormat } from '@arte-gospel/domain';

// Per-category title vocabularies and format sets of the demo catalogue. A title is a theme,
// a theme and a tagline joined by ' | ' (the slug rule turns pipes into spaces), or a
// tagline alone.

export interface CategoryVocabulary {
  themes: readonly string[];
  taglines: readonly string[];
  /**
   * The formats a design of this category comes in, in order: a group of k arts takes the
   * first format and k − 1 of the others. At least two.
   */
  formats: readonly ArtFormat[];
  /** Share of this category's designs that are premium (default 0.35). */
  premiumShare?: number;
  /** Whether some arts were created in the 7 days before the reference date. */
  recent?: boolean;
}

const POSTER: readonly ArtFormat[] = ['cartaz', 'stories', 'a4', 'story-animado'];
const PRINT: readonly ArtFormat[] = ['a4', 'cartaz', 'stories'];
// The five slugs whose preview falls back to any art (catalogue §5) get no 'cartaz'.
const SCREEN: readonly ArtFormat[] = ['stories', 'a4', 'story-animado'];
const SALES: readonly ArtFormat[] = ['cartaz', 'stories', 'story-animado'];

const GENERIC_TAGLINES = [
  'Fogo no Altar',
  'Tempo de Avivamento',
  'Deus é Fiel',
  'Venha Adorar Conosco',
  'Entrada Franca',
  'Todos São Bem-vindos',
  'Uma Noite de Glória',
  'Ele Vive',
] as const;

export const VOCABULARY: Readonly<Record<string, CategoryVocabulary>> = {
  agendas: {
    themes: [
      'Agenda da Semana',
      'Programação Semanal',
      'Agenda do Mês',
      'Nossa Agenda',
      'Agenda de Cultos',
    ],
    taglines: [
      'Domingo 19h',
      'Cultos e Células',
      'Participe Conosco',
      'Igreja em Movimento',
      'Semana Abençoada',
    ],
    formats: POSTER,
    recent: true,
  },
  'ano-novo': {
    themes: [
      'Culto da Virada',
      'Feliz Ano Novo',
      'Vigília de Ano Novo',
      'Réveillon com Cristo',
      'Ano Novo, Vida Nova',
    ],
    taglines: [
      '2027 com Deus',
      'Tempo de Recomeçar',
      'Gratidão por 2026',
      'Novas Misericórdias',
      'Um Novo Tempo',
    ],
    formats: POSTER,
  },
  batismo: {
    themes: [
      'Batismo nas Águas',
      'Culto de Batismo',
      'Celebração de Batismo',
      'Batismo',
      'Novo Nascimento',
    ],
    taglines: [
      'Morri para o Mundo',
      'Nova Criatura',
      'Sepultados com Cristo',
      'Vida Nova em Cristo',
      'Um Passo de Fé',
    ],
    formats: POSTER,
    recent: true,
  },
  'culto-de-ceia': {
    themes: [
      'Santa Ceia do Senhor',
      'Culto de Ceia',
      'Ceia do Senhor',
      'Noite de Santa Ceia',
      'Culto de Comunhão',
    ],
    taglines: [
      'Fazei Isto em Memória de Mim',
      'O Pão da Vida',
      'Sangue da Nova Aliança',
      'Examine-se a Si Mesmo',
      'Comunhão e Gratidão',
    ],
    formats: POSTER,
  },
  'culto-da-familia': {
    themes: [
      'Culto da Família',
      'Família no Altar',
      'Encontro de Casais',
      'Noite das Famílias',
      'Família Abençoada',
    ],
    taglines: [
      'Eu e a Minha Casa',
      'Serviremos ao Senhor',
      'Laços de Amor',
      'Lar Cheio de Fé',
      'Famílias Restauradas',
    ],
    formats: POSTER,
    recent: true,
  },
  'culto-de-jovens': {
    themes: [
      'Culto de Jovens',
      'Congresso de Jovens',
      'Vigília Jovem',
      'Conexão Jovem',
      'Juventude em Chamas',
    ],
    taglines: [
      'Fogo no Altar',
      'Geração Eleita',
      'Ninguém Despreze a Tua Mocidade',
      'Avivamento Já',
      'Radicais por Cristo',
    ],
    formats: POSTER,
    recent: true,
  },
  eventos: {
    themes: [
      'Conferência Profética',
      'Congresso de Missões',
      'Festa da Colheita',
      'Aniversário da Igreja',
      'Cruzada Evangelística',
    ],
    taglines: [
      'Inscrições Abertas',
      'Três Noites de Glória',
      'Preletor Convidado',
      'Louvor e Adoração',
      'Vem Pra Festa',
    ],
    formats: POSTER,
  },
  ensino: {
    themes: [
      'Escola Bíblica Dominical',
      'Estudo Bíblico',
      'Curso de Teologia',
      'Seminário de Ensino',
      'Discipulado',
    ],
    taglines: [
      'Crescendo na Palavra',
      'Lâmpada para os Meus Pés',
      'Módulo 1',
      'Aula Inaugural',
      'Conhecer para Servir',
    ],
    formats: POSTER,
  },
  'culto-infantil': {
    themes: [
      'Culto Infantil',
      'EBF Escola Bíblica de Férias',
      'Dia das Crianças',
      'Kids na Casa de Deus',
      'Tarde Kids',
    ],
    taglines: [
      'Deixai Vir a Mim os Pequeninos',
      'Pequenos Adoradores',
      'Aventura na Bíblia',
      'Arca de Noé',
      'Diversão e Fé',
    ],
    formats: POSTER,
  },
  'culto-de-mulheres': {
    themes: [
      'Culto de Mulheres',
      'Encontro de Mulheres',
      'Chá das Mulheres',
      'Mulheres de Oração',
      'Congresso Feminino',
    ],
    taglines: [
      'Mulher Virtuosa',
      'Filhas do Rei',
      'Florescer em Deus',
      'Ester: Para Um Tempo Como Este',
      'Cheias da Graça',
    ],
    formats: POSTER,
    recent: true,
  },
  certificados: {
    themes: [
      'Certificado de Batismo',
      'Certificado de Apresentação',
      'Certificado de Conclusão',
      'Certificado de Casamento',
      'Certificado de Membro',
    ],
    taglines: ['Modelo Clássico', 'Modelo Dourado', 'Modelo Floral', 'Modelo Moderno', 'Editável'],
    formats: PRINT,
  },
  carteirinhas: {
    themes: [
      'Carteirinha de Membro',
      'Credencial Ministerial',
      'Carteirinha de Obreiro',
      'Carteirinha de Pastor',
      'Credencial de Evento',
    ],
    taglines: ['Frente e Verso', 'Modelo Azul', 'Modelo Dourado', 'Com Foto', 'Editável'],
    formats: ['carteirinha', 'a4'],
  },
  'cartao-digital': {
    themes: [
      'Cartão Digital do Pastor',
      'Cartão de Visita Ministerial',
      'Cartão Digital da Igreja',
      'Cartão do Ministério de Louvor',
      'Cartão Digital do Missionário',
    ],
    taglines: [
      'Contato e Redes',
      'Modelo Elegante',
      'Modelo Minimalista',
      'Com QR Code',
      'Editável',
    ],
    formats: ['cartao-digital', 'stories'],
  },
  'envelopes-dizimos': {
    themes: [
      'Envelope de Dízimo',
      'Envelope de Oferta',
      'Envelope de Missões',
      'Envelope de Voto',
      'Envelope de Primícias',
    ],
    taglines: [
      'Trazei Todos os Dízimos',
      'Deus Ama Quem Dá com Alegria',
      'Semeando Bênçãos',
      'Fidelidade',
      'Editável',
    ],
    formats: PRINT,
  },
  'cartas-prontas': {
    themes: [
      'Carta de Recomendação',
      'Carta de Mudança',
      'Carta de Apresentação',
      'Carta Convite',
      'Carta de Agradecimento',
    ],
    taglines: ['Modelo Oficial', 'Timbrado', 'Pronta para Imprimir', 'Editável', 'Modelo Simples'],
    formats: PRINT,
  },
  'caixinhas-animadas': {
    themes: [
      'Caixinha de Perguntas',
      'Caixinha de Pedidos de Oração',
      'Caixinha de Testemunhos',
      'Caixinha de Louvores',
      'Caixinha Bíblica',
    ],
    taglines: [
      'Mande Sua Pergunta',
      'Ore Conosco',
      'Conte o Que Deus Fez',
      'Qual Louvor Te Marcou',
      'Quiz Bíblico',
    ],
    formats: ['story-animado', 'stories'],
  },
  telao: {
    themes: [
      'Fundo para Telão',
      'Vinheta de Abertura',
      'Bem-vindos ao Culto',
      'Contagem Regressiva',
      'Avisos da Semana',
    ],
    taglines: ['Culto de Domingo', 'Estamos Começando', 'Louvor', 'Palavra', 'Até Breve'],
    formats: SCREEN,
  },
  'thumbnail-youtube': {
    themes: [
      'Thumbnail Culto Ao Vivo',
      'Thumbnail de Pregação',
      'Thumbnail de Louvor',
      'Thumbnail de Estudo',
      'Thumbnail de Live',
    ],
    taglines: ['Ao Vivo', 'Assista Agora', 'Mensagem Completa', 'Episódio Novo', 'Não Perca'],
    formats: SCREEN,
  },
  'capas-para-youtube': {
    themes: [
      'Capa de Canal da Igreja',
      'Capa de Canal Gospel',
      'Capa do Ministério de Louvor',
      'Capa de Canal de Pregações',
      'Capa de Podcast Cristão',
    ],
    taglines: [
      'Inscreva-se',
      'Novos Vídeos Toda Semana',
      'Cultos Ao Vivo',
      'Palavra e Louvor',
      'Edificando Vidas',
    ],
    formats: SCREEN,
  },
  'capas-fanpage': {
    themes: [
      'Capa de Fanpage da Igreja',
      'Capa do Ministério Jovem',
      'Capa de Página Gospel',
      'Capa do Ministério Infantil',
      'Capa de Evento',
    ],
    taglines: [
      'Seja Bem-vindo',
      'Uma Igreja Para Você',
      'Curta e Compartilhe',
      'Acompanhe Nossos Cultos',
      'Família de Fé',
    ],
    formats: SCREEN,
  },
  'capas-playlist': {
    themes: [
      'Playlist de Louvor',
      'Playlist de Adoração',
      'Hinos da Harpa',
      'Playlist para Orar',
      'Louvores de Vitória',
    ],
    taglines: [
      'Para Ouvir no Culto',
      'Adoração Profunda',
      'Clássicos',
      'Momento com Deus',
      'Som de Avivamento',
    ],
    formats: SCREEN,
  },
  'videos-criativos': {
    themes: [
      'Vídeo Convite',
      'Vídeo de Abertura',
      'Vídeo de Aniversário da Igreja',
      'Vídeo de Boas-vindas',
      'Vídeo Devocional',
    ],
    taglines: ['Animado', 'Para Reels', 'Com Trilha', 'Em Movimento', 'Editável'],
    formats: ['video-criativo', 'stories', 'story-animado'],
    premiumShare: 1,
    recent: true,
  },
  lancamentos: {
    themes: [
      'Lançamento de Single',
      'Lançamento de Álbum',
      'Lançamento de Livro',
      'Novo Clipe',
      'Pré-estreia',
    ],
    taglines: [
      'Já Disponível',
      'Em Todas as Plataformas',
      'Ouça Agora',
      'Breve',
      'Sessão de Autógrafos',
    ],
    formats: SALES,
  },
  promocoes: {
    themes: [
      'Promoção da Cantina',
      'Promoção da Livraria',
      'Liquida Bíblias',
      'Combo do Culto',
      'Semana de Ofertas',
    ],
    taglines: ['Só Neste Domingo', 'Até 50% OFF', 'Aproveite', 'Estoque Limitado', 'Leve Dois'],
    formats: SALES,
  },
  vendas: {
    themes: [
      'Bazar Beneficente',
      'Venda de Bolos',
      'Feijoada Beneficente',
      'Pizza Solidária',
      'Cantina da Igreja',
    ],
    taglines: [
      'Ajude Nossa Missão',
      'Encomende Já',
      'Sábado a Partir das 12h',
      'Toda Renda para Missões',
      'Faça Seu Pedido',
    ],
    formats: SALES,
  },
  lavagem: {
    themes: [
      'Lava-Jato Solidário',
      'Lavagem de Carros',
      'Lava-Rápido dos Jovens',
      'Ação Solidária',
      'Lavagem Beneficente',
    ],
    taglines: [
      'Lavagem Completa',
      'Apoie a Juventude',
      'Sábado Cedo',
      'Preço Especial',
      'Carro Limpo, Coração Feliz',
    ],
    formats: SALES,
  },
  mecanica: {
    themes: [
      'Oficina Mecânica',
      'Revisão Completa',
      'Troca de Óleo',
      'Centro Automotivo',
      'Auto Center',
    ],
    taglines: [
      'Confiança e Honestidade',
      'Agende Sua Revisão',
      'Serviço Garantido',
      'Orçamento Sem Compromisso',
      'Parceiro da Igreja',
    ],
    formats: SALES,
  },
  locacao: {
    themes: [
      'Locação de Salão',
      'Aluguel de Som',
      'Locação de Cadeiras',
      'Espaço para Eventos',
      'Locação de Tendas',
    ],
    taglines: [
      'Reserve Já',
      'Preços Especiais',
      'Para Casamentos e Festas',
      'Consulte Datas',
      'Estrutura Completa',
    ],
    formats: SALES,
  },
  seminovos: {
    themes: [
      'Bazar de Seminovos',
      'Brechó da Igreja',
      'Feira de Seminovos',
      'Desapego Solidário',
      'Brechó Beneficente',
    ],
    taglines: [
      'Peças a Partir de R$ 5',
      'Roupas e Calçados',
      'Tudo Revisado',
      'Renda para Missões',
      'Venha Conferir',
    ],
    formats: SALES,
  },
};

const FALLBACK: CategoryVocabulary = {
  themes: ['Culto de Celebração', 'Culto de Oração', 'Culto de Louvor', 'Noite de Adoração'],
  taglines: GENERIC_TAGLINES,
  formats: POSTER,
};

export function vocabularyFor(slug: string): CategoryVocabulary {
  return VOCABULARY[slug] ?? FALLBACK;
}

export { GENERIC_TAGLINES };
