import { type Art, gifThumbnailUrl, mediaKind, withImageQuality } from '@arte-gospel/domain';

/** Width / height of each format (the sizes the media server renders). */
const FORMAT_RATIOS: Readonly<Record<string, number>> = {
  cartaz: 800 / 1000,
  stories: 720 / 1280,
  'story-animado': 720 / 1280,
  a4: 800 / 1131,
  carteirinha: 1012 / 638,
  'cartao-digital': 720 / 1280,
  'video-criativo': 720 / 1280,
};

/** How the formats read (catalogue §3 values). */
const FORMAT_LABELS: Readonly<Record<string, string>> = {
  cartaz: 'Cartaz',
  stories: 'Stories',
  'story-animado': 'Story animado',
  a4: 'A4',
  carteirinha: 'Carteirinha',
  'cartao-digital': 'Cartão digital',
  'video-criativo': 'Vídeo criativo',
};

export function formatLabel(format: string): string {
  return FORMAT_LABELS[format] ?? format;
}

export function formatAspectRatio(format: string | null | undefined): number {
  return FORMAT_RATIOS[format ?? ''] ?? 4 / 5;
}

/** What a card draws for an art (catalogue §5 media rules). */
export function artMedia(art: Pick<Art, 'imageUrl' | 'cdnUrl'>): {
  kind: 'image' | 'video' | 'gif';
  src: string;
} {
  const url = art.cdnUrl || art.imageUrl;
  const kind = mediaKind(url);
  if (kind === 'video') return { kind, src: url };
  if (kind === 'gif') return { kind, src: withImageQuality(gifThumbnailUrl(url)) };
  return { kind, src: withImageQuality(url) };
}

/** A still image for places that never play video (mosaics, small cards). */
export function artStill(imageUrl: string): string | null {
  const kind = mediaKind(imageUrl);
  if (kind === 'video') return null;
  return withImageQuality(kind === 'gif' ? gifThumbnailUrl(imageUrl) : imageUrl);
}
