import {
  type Art,
  seasonHeadline,
  seasonWhen,
  type UpcomingSeason,
  upcomingSeason,
} from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { ArtCard } from '../../../components/art-gallery/art-card';
import { ArtVideoPlayback } from '../../../components/art-gallery/art-video-playback';
import { paths } from '../../../config/paths';
import { getArtsQueryOptions } from '../../../lib/queries/arts';
import { useCategories } from '../../../lib/queries/categories';
import { useToday } from '../../../lib/use-today';
import * as homeStyles from './home.css';
import * as styles from './season-highlight.css';

/** The most arts the highlight shows: one row of the widest screen. */
export const SEASON_HIGHLIGHT_LIMIT = 5;

/**
 * The next season of the church year (domain upcomingSeason: in December Natal, in March
 * Páscoa) with a row of its category's newest arts and a link to the category. Nothing
 * when no season is near, its category is missing or it has no arts yet.
 */
export function SeasonHighlight({ now }: { now?: Date }) {
  const at = useToday(now);
  const upcoming = useMemo(() => upcomingSeason(at), [at]);
  const categories = useCategories();
  const category = upcoming
    ? categories.data?.find((c) => c.slug === upcoming.season.slug && c.artCount > 0)
    : undefined;
  // Asked only once the season's category is known (never the whole catalogue).
  const arts = useQuery({
    ...getArtsQueryOptions({
      categoryId: category?.id,
      limit: SEASON_HIGHLIGHT_LIMIT,
      sortBy: 'recentes',
    }),
    enabled: category !== undefined,
  });
  if (!upcoming || !category || !arts.data || arts.data.arts.length === 0) return null;
  return (
    <SeasonRow
      upcoming={upcoming}
      slug={category.slug}
      arts={arts.data.arts.slice(0, SEASON_HIGHLIGHT_LIMIT)}
    />
  );
}

function SeasonRow({
  upcoming,
  slug,
  arts,
}: {
  upcoming: UpcomingSeason;
  slug: string;
  arts: readonly Art[];
}) {
  return (
    <section className={homeStyles.section} aria-labelledby="season-title">
      <div className={styles.box}>
        <div className={styles.heading}>
          <div className={styles.headingText}>
            <span className={styles.eyebrow}>Calendário da igreja</span>
            <h2 id="season-title" className={homeStyles.title}>
              {seasonHeadline(upcoming)}
            </h2>
            <p className={styles.when}>{seasonWhen(upcoming)}</p>
          </div>
          <Link href={paths.category.href(slug)} className={homeStyles.link}>
            Ver todas as artes {upcoming.season.of}
          </Link>
        </div>
        <ArtVideoPlayback>
          <ul className={styles.row} aria-label={`Artes ${upcoming.season.of}`}>
            {arts.map((art) => (
              <li key={art.id} className={styles.item}>
                <ArtCard art={art} loading="lazy" />
              </li>
            ))}
          </ul>
        </ArtVideoPlayback>
      </div>
    </section>
  );
}
