import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/** Limits and observer settings of video playback (the catalogue's numbers as defaults). */
export interface VideoPlaybackSettings {
  /** Most videos playing at once: 1 on mobile, 3 otherwise. */
  maxPlayingMobile: number;
  maxPlayingDesktop: number;
  /** Share of a video that must be visible to play it. */
  thresholdMobile: number;
  thresholdDesktop: number;
  /** Root margin of the observer, in px. */
  rootMarginMobile: number;
  rootMarginDesktop: number;
  /** A viewport this wide or narrower counts as mobile. */
  mobileMaxWidth: number;
}

export const defaultVideoPlaybackSettings: VideoPlaybackSettings = {
  maxPlayingMobile: 1,
  maxPlayingDesktop: 3,
  thresholdMobile: 0.7,
  thresholdDesktop: 0.5,
  rootMarginMobile: 20,
  rootMarginDesktop: 50,
  mobileMaxWidth: 768,
};

/** Threshold a card's video uses instead of the general one. */
export const CARD_VIDEO_THRESHOLD = 0.3;

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isMobileDevice(maxWidth = defaultVideoPlaybackSettings.mobileMaxWidth): boolean {
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

export interface VideoPlaybackController {
  register: (
    video: HTMLVideoElement,
    onChange: (playing: boolean) => void,
    threshold?: number,
  ) => () => void;
  isMobile: boolean;
  maxPlaying: number;
}

/**
 * Decides which registered videos play: the visible ones, in the order they appeared, up to
 * the limit; every one pauses while the tab is hidden. Pure bookkeeping, testable alone.
 */
export function createVideoPlaybackController(
  settings: VideoPlaybackSettings = defaultVideoPlaybackSettings,
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
      const t = threshold ?? (mobile ? settings.thresholdMobile : settings.thresholdDesktop);
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
  settings?: Partial<VideoPlaybackSettings>;
  /** Forces the mobile or desktop limits; detected from width and user agent otherwise. */
  mobile?: boolean;
}

/** Holds the playback manager of the videos below it. */
export function VideoPlaybackProvider({ children, settings, mobile }: VideoPlaybackProviderProps) {
  const merged = useMemo(() => ({ ...defaultVideoPlaybackSettings, ...settings }), [settings]);
  const controller = useMemo(
    () => createVideoPlaybackController(merged, mobile ?? isMobileDevice(merged.mobileMaxWidth)),
    [merged, mobile],
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
  options: { threshold?: number; enabled?: boolean } = {},
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
