import { describe, expect, it } from 'vitest';
import {
  artAspectRatio,
  artMedia,
  artStill,
  formatAspectRatio,
  formatLabel,
  videoPosterUrl,
} from './art-media';

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

  it('stills a video as its poster, a gif as its thumbnail, an (animated) webp as itself', () => {
    expect(artStill('/media/arts/3.mp4')).toBe('/media/arts/thumbnails/3.webp?quality=90');
    expect(artStill('/media/arts/3.webm')).toBe('/media/arts/thumbnails/3.webp?quality=90');
    expect(artStill('/media/arts/2.gif')).toBe('/media/arts/thumbnails/2.webp?quality=90');
    expect(artStill('/media/arts/9.webp')).toBe('/media/arts/9.webp?quality=90');
    expect(videoPosterUrl('/media/arts/12.MP4?v=3#t')).toBe('/media/arts/thumbnails/12.webp?v=3#t');
    expect(videoPosterUrl('/media/arts/9.webp')).toBe('/media/arts/9.webp');
  });

  it("draws an art at its own pixel size's ratio, else its format's", () => {
    expect(artAspectRatio({ format: 'cartaz', width: 820, height: 312 })).toBeCloseTo(2.628, 3);
    expect(artAspectRatio({ format: 'cartaz', width: 1280, height: 720 })).toBeCloseTo(16 / 9);
    expect(artAspectRatio({ format: 'a4', width: 1299, height: 2598 })).toBeCloseTo(0.5);
    expect(artAspectRatio({ format: 'stories', width: null, height: null })).toBeCloseTo(9 / 16);
    expect(artAspectRatio({ format: 'cartaz' })).toBeCloseTo(0.8);
    expect(artAspectRatio({ format: 'cartaz', width: 0, height: 312 })).toBeCloseTo(0.8);
  });

  it('keeps each format in its own ratio and name', () => {
    expect(formatAspectRatio('stories')).toBeCloseTo(9 / 16);
    expect(formatAspectRatio('cartaz')).toBeCloseTo(0.8);
    expect(formatAspectRatio('carteirinha')).toBeGreaterThan(1);
    expect(formatAspectRatio('desconhecido')).toBeCloseTo(0.8);
    expect(formatLabel('story-animado')).toBe('Story animado');
  });
});
