// What a page says about itself before any script runs (issue 18): its title, description,
// canonical address and share image in the HTML head (WhatsApp and Facebook read only the
// HTML), the sitemap and robots.txt. Pure: the BFF gives the origin and the API's answers.
import * as v from 'valibot';
import { artPath } from '../catalogue/slug';
import { escapeXml } from '../templates/svg';
import { paths } from './paths';
import {
  DISALLOWED_PATH_PREFIXES,
  HOME_TITLE,
  ROUTE_INFO,
  type RouteKey,
  SITE_NAME,
} from './site-routes';

/** The site's description (the home's, and any page's without its own). */
export const SITE_DESCRIPTION =
  'Artes gospel editáveis para igrejas e ministérios: cartazes, stories, certificados, carteirinhas e envelopes de dízimos.';

/** Share images (og:image): the size WhatsApp and Facebook draw large, as JPEG. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
/** The brand's share image, for pages without an art of their own. */
export const DEFAULT_SHARE_IMAGE_PATH = '/media/share/default.jpg';

/** An art's share image; `version` (its last change, ms) makes an edited art's URL new. */
export function artShareImagePath(id: number, version?: number): string {
  return `/media/arts/${id}/share.jpg${version ? `?v=${version}` : ''}`;
}

/** The longest description kept (search engines show about 160 characters). */
const MAX_DESCRIPTION = 200;

function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

// ---- What the API answers for a page's metadata (GET /api/pages/…) ----

const ImagePath = v.pipe(v.string(), v.startsWith('/media/'), v.maxLength(300));
const Name = v.pipe(v.string(), v.maxLength(500));

/** GET /api/pages/arts/:id: a published art's share data (404 for any other id). */
export const ArtPageMetaSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: Name,
  categoryName: v.nullable(Name),
  formatName: v.nullable(Name),
  image: ImagePath,
});
export type ArtPageMeta = v.InferOutput<typeof ArtPageMetaSchema>;

/** GET /api/pages/categories/:slug. */
export const CategoryPageMetaSchema = v.object({
  slug: Name,
  name: Name,
  description: v.nullable(v.pipe(v.string(), v.maxLength(5000))),
  artCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  image: ImagePath,
});
export type CategoryPageMeta = v.InferOutput<typeof CategoryPageMetaSchema>;

/** GET /api/pages/designers/:username. */
export const DesignerPageMetaSchema = v.object({
  username: Name,
  name: Name,
  bio: v.nullable(v.pipe(v.string(), v.maxLength(5000))),
  artCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  image: ImagePath,
});
export type DesignerPageMeta = v.InferOutput<typeof DesignerPageMetaSchema>;

const IsoDate = v.pipe(v.string(), v.isoTimestamp());

/** GET /api/pages/sitemap: every page the sitemap lists, from one call. */
export const SitemapEntriesSchema = v.object({
  arts: v.array(v.object({ id: v.number(), title: v.string(), updatedAt: IsoDate })),
  categories: v.array(v.object({ slug: v.string(), updatedAt: IsoDate })),
  designers: v.array(v.object({ username: v.string(), updatedAt: v.nullable(IsoDate) })),
});
export type SitemapEntries = v.InferOutput<typeof SitemapEntriesSchema>;

/** A reader of an API answer: its parsed value, or undefined when it does not fit. */
function reader<T extends v.GenericSchema>(schema: T) {
  return (value: unknown): v.InferOutput<T> | undefined => {
    const parsed = v.safeParse(schema, value);
    return parsed.success ? parsed.output : undefined;
  };
}
export const readArtPageMeta = reader(ArtPageMetaSchema);
export const readCategoryPageMeta = reader(CategoryPageMetaSchema);
export const readDesignerPageMeta = reader(DesignerPageMetaSchema);
export const readSitemapEntries = reader(SitemapEntriesSchema);

/** At most this many addresses in one sitemap file (sitemaps.org's limit). */
export const MAX_SITEMAP_URLS = 50_000;

// ---- The head of a page ----

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's one address (no query), or null for a page that has none (404). */
  canonicalPath: string | null;
  /** og:type. */
  type: 'website' | 'article' | 'profile';
  /** Share image path on the site (absolute URLs are made from the origin). */
  image: string | null;
  /** Asks search engines not to list the page (404s, the panel). */
  noindex: boolean;
}

/** An art's description: its title, category and format, and what the site offers. */
export function artDescription(art: Pick<ArtPageMeta, 'title' | 'categoryName' | 'formatName'>) {
  const title = oneLine(art.title) || 'Arte gospel';
  const of = [oneLine(art.categoryName), oneLine(art.formatName)].filter(Boolean).join(', ');
  return clip(
    `${title}: arte gospel editável${of ? ` (${of})` : ''}. Personalize e baixe na ${SITE_NAME}.`,
    MAX_DESCRIPTION,
  );
}

