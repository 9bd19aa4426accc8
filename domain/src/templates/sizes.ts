import type { ArtFormat } from '../catalogue/categories';

// Issue 17: the sizes an art is made in, with their real proportions. width × height is the
// pixel size of the full-resolution file; print sizes (A4, envelopes, ID cards) also have
// their millimetres, for the print-ready PDF (300 dpi).

export type ArtSizeId =
  | 'feed-retrato'
  | 'feed-quadrado'
  | 'stories'
  | 'thumbnail-youtube'
  | 'capa-youtube'
  | 'capa-fanpage'
  | 'capa-playlist'
  | 'telao'
  | 'a4-retrato'
  | 'a4-paisagem'
  | 'envelope-dizimo'
  | 'carteirinha'
  | 'cartao-digital';

export interface ArtSize {
  id: ArtSizeId;
  /** pt-BR name. */
  name: string;
  width: number;
  height: number;
  /** Print formats: the printed size, for the PDF. */
  print?: { widthMm: number; heightMm: number };
  /** The catalogue format(s) this size belongs to. */
  formats: readonly ArtFormat[];
}

export const ART_SIZES: Readonly<Record<ArtSizeId, ArtSize>> = {
  'feed-retrato': {
    id: 'feed-retrato',
    name: 'Post para feed 4:5',
    width: 1080,
    height: 1350,
    formats: ['cartaz'],
  },
  'feed-quadrado': {
    id: 'feed-quadrado',
    name: 'Post para feed 1:1',
    width: 1080,
    height: 1080,
    formats: ['cartaz'],
  },
  stories: {
    id: 'stories',
    name: 'Stories 9:16',
    width: 1080,
    height: 1920,
    formats: ['stories', 'story-animado', 'video-criativo'],
  },
  'thumbnail-youtube': {
    id: 'thumbnail-youtube',
    name: 'Thumbnail do YouTube',
    width: 1280,
    height: 720,
    formats: ['cartaz'],
  },
  'capa-youtube': {
    id: 'capa-youtube',
    name: 'Capa de canal do YouTube',
    width: 2560,
    height: 1440,
    formats: ['cartaz'],
  },
  'capa-fanpage': {
    id: 'capa-fanpage',
    name: 'Capa de fanpage',
    width: 820,
    height: 312,
    formats: ['cartaz'],
  },
  'capa-playlist': {
    id: 'capa-playlist',
    name: 'Capa de playlist 1:1',
    width: 1080,
    height: 1080,
    formats: ['cartaz'],
  },
  telao: {
    id: 'telao',
    name: 'Telão 16:9',
    width: 1920,
    height: 1080,
    formats: ['cartaz', 'video-criativo'],
  },
  'a4-retrato': {
    id: 'a4-retrato',
    name: 'A4 retrato',
    width: 2480,
    height: 3508,
    print: { widthMm: 210, heightMm: 297 },
    formats: ['a4'],
  },
  'a4-paisagem': {
    id: 'a4-paisagem',
    name: 'A4 paisagem',
    width: 3508,
    height: 2480,
    print: { widthMm: 297, heightMm: 210 },
    formats: ['a4'],
  },
  'envelope-dizimo': {
    id: 'envelope-dizimo',
    name: 'Envelope de dízimo',
    width: 1299,
    height: 2598,
    print: { widthMm: 110, heightMm: 220 },
    formats: ['a4'],
  },
  carteirinha: {
    id: 'carteirinha',
    name: 'Carteirinha 85,6×54 mm',
    width: 1011,
    height: 638,
    print: { widthMm: 85.6, heightMm: 54 },
    formats: ['carteirinha'],
  },
  'cartao-digital': {
    id: 'cartao-digital',
    name: 'Cartão digital',
    width: 1080,
    height: 1920,
    formats: ['cartao-digital'],
  },
};

export const ART_SIZE_IDS: readonly ArtSizeId[] = Object.keys(ART_SIZES) as ArtSizeId[];

export function isArtSizeId(value: unknown): value is ArtSizeId {
  return typeof value === 'string' && Object.hasOwn(ART_SIZES, value);
}
