import { type Art, artIdentifier } from '@arte-gospel/domain';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import * as styles from '../panel.css';
import {
  ArtThumb,
  PageHeader,
  PanelEmpty,
  PanelError,
  PanelSkeleton,
  PremiumStar,
} from '../panel-states';

interface ArtListProps {
  query: UseQueryResult<{ arts: Art[]; totalCount: number }, Error>;
  /** The remove action (unfavourite, unsave); none for read-only lists. */
  remove?: { label: string; mutation: UseMutationResult<unknown, Error, number> };
  empty: { title: string; text: string };
  listLabel: string;
}

/** A grid of arts with its loading, error and empty states. */
export function ArtList({ query, remove, empty, listLabel }: ArtListProps) {
  if (query.isPending) return <PanelSkeleton label={`Carregando ${listLabel.toLowerCase()}`} />;
  if (query.isError)
    return <PanelError message={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.arts.length === 0)
    return (
      <PanelEmpty
        title={empty.title}
        text={empty.text}
        actionLabel="Explorar artes"
        actionHref={paths.arts.href()}
      />
    );
  return (
    <ul className={styles.artGrid} aria-label={listLabel}>
      {query.data.arts.map((art) => (
        <li key={art.id} className={styles.artCard}>
          <Link href={paths.art.href(artIdentifier(art))} className={styles.artLink}>
            <ArtThumb src={art.imageUrl} className={styles.thumb} />
            <span>{art.title}</span>
          </Link>
          {art.isPremium ? <PremiumStar /> : null}
          {remove ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={remove.mutation.isPending && remove.mutation.variables === art.id}
              onClick={() => remove.mutation.mutate(art.id)}
              aria-label={`${remove.label}: ${art.title}`}
            >
              {remove.label}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A panel page of arts (favourites, saved, a designer's own): its header, then the list. */
export function ArtListPage({
  title,
  intro,
  ...list
}: Omit<ArtListProps, 'listLabel'> & { title: string; intro: ReactNode }) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <ArtList listLabel={title} {...list} />
    </>
  );
}
