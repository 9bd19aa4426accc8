import type { Art } from '@arte-gospel/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtCard } from './art-card';

const art = (id: number, format: Art['format'], imageUrl: string): Art => ({
  id,
  title: `Arte ${id}`,
  imageUrl,
  cdnUrl: null,
  categoryId: 1,
  categoryName: 'Culto da Família',
  format,
  groupId: null,
  isPremium: false,
  downloadCount: 0,
  designer: null,
  width: 1080,
  height: 1920,
  sizeId: 'stories',
  viewCount: 0,
  editable: false,
});

describe('ArtCard', () => {
  it("gives a video card its still poster (the thumbnails folder's webp)", () => {
    const { container } = render(
      <ArtCard art={art(4, 'video-criativo', '/media/arts/4.mp4')} priority />,
    );
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/arts/4.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/arts/thumbnails/4.webp?quality=90');
    // Drawn under the video while it loads or is still being made.
    const poster = container.querySelector('img[data-poster]');
    expect(poster?.getAttribute('src')).toBe('/media/arts/thumbnails/4.webp?quality=90');
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives an image card no poster', () => {
    const { container } = render(
      <ArtCard art={art(5, 'story-animado', '/media/arts/5.webp')} priority />,
    );
    expect(container.querySelector('img[data-poster]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/arts/5.webp?quality=90',
    );
  });
});
