// Every page a link can land on (issue 18): its status (404 for a path that is no page, an art,
// category or designer that does not exist), and its head written into whatever HTML is
// served (index.html, a prerendered or a server-rendered page): title, description,
// canonical and the share tags WhatsApp and Facebook read without running scripts. Also the
// sitemap and robots.txt.

import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  ART_NOT_FOUND_TITLE,
  artDescription,
  artPath,
  CATEGORY_NOT_FOUND_TITLE,
  categoryDescription,
  DEFAULT_SHARE_IMAGE_PATH,
  DESIGNER_NOT_FOUND_TITLE,
  designerDescription,
  headTags,
  isSitePath,
  matchSiteRoute,
  NOT_FOUND_TITLE,
  type PageMeta,
  pageTitle,
  parseArtIdentifier,
  paths,
  ROUTE_INFO,
  readArtPageMeta,
  readCategoryPageMeta,
  readDesignerPageMeta,
  readSitemapEntries,
  robotsTxt,
  SITE_DESCRIPTION,
  sitemapUrls,
  sitemapXml,
  withHeadTags,
} from '@arte-gospel/domain';
import { trustedClient } from '../forwarded';
import type { Logger } from '../log';
import type { SiteFile } from '../static/site-files';
import { createPageData, type PageData } from './page-data';

export interface PagesOptions {
  upstreamUrl: string;
  /** The site's public origin (PUBLIC_ORIGIN); unset: each request's own (see `origin`). */
  publicOrigin?: string | undefined;
  trustedProxyHops?: number;
  /** How long a page waits for the API's data before its generic tags (default 800 ms). */
  dataTimeoutMs?: number;
  /** How long the sitemap waits for its entries (default 5 s). */
  sitemapTimeoutMs?: number;
  log?: Logger;
  now?: () => number;
}

/** What a request path is: its status and the head it gets. */
export interface ResolvedPage {
  status: 200 | 404;
  meta: PageMeta;
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

const notFound = (name: string): ResolvedPage => ({
  status: 404,
  meta: {
    title: pageTitle(name),
    description: SITE_DESCRIPTION,
    canonicalPath: null,
    type: 'website',
    image: null,
    noindex: true,
  },
});

/** Copies of one HTML with a head written in, kept at once (one per head). */
const MAX_INJECTED = 500;

/** `body` as a file of the site, with its brotli and gzip copies. */
async function compressed(
  body: Buffer,
  like: Pick<SiteFile, 'contentType' | 'cacheControl'>,
): Promise<SiteFile> {
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    promisify(gzip)(body, { level: 6 }),
  ]);
  return {
    contentType: like.contentType,
    cacheControl: like.cacheControl,
    body,
    encoded: { br, gzip: gz },
  };
}

