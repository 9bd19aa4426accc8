// The demo's categories: the gospel slugs of the catalogue spec (catalogue §2 home chips,
// §3 known slugs) and the seasons of the church year, with pt-BR names. Order = the order
// the home shows them in. The spec's slugs of other trades (promocoes, vendas, lavagem,
// mecanica, locacao, seminovos) are not in the demo; staff may still create them.

/** slug, name, description and, for a premium category, true. */
type Row = readonly [slug: string, name: string, description: string, isPremium?: boolean];

const ROWS: readonly Row[] = [
  // The home chips (domain HOME_CHIP_SLUGS), in their order.
  ['agendas', 'Agendas', 'Agendas semanais e programações da igreja.'],
  ['ano-novo', 'Ano Novo', 'Cultos da virada e mensagens de Ano Novo.'],
  ['batismo', 'Batismo', 'Convites e cartazes para cerimônias de batismo.'],
  ['culto-de-ceia', 'Culto de Ceia', 'Artes para a Santa Ceia do primeiro domingo do mês.'],
  ['culto-da-familia', 'Culto da Família', 'Cultos e encontros de famílias e casais.'],
  ['culto-de-jovens', 'Culto de Jovens', 'Cultos, encontros e noites de louvor dos jovens.'],
  ['eventos', 'Eventos', 'Conferências, cruzadas, festivais e eventos especiais.'],
  ['ensino', 'Ensino', 'Estudos bíblicos, cursos, discipulado e escola de líderes.'],
  ['culto-infantil', 'Culto Infantil', 'Ministério infantil e EBF.'],
  ['culto-de-mulheres', 'Culto de Mulheres', 'Encontros e cultos de mulheres.'],
  // The church year (Santa Ceia is culto-de-ceia above).
  ['natal', 'Natal', 'Cantatas, cultos e mensagens de Natal.'],
  ['pascoa', 'Páscoa', 'Cultos e cantatas de Páscoa: Ele vive!'],
  ['dia-das-maes', 'Dia das Mães', 'Homenagens e cultos do Dia das Mães.'],
  ['dia-dos-pais', 'Dia dos Pais', 'Homenagens e cultos do Dia dos Pais.'],
  ['ebd', 'EBD', 'Escola Bíblica Dominical: lições, classes e o Dia da EBD.'],
  ['aniversario-da-igreja', 'Aniversário da Igreja', 'Cultos e festas de aniversário da igreja.'],
  ['congresso', 'Congresso', 'Congressos de jovens, mulheres, casais e missões.'],
  ['retiro', 'Retiro', 'Retiros de Carnaval, de jovens, casais e mulheres.'],
  ['vigilia', 'Vigília', 'Vigílias de oração, clamor e intercessão.'],
  ['consagracao', 'Consagração', 'Cultos e campanhas de consagração.'],
  ['dia-do-pastor', 'Dia do Pastor', 'Homenagens ao pastor e à pastora.'],
  // Formats the church uses every week.
  ['certificados', 'Certificados', 'Certificados de batismo, cursos e apresentação.'],
  ['carteirinhas', 'Carteirinhas', 'Carteirinhas de membro e credenciais editáveis.'],
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
  ['lancamentos', 'Lançamentos', 'Lançamentos de músicas, livros e clipes.'],
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