export function categoryDescription(category: Pick<CategoryPageMeta, 'name' | 'description'>) {
  const own = oneLine(category.description);
  return clip(
    own || `Artes gospel editáveis de ${oneLine(category.name)} para igrejas e ministérios.`,
    MAX_DESCRIPTION,
  );
}

export function designerDescription(designer: Pick<DesignerPageMeta, 'name' | 'bio'>) {
  const own = oneLine(designer.bio);
  return clip(
    own || `Artes gospel editáveis de ${oneLine(designer.name)} na ${SITE_NAME}.`,
    MAX_DESCRIPTION,
  );
}

function pageName(title: string): string {
  return title.endsWith(` — ${SITE_NAME}`) ? title.slice(0, -` — ${SITE_NAME}`.length) : title;
}

/**
 * The head tags of a page: title, description, canonical, Open Graph and Twitter card, every
 * value escaped and every address absolute (`origin` is 'https://host', no trailing slash).
 */
export function headTags(meta: PageMeta, origin: string): string {
  // The five XML entities are HTML's too (&apos; included): one escaping for both.
  const attr = escapeXml;
  const tags = [
    `<title>${escapeXml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (meta.canonicalPath !== null) {
    const url = `${origin}${meta.canonicalPath}`;
    const ogTitle = meta.canonicalPath === '/' ? HOME_TITLE : pageName(meta.title);
    tags.push(
      `<link rel="canonical" href="${attr(url)}">`,
      `<meta property="og:site_name" content="${SITE_NAME}">`,
      '<meta property="og:locale" content="pt_BR">',
      `<meta property="og:type" content="${meta.type}">`,
      `<meta property="og:title" content="${attr(ogTitle)}">`,
      `<meta property="og:description" content="${attr(meta.description)}">`,
      `<meta property="og:url" content="${attr(url)}">`,
    );
    if (meta.image) {
      tags.push(
        `<meta property="og:image" content="${attr(`${origin}${meta.image}`)}">`,
        `<meta property="og:image:type" content="${SHARE_IMAGE.type}">`,
        `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
        `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
        `<meta property="og:image:alt" content="${attr(ogTitle)}">`,
        '<meta name="twitter:card" content="summary_large_image">',
      );
    }
  }
  return tags.join('');
}

/**
 * The HTML with its head's title, description, canonical and share tags replaced by `head`
 * (any of them the HTML had is removed first). HTML without a </head> is returned as is.
 */
export function withHeadTags(html: string, head: string): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) return html;
  const before = html
    .slice(0, end)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta\s+name="(?:description|robots|twitter:[\w:]+)"[^>]*>/gi, '')
    .replace(/<meta\s+property="og:[\w:]+"[^>]*>/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>/gi, '');
  return `${before}${head}${html.slice(end)}`;
}

// ---- Sitemap and robots.txt ----

/** The public pages without parameters (the home first), as the sitemap lists them. */
export function publicStaticPaths(): string[] {
  return (Object.keys(paths) as RouteKey[])
    .filter((key) => ROUTE_INFO[key].visibility === 'public' && !paths[key].path.includes(':'))
    .map((key) => paths[key].path)
    .sort((a, b) => Number(a !== '/') - Number(b !== '/'));
}

export interface SitemapUrl {
  /** Path on the site. */
  path: string;
  /** ISO date of its last change, when known. */
  lastmod?: string | null;
}

/** Every address of the sitemap: static pages, arts, categories with arts, designers. */
export function sitemapUrls(entries: SitemapEntries): SitemapUrl[] {
  const urls: SitemapUrl[] = publicStaticPaths().map((path) => ({ path }));
  for (const category of entries.categories) {
    urls.push({ path: paths.category.href(category.slug), lastmod: category.updatedAt });
  }
  for (const designer of entries.designers) {
    urls.push({ path: paths.designer.href(designer.username), lastmod: designer.updatedAt });
  }
  for (const art of entries.arts) {
    urls.push({ path: artPath(art), lastmod: art.updatedAt });
  }
  return urls.slice(0, MAX_SITEMAP_URLS);
}

/** The sitemap document (sitemaps.org 0.9): absolute, escaped addresses; dates as days. */
export function sitemapXml(urls: readonly SitemapUrl[], origin: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const url of urls) {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod.slice(0, 10))}</lastmod>` : '';
    lines.push(`<url><loc>${escapeXml(`${origin}${url.path}`)}</loc>${lastmod}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything but the private prefixes, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
