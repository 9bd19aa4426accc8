import { buttonClassName } from '@arte-gospel/ui';
import { Link, useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { ADMIN_PAGE_COMPONENTS } from '../admin-page-registry';
import * as styles from './admin.css';
import { adminPageBySlug } from './admin-pages';

/** An admin page of §2.1: the built page of its slug, else its title and an honest state. */
export function AdminPage() {
  const { page = '' } = useParams<{ page: string }>();
  const Built = ADMIN_PAGE_COMPONENTS[page];
  if (Built) return <Built />;
  const entry = adminPageBySlug(page);
  return (
    <>
      <h1 className={styles.title}>{entry.title}</h1>
      <section className={styles.soon} aria-label="Em breve">
        <span className={styles.badge}>Em breve</span>
        <p>{entry.description}</p>
        <p className={styles.muted}>Esta área ainda está em construção.</p>
        <Link
          href={paths.admin.href()}
          className={buttonClassName({ size: 'sm', tone: 'secondary' })}
        >
          Voltar ao painel administrativo
        </Link>
      </section>
    </>
  );
}
