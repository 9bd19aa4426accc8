// Every category slug the catalogue spec names (catalogue §2 home chips, §3 known and
// special-theme slugs), with pt-BR names. Order = the order the home shows them in.
export const DEMO_CATEGORIES: ReadonlyArray<{
  slug: string;
  name: string;
  description: string;
  isPremium?: boolean;
}> = [
  { slug: 'agendas', name: 'Agendas', description: 'Agendas semanais e programações da igreja.' },
  { slug: 'ano-novo', name: 'Ano Novo', description: 'Cultos da virada e mensagens de Ano Novo.' },
  {
    slug: 'batismo',
    name: 'Batismo',
    description: 'Convites e cartazes para cerimônias de batismo.',
  },
  { slug: 'culto-de-ceia', name: 'Culto de Ceia', description: 'Artes para a Santa Ceia.' },
  {
    slug: 'culto-da-familia',
    name: 'Culto da Família',
    description: 'Cultos e encontros de famílias.',
  },
  {
    slug: 'culto-de-jovens',
    name: 'Culto de Jovens',
    description: 'Cultos, congressos e vigílias de jovens.',
  },
  {
    slug: 'eventos',
    name: 'Eventos',
    description: 'Conferências, congressos e eventos especiais.',
  },
  { slug: 'ensino', name: 'Ensino', description: 'Escola bíblica, estudos e cursos.' },
  { slug: 'culto-infantil', name: 'Culto Infantil', description: 'Ministério infantil e EBF.' },
  {
    slug: 'culto-de-mulheres',
    name: 'Culto de Mulheres',
    description: 'Encontros e cultos de mulheres.',
  },
  {
    slug: 'certificados',
    name: 'Certificados',
    description: 'Certificados de batismo, cursos e apresentação.',
  },
  { slug: 'carteirinhas', name: 'Carteirinhas', description: 'Carteirinhas de membro editáveis.' },
  {
    slug: 'cartao-digital',
    name: 'Cartão Digital',
    description: 'Cartões de visita digitais para ministérios.',
  },
  {
    slug: 'envelopes-dizimos',
    name: 'Envelopes de Dízimos',
    description: 'Envelopes de dízimos e ofertas.',
  },
  {
    slug: 'cartas-prontas',
    name: 'Cartas Prontas',
    description: 'Cartas de recomendação e mudança prontas.',
  },
  {
    slug: 'caixinhas-animadas',
    name: 'Caixinhas Animadas',
    description: 'Caixinhas de perguntas animadas para stories.',
  },
  { slug: 'telao', name: 'Telão', description: 'Fundos e vinhetas para o telão do culto.' },
  {
    slug: 'thumbnail-youtube',
    name: 'Thumbnail YouTube',
    description: 'Miniaturas para transmissões e vídeos.',
  },
  {
    slug: 'capas-para-youtube',
    name: 'Capas para YouTube',
    description: 'Capas de canal para o YouTube.',
  },
  { slug: 'capas-fanpage', name: 'Capas Fanpage', description: 'Capas para páginas do Facebook.' },
  {
    slug: 'capas-playlist',
    name: 'Capas Playlist',
    description: 'Capas para playlists de louvor.',
  },
  {
    slug: 'videos-criativos',
    name: 'Vídeos Criativos',
    description: 'Vídeos curtos e animados.',
    isPremium: true,
  },
  {
    slug: 'lancamentos',
    name: 'Lançamentos',
    description: 'Lançamentos de músicas, livros e projetos.',
  },
  {
    slug: 'promocoes',
    name: 'Promoções',
    description: 'Ofertas de cantinas, livrarias e bazares.',
  },
  { slug: 'vendas', name: 'Vendas', description: 'Artes de vendas para bazares e cantinas.' },
  { slug: 'lavagem', name: 'Lavagem', description: 'Artes para lava-rápidos e ações solidárias.' },
  {
    slug: 'mecanica',
    name: 'Mecânica',
    description: 'Artes para oficinas de membros e parceiros.',
  },
  {
    slug: 'locacao',
    name: 'Locação',
    description: 'Artes para locação de espaços e equipamentos.',
  },
  { slug: 'seminovos', name: 'Seminovos', description: 'Artes para bazares de seminovos.' },
];
