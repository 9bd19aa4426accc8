import {
  artCountLabel,
  DESIGNER_NOT_FOUND_TITLE,
  LISTING_SKELETON_COUNT,
} from '@arte-gospel/domain';
import { Button, buttonClassName, EmptyState, Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useDesignerProfile } from '../../../lib/queries/designer-profile';
import { useFollowDesigner } from '../../../lib/queries/follow-designer';
import { userQueryOptions } from '../../../lib/session-query';
import { toast } from '../../../lib/toast';
import { useDesignerArts } from '../api/get-designer-arts';
import { DesignerAvatar } from './designer-avatar';
import * as styles from './designers.css';
import { followersLabel } from './designers-page';

/** /designers/:username: the profile, follow and the designer's arts. */
export function DesignerPage() {
  const { username = '' } = useParams<{ username: string }>();
  const [, navigate] = useLocation();
  const user = useQuery(userQueryOptions);
  const profile = useDesignerProfile(username);
  const arts = useDesignerArts(username);
  const follow = useFollowDesigner(username);
  const loaded = useMemo(() => arts.data?.pages.flatMap((page) => page.arts) ?? [], [arts.data]);
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  usePageTitle(missing ? DESIGNER_NOT_FOUND_TITLE : profile.data?.designer.name);

  if (profile.isPending) {
    return (
      <main className={styles.page}>
        <Spinner label="Carregando designer..." />
      </main>
    );
  }
  if (profile.isError) {
    return (
      <main className={styles.page}>
        <div className={styles.stateBox} role={missing ? undefined : 'alert'}>
          <h1 className={styles.title}>{missing ? DESIGNER_NOT_FOUND_TITLE : 'Erro'}</h1>
          {missing ? null : <p className={styles.meta}>{profile.error.message}</p>}
          <Link href={paths.designers.href()} className={buttonClassName()}>
            Ver todos os designers
          </Link>
        </div>
      </main>
    );
  }

  const { designer, isFollowing } = profile.data;
  const onFollow = () => {
    if (!user.data) {
      toast({
        title: 'Entre para seguir designers',
        description: 'Faça login ou crie sua conta grátis.',
      });
      navigate(paths.auth.href('login'));
      return;
    }
    follow.mutate(!isFollowing, {
      onError: (error) =>
        toast({
          title: 'Não foi possível atualizar',
          description: error.message,
          tone: 'destructive',
        }),
    });
  };

  return (
    <main className={styles.page}>
      <Link href={paths.designers.href()} className={styles.back}>
        ← Designers
      </Link>
      <section className={styles.profile} aria-labelledby="designer-name">
        <DesignerAvatar name={designer.name} src={designer.profileimageurl} />
        <div className={styles.profileText}>
          <h1 id="designer-name" className={styles.title}>
            {designer.name}
          </h1>
          <p className={styles.meta}>
            {artCountLabel(designer.artCount)} · {followersLabel(designer.followers)}
          </p>
          {designer.bio ? <p className={styles.meta}>{designer.bio}</p> : null}
        </div>
        <Button
          tone={isFollowing ? 'secondary' : 'primary'}
          aria-pressed={isFollowing}
          disabled={follow.isPending}
          onClick={onFollow}
        >
          {isFollowing ? 'Deixar de seguir' : 'Seguir'}
        </Button>
      </section>
      {arts.isError && loaded.length === 0 ? (
        <div className={styles.stateBox} role="alert">
          <strong>Erro ao carregar artes</strong>
          <p className={styles.meta}>{arts.error.message}</p>
        </div>
      ) : arts.data && loaded.length === 0 ? (
        <EmptyState title="Nenhuma arte publicada ainda" />
      ) : (
        <ArtMasonry
          arts={loaded}
          loading={arts.isPending}
          skeletonCount={LISTING_SKELETON_COUNT}
          label={`Artes de ${designer.name}`}
          onEndReached={() => {
            if (arts.hasNextPage && !arts.isFetchingNextPage) void arts.fetchNextPage();
          }}
        />
      )}
      {arts.isFetchingNextPage ? (
        <p className={styles.loadingMore} role="status">
          Carregando mais artes...
        </p>
      ) : null}
    </main>
  );
}
