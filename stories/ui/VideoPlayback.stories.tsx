import {
  useVideoPlayback,
  VideoPlaybackProvider,
  type VideoPlaybackSettings,
} from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';

// The videos here have no source: play() and pause() are replaced so the manager's choices
// show as data-playing, without media.
function ManagedVideo({ index }: { index: number }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const { playing } = useVideoPlayback(ref);
  return (
    <div data-testid="managed" data-playing={playing} style={{ height: 60, background: '#ddd' }}>
      <video
        ref={(video) => {
          if (video && !('stubbed' in video.dataset)) {
            video.dataset.stubbed = '';
            video.play = () => Promise.resolve();
            video.pause = () => {};
          }
          ref.current = video;
        }}
        aria-label={`Vídeo ${index}`}
        style={{ width: 80, height: 50 }}
        muted
      />
    </div>
  );
}

/** The catalogue's limits (catalogue §9): 1 video at a time on mobile, 3 otherwise. */
const settings: VideoPlaybackSettings = {
  maxPlayingMobile: 1,
  maxPlayingDesktop: 3,
  thresholdMobile: 0.7,
  thresholdDesktop: 0.5,
  thresholdCard: 0.3,
  rootMarginMobile: 20,
  rootMarginDesktop: 50,
  mobileMaxWidth: 768,
};

function Playground({ mobile }: { mobile: boolean }) {
  return (
    <VideoPlaybackProvider settings={settings} mobile={mobile}>
      {[1, 2, 3, 4, 5].map((index) => (
        <ManagedVideo key={index} index={index} />
      ))}
    </VideoPlaybackProvider>
  );
}

const meta = {
  title: 'Catálogo/VideoPlaybackManager',
  component: Playground,
  args: { mobile: false },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

const playingCount = (root: HTMLElement) =>
  within(root)
    .getAllByTestId('managed')
    .filter((el) => el.dataset.playing === 'true').length;

export const DesktopPlaysThree: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(playingCount(canvasElement)).toBe(3));
    // A hidden tab pauses every video; visible again, they resume.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(playingCount(canvasElement)).toBe(0));
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(playingCount(canvasElement)).toBe(3));
  },
};

export const MobilePlaysOne: Story = {
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(playingCount(canvasElement)).toBe(1));
  },
};
