import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/** Limits and observer settings of video playback. */
export interface VideoPlaybackSettings {
  /** Most videos playing at once on mobile… */
  maxPlayingMobile: number;
  /** …and otherwise. */
  maxPlayingDesktop: number;
  /** Share of a video that must be visible to play it, on mobile… */
  thresholdMobile: number;
  /** …and otherwise. */
  thresholdDesktop: number;
  /** The share for a card's video (`useVideoPlayback(ref, { threshold: 'card' })`). */
  thresholdCard: number;
  /** Root margin of the observer, in px, on mobile… */
  rootMarginMobile: number;
  /** …and otherwise. */
  rootMarginDesktop: number;
  /** A viewport this wide or narrower counts as mobile (as does a mobile user agent). */
  mobileMaxWidth: number;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** A viewport `maxWidth` wide or narrower, or a mobile user agent. */
export function isMobileDevice(maxWidth: number): boolean {
  if (typeof window === 'undefined') return false;
  return window.innerWidth <= maxWidth || MOBILE_UA.test(window.navigator.userAgent);
}

interface Entry {
  video: HTMLVideoElement;
  visible: boolean;
  ratio: number;
  order: number;
  onChange: (playing: boolean) => void;
}

/** A share of the video (0–1), or 'card' for the settings' card threshold. */
export type VideoThreshold = number | 'card';

export interface VideoPlaybackController {
  register: (
    video: HTMLVideoElement,
    onChange: (playing: boolean) => void,
    threshold?: VideoThreshold,
  ) => () => void;
  isMobile: boolean;
  maxPlaying: number;
}

/**
 * Decides which registered videos play: the visible ones, in the order they appeared, up to
 * the limit; every one pauses while the tab is hidden. Pure bookkeeping, testable alone.
 */
export function createVideoPlaybackController(
  settings: VideoPlaybackSettings,
  mobile: boolean = isMobileDevice(settings.mobileMaxWidth),
): VideoPlaybackController {
  const entries = new Map<HTMLVideoElement, Entry>();
  const observers = new Map<number, IntersectionObserver>();
  const maxPlaying = mobile ? settings.maxPlayingMobile : settings.maxPlayingDesktop;
  const rootMargin = `${mobile ? settings.rootMarginMobile : settings.rootMarginDesktop}px`;
  let order = 0;

  const reconcile = () => {
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const chosen = hidden
      ? []
      : [...entries.values()]
          .filter((entry) => entry.visible)
          .sort((a, b) => a.order - b.order)
          .slice(0, maxPlaying);
    for (const entry of entries.values()) {
      const play = chosen.includes(entry);
      entry.onChange(play);
      if (play) {
        entry.video.muted = true;
        const started = entry.video.play();
        // A play interrupted by a pause or a missing source is not an error of ours.
        if (started && typeof started.catch === 'function') started.catch(() => {});
      } else if (!entry.video.paused) {
        entry.video.pause();
      }
    }
  };

  const observerFor = (threshold: number) => {
    const key = Math.round(threshold * 1000);
    let observer = observers.get(key);
    if (!observer && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (records) => {
          for (const record of records) {
            const entry = entries.get(record.target as HTMLVideoElement);
            if (!entry) continue;
            entry.visible = record.isIntersecting && record.intersectionRatio >= threshold;
            entry.ratio = record.intersectionRatio;
          }
          reconcile();
        },
        { threshold, rootMargin },
      );
      observers.set(key, observer);
    }
    return observer;
  };

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', reconcile);
  }

  return {
    isMobile: mobile,
    maxPlaying,
    register(video, onChange, threshold) {
      const t =
        threshold === 'card'
          ? settings.thresholdCard
          : (threshold ?? (mobile ? settings.thresholdMobile : settings.thresholdDesktop));
      entries.set(video, { video, visible: false, ratio: 0, order: order++, onChange });
      const observer = observerFor(t);
      observer?.observe(video);
      return () => {
        observer?.unobserve(video);
        entries.delete(video);
        if (!video.paused) video.pause();
        reconcile();
      };
    },
  };
}

const VideoPlaybackContext = createContext<VideoPlaybackController | null>(null);

export interface VideoPlaybackProviderProps {
  children: ReactNode;
  /** The limits; keep the object stable (a new one starts a new manager). */
  settings: VideoPlaybackSettings;
  /** Forces the mobile or desktop limits; detected from width and user agent otherwise. */
  mobile?: boolean;
}

/** Holds the playback manager of the videos below it. */
export function VideoPlaybackProvider({ children, settings, mobile }: VideoPlaybackProviderProps) {
  const controller = useMemo(
    () =>
      createVideoPlaybackController(settings, mobile ?? isMobileDevice(settings.mobileMaxWidth)),
    [settings, mobile],
  );
  return (
    <VideoPlaybackContext.Provider value={controller}>{children}</VideoPlaybackContext.Provider>
  );
}

/**
 * Registers a video with the nearest manager and tells whether it is playing. Without a
 * provider the video is left alone (it neither autoplays nor is paused).
 */
export function useVideoPlayback(
  ref: RefObject<HTMLVideoElement | null>,
  options: { threshold?: VideoThreshold; enabled?: boolean } = {},
): { playing: boolean; managed: boolean } {
  const controller = useContext(VideoPlaybackContext);
  const [playing, setPlaying] = useState(false);
  const { threshold, enabled = true } = options;
  useEffect(() => {
    const video = ref.current;
    if (!controller || !video || !enabled) return;
    return controller.register(video, setPlaying, threshold);
  }, [controller, ref, threshold, enabled]);
  return { playing, managed: controller !== null };
}
