import {
  lazy,
  type MouseEventHandler,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Tooltip } from '../Tooltip/Tooltip';
import { useVideoPlayback } from '../VideoPlayback/VideoPlayback';
import * as styles from './ArtworkCard.css';
import type { ArtworkCardMenuProps } from './ArtworkCardMenu';
import { DotsIcon } from './DotsIcon';

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

export interface ArtworkCardRootProps {
  href: string;
  /** Read by screen readers as the link's name and shown in a tooltip on hover. */
  title: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** How long a hover waits before the title's tooltip opens (the Tooltip's default if not given). */
  tooltipDelayMs?: number;
  /** The `ArtworkCard.Media`. */
  children: ReactNode;
  /**
   * An `ArtworkCard.Menu` (e.g. 'Editar online'): drawn over the card's corner, beside the
   * link (a button may not sit inside a link).
   */
  menu?: ReactNode;
}

export interface ArtworkCardMediaProps {
  /** The URL to draw: an image, a video (.webm/.mp4) or, for a gif, its still thumbnail. */
  src: string;
  kind?: ArtworkMediaKind;
  /** Width / height of the art's format; the box keeps it before the media loads. */
  aspectRatio?: number;
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
  /**
   * For a video: a still of it (its poster image). Drawn while the video loads and in its
   * place while it cannot play (a video still being made answers 503 for a few seconds): the
   * card looks like a still art meanwhile, retries the video quietly, and shows no error
   * unless the poster fails too.
   */
  poster?: string;
  /**
   * Automatic retries of a video that fails: up to `max`, the first `delayMs` after the
   * failure and each later one waiting longer (`delayMs` × its number), each with a
   * cache-busting URL. Without it a failed video shows its error (or keeps its poster) at
   * once; 'Tentar novamente' comes once the retries are spent.
   */
  videoRetries?: { max: number; delayMs: number };
  texts?: Partial<Pick<ArtworkCardTexts, 'imageError' | 'videoError' | 'retry'>>;
  /** The marks drawn over the media: `AccessBadge`, `GroupMark`, `Designer`. */
  children?: ReactNode;
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

/** The card: a link named by the title, with the title in a tooltip. */
function Root({ href, title, onClick, tooltipDelayMs, children, menu }: ArtworkCardRootProps) {
  const link = (
    <Tooltip content={title} openDelayMs={tooltipDelayMs}>
      <a className={styles.card} href={href} onClick={onClick}>
        <span className={styles.srOnly}>{title}</span>
        {children}
      </a>
    </Tooltip>
  );
  if (!menu) return link;
  return (
    <div className={styles.frame}>
      {link}
      {menu}
    </div>
  );
}

/** The menu's button before its machinery is loaded. */
function DotsButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <button
      type="button"
      className={styles.menuTrigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-card-menu=""
      onClick={onClick}
    >
      <DotsIcon />
    </button>
  );
}

/** The Ark menu, fetched when a card's menu is first used (not in a gallery's first load). */
const ArmedCardMenu = lazy(() =>
  import('./ArtworkCardMenu').catch(() => ({ default: CardMenuLinks })),
);

/**
 * When the menu's code cannot be fetched (a weak connection, a tab older than a deploy), its
 * items as plain links in the button's place: the card still works, and the gallery too.
 */
function CardMenuLinks({
  items,
  triggerClassName,
}: ArtworkCardMenuProps & { triggerClassName: string }) {
  return (
    <>
      {items.map((item) => (
        <a
          key={item.value}
          href={item.href}
          onClick={item.onClick}
          className={triggerClassName}
          aria-label={item.label}
          title={item.label}
          data-card-menu=""
        >
          <DotsIcon />
        </a>
      ))}
    </>
  );
}

/**
 * The card's menu: a round '⋮' button in the bottom-right corner opening a list of links.
 * A gallery mounts dozens of cards: the menu's machinery mounts only once the button is
 * first used (it then opens at once).
 */
function CardMenu({ label, items }: ArtworkCardMenuProps) {
  const [armed, setArmed] = useState(false);
  if (items.length === 0) return null;
  if (!armed) {
    return <DotsButton label={label} onClick={() => setArmed(true)} />;
  }
  return (
    <Suspense fallback={<DotsButton label={label} />}>
      <ArmedCardMenu label={label} items={items} triggerClassName={styles.menuTrigger} />
    </Suspense>
  );
}

/**
 * The image, video or gif still in a box of the format's ratio: fetched when it nears the
 * screen, a placeholder (or a video's poster) while it loads, an error with 'Tentar
 * novamente' if it fails (videos retry by themselves first; one with a poster keeps it).
 */
