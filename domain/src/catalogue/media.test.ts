import { describe, expect, it } from 'vitest';
import {
  gifThumbnailUrl,
  IMAGE_QUALITY,
  MEDIA_TEXTS,
  mediaKind,
  STORAGE_HOSTS,
  withImageQuality,
} from './media';

describe('mediaKind (catalogue §5)', () => {
  it('detects videos by .webm or .mp4', () => {
    expect(mediaKind('/media/a.mp4')).toBe('video');
    expect(mediaKind('https://cdn.x/a.WEBM?token=1')).toBe('video');
  });

  it('detects gifs by .gif and everything else as image', () => {
    expect(mediaKind('/media/a.gif#x')).toBe('gif');
    expect(mediaKind('/media/a.png')).toBe('image');
    expect(mediaKind('/media/a.webp?f=.mp4')).toBe('image');
    expect(mediaKind(null)).toBe('image');
  });
});

describe('gifThumbnailUrl (catalogue §5)', () => {
  it('points at a webp in a thumbnails folder next to the gif', () => {
    expect(gifThumbnailUrl('/media/arts/abc.gif')).toBe('/media/arts/thumbnails/abc.webp');
    expect(gifThumbnailUrl('https://cdn.x/arts/abc.GIF?v=2#t')).toBe(
      'https://cdn.x/arts/thumbnails/abc.webp?v=2#t',
    );
    expect(gifThumbnailUrl('abc.gif')).toBe('thumbnails/abc.webp');
  });

  it('leaves other URLs alone', () => {
    expect(gifThumbnailUrl('/media/a.png')).toBe('/media/a.png');
  });
});

describe('withImageQuality (catalogue §5)', () => {
  it('adds quality=90 to relative URLs', () => {
    expect(IMAGE_QUALITY).toBe(90);
    expect(withImageQuality('/media/a.png')).toBe('/media/a.png?quality=90');
    expect(withImageQuality('/media/a.png?w=300#x')).toBe('/media/a.png?w=300&quality=90#x');
    expect(withImageQuality('img/a.png')).toBe('img/a.png?quality=90');
    expect(withImageQuality('/a.png?')).toBe('/a.png?quality=90');
  });

  it("adds it to the storage provider's host and its subdomains", () => {
    const host = ['storage.example.com'];
    expect(withImageQuality('https://storage.example.com/b/a.png', host)).toBe(
      'https://storage.example.com/b/a.png?quality=90',
    );
    expect(withImageQuality('https://eu.storage.example.com:443/a.png', host)).toBe(
      'https://eu.storage.example.com:443/a.png?quality=90',
    );
  });

  it('leaves other hosts, special schemes and URLs already carrying quality alone', () => {
    expect(withImageQuality('https://other.com/a.png', ['storage.example.com'])).toBe(
      'https://other.com/a.png',
    );
    expect(withImageQuality('https://evilstorage.example.com/a.png', ['storage.example.com'])).toBe(
      'https://evilstorage.example.com/a.png',
    );
    expect(withImageQuality('https://storage.example.com/a.png', [])).toBe(
      'https://storage.example.com/a.png',
    );
    expect(withImageQuality('//cdn.x/a.png')).toBe('//cdn.x/a.png');
    expect(withImageQuality('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(withImageQuality('/a.png?quality=50')).toBe('/a.png?quality=50');
    expect(withImageQuality('')).toBe('');
  });

  it('defaults to the Supabase storage hosts', () => {
    expect(STORAGE_HOSTS).toEqual(['supabase.co']);
    expect(withImageQuality('https://abc.supabase.co/storage/v1/object/public/a.png')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/a.png?quality=90',
    );
    expect(withImageQuality('https://storage.example.com/a.png')).toBe(
      'https://storage.example.com/a.png',
    );
    expect(withImageQuality('https://a.com/x.png', ['a.com', 'b.com'])).toBe(
      'https://a.com/x.png?quality=90',
    );
    expect(withImageQuality('https://b.com/x.png', ['a.com', 'b.com'])).toBe(
      'https://b.com/x.png?quality=90',
    );
  });

  it('is idempotent', () => {
    const once = withImageQuality('/media/a.png');
    expect(withImageQuality(once)).toBe(once);
  });
});

describe('media constants (catalogue §4, §9)', () => {
  it('pins the failure texts', () => {
    expect(MEDIA_TEXTS).toEqual({
      videoError: 'Erro ao carregar vídeo',
      imageError: 'Erro ao carregar imagem',
      retry: 'Tentar novamente',
    });
  });
});
