import {
  type MouseEventHandler,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Tooltip } from '../Tooltip/Tooltip';
import { CARD_VIDEO_THRESHOLD, useVideoPlayback } from '../VideoPlayback/VideoPlayback';
import * as styles from './ArtworkCard.css';

export type ArtworkMediaKind = 'image' | 'video' | 'gif';
export type ArtworkMediaState = 'idle' | 'loading' | 'loaded' | 'error';

export interface ArtworkCardTexts {
  free: string;
  premium: string;
  group: string;
  imageError: string;
  videoError: string;
  retry: string;
}

export const defaultArtworkCardTexts: ArtworkCardTexts = {
  free: 'Grátis',
  premium: 'Premium',
  group: 'Disponível em outros formatos',
  imageError: 'Erro ao carregar imagem',
  videoError: 'Erro ao carregar vídeo',
  retry: 'Tentar novamente',
};

export interface ArtworkCardProps {
  href: string;
  title: string;
  /** The URL to draw: an image, a video (.webm/.mp4) or, for a gif, its still thumbnail. */
  src: string;
  mediaKind?: ArtworkMediaKind;
  /** Width / height of the art's format; the box keeps it before the media loads. */
  aspectRatio?: number;
  isPremium?: boolean;
  /** Marks an art that exists in other formats of the same group. */
  grouped?: boolean;
  designer?: { name: string; avatarUrl?: string | null; initials?: string } | null;
  /**
   * The first screenful: its media is in the first render (a server-rendered page has it),
   * is fetched with a high priority and drawn as it arrives.
   */
  priority?: boolean;
  /**
   * When the browser fetches the media: at once, or when it nears the screen (a card the
   * screen does not show is never fetched). Default: at once for `priority`.
   */
  loading?: 'eager' | 'lazy';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Automatic video retries after an error (the first after `retryDelayMs`). */
  maxVideoRetries?: number;
  retryDelayMs?: number;
  tooltipDelayMs?: number;
  texts?: Partial<ArtworkCardTexts>;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the first frame can be drawn. */
const HAVE_CURRENT_DATA = 2;

function withCacheBuster(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const [base, hash = ''] = url.split('#');
  const separator = (base ?? '').includes('?') ? '&' : '?';
  return `${base}${separator}retry=${attempt}-${Date.now()}${hash ? `#${hash}` : ''}`;
}

function CrownIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
    </svg>
  );
}

function LayersIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3l9 5-9 5-9-5 9-5z" />
      <path d="M3 13l9 5 9-5" />
    </svg>
  );
}

/**
 * An artwork in a gallery: image, video or gif still in a fixed-ratio box, the free badge or
 * premium crown, a group marker, the designer's avatar and a title tooltip; the card is a link.
 */
