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
  { label: 'Videoaulas', href: paths.videoLessons.href(), videoLessons: true },
  { label: 'Calendário Gospel', href: paths.gospelCalendar.href() },
  { label: 'Ferramentas', href: paths.tools.href() },
  { label: 'Crescimento Social', href: paths.socialGrowth.href() },
] as const;

/**
 * The six resource folders of the 'Recursos' dropdown (platform §2.6 "six external folder
 * links"). The folders' own addresses are not in the spec: each opens the gallery filtered to
 * that kind of material until the team publishes the folders.
 */
export const RESOURCE_FOLDERS = [
  { label: 'Pacote de fontes', href: '/artes?search=fonte' },
  { label: 'Mockups', href: '/artes?search=mockup' },
  { label: 'Texturas', href: '/artes?search=textura' },
  { label: 'Elementos PNG', href: '/artes?search=png' },
  { label: 'Ícones', href: '/artes?search=icone' },
  { label: 'Fundos', href: '/artes?search=fundo' },
] as const;

export const SUPPORT_CHAT_URL = SUPPORT_WHATSAPP_URL;

/** Is `href` the page at `location`? ('/' only matches itself.) */
export function isCurrent(location: string, href: string): boolean {
  const path = href.split('?')[0] ?? href;
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}
