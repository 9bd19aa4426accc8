import { allowedRolesForPath, STAFF_ROLES } from '@arte-gospel/domain';

export interface AdminPageEntry {
  slug: string;
  title: string;
  /** One honest line on what the page will do. */
  description: string;
  /**
   * The levels the page's API calls answer, when fewer than its route lets in (the popups,
   * an unlisted /admin/{page}, are admin's at the API): the others are not offered it.
   */
  apiLevels?: readonly string[];
}

// The admin pages of platform §2.1 (their content is not shown by the spec; issue 19 built
// each): what the dashboard lists, each page's code in admin-page-registry.tsx.
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  {
    slug: 'categorias',
    title: 'Categorias',
    description:
      'Criar, renomear, reordenar e marcar como Premium as categorias; a ordem vale para /categorias e a página inicial.',
  },
  {
    slug: 'artes',
    title: 'Artes',
    description:
      'Todas as artes, inclusive ocultas e agendadas: busca, filtros, edição, publicação, exclusão e envio de nova arte.',
  },
  {
    slug: 'usuarios',
    title: 'Usuários',
    description:
      'Busca de contas, plano, downloads e compras; Premium dado à mão, nível de acesso e sessões.',
  },
  {
    slug: 'denuncias',
    title: 'Denúncias',
    description: 'Fila de problemas relatados, com evidências, notas e despublicação da arte.',
  },
  {
    slug: 'financeiro',
    title: 'Financeiro',
    description:
      'Vendas, reembolsos e chargebacks por dia, mês e plano; MRR, assinantes ativos e exportação em CSV.',
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    description:
      'Cadastros, compras, downloads e visualizações por dia e por origem; artes, categorias e buscas mais procuradas.',
  },
  {
    slug: 'add-art-multi',
    title: 'Adicionar artes em lote',
    description:
      'Várias imagens de uma vez, cada uma com seu progresso; campos comuns a todas e o título de cada arquivo.',
  },
  {
    slug: 'gerenciar-cursos',
    title: 'Gerenciar cursos',
    description: 'Cadastro e organização das videoaulas e dos seus módulos.',
  },
  {
    slug: 'designers',
    title: 'Designers',
    description:
      'Nome, bio e foto de quem assina as artes, e a ordem em que aparecem na página /designers.',
  },
  {
    slug: 'depoimentos',
    title: 'Depoimentos',
    description:
      'Depoimentos da página inicial: criar, editar, excluir, reordenar, com nota e foto de quem deu.',
  },
  {
    slug: 'logo-upload',
    title: 'Logo do site',
    description:
      'Envio, prévia e remoção do logo do cabeçalho; as abas abertas do site mostram a mudança na hora.',
  },
  {
    slug: 'app-config',
    title: 'Configurações do app',
    description:
      'Nome do site, cor principal, favicon, contatos, redes sociais e links de checkout de cada plano.',
  },
  {
    slug: 'popups',
    title: 'Popups promocionais',
    apiLevels: STAFF_ROLES.admins,
    description:
      'Criação e agendamento de popups por página e público, com prévia e visualizações, cliques e fechamentos.',
  },
  {
    slug: 'webhooks',
    title: 'Webhooks',
    description:
      'Cada entrega do provedor de pagamentos e seu resultado; reprocessamento e atribuição de compras não identificadas.',
  },
  {
    slug: 'webhook-diagnostics',
    title: 'Diagnóstico de webhooks',
    description:
      'Token e links de checkout configurados, última entrega, contagem por resultado e entrega de teste.',
  },
  {
    slug: 'storage-test',
    title: 'Teste de armazenamento',
    description:
      'Grava, lê e apaga um arquivo de teste no armazenamento e mostra o tempo de cada etapa.',
  },
  {
    slug: 'test-subscription-settings',
    title: 'Teste de configurações de assinatura',
    description:
      'Simulação de cada evento de compra para uma conta de teste, fora de produção, com o plano resultante.',
  },
];

export const ADMIN_PAGE_PATH = (slug: string) => `/admin/${slug}`;

/** The admin pages a level may open (platform §6.3, from domain's route roles). */
export function adminPagesFor(level: string | null | undefined): AdminPageEntry[] {
  return ADMIN_PAGES.filter(
    (page) =>
      (allowedRolesForPath(ADMIN_PAGE_PATH(page.slug)) ?? []).some((role) => role === level) &&
      (!page.apiLevels || page.apiLevels.some((role) => role === level)),
  );
}
