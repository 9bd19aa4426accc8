import { SUPPORT_WHATSAPP_URL } from '../../config/contacts';
import { paths } from '../../config/paths';

/** platform §2.6: the header's links. 'Categorias' is hidden on the video lesson pages. */
export const MAIN_LINKS = [
  { label: 'Início', href: paths.home.href() },
  { label: 'Categorias', href: paths.categories.href(), hiddenOnVideoLessons: true },
  { label: 'Comunidade', href: paths.community.href() },
] as const;

/** The 'Recursos' dropdown's own pages (platform §2.6). */
export const RESOURCE_LINKS = [
  { label: 'Videoaulas', href: paths.videoLessons.href() },
  { label: 'Calendário Gospel', href: paths.gospelCalendar.href() },
  { label: 'Ferramentas', href: paths.tools.href() },
  { label: 'Crescimento Social', href: paths.socialGrowth.href() },
] as const;

/**
 * The six resource folders of the 'Recursos' dropdown (platform §2.6 "six external folder
 * links"). The spec gives no addresses for the folders, so each leads to the catalogue's own
 * material of that kind: a category page, or for the covers of three networks a search that
 * finds them by their categories' names. An api test (api/src/routes/search.test.ts) seeds
 * the demo catalogue and checks every one has arts.
 */
export const RESOURCE_FOLDERS = [
  { label: 'Fundos para telão', href: paths.category.href('telao') },
  { label: 'Thumbnails para YouTube', href: paths.category.href('thumbnail-youtube') },
  { label: 'Capas para redes', href: paths.arts.href('capas') },
  { label: 'Certificados', href: paths.category.href('certificados') },
  { label: 'Carteirinhas', href: paths.category.href('carteirinhas') },
  { label: 'Envelopes de dízimo', href: paths.category.href('envelopes-dizimos') },
] as const;

export const SUPPORT_CHAT_URL = SUPPORT_WHATSAPP_URL;

/** Is `href` the page at `location`? ('/' only matches itself.) */
export function isCurrent(location: string, href: string): boolean {
  const path = href.split('?')[0] ?? href;
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}
