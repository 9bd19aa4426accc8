import { artPath, artSlug } from '@arte-gospel/domain';
import type { Selectable } from 'kysely';
import type { ArtsTable } from '../db/schema';
import { fileStorage, type Storage } from '../storage/storage';
import { printPdf } from './pdf';
import { createRenderQueue, type RenderQueue } from './queue';
import {
  type ArtFilesInfo,
  type FontCredit,
  LICENCE_NAME,
  licenceText,
  README_NAME,
  readmeText,
} from './texts';
import { type ZipEntry, zipEntries } from './zip';

// What a download gives (issue 17): for an art, its editable SVG (live, named text layers),
// the full-resolution PNG, the print PDF for print sizes, LEIA-ME.txt and LICENCA.txt, in
// one ZIP. Made on the first request for it, one heavy render at a time, and kept in the
// storage under a key holding the art's updated_at, so an edited art gets new files.

export type ArtRow = Selectable<ArtsTable>;

/** The art's size as the files need it (domain ART_SIZES). */
export interface FileSize {
  id: string;
  name: string;
  width: number;
  height: number;
  print?: { widthMm: number; heightMm: number } | undefined;
}

/** How an art becomes pictures: the template renderer (api/src/render). */
export interface ArtRenderer {
  /** The art's size (from its size_id, or the default for arts without one). */
  size(row: ArtRow): FileSize;
  /** The editable SVG of the art, exactly as the template renders it. */
  svg(row: ArtRow): string | Promise<string>;
  /** The SVG rasterised with the project's fonts at `width` px. */
  png(svg: string, width: number): Uint8Array | Promise<Uint8Array>;
  /** Licence and download address of each font family the SVG uses. */
  fonts(families: readonly string[]): FontCredit[];
}

/** The most characters of the title's slug in file names. */
const SLUG_MAX = 60;

/** 'arte-gospel-santa-ceia-do-senhor-12': the common name of an art's files. */
export function artFileBase(art: { id: number; title: string | null }): string {
  let slug = artSlug(art.title);
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX + 1);
    slug = cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : slug.slice(0, SLUG_MAX);
  }
  return `arte-gospel-${slug}-${art.id}`;
}

/** The ZIP's file name. */
export function artZipName(art: { id: number; title: string | null }): string {
  return `${artFileBase(art)}.zip`;
}

/** The address of the ZIP (served by GET /api/arts/:id/files/:name). */
export function artZipPath(art: { id: number; title: string | null }): string {
  return `/api/arts/${art.id}/files/${artZipName(art)}`;
}

/** The storage key of a file of the art's current version. */
export function artFileKey(art: { id: number; updated_at: Date }, name: string): string {
  return `arts/${art.id}/${art.updated_at.getTime()}/${name}`;
}

/** The font families an SVG names (font-family attributes and style properties), in order of first use. */
export function svgFontFamilies(svg: string): string[] {
  const families = new Set<string>();
  for (const match of svg.matchAll(/font-family\s*(?:=\s*("[^"]*"|'[^']*')|:\s*([^;"}>]+))/g)) {
    const value = (match[1] ?? match[2] ?? '').replace(/^["']|["']$/g, '');
    const first = value
      .split(',')[0]
      ?.trim()
      .replace(/^(&quot;|&apos;|["'])|(&quot;|&apos;|["'])$/g, '')
      .trim();
    if (first && !/^(serif|sans-serif|monospace|cursive|fantasy|system-ui)$/i.test(first))
      families.add(first);
  }
  return [...families];
}

/** The pt-BR layer names of the SVG's text slots (`data-slot` elements' inkscape:label). */
export function svgLayerNames(svg: string): string[] {
  const names: string[] = [];
  for (const tag of svg.matchAll(/<[a-z]+\b[^>]*\bdata-slot="[^"]*"[^>]*>/gi)) {
    const label = /\binkscape:label="([^"]*)"/.exec(tag[0])?.[1];
    if (label && !names.includes(label)) names.push(label);
  }
  return names;
}

/** Every file of the art, in the ZIP's order: LEIA-ME, LICENCA, SVG, PNG, PDF. */
export async function buildArtFiles(
  row: ArtRow,
  renderer: ArtRenderer,
  origin: string,
): Promise<{ info: ArtFilesInfo; entries: ZipEntry[] }> {
  const size = renderer.size(row);
  const svg = await renderer.svg(row);
  const families = svgFontFamilies(svg);
  const base = artFileBase(row);
  const info: ArtFilesInfo = {
    id: row.id,
    title: row.title.trim() || 'Arte Gospel',
    baseName: base,
    size,
    fonts: renderer.fonts(families),
    pageUrl: `${origin.replace(/\/+$/, '')}${artPath(row)}`,
    isPremium: row.is_premium === true,
    layers: svgLayerNames(svg),
  };
  const text = (value: string) => new TextEncoder().encode(value);
  const png = await renderer.png(svg, size.width);
  const entries: ZipEntry[] = [
    { name: README_NAME, data: text(readmeText(info)) },
    { name: LICENCE_NAME, data: text(licenceText(info)) },
    { name: `${base}.svg`, data: text(svg) },
    { name: `${base}.png`, data: png },
  ];
  if (size.print) {
    const pdf = await printPdf(png, {
      ...size.print,
      title: info.title,
      subject: `${size.name} — Arte Gospel nº ${row.id}`,
      fonts: info.fonts.map((font) => font.family),
      date: row.updated_at,
    });
    entries.push({ name: `${base}.pdf`, data: pdf });
  }
  return { info, entries };
}

export interface ArtFilesOptions {
  /** Folder of the kept files ({dataDir}/files). */
  root: string;
  renderer: ArtRenderer;
  /** Default: one render at a time, 16 waiting. */
  queue?: RenderQueue;
  /** Called each time a ZIP is made (not served from storage); for tests and logs. */
  onCreate?: (key: string) => void;
}

export interface ArtFiles {
  /** The art's ZIP, made on the first call (through the queue) and kept. */
  zip(row: ArtRow, origin: string): Promise<{ name: string; data: Buffer }>;
  storage: Storage;
}

export function artFiles(options: ArtFilesOptions): ArtFiles {
  const storage = fileStorage(options.root, { onCreate: options.onCreate });
  const queue = options.queue ?? createRenderQueue();
  return {
    storage,
    async zip(row, origin) {
      const name = artZipName(row);
      const data = await storage.getOrCreate(artFileKey(row, name), () =>
        queue.run(async () => {
          const { entries } = await buildArtFiles(row, options.renderer, origin);
          return Buffer.from(zipEntries(entries, row.updated_at));
        }),
      );
      return { name, data };
    },
  };
}
