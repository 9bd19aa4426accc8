import { paths } from '../../../config/paths';

export interface ComingSoonEntry {
  /** wouter pattern of the route (platform §2.1). */
  pattern: string;
  eyebrow: string;
  title: string;
  /** One honest line on what is coming. */
  description: string;
}

// Pages whose content the spec does not show (platform §2.1): each keeps its real title and
// says plainly what is coming, with links back to the arts and the home.
export const COMING_SOON_PAGES: readonly ComingSoonEntry[] = [
  {
    pattern: paths.communityCreate.path,
    eyebrow: 'Comunidade',
    title: 'Criar publicação',
    description: 'Em breve você poderá publicar na comunidade e compartilhar suas artes e ideias.',
  },
  {
    pattern: paths.communityPost.path,
    eyebrow: 'Comunidade',
    title: 'Publicação da comunidade',
    description: 'As publicações da comunidade estarão disponíveis quando a comunidade for aberta.',
  },
  {
    pattern: paths.community.path,
    eyebrow: 'Comunidade',
    title: 'Comunidade',
    description:
      'Um espaço para líderes e designers de igrejas trocarem artes, ideias e experiências está a caminho.',
  },
  {
    pattern: paths.supabaseAuthTest.path,
    eyebrow: 'Página de teste',
    title: 'Teste de autenticação',
    description: 'Página interna de diagnóstico do login; ainda não disponível neste site.',
  },
  {
    pattern: paths.avatarTest.path,
    eyebrow: 'Página de teste',
    title: 'Teste de avatar',
    description: 'Página interna de diagnóstico das fotos de perfil; ainda não disponível.',
  },
  {
    pattern: paths.videoPerformanceTest.path,
    eyebrow: 'Página de teste',
    title: 'Teste de desempenho de vídeo',
    description: 'Página interna de diagnóstico da reprodução de vídeos; ainda não disponível.',
  },
  {
    pattern: paths.subscriptionSettingsTest.path,
    eyebrow: 'Página de teste',
    title: 'Teste de configurações de assinatura',
    description: 'Página interna de diagnóstico das assinaturas; ainda não disponível.',
  },
];
