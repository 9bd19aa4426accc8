import {
  type Composition,
  composeCertificate,
  composeDigitalCard,
  composeEnvelope,
  composeIdCard,
  composePoster,
  type Photos,
  type Texts,
} from './compose';
import { drawContext } from './context';
import type { FontFace } from './fonts';
import { type Template, templateById } from './model';
import { CHURCH_PALETTE_ID, type ChurchColors, churchPalette, type Palette } from './palettes';
import type { PixCode } from './pix-code';
import { ART_SIZES, type ArtSizeId } from './sizes';
import { SLOT_MAX_LENGTH, type SlotName } from './slots';
import { attrs, hashString } from './svg';
import { FACES, slotText } from './text';

// Issue 17: a filled template as an SVG document at the size's full pixel size, with named
// layers (Inkscape groups) and every filled slot as live, editable text.

/** Frames of an animated art (the loop: frame / ANIMATION_FRAMES of a turn). */
export const ANIMATION_FRAMES = 24;

export interface RenderArtInput {
  templateId: string;
  paletteId: string;
  sizeId: ArtSizeId;
  texts: Partial<Record<SlotName, string>>;
  /** 0..ANIMATION_FRAMES-1, animated arts. */
  frame?: number;
  /**
   * Photo slot id → image href (data: URL), drawn centred and covering the slot, or
   * `{ href, width, height, crop }` (issue 20: the photo's pixel size and its framing,
   * photo-crop.ts); an empty slot shows the design's decoration.
   */
  photos?: Photos;
  /**
   * Issue 20: the church's PIX 'copia e cola' with its QR matrix (pixCode(), which refuses an
   * invalid BR Code): tithe envelopes and digital cards draw the QR code (layer 'pix', path id
   * 'pix-qr'); other kinds ignore it.
   */
  pix?: PixCode;
  /**
   * Issue 20: the church's logo (an image href; a data: URL for an export drawn on a canvas).
   * Every kind draws it in a box of its own (layer 'logo', 'Logo'), away from the texts,
   * its proportions kept. Without it the art is exactly as before.
   */
  logo?: { href: string };
  /**
   * Issue 20: the church's colours, for paletteId 'igreja' (CHURCH_PALETTE_ID): the art is
   * drawn in churchPalette(churchColors), whatever the template's own palettes.
   */
  churchColors?: ChurchColors;
}

export interface RenderedArt {
  svg: string;
  width: number;
  height: number;
  /** The faces its texts use. */
  fonts: readonly FontFace[];
}

export interface ArtLayout {
  template: Template;
  palette: Palette;
  width: number;
  height: number;
  composition: Composition;
}

function resolve(input: RenderArtInput): { template: Template; palette: Palette } {
  const template = templateById(input.templateId);
  if (!template) throw new Error(`Unknown template ${input.templateId}`);
  if (input.paletteId === CHURCH_PALETTE_ID) {
    if (!input.churchColors) throw new Error('Palette igreja needs the church colours');
    if (!template.sizes.includes(input.sizeId)) {
      throw new Error(`Template ${template.id} has no size ${input.sizeId}`);
    }
    return { template, palette: churchPalette(input.churchColors) };
  }
  const palette = template.palettes.find((p) => p.id === input.paletteId);
  if (!palette) throw new Error(`Palette ${input.paletteId} is not one of ${template.id}'s`);
  if (!template.sizes.includes(input.sizeId)) {
    throw new Error(`Template ${template.id} has no size ${input.sizeId}`);
  }
  return { template, palette };
}

/** Only the template's slots, cut to their maximum length. */
function slotTexts(template: Template, texts: Partial<Record<SlotName, string>>): Texts {
  const out: Partial<Record<SlotName, string>> = {};
  for (const { name } of template.slots) {
    const value = texts[name];
    if (typeof value === 'string' && value.trim() !== '') {
      out[name] = [...value].slice(0, SLOT_MAX_LENGTH[name]).join('');
    }
  }
  return out;
}

/** The placed slots and layers of a filled template (what renderArtSvg writes). */
export function layoutArt(input: RenderArtInput): ArtLayout {
  const { template, palette } = resolve(input);
  const size = ART_SIZES[input.sizeId];
  const frame = Math.max(0, Math.min(ANIMATION_FRAMES - 1, Math.floor(input.frame ?? 0)));
  const c = drawContext(
    size.width,
    size.height,
    palette,
    frame / ANIMATION_FRAMES,
    hashString(`${template.id}:${input.sizeId}`),
  );
  const texts = slotTexts(template, input.texts);
  const photos = input.photos ?? {};
  const pix = input.pix;
  const logo = input.logo?.href ? input.logo.href : undefined;
  const composition =
    template.kind === 'certificate'
      ? composeCertificate(c, template, texts, logo)
      : template.kind === 'envelope'
        ? composeEnvelope(c, template, texts, pix, logo)
        : template.kind === 'idcard'
          ? composeIdCard(c, template, texts, photos, logo)
          : template.kind === 'digitalcard'
            ? composeDigitalCard(c, template, texts, photos, pix, logo)
            : composePoster(c, template, input.sizeId, texts, photos, logo);
  composition.background = `<defs>${c.defs.join('')}</defs>${composition.background}`;
  return { template, palette, width: size.width, height: size.height, composition };
}

function layer(id: string, label: string, content: string): string {
  if (content === '') return '';
  return `<g${attrs({ id, 'inkscape:groupmode': 'layer', 'inkscape:label': label })}>${content}</g>`;
}

export function renderArtSvg(input: RenderArtInput): RenderedArt {
  const { width, height, composition: k } = layoutArt(input);
  const texts = k.placed.map(slotText).join('');
  const fonts: FontFace[] = [];
  for (const p of k.placed) {
    if (!fonts.includes(p.style.face)) fonts.push(p.style.face);
  }
  // Static labels (field names, captions) are set in the bold sans.
  if (k.labels.includes('<text') && !fonts.includes(FACES.sansBold)) fonts.push(FACES.sansBold);
  const svg = [
    `<svg${attrs({
      xmlns: 'http://www.w3.org/2000/svg',
      'xmlns:xlink': 'http://www.w3.org/1999/xlink',
      'xmlns:inkscape': 'http://www.inkscape.org/namespaces/inkscape',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
    })}>`,
    layer('fundo', 'Fundo', k.background),
    layer('fotos', 'Fotos', k.photo),
    layer('textura', 'Textura', k.texture),
    layer('moldura', 'Moldura', k.frame),
    layer('simbolos', 'Símbolos', k.symbols),
    layer('rotulos', 'Rótulos', k.labels),
    layer('pix', 'QR Code PIX', k.pix ?? ''),
    layer('logo', 'Logo', k.logo ?? ''),
    layer('textos', 'Textos', texts),
    '</svg>',
  ].join('');
  return { svg, width, height, fonts };
}
