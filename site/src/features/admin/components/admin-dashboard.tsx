import { Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './admin.css';
import { adminPagesFor } from './admin-pages';

const LEVEL_NAMES: Readonly<Record<string, string>> = {
  admin: 'Administrador',
  designer_adm: 'Designer administrador',
  suporte: 'Suporte',
};

/** /admin: the admin pages the user's level may open (platform §6.3). */
export function AdminDashboard() {
  const query = useQuery(userQueryOptions);
  if (query.isPending) return <Spinner label="Carregando..." />;
  const user = query.data;
  const level = user?.nivelacesso ?? '';
  const pages = adminPagesFor(level);
  return (
    <>
      <header>
        <h1 className={styles.title}>Painel administrativo</h1>
        <p className={styles.muted}>
          {user?.name ? `${user.name} · ` : ''}
          {LEVEL_NAMES[level] ?? level}
        </p>
      </header>
      {pages.length === 0 ? (
        <div className={styles.soon}>
          <p>
            Seu nível de acesso não abre nenhuma das áreas administrativas. As denúncias de arquivos
            chegam à equipe pelo sistema de relatórios.
          </p>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Áreas administrativas">
          {pages.map((page) => (
            <li key={page.slug}>
              <Link href={paths.adminPage.href(page.slug)} className={styles.card}>
                <span className={styles.cardTitle}>{page.title}</span>
                <span className={styles.muted}>{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