export function ArtworkCard({
  href,
  title,
  src,
  mediaKind = 'image',
  aspectRatio = 4 / 5,
  isPremium = false,
  grouped = false,
  designer,
  priority = false,
  loading,
  onClick,
  maxVideoRetries = 2,
  retryDelayMs = 1500,
  tooltipDelayMs = 700,
  texts: textOverrides,
}: ArtworkCardProps) {
  const texts = { ...defaultArtworkCardTexts, ...textOverrides };
  const isVideo = mediaKind === 'video';
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ArtworkMediaState>(priority ? 'loading' : 'idle');
  const [attempt, setAttempt] = useState(0);
  const [autoRetries, setAutoRetries] = useState(0);

  // Lazy start: the media is requested once the box nears the viewport (or at once for
  // the first screenful).
  useEffect(() => {
    if (state !== 'idle') return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) {
          setState('loading');
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [state]);

  // A different art resets the media.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the source changes.
  useEffect(() => {
    setAttempt(0);
    setAutoRetries(0);
    setState((current) => (current === 'idle' ? 'idle' : 'loading'));
  }, [src]);

  useEffect(() => {
    if (!isVideo || state !== 'error' || autoRetries >= maxVideoRetries) return;
    const timer = setTimeout(
      () => {
        setAutoRetries((n) => n + 1);
        setAttempt((n) => n + 1);
        setState('loading');
      },
      retryDelayMs * (autoRetries + 1),
    );
    return () => clearTimeout(timer);
  }, [isVideo, state, autoRetries, maxVideoRetries, retryDelayMs]);

  useVideoPlayback(videoRef, {
    threshold: CARD_VIDEO_THRESHOLD,
    enabled: isVideo && state !== 'idle' && state !== 'error',
  });

  // Media in server-rendered HTML may finish before the app takes the page over: its load
  // (or error) event is then gone, and the element itself tells.
  useEffect(() => {
    if (state !== 'loading') return;
    const image = imageRef.current;
    const video = videoRef.current;
    if (image?.complete && image.currentSrc) {
      setState(image.naturalWidth > 0 ? 'loaded' : 'error');
    } else if (video?.error) {
      setState('error');
    } else if (video && video.readyState >= HAVE_CURRENT_DATA) {
      setState('loaded');
    }
  }, [state]);

  const onLoaded = useCallback(() => setState('loaded'), []);
  const onError = useCallback((_event: SyntheticEvent) => setState('error'), []);
  const retryNow = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setAutoRetries(maxVideoRetries);
    setAttempt((n) => n + 1);
    setState('loading');
  };

  const mediaSrc = withCacheBuster(src, attempt);
  const showRetryButton = state === 'error' && (!isVideo || autoRetries >= maxVideoRetries);
  const avatarInitials = designer ? (designer.initials ?? initialsOf(designer.name)) : '';

  return (
    <Tooltip content={title} openDelayMs={tooltipDelayMs}>
      <a className={styles.card} href={href} onClick={onClick}>
        <span className={styles.srOnly}>{title}</span>
        <div
          ref={boxRef}
          className={styles.mediaBox}
          style={{ aspectRatio: String(aspectRatio) }}
          data-media-state={state}
        >
          {state === 'idle' || state === 'loading' ? (
            <div className={styles.placeholder} aria-hidden="true" />
          ) : null}
          {state !== 'idle' &&
            (isVideo ? (
              <video
                key={mediaSrc}
                ref={videoRef}
                className={styles.media}
                src={mediaSrc}
                data-state={state}
                muted
                loop
                playsInline
                preload={priority ? 'auto' : 'metadata'}
                onLoadedData={onLoaded}
                onError={onError}
              />
            ) : (
              <img
                key={mediaSrc}
                ref={imageRef}
                className={styles.media}
                src={mediaSrc}
                alt=""
                data-state={state}
                data-priority={priority || undefined}
                loading={loading ?? (priority ? 'eager' : 'lazy')}
                decoding="async"
                // React 18 knows the attribute in lower case only.
                {...{ fetchpriority: priority ? 'high' : 'auto' }}
                onLoad={onLoaded}
                onError={onError}
              />
            ))}
          {state === 'error' ? (
            <div className={styles.error} role="alert">
              <span>{isVideo ? texts.videoError : texts.imageError}</span>
              {showRetryButton ? (
                <button type="button" className={styles.retry} onClick={retryNow}>
                  {texts.retry}
                </button>
              ) : null}
            </div>
          ) : null}
          {isPremium ? (
            <span className={styles.badge({ tone: 'premium' })} title={texts.premium}>
              <CrownIcon />
              <span className={styles.srOnly}>{texts.premium}</span>
            </span>
          ) : (
            <span className={styles.badge({ tone: 'free' })}>{texts.free}</span>
          )}
          {grouped ? (
            <span className={styles.group} title={texts.group}>
              <LayersIcon />
              <span className={styles.srOnly}>{texts.group}</span>
            </span>
          ) : null}
          {designer ? (
            // Drawn by the browser alone (no state machine per card: a gallery mounts dozens):
            // the initials, covered by the picture once it has loaded; a picture that fails
            // draws nothing (empty alt), so the initials stay.
            <span className={styles.avatar} title={designer.name} aria-hidden="true">
              {avatarInitials}
              {designer.avatarUrl ? (
                <img className={styles.avatarImage} src={designer.avatarUrl} alt="" />
              ) : null}
            </span>
          ) : null}
        </div>
      </a>
    </Tooltip>
  );
}
