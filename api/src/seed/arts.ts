import type { ArtFormat } from '@arte-gospel/domain';
import type { Insertable } from 'kysely';
import { searchText } from '../catalogue/arts';
import type { ArtsTable } from '../db/schema';
import { mulberry32, type Random } from './random';
import { vocabularyFor } from './vocabulary';

// The demo arts: designs in groups of 2–4 formats (catalogue §3 groupId), pure and
// deterministic (mulberry32), so the same options always give the same rows.

const MS_PER_DAY = 86_400_000;
/** Arts are spread over this many days before the reference date. */
const SPREAD_DAYS = 300;
/** Share of designs of a 'recent' category created in the 7 days before the reference. */
const RECENT_SHARE = 0.08;
const DEFAULT_PREMIUM_SHARE = 0.35;
const HIDDEN_SHARE = 0.03;
/** Share of 'story-animado' arts served as an animated GIF (the rest are webp stills). */
const GIF_SHARE = 0.3;
export const FEATURED_COUNT = 40;
const BATCH_PREFIX = 'demo-';

// Home chip categories get more designs; two categories stay small (not 'Mais populares').
const HEAVY_SLUGS = new Set([
  'agendas',
  'ano-novo',
  'batismo',
  'culto-de-ceia',
  'culto-da-familia',
  'culto-de-jovens',
  'eventos',
  'ensino',
  'culto-infantil',
  'culto-de-mulheres',
]);
const SMALL_SLUGS = new Set(['locacao', 'seminovos']);

export interface ArtGenerationInput {
  artCount: number;
  /** Category ids and slugs, in display order. */
  categories: ReadonlyArray<{ id: number; slug: string }>;
  formatIds: Readonly<Record<ArtFormat, number>>;
  /** File types by slug, in round-robin order. */
  fileTypes: ReadonlyArray<{ id: number; slug: string }>;
  designerIds: readonly number[];
  /** The id of the first art (arts are inserted with explicit ids). */
  firstId: number;
  referenceDate: Date;
  seed?: number;
}

function weightOf(slug: string): number {
  if (HEAVY_SLUGS.has(slug)) return 3;
  if (SMALL_SLUGS.has(slug)) return 0.08;
  return 1;
}

function weightedPick<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let r = random.next() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Skewed counts: most arts have a few downloads, some are popular, a handful are hits. */
function downloads(random: Random): number {
  if (random.chance(0.01)) return random.int(5_000, 20_000);
  return Math.floor(2_500 * random.next() ** 6) + random.int(0, 15);
}

function editUrl(fileTypeSlug: string, id: number): string {
  if (fileTypeSlug === 'drive') return `https://drive.google.com/drive/folders/DEMO${id}`;
  if (fileTypeSlug === 'psd') return `https://drive.google.com/file/d/DEMO${id}/view`;
  return `https://www.canva.com/design/DEMO${id}/edit`;
}

function mediaExtension(random: Random, format: ArtFormat): 'webp' | 'gif' | 'webm' {
  if (format === 'video-criativo') return 'webm';
  if (format === 'story-animado' && random.chance(GIF_SHARE)) return 'gif';
  return 'webp';
}

function title(random: Random, slug: string): string {
  const { themes, taglines } = vocabularyFor(slug);
  const theme = random.pick(themes);
  return random.chance(0.55) ? `${theme} | ${random.pick(taglines)}` : theme;
}

/** The rows of `artCount` arts (ids firstId, firstId + 1, …). */
export function generateArts(input: ArtGenerationInput): Insertable<ArtsTable>[] {
  const random = mulberry32(input.seed ?? 20260101);
  const { categories, fileTypes, designerIds } = input;
  if (categories.length === 0 || fileTypes.length === 0 || designerIds.length === 0) {
    throw new Error('generateArts needs categories, file types and designers');
  }
  const weights = categories.map((c) => weightOf(c.slug));
  const reference = input.referenceDate.getTime();
  const rows: Insertable<ArtsTable>[] = [];
  let nextId = input.firstId;
  for (let group = 0; rows.length < input.artCount; group++) {
    // Every category gets a design first, then they are drawn by weight.
    const category =
      group < categories.length
        ? (categories[group] as { id: number; slug: string })
        : weightedPick(random, categories, weights);
    const vocabulary = vocabularyFor(category.slug);
    const size = Math.min(
      random.int(2, 4),
      vocabulary.formats.length,
      input.artCount - rows.length,
    );
    const [first, ...rest] = vocabulary.formats as [ArtFormat, ...ArtFormat[]];
    const formats = [first, ...shuffled(random, rest).slice(0, size - 1)];
    const designTitle = title(random, category.slug);
    const isPremium = random.chance(vocabulary.premiumShare ?? DEFAULT_PREMIUM_SHARE);
    const daysAgo =
      vocabulary.recent && random.chance(RECENT_SHARE)
        ? random.next() * 6.5
        : 8 + random.next() * (SPREAD_DAYS - 8);
    const createdAt = reference - Math.floor(daysAgo * MS_PER_DAY);
    const fileType = fileTypes[group % fileTypes.length] as { id: number; slug: string };
    const designerId = designerIds[group % designerIds.length] as number;
    const groupId =
      formats.length > 1 ? `${BATCH_PREFIX}${String(group + 1).padStart(6, '0')}` : null;
    formats.forEach((format, index) => {
      const id = nextId++;
      const extension = mediaExtension(random, format);
      const mediaUrl = `/media/arts/${id}.${extension}`;
      const downloadCount = downloads(random);
      const created = new Date(createdAt + index * 60_000);
      rows.push({
        id,
        title: designTitle,
        search_text: searchText(designTitle),
        image_url: mediaUrl,
        cdn_url: null,
        category_id: category.id,
        format_id: input.formatIds[format],
        file_type_id: fileType.id,
        group_id: groupId,
        designer_id: designerId,
        is_premium: isPremium,
        is_visible: !random.chance(HIDDEN_SHARE),
        featured_rank: null,
        edit_url: editUrl(fileType.slug, id),
        download_url: mediaUrl,
        download_count: downloadCount,
        view_count: downloadCount * random.int(3, 12) + random.int(10, 250),
        created_at: created,
        updated_at: created,
      });
    });
  }
  markFeatured(rows);
  return rows;
}

/** featured_rank 1…40 on visible arts spread evenly over the catalogue. */
function markFeatured(rows: Insertable<ArtsTable>[]): void {
  const count = Math.min(FEATURED_COUNT, rows.length);
  if (count === 0) return;
  const step = rows.length / count;
  let rank = 1;
  for (let k = 0; k < count; k++) {
    for (let i = Math.floor(k * step); i < Math.min(rows.length, Math.floor((k + 1) * step)); i++) {
      const row = rows[i] as Insertable<ArtsTable>;
      if (row.is_visible !== false) {
        row.featured_rank = rank++;
        break;
      }
    }
  }
}
