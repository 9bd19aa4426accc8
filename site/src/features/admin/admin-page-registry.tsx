import { Spinner } from '@arte-gospel/ui';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';

// The staff console's pages (issue 19), one folder each under site/src/features/admin/<page>/,
// by their /admin/{slug}. Each loads its own code when opened, so the charts of one page
// never weigh on another. A slug not here is an unknown admin page.

/** A page's code, loaded on first use with a spinner meanwhile. */
export function adminPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent<object> {
  return lazyComponent(async () => (await load())[name], <Spinner label="Carregando..." />);
}

export const ADMIN_PAGE_COMPONENTS: Readonly<Record<string, LazyComponent<object>>> = {
  artes: adminPage(() => import('./artes/components/artes-page'), 'ArtesPage'),
  'add-art-multi': adminPage(
    () => import('./add-art-multi/components/add-art-multi-page'),
    'AddArtMultiPage',
  ),
  analytics: adminPage(() => import('./analytics/components/analytics-page'), 'AnalyticsPage'),
  usuarios: adminPage(() => import('./users/components/users-page'), 'UsersPage'),
  denuncias: adminPage(() => import('./reports/components/reports-page'), 'ReportsPage'),
  categorias: adminPage(() => import('./categorias/components/categories-page'), 'CategoriesPage'),
  'gerenciar-cursos': adminPage(
    () => import('./gerenciar-cursos/components/courses-page'),
    'CoursesPage',
  ),
  designers: adminPage(() => import('./designers/components/designers-page'), 'DesignersPage'),
  depoimentos: adminPage(
    () => import('./depoimentos/components/testimonials-page'),
    'TestimonialsPage',
  ),
  'logo-upload': adminPage(
    () => import('./logo-upload/components/logo-upload-page'),
    'LogoUploadPage',
  ),
  financeiro: adminPage(() => import('./financeiro/components/financeiro-page'), 'FinanceiroPage'),
  webhooks: adminPage(() => import('./webhooks/components/webhooks-page'), 'WebhooksPage'),
  'webhook-diagnostics': adminPage(
    () => import('./webhook-diagnostics/components/webhook-diagnostics-page'),
    'WebhookDiagnosticsPage',
  ),
  'test-subscription-settings': adminPage(
    () => import('./test-subscription-settings/components/test-subscription-settings-page'),
    'TestSubscriptionSettingsPage',
  ),
  'storage-test': adminPage(
    () => import('./storage-test/components/storage-test-page'),
    'StorageTestPage',
  ),
  'app-config': adminPage(() => import('./app-config/components/app-config-page'), 'AppConfigPage'),
  popups: adminPage(() => import('./popups/components/popups-page'), 'PopupsPage'),
};
