import {
  CARD_VISIBILITY_THRESHOLD,
  MAX_PLAYING_VIDEOS_DESKTOP,
  MAX_PLAYING_VIDEOS_MOBILE,
  MOBILE_BREAKPOINT_PX,
  VIDEO_ROOT_MARGIN_DESKTOP_PX,
  VIDEO_ROOT_MARGIN_MOBILE_PX,
  VIDEO_VISIBILITY_THRESHOLD_DESKTOP,
  VIDEO_VISIBILITY_THRESHOLD_MOBILE,
} from '@arte-gospel/domain';
import { VideoPlaybackProvider, type VideoPlaybackSettings } from '@arte-gospel/ui';
import type { ReactNode } from 'react';

/** catalogue §9: the playback limits of the arts' videos. */
export const ART_VIDEO_PLAYBACK: VideoPlaybackSettings = {
  maxPlayingMobile: MAX_PLAYING_VIDEOS_MOBILE,
  maxPlayingDesktop: MAX_PLAYING_VIDEOS_DESKTOP,
  thresholdMobile: VIDEO_VISIBILITY_THRESHOLD_MOBILE,
  thresholdDesktop: VIDEO_VISIBILITY_THRESHOLD_DESKTOP,
  thresholdCard: CARD_VISIBILITY_THRESHOLD,
  rootMarginMobile: VIDEO_ROOT_MARGIN_MOBILE_PX,
  rootMarginDesktop: VIDEO_ROOT_MARGIN_DESKTOP_PX,
  mobileMaxWidth: MOBILE_BREAKPOINT_PX,
};

/**
 * The video manager of a group of art cards (a gallery, a strip): at most 1 video plays at
 * once on a phone (a width up to 768 px or a mobile user agent), 3 elsewhere, and every one
 * pauses while the tab is hidden.
 */
export function ArtVideoPlayback({ children }: { children: ReactNode }) {
  return <VideoPlaybackProvider settings={ART_VIDEO_PLAYBACK}>{children}</VideoPlaybackProvider>;
}
