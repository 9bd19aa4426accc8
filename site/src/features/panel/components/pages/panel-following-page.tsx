import { buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { useFollowing } from '../../api/get-following';
import { useUnfollowDesigner } from '../../api/unfollow-designer';
import * as styles from '../panel.css';
import { PageHeader, PanelEmpty, PanelError, PanelSkeleton, UserAvatar } from '../panel-states';

/** /painel/seguindo: the designers the user follows, with 'Deixar de seguir'. */
export function PanelFollowingPage() {
  const following = useFollowing();
  const unfollow = useUnfollowDesigner();
  return (
    <>
      <PageHeader title="Seguindo" intro="Designers cujas novas artes você acompanha." />
      {following.isPending ? (
        <PanelSkeleton label="Carregando designers" />
      ) : following.isError ? (
        <PanelError message={following.error.message} onRetry={() => following.refetch()} />
      ) : following.data.length === 0 ? (
        <PanelEmpty
          title="Você ainda não segue nenhum designer"
          text="Conheça quem cria as artes e siga seus favoritos."
          actionLabel="Ver designers"
          actionHref={paths.designers.href()}
        />
      ) : (
        <ul className={styles.list} aria-label="Designers seguidos">
          {following.data.map((designer) => (
            <li key={designer.id} className={styles.row}>
              <UserAvatar name={designer.name} src={designer.profileimageurl} />
              <div>
                <Link href={paths.designer.href(designer.username)} className={styles.artLink}>
                  {designer.name}
                </Link>
                <p className={styles.muted}>
                  {designer.artCount} {designer.artCount === 1 ? 'arte' : 'artes'} ·{' '}
                  {designer.followers} {designer.followers === 1 ? 'seguidor' : 'seguidores'}
                </p>
              </div>
              <button
                type="button"
                className={buttonClassName({ size: 'sm', tone: 'secondary' })}
                disabled={unfollow.isPending && unfollow.variables === designer.username}
                onClick={() => unfollow.mutate(designer.username)}
                aria-label={`Deixar de seguir ${designer.name}`}
              >
                Deixar de seguir
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
