import path from 'node:path';
import { artPath, artSlug, type RenderedArt } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  type ArtRenderRow,
  artRowRender,
  artSizeOf,
  findArtToRender,
  renderPng,
} from '../render/render-art';
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
// An art uploaded by staff (issue 19) gives what was uploaded instead: its image as sent
// (PNG, JPEG or WebP), its source file if any (SVG, PDF, ZIP) and LICENCA.txt.

/** What the files of an art need: its row with its category's and format's slugs. */
export type FilesArt = ArtRenderRow & {
  is_premium: boolean;
  /** Part of the storage key: an edited art gets new files. */
  updated_at: Date;
  /** An uploaded art: its original image's and source file's keys in the uploads storage. */
  upload_key?: string | null;
  source_key?: string | null;
};

/** The ZIP of an uploaded art: LICENCA.txt, the image as uploaded, the source file. */
export async function buildUploadedArtFiles(
  art: FilesArt & { upload_key: string },
  uploads: Storage,
): Promise<ZipEntry[]> {
  const base = artFileBase(art);
  const extension = (key: string) => key.slice(key.lastIndexOf('.') + 1);
  const read = async (key: string) => {
    const data = await uploads.read(key);
    if (!data) throw new Error(`Upload missing: ${key}`);
    return data;
  };
  const title = art.title.trim() || 'Arte Gospel';
  const entries: ZipEntry[] = [
    {
      name: LICENCE_NAME,
      data: new TextEncoder().encode(licenceText({ id: art.id, title, isPremium: art.is_premium })),
    },
    { name: `${base}.${extension(art.upload_key)}`, data: await read(art.upload_key) },
  ];
  if (art.source_key) {
    entries.push({
      name: `${base}-fonte.${extension(art.source_key)}`,
      data: await read(art.source_key),
    });
  }
  return entries;
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

/** The pt-BR layer names of the SVG's text slots (`data-slot` elements' inkscape:label). */
export function svgLayerNames(svg: string): string[] {
  const names: string[] = [];
  for (const tag of svg.matchAll(/<[a-z]+\b[^>]*\bdata-slot="[^"]*"[^>]*>/gi)) {
    const label = /\binkscape:label="([^"]*)"/.exec(tag[0])?.[1];
    if (label && !names.includes(label)) names.push(label);
  }
  return names;
}

/** The licence and address of each font family the art uses, in order of first use. */
export function fontCredits(fonts: RenderedArt['fonts']): FontCredit[] {
  const credits = new Map<string, FontCredit>();
  for (const face of fonts) {
    if (!credits.has(face.family))
      credits.set(face.family, { family: face.family, licence: face.licence, url: face.url });
  }
  return [...credits.values()];
}

/** Every file of the art, in the ZIP's order: LEIA-ME, LICENCA, SVG, PNG, PDF. */
export async function buildArtFiles(
  art: FilesArt,
  origin: string,
): Promise<{ info: ArtFilesInfo; entries: ZipEntry[] }> {
  const size = artSizeOf(art);
  const rendered = artRowRender(art);
  const base = artFileBase(art);
  const info: ArtFilesInfo = {
    id: art.id,
    title: art.title.trim() || 'Arte Gospel',
    baseName: base,
    size,
    fonts: fontCredits(rendered.fonts),
    pageUrl: `${origin.replace(/\/+$/, '')}${artPath(art)}`,
    isPremium: art.is_premium,
    layers: svgLayerNames(rendered.svg),
  };
  const text = (value: string) => new TextEncoder().encode(value);
  const png = await renderPng(rendered.svg, size.width);
  const entries: ZipEntry[] = [
    { name: README_NAME, data: text(readmeText(info)) },
    { name: LICENCE_NAME, data: text(licenceText(info)) },
    { name: `${base}.svg`, data: text(rendered.svg) },
    { name: `${base}.png`, data: png },
  ];
  if (size.print) {
    const pdf = await printPdf(png, {
      ...size.print,
      title: info.title,
      subject: `${size.name} — Arte Gospel nº ${art.id}`,
      fonts: info.fonts.map((font) => font.family),
      date: art.updated_at,
    });
    entries.push({ name: `${base}.pdf`, data: pdf });
  }
  return { info, entries };
}

/** The art's row as the files need it (its category's and format's slugs joined). */
export function filesArt(db: Kysely<Database>, id: number): Promise<FilesArt | undefined> {
  return findArtToRender(db, id);
}

export interface ArtFilesOptions {
  /** Folder of the kept files ({dataDir}/files). */
  root: string;
  /** Default: one render at a time, 6 waiting (createRenderQueue). */
  queue?: RenderQueue;
  /** Called each time a ZIP is made (not served from storage); for tests and logs. */
  onCreate?: (key: string) => void;
  /** Staff uploads (default {root}/../uploads). */
  uploads?: Storage;
}

export interface ArtFiles {
  /** The art's ZIP, made on the first call (through the queue) and kept. */
  zip(art: FilesArt, origin: string): Promise<{ name: string; data: Buffer }>;
  storage: Storage;
  /** Staff uploads (the images and source files of uploaded arts). */
  uploads: Storage;
}

export function artFiles(options: ArtFilesOptions): ArtFiles {
  const storage = fileStorage(options.root, { onCreate: options.onCreate });
  const uploads = options.uploads ?? fileStorage(path.join(options.root, '..', 'uploads'));
  const queue = options.queue ?? createRenderQueue();
  return {
    storage,
    uploads,
    async zip(art, origin) {
      const name = artZipName(art);
      const data = await storage.getOrCreate(artFileKey(art, name), () =>
        queue.run(async () => {
          const entries = art.upload_key
            ? await buildUploadedArtFiles({ ...art, upload_key: art.upload_key }, uploads)
            : (await buildArtFiles(art, origin)).entries;
          return Buffer.from(zipEntries(entries, art.updated_at));
        }),
      );
      return { name, data };
    },
  };
}
