// Every category slug the catalogue spec names (catalogue §2 home chips, §3 known and
// special-theme slugs), with pt-BR names. Order = the order the home shows them in.

/** slug, name, description and, for a premium category, true. */
type Row = readonly [slug: string, name: string, description: string, isPremium?: boolean];

const ROWS: readonly Row[] = [
  ['agendas', 'Agendas', 'Agendas semanais e programações da igreja.'],
  ['ano-novo', 'Ano Novo', 'Cultos da virada e mensagens de Ano Novo.'],
  ['batismo', 'Batismo', 'Convites e cartazes para cerimônias de batismo.'],
  ['culto-de-ceia', 'Culto de Ceia', 'Artes para a Santa Ceia.'],
  ['culto-da-familia', 'Culto da Família', 'Cultos e encontros de famílias.'],
  ['culto-de-jovens', 'Culto de Jovens', 'Cultos, congressos e vigílias de jovens.'],
  ['eventos', 'Eventos', 'Conferências, congressos e eventos especiais.'],
  ['ensino', 'Ensino', 'Escola bíblica, estudos e cursos.'],
  ['culto-infantil', 'Culto Infantil', 'Ministério infantil e EBF.'],
  ['culto-de-mulheres', 'Culto de Mulheres', 'Encontros e cultos de mulheres.'],
  ['certificados', 'Certificados', 'Certificados de batismo, cursos e apresentação.'],
  ['carteirinhas', 'Carteirinhas', 'Carteirinhas de membro editáveis.'],
  ['cartao-digital', 'Cartão Digital', 'Cartões de visita digitais para ministérios.'],
  ['envelopes-dizimos', 'Envelopes de Dízimos', 'Envelopes de dízimos e ofertas.'],
  ['cartas-prontas', 'Cartas Prontas', 'Cartas de recomendação e mudança prontas.'],
  ['caixinhas-animadas', 'Caixinhas Animadas', 'Caixinhas de perguntas animadas para stories.'],
  ['telao', 'Telão', 'Fundos e vinhetas para o telão do culto.'],
  ['thumbnail-youtube', 'Thumbnail YouTube', 'Miniaturas para transmissões e vídeos.'],
  ['capas-para-youtube', 'Capas para YouTube', 'Capas de canal para o YouTube.'],
  ['capas-fanpage', 'Capas Fanpage', 'Capas para páginas do Facebook.'],
  ['capas-playlist', 'Capas Playlist', 'Capas para playlists de louvor.'],
  ['videos-criativos', 'Vídeos Criativos', 'Vídeos curtos e animados.', true],
  ['lancamentos', 'Lançamentos', 'Lançamentos de músicas, livros e projetos.'],
  ['promocoes', 'Promoções', 'Ofertas de cantinas, livrarias e bazares.'],
  ['vendas', 'Vendas', 'Artes de vendas para bazares e cantinas.'],
  ['lavagem', 'Lavagem', 'Artes para lava-rápidos e ações solidárias.'],
  ['mecanica', 'Mecânica', 'Artes para oficinas de membros e parceiros.'],
  ['locacao', 'Locação', 'Artes para locação de espaços e equipamentos.'],
  ['seminovos', 'Seminovos', 'Artes para bazares de seminovos.'],
];

export const DEMO_CATEGORIES: ReadonlyArray<{
  slug: string;
  name: string;
  description: string;
  isPremium: boolean;
}> = ROWS.map(([slug, name, description, isPremium = false]) => ({
  slug,
  name,
  description,
  isPremium,
}));
