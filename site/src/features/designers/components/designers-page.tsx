import { artCountLabel } from '@arte-gospel/domain';
import { Button, EmptyState, Spinner } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useDesigners } from '../api/get-designers';
import { DesignerAvatar } from './designer-avatar';
import * as styles from './designers.css';

function followersLabel(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'seguidor' : 'seguidores'}`;
}

/** /designers: the designers who publish arts. */
export function DesignersPage() {
  const designers = useDesigners();
  return (
    <main className={styles.page}>
      <Link href={paths.home.href()} className={styles.back}>
        ← Voltar
      </Link>
      <h1 className={styles.title}>Designers</h1>
      {designers.isPending ? (
        <Spinner label="Carregando designers..." />
      ) : designers.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Erro</strong>
          <p className={styles.meta}>{designers.error.message}</p>
          <Button tone="secondary" onClick={() => void designers.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : designers.data.length === 0 ? (
        <EmptyState title="Nenhum designer encontrado" />
      ) : (
        <ul className={styles.list}>
          {designers.data.map((designer) => (
            <li key={designer.id}>
              <Link href={paths.designer.href(designer.username)} className={styles.card}>
                <DesignerAvatar name={designer.name} src={designer.profileimageurl} />
                <span>
                  <p className={styles.name}>{designer.name}</p>
                  <p className={styles.meta}>
                    {artCountLabel(designer.artCount)} · {followersLabel(designer.followers)}
                  </p>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export { followersLabel };
