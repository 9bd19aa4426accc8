import { type Art, artPath } from '@arte-gospel/domain';
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
  const href = artPath(art);
  return (
    <ArtworkCard.Root
      href={href}
      title={art.title}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      <ArtworkCard.Media
        src={media.src}
        kind={media.kind}
        // A video's still poster stands in while the video loads or is still being made.
        poster={media.kind === 'video' ? artStill(media.src) : undefined}
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
