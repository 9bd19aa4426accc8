// The art sizes the demo draws its arts in: common.md's table (domain ART_SIZES), with the
// pixel size of the full-resolution file each art records in width/height.
import type { ArtFormat } from '@arte-gospel/domain';

export type SeedSizeId =
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

export const SEED_SIZES: Readonly<
  Record<SeedSizeId, { width: number; height: number; formats: readonly ArtFormat[] }>
> = {
  'feed-retrato': { width: 1080, height: 1350, formats: ['cartaz'] },
  'feed-quadrado': { width: 1080, height: 1080, formats: ['cartaz'] },
  stories: { width: 1080, height: 1920, formats: ['stories', 'story-animado', 'video-criativo'] },
  'thumbnail-youtube': { width: 1280, height: 720, formats: ['cartaz'] },
  'capa-youtube': { width: 2560, height: 1440, formats: ['cartaz'] },
  'capa-fanpage': { width: 820, height: 312, formats: ['cartaz'] },
  'capa-playlist': { width: 1080, height: 1080, formats: ['cartaz'] },
  telao: { width: 1920, height: 1080, formats: ['cartaz', 'video-criativo'] },
  'a4-retrato': { width: 2480, height: 3508, formats: ['a4'] },
  'a4-paisagem': { width: 3508, height: 2480, formats: ['a4'] },
  'envelope-dizimo': { width: 1299, height: 2598, formats: ['a4'] },
  carteirinha: { width: 1011, height: 638, formats: ['carteirinha'] },
  'cartao-digital': { width: 1080, height: 1920, formats: ['cartao-digital'] },
};
