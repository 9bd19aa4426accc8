import {
  type Art,
  artPath,
  TOOLTIP_DELAY_MS,
  VIDEO_RETRY_DELAY_MS,
  VIDEO_RETRY_MAX,
  VIDEO_RETRY_MAX_WITH_POSTER,
} from '@arte-gospel/domain';
import { ArtworkCard, type ArtworkCardMediaProps } from '@arte-gospel/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { artAspectRatio, artMedia, artStill } from './art-media';

export interface ArtCardProps extends Pick<ArtworkCardMediaProps, 'priority' | 'loading'> {
  art: Art;
  /** Marks over the media after the Premium/Grátis badge (group mark, designer). */
  children?: ReactNode;
}

/**
 * An ArtworkCard linking to /artes/{id}-{slug}: a plain click navigates inside the app, a
 * click with a modifier key (new tab, new window) is left to the browser.
 */
export function ArtCard({ art, priority, loading, children }: ArtCardProps) {
  const [, navigate] = useLocation();
  const media = artMedia(art);
  // A video's still poster stands in while the video loads or is still being made.
  const poster = media.kind === 'video' ? artStill(media.src) : undefined;
  const href = artPath(art);
  return (
    <ArtworkCard.Root
      href={href}
      title={art.title}
      tooltipDelayMs={TOOLTIP_DELAY_MS}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      <ArtworkCard.Media
        src={media.src}
        kind={media.kind}
        poster={poster}
        videoRetries={{
          max: poster ? VIDEO_RETRY_MAX_WITH_POSTER : VIDEO_RETRY_MAX,
          delayMs: VIDEO_RETRY_DELAY_MS,
        }}
        aspectRatio={artAspectRatio(art)}
        priority={priority}
        loading={loading}
      >
        <ArtworkCard.AccessBadge premium={art.isPremium} />
        {children}
      </ArtworkCard.Media>
    </ArtworkCard.Root>
  );
}