function Media({
  src,
  kind = 'image',
  aspectRatio = 4 / 5,
  priority = false,
  loading,
  poster,
  videoRetries,
  texts: textOverrides,
  children,
}: ArtworkCardMediaProps) {
  const texts = { ...defaultArtworkCardTexts, ...textOverrides };
  const isVideo = kind === 'video';
  const hasPoster = isVideo && Boolean(poster);
  const maxVideoRetries = videoRetries?.max ?? 0;
  const retryDelayMs = videoRetries?.delayMs ?? 0;
  const [posterFailed, setPosterFailed] = useState(false);
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
    setPosterFailed(false);
    setState((current) => (current === 'idle' ? 'idle' : 'loading'));
  }, [src, poster]);

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
    threshold: 'card',
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
  // A video with a poster that draws: the poster stands in for it, with no error shown.
  const posterStandsIn = hasPoster && !posterFailed;
  const showError = state === 'error' && !posterStandsIn;
  const fetchPriority = { fetchpriority: priority ? 'high' : 'auto' };

  return (
    <div
      ref={boxRef}
      className={styles.mediaBox}
      style={{ aspectRatio: String(aspectRatio) }}
      data-media-state={state}
    >
      {state === 'idle' || state === 'loading' ? (
        <div className={styles.placeholder} aria-hidden="true" />
      ) : null}
      {state !== 'idle' && hasPoster ? (
        <img
          className={styles.poster}
          src={poster}
          alt=""
          data-poster=""
          loading={loading ?? (priority ? 'eager' : 'lazy')}
          decoding="async"
          {...fetchPriority}
          onError={() => setPosterFailed(true)}
        />
      ) : null}
      {state !== 'idle' &&
        (isVideo ? (
          <video
            key={mediaSrc}
            ref={videoRef}
            className={styles.media}
            src={mediaSrc}
            poster={hasPoster ? poster : undefined}
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
            {...fetchPriority}
            onLoad={onLoaded}
            onError={onError}
          />
        ))}
      {showError ? (
        <div className={styles.error} role="alert">
          <span>{isVideo ? texts.videoError : texts.imageError}</span>
          {showRetryButton ? (
            <button type="button" className={styles.retry} onClick={retryNow}>
              {texts.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** The corner mark: 'Grátis', or the premium crown. */
function AccessBadge({
  premium = false,
  texts: textOverrides,
}: {
  premium?: boolean;
  texts?: Partial<Pick<ArtworkCardTexts, 'free' | 'premium'>>;
}) {
  const texts = { ...defaultArtworkCardTexts, ...textOverrides };
  return premium ? (
    <span className={styles.badge({ tone: 'premium' })} title={texts.premium}>
      <CrownIcon />
      <span className={styles.srOnly}>{texts.premium}</span>
    </span>
  ) : (
    <span className={styles.badge({ tone: 'free' })}>{texts.free}</span>
  );
}

/** Marks an art that exists in other formats of the same group. */
function GroupMark({ label = defaultArtworkCardTexts.group }: { label?: string }) {
  return (
    <span className={styles.group} title={label}>
      <LayersIcon />
      <span className={styles.srOnly}>{label}</span>
    </span>
  );
}

export interface ArtworkCardDesignerProps {
  name: string;
  avatarUrl?: string | null;
  /** Default: the first letters of the first and last word of the name. */
  initials?: string;
}

/**
 * The designer's avatar, drawn by the browser alone (no state machine per card: a gallery
 * mounts dozens): the initials, covered by the picture once it has loaded; a picture that
 * fails draws nothing (empty alt), so the initials stay.
 */
function Designer({ name, avatarUrl, initials }: ArtworkCardDesignerProps) {
  return (
    <span className={styles.avatar} title={name} aria-hidden="true">
      {initials ?? initialsOf(name)}
      {/* Lazy: a card the screen hides (a server-drawn one past its columns) fetches none. */}
      {avatarUrl ? (
        <img
          className={styles.avatarImage}
          src={avatarUrl}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </span>
  );
}

/**
 * An artwork in a gallery, as named parts:
 *
 *   <ArtworkCard.Root href title onClick>
 *     <ArtworkCard.Media src kind aspectRatio priority>
 *       <ArtworkCard.AccessBadge premium />
 *       <ArtworkCard.GroupMark />
 *       <ArtworkCard.Designer name avatarUrl />
 *     </ArtworkCard.Media>
 *   </ArtworkCard.Root>
 *
 * with, optionally, `menu={<ArtworkCard.Menu label items />}` on the Root.
 */
export const ArtworkCard = { Root, Media, AccessBadge, GroupMark, Designer, Menu: CardMenu };