export function createPages(options: PagesOptions) {
  const data: PageData = createPageData({
    upstreamUrl: options.upstreamUrl,
    timeoutMs: options.dataTimeoutMs ?? 800,
    ...(options.now ? { now: options.now } : {}),
  });
  const sitemapData: PageData = createPageData({
    upstreamUrl: options.upstreamUrl,
    timeoutMs: options.sitemapTimeoutMs ?? 5_000,
    maxEntries: 1,
    ...(options.now ? { now: options.now } : {}),
  });
  const hops = options.trustedProxyHops ?? 0;
  const injected = new WeakMap<SiteFile, Map<string, Promise<SiteFile>>>();

  /**
   * The site's origin for absolute addresses: PUBLIC_ORIGIN when set (never the request's
   * Host then); else the request's Host (when it is a host name) and its scheme as the
   * trusted proxies tell it (forwarded.ts).
   */
  function origin(req: IncomingMessage | undefined): string {
    if (options.publicOrigin) return options.publicOrigin.replace(/\/+$/, '');
    const host = req?.headers.host ?? '';
    const secure = req ? trustedClient(req, hops).secure : false;
    return `${secure ? 'https' : 'http'}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
  }

  /** The generic head of a known route (its title from the route table). */
  function generic(pathname: string, canonicalPath: string): ResolvedPage {
    const match = matchSiteRoute(pathname);
    const info = match ? ROUTE_INFO[match.key] : undefined;
    const isPublic = info?.visibility === 'public';
    return {
      status: 200,
      meta: {
        title: pageTitle(info?.title),
        description: SITE_DESCRIPTION,
        canonicalPath,
        type: 'website',
        image: isPublic ? DEFAULT_SHARE_IMAGE_PATH : null,
        noindex: !isPublic,
      },
    };
  }

  /** The status and head of a request path (no query string). */
  async function resolve(pathname: string): Promise<ResolvedPage> {
    const match = matchSiteRoute(pathname);
    if (!match) {
      // A redirect of the route table (/login) is drawn by the SPA, which redirects it.
      return isSitePath(pathname) ? generic('/', '/') : notFound(NOT_FOUND_TITLE);
    }
    const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const { key, params } = match;
    if (key === 'art') {
      const parsed = parseArtIdentifier(params.identifier ?? '');
      if (!parsed || parsed.id < 1 || parsed.id > 999_999_999) return notFound(ART_NOT_FOUND_TITLE);
      const answer = await data.get(`/api/pages/arts/${parsed.id}`, readArtPageMeta);
      if (answer.kind === 'missing') return notFound(ART_NOT_FOUND_TITLE);
      if (answer.kind === 'unknown') return generic(pathname, bare);
      const art = answer.data;
      return {
        status: 200,
        meta: {
          title: pageTitle(art.title),
          description: artDescription(art),
          canonicalPath: artPath(art),
          type: 'article',
          image: art.image,
          noindex: false,
        },
      };
    }
    if (key === 'category') {
      const slug = params.slug ?? '';
      if (slug.length > 100) return notFound(CATEGORY_NOT_FOUND_TITLE);
      const answer = await data.get(
        `/api/pages/categories/${encodeURIComponent(slug)}`,
        readCategoryPageMeta,
      );
      if (answer.kind === 'missing') return notFound(CATEGORY_NOT_FOUND_TITLE);
      if (answer.kind === 'unknown') return generic(pathname, bare);
      const category = answer.data;
      return {
        status: 200,
        meta: {
          title: pageTitle(category.name),
          description: categoryDescription(category),
          canonicalPath: paths.category.href(category.slug),
          type: 'website',
          image: category.image,
          noindex: false,
        },
      };
    }
    if (key === 'designer') {
      const username = params.username ?? '';
      if (!/^[\w.-]{1,60}$/.test(username)) return notFound(DESIGNER_NOT_FOUND_TITLE);
      const answer = await data.get(
        `/api/pages/designers/${encodeURIComponent(username)}`,
        readDesignerPageMeta,
      );
      if (answer.kind === 'missing') return notFound(DESIGNER_NOT_FOUND_TITLE);
      if (answer.kind === 'unknown') return generic(pathname, bare);
      const designer = answer.data;
      return {
        status: 200,
        meta: {
          title: pageTitle(designer.name),
          description: designerDescription(designer),
          canonicalPath: paths.designer.href(designer.username),
          type: 'profile',
          image: designer.image,
          noindex: false,
        },
      };
    }
    return generic(pathname, bare);
  }

  /** `file` (an HTML page) with `head` written in, compressed like the build's copies. */
  function inject(file: SiteFile, head: string): Promise<SiteFile> {
    let byHead = injected.get(file);
    if (!byHead) {
      byHead = new Map();
      injected.set(file, byHead);
    }
    const hit = byHead.get(head);
    if (hit) return hit;
    // Too many kept for this HTML: start again (heads of many arts, each cheap to redo).
    if (byHead.size >= MAX_INJECTED) byHead.clear();
    const made = compressed(Buffer.from(withHeadTags(file.body.toString('utf8'), head)), file);
    byHead.set(head, made);
    made.catch(() => byHead.delete(head));
    return made;
  }

  /** The page as served: its status and the HTML with its head. */
  async function page(
    pathname: string,
    html: SiteFile,
    req: IncomingMessage | undefined,
    /** More of the head (the preloads of a page's first API calls). */
    extraHead = '',
  ): Promise<{ status: 200 | 404; file: SiteFile }> {
    const resolved = await resolve(pathname);
    const file = await inject(html, headTags(resolved.meta, origin(req)) + extraHead);
    return { status: resolved.status, file };
  }

  /** Sitemaps made from one answer of the API, by origin (5,000 arts: ~20 ms to write). */
  const sitemaps = new WeakMap<object, Map<string, Promise<SiteFile>>>();

  /** The sitemap (XML, compressed copies), or undefined when the API cannot give it now. */
  async function sitemap(req: IncomingMessage | undefined): Promise<SiteFile | undefined> {
    const answer = await sitemapData.get('/api/pages/sitemap', readSitemapEntries);
    if (answer.kind !== 'found') {
      options.log?.warn({ msg: 'sitemap entries not available', answer: answer.kind });
      return undefined;
    }
    const at = origin(req);
    let byOrigin = sitemaps.get(answer.data);
    if (!byOrigin) {
      byOrigin = new Map();
      sitemaps.set(answer.data, byOrigin);
    }
    let made = byOrigin.get(at);
    if (!made) {
      // Few origins for one answer (PUBLIC_ORIGIN: one); never more than a handful kept.
      if (byOrigin.size >= 8) byOrigin.clear();
      made = compressed(Buffer.from(sitemapXml(sitemapUrls(answer.data), at)), {
        contentType: 'application/xml; charset=utf-8',
        cacheControl: 'public, max-age=300',
      });
      byOrigin.set(at, made);
    }
    return made;
  }

  return {
    resolve,
    page,
    sitemap,
    robots: (req: IncomingMessage | undefined) => robotsTxt(origin(req)),
    origin,
    /** Forgets the API's answers (staff changed arts, categories…): heads are asked again. */
    forget(): void {
      data.forget();
      sitemapData.forget();
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
