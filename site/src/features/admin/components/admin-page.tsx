import { buttonClassName, EmptyState } from '@arte-gospel/ui';
import { Link, useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { ADMIN_PAGE_COMPONENTS } from '../admin-page-registry';
import * as styles from './admin.css';
import { ADMIN_PAGES } from './admin-pages';

/** /admin/{page}: the built page of its slug, else a page the staff console does not have. */
export function AdminPage() {
  const { page = '' } = useParams<{ page: string }>();
  const Built = ADMIN_PAGE_COMPONENTS[page];
  const entry = ADMIN_PAGES.find((candidate) => candidate.slug === page);
  // 'Financeiro · Administração — Arte Gospel': a tab per staff page tells which is which.
  usePageTitle(Built && entry ? `${entry.title} · Administração` : null);
  if (Built) return <Built />;
  return (
    <>
      <h1 className={styles.title}>Página administrativa não encontrada</h1>
      <EmptyState
        title="Esta área não existe no painel administrativo"
        description="Confira o endereço ou escolha uma das áreas no início do admin."
        actions={
          <Link
            href={paths.admin.href()}
            className={buttonClassName({ size: 'sm', tone: 'secondary' })}
          >
            Voltar ao painel administrativo
          </Link>
        }
      />
    </>
  );
}
