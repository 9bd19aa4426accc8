import { TEMPLATES, type Template, templateById } from './model';
import type { Palette } from './palettes';
import type { ArtSizeId } from './sizes';
import { hashString } from './svg';

// Issue 17: the design an art is drawn with. Its stored template and palette when they are
// valid for its size; otherwise chosen from its id, category and size: the templates that
// suit the category (or, with fewer than two, every template of the size) taken in turn by id,
// the palette advancing every round, so neighbouring ids in one category never look alike.

export interface DesignInput {
  id: number;
  categorySlug: string | null;
  sizeId: ArtSizeId;
  templateId?: string | null;
  paletteId?: string | null;
}

export function templatesForSize(sizeId: ArtSizeId): Template[] {
  return TEMPLATES.filter((t) => t.sizes.includes(sizeId));
}

export function designFor(art: DesignInput): { template: Template; palette: Palette } {
  const stored = art.templateId ? templateById(art.templateId) : undefined;
  if (stored?.sizes.includes(art.sizeId)) {
    const palette = stored.palettes.find((p) => p.id === art.paletteId);
    if (palette) return { template: stored, palette };
    if (!art.paletteId) {
      return {
        template: stored,
        palette: stored.palettes[Math.abs(art.id) % stored.palettes.length] as Palette,
      };
    }
  }
  const all = templatesForSize(art.sizeId);
  const slug = art.categorySlug ?? '';
  const suited = all.filter((t) => t.themes.includes(slug));
  const pool = suited.length >= 2 ? suited : all;
  const offset = hashString(`${slug}:${art.sizeId}`);
  const n = Math.abs(Math.trunc(art.id)) + offset;
  const template = pool[n % pool.length] as Template;
  const round = Math.floor(n / pool.length);
  const palette = template.palettes[
    (round + hashString(template.id)) % template.palettes.length
  ] as Palette;
  return { template, palette };
}
