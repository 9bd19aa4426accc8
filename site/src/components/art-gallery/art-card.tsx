import {
  type Art,
  artPath,
  paths,
  TOOLTIP_DELAY_MS,
  VIDEO_RETRY_DELAY_MS,
  VIDEO_RETRY_MAX,
  VIDEO_RETRY_MAX_WITH_POSTER,
} from '@arte-gospel/domain';
import { ArtworkCard, type ArtworkCardMediaProps } from '@arte-gospel/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { artAspectRatio, artMedia, artStill } from './art-media';

export interface ArtCardProps extends Pick<ArtworkCardMediaProps, 'priority' | 'loading'> {
  art: Art;
  /** Marks over the media after the Premium/Grátis badge (group mark, designer). */
  children?: ReactNode;
}

export const ART_CARD_TEXTS = {
  menu: (title: string) => `Mais opções: ${title}`,
  editOnline: 'Editar online',
} as const;

/** A plain click navigates inside the app; one with a modifier key is left to the browser. */
function inApp(navigate: (to: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * An ArtworkCard linking to /artes/{id}-{slug}: a plain click navigates inside the app, a
 * click with a modifier key (new tab, new window) is left to the browser. An art drawn from
 * a template (`editable`) has a menu with 'Editar online' (issue 20).
 */
export function ArtCard({ art, priority, loading, children }: ArtCardProps) {
  const [, navigate] = useLocation();
  const media = artMedia(art);
  // A video's still poster stands in while the video loads or is still being made.
  const poster = media.kind === 'video' ? artStill(media.src) : undefined;
  const href = artPath(art);
  const editorHref = paths.artEditor.href(art.id);
  return (
    <ArtworkCard.Root
      href={href}
      title={art.title}
      tooltipDelayMs={TOOLTIP_DELAY_MS}
      onClick={inApp(navigate, href)}
      menu={
        art.editable ? (
          <ArtworkCard.Menu
            label={ART_CARD_TEXTS.menu(art.title)}
            items={[
              {
                value: 'editar-online',
                label: ART_CARD_TEXTS.editOnline,
                href: editorHref,
                onClick: inApp(navigate, editorHref),
              },
            ]}
          />
        ) : undefined
      }
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
