import {
  type Art,
  avatarInitials,
  GRID_GAP_PX,
  INFINITE_SCROLL_THRESHOLD_PX,
} from '@arte-gospel/domain';
import { ArtworkCard, defaultMasonryBreakpoints, Masonry } from '@arte-gospel/ui';
import { useMemo } from 'react';
import { ArtCard } from './art-card';
import { artAspectRatio } from './art-media';
import { ArtVideoPlayback } from './art-video-playback';

/** The most cards a row has (the widest screen's columns). */
const FIRST_ROW = Math.max(...defaultMasonryBreakpoints.map((bp) => bp.columns));

export interface ArtMasonryProps {
  arts: readonly Art[];
  loading?: boolean;
  skeletonCount: number;
  onEndReached?: () => void;
  label: string;
  /**
   * The first cards load at once with a high fetch priority (the first row a phone shows);
   * the rest load lazily, so they never compete with them for a slow connection. With any,
   * the whole first row of the widest screen is drawn at once too (a server-rendered page
   * has it), its other cards fetched as soon as the screen shows them.
   */
  priorityCount?: number;
}

/**
 * The art galleries (home, category, listing, designer): a virtualised masonry of
 * ArtworkCards linking to /artes/{id}-{slug}, with the video playback limits.
 */
export function ArtMasonry({
  arts,
  loading = false,
  skeletonCount,
  onEndReached,
  label,
  priorityCount = 2,
}: ArtMasonryProps) {
  // Arts sharing a groupId exist in other formats: they get the group marker.
  const groupSizes = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const art of arts) {
      if (art.groupId) sizes.set(art.groupId, (sizes.get(art.groupId) ?? 0) + 1);
    }
    return sizes;
  }, [arts]);
  return (
    <ArtVideoPlayback>
      <Masonry
        items={arts}
        getKey={(art) => art.id}
        gap={GRID_GAP_PX}
        loading={loading}
        skeletonCount={skeletonCount}
        onEndReached={onEndReached}
        endThreshold={INFINITE_SCROLL_THRESHOLD_PX}
        label={label}
        loadingLabel="Carregando designs..."
        estimateHeight={(art, width) => width / artAspectRatio(art)}
        renderItem={(art, index) => (
          <ArtCard
            art={art}
            priority={priorityCount > 0 && index < FIRST_ROW}
            loading={index < priorityCount ? 'eager' : 'lazy'}
          >
            {art.groupId && (groupSizes.get(art.groupId) ?? 0) > 1 ? (
              <ArtworkCard.GroupMark />
            ) : null}
            {art.designer ? (
              <ArtworkCard.Designer
                name={art.designer.name}
                avatarUrl={art.designer.profileimageurl}
                initials={avatarInitials(art.designer.name)}
              />
            ) : null}
          </ArtCard>
        )}
      />
    </ArtVideoPlayback>
  );
}
