import { artPath, TOP_ARTS_LIMIT } from '@arte-gospel/domain';
import { EmptyState, Spinner, TrendingCard } from '@arte-gospel/ui';
import { useLocation } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { usePopularArts } from '../../../lib/queries/popular-arts';
import * as styles from './home.css';
import { HomeSection } from './home-section';

/** 'Top 6 - Artes em Alta' (catalogue §2): logged-in users only. */
export function TrendingArts() {
  const popular = usePopularArts();
  const [, navigate] = useLocation();
  const arts = (popular.data ?? []).slice(0, TOP_ARTS_LIMIT);
  return (
    <HomeSection id="trending-title" title="Top 6 - Artes em Alta">
      {popular.isPending ? (
        <Spinner label="Carregando artes em alta..." />
      ) : popular.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Erro ao carregar artes</strong>
          <p className={styles.stateText}>{popular.error.message}</p>
        </div>
      ) : arts.length === 0 ? (
        <EmptyState title="Nenhum design encontrado" headingLevel={3} />
      ) : (
        <ul className={styles.trending}>
          {arts.map((art) => {
            const href = artPath(art);
            return (
              <li key={art.id} className={styles.snap}>
                <TrendingCard.Root
                  href={href}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(href);
                  }}
                >
                  <TrendingCard.Media src={artStill(art.imageUrl)}>
                    <TrendingCard.Badge />
                  </TrendingCard.Media>
                  <TrendingCard.Body>
                    <TrendingCard.Title>{art.title}</TrendingCard.Title>
                    {art.categoryName ? (
                      <TrendingCard.Meta>{art.categoryName}</TrendingCard.Meta>
                    ) : null}
                    <TrendingCard.Downloads count={art.downloadCount} />
                  </TrendingCard.Body>
                </TrendingCard.Root>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
