import { describe, expect, it } from 'vitest';
import { artMedia, artStill, formatAspectRatio, formatLabel } from './art-media';

describe('art media (catalogue §5)', () => {
  it('draws images with quality=90, gifs as their webp thumbnail, videos as they are', () => {
    expect(artMedia({ imageUrl: '/media/arts/1.webp', cdnUrl: null })).toEqual({
      kind: 'image',
      src: '/media/arts/1.webp?quality=90',
    });
    expect(artMedia({ imageUrl: '/media/arts/2.gif', cdnUrl: null })).toEqual({
      kind: 'gif',
      src: '/media/arts/thumbnails/2.webp?quality=90',
    });
    expect(artMedia({ imageUrl: '/media/arts/3.mp4', cdnUrl: null })).toEqual({
      kind: 'video',
      src: '/media/arts/3.mp4',
    });
    // The CDN copy wins when there is one.
    expect(
      artMedia({ imageUrl: '/media/arts/4.webp', cdnUrl: 'https://cdn.example/4.webp' }).src,
    ).toBe('https://cdn.example/4.webp');
  });

  it('has no still for a video', () => {
    expect(artStill('/media/arts/3.webm')).toBeNull();
    expect(artStill('/media/arts/2.gif')).toBe('/media/arts/thumbnails/2.webp?quality=90');
  });

  it('keeps each format in its own ratio and name', () => {
    expect(formatAspectRatio('stories')).toBeCloseTo(9 / 16);
    expect(formatAspectRatio('cartaz')).toBeCloseTo(0.8);
    expect(formatAspectRatio('carteirinha')).toBeGreaterThan(1);
    expect(formatAspectRatio('desconhecido')).toBeCloseTo(0.8);
    expect(formatLabel('story-animado')).toBe('Story animado');
  });
});
