import {
  artPath,
  editedTime,
  isRecentDesignsCarousel,
  recentDesigns,
  showRecentDesigns,
} from '@arte-gospel/domain';
import { Button, RecentDesignCard } from '@arte-gospel/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { paths } from '../../../config/paths';
import { useDownloads } from '../../../lib/queries/downloads';
import * as styles from './home.css';
import { HomeSection } from './home-section';

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * 'Seus designs recentes' (catalogue §2, §4, §5): the newest 6 downloads; nothing without
 * a user or downloads. A looping carousel below 768 px, a 2/3/6-column grid above.
 */
export function RecentDesigns({ userId }: { userId: number | null }) {
  const downloads = useDownloads(userId !== null);
  const [, navigate] = useLocation();
  const width = useViewportWidth();
  const rowRef = useRef<HTMLUListElement>(null);
  const [canScroll, setCanScroll] = useState(false);
  const carousel = isRecentDesignsCarousel(width);
  const items = recentDesigns(downloads.data ?? []);

  const measure = useCallback(() => {
    const row = rowRef.current;
    setCanScroll(Boolean(row && row.scrollWidth > row.clientWidth + 1));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the list changes.
  useEffect(measure, [measure, items.length, carousel, width]);

  if (!showRecentDesigns(userId !== null, downloads.data) || items.length === 0) return null;

  // Looping: past the last slide comes the first, before the first the last.
  const step = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const slide = row.clientWidth * 0.36;
    const max = row.scrollWidth - row.clientWidth;
    let next = row.scrollLeft + direction * slide;
    if (next > max + 1) next = 0;
    else if (next < -1) next = max;
    else if (direction === 1 && row.scrollLeft >= max - 1) next = 0;
    else if (direction === -1 && row.scrollLeft <= 1) next = max;
    row.scrollTo({ left: next, behavior: 'smooth' });
  };

  return (
    <HomeSection
      id="recent-title"
      title="Seus designs recentes"
      actions={
        <div className={styles.carouselControls}>
          {carousel ? (
            <>
              <Button
                tone="secondary"
                size="sm"
                aria-label="Design anterior"
                disabled={!canScroll}
                onClick={() => step(-1)}
              >
                ‹
              </Button>
              <Button
                tone="secondary"
                size="sm"
                aria-label="Próximo design"
                disabled={!canScroll}
                onClick={() => step(1)}
              >
                ›
              </Button>
            </>
          ) : null}
          <Link href={paths.panelDownloads.href()} className={styles.link}>
            Ver todos
          </Link>
        </div>
      }
    >
      <ul ref={rowRef} className={carousel ? styles.recentRow : styles.recentGrid}>
        {items.map((download) => {
          const href = artPath(download.art);
          return (
            <li key={download.id} className={styles.snap}>
              <RecentDesignCard.Root
                href={href}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(href);
                }}
              >
                <RecentDesignCard.Media src={artStill(download.art.imageUrl)}>
                  {download.art.isPremium ? <RecentDesignCard.Premium /> : null}
                  {carousel ? null : <RecentDesignCard.EditOverlay />}
                </RecentDesignCard.Media>
                <RecentDesignCard.Body>
                  <RecentDesignCard.Title>{download.art.title}</RecentDesignCard.Title>
                  <RecentDesignCard.Time>{editedTime(download.createdAt)}</RecentDesignCard.Time>
                </RecentDesignCard.Body>
              </RecentDesignCard.Root>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
