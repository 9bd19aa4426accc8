import { paths } from '../../../config/paths';
import type { PanelIconName } from './panel-icons';

/** The sidebar entries (platform §2.8), in order. */
export const PANEL_NAV: readonly { href: string; label: string; icon: PanelIconName }[] = [
  { href: paths.panelHome.href(), label: 'Painel', icon: 'home' },
  { href: paths.panelProfile.href(), label: 'Meu Perfil', icon: 'user' },
  { href: paths.panelFavorites.href(), label: 'Favoritas', icon: 'heart' },
  { href: paths.panelSaved.href(), label: 'Salvos', icon: 'bookmark' },
  { href: paths.panelFollowing.href(), label: 'Seguindo', icon: 'users' },
  { href: paths.panelDownloads.href(), label: 'Downloads', icon: 'download' },
  { href: paths.panelSubscription.href(), label: 'Assinatura', icon: 'star' },
  { href: paths.panelArts.href(), label: 'Artes', icon: 'palette' },
];

export function panelTitle(location: string): string {
  return PANEL_NAV.find((entry) => entry.href === location)?.label ?? 'Painel';
}
