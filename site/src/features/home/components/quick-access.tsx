import { Link } from 'wouter';
import * as sales from '../../../components/sales/sales.css';
import { paths } from '../../../config/paths';
import * as styles from './quick-access.css';

/** catalogue §2: the subscribers' 8 shortcut tiles, in the spec's order. */
export const QUICK_ACCESS_TILES = [
  { name: 'Artes', text: 'Todas as artes editáveis', href: paths.arts.href(), icon: '🎨' },
  { name: 'Categorias', text: 'Cultos, eventos e datas', href: paths.categories.href(), icon: '🗂️' },
  {
    name: 'Comunidade',
    text: 'Troque ideias com outros ministérios',
    href: paths.community.href(),
    icon: '💬',
  },
  {
    name: 'Calendario Gospel',
    text: 'O que postar em cada dia',
    href: paths.gospelCalendar.href(),
    icon: '📅',
  },
  {
    name: 'Removedor de Fundo',
    text: 'Fotos prontas para a arte',
    href: paths.tools.href(),
    icon: '✂️',
  },
  {
    name: 'Social Growth',
    text: 'Cresça nas redes sociais',
    href: paths.socialGrowth.href(),
    icon: '📈',
  },
  {
    name: 'Favoritas',
    text: 'As artes que você curtiu',
    href: paths.panelFavorites.href(),
    icon: '❤️',
  },
  {
    name: 'Alterar Senha',
    text: 'Segurança da sua conta',
    href: paths.panelProfile.href(),
    icon: '🔒',
  },
] as const;

/** 'Acesso Rápido' (catalogue §2, §6): shown to subscribers instead of the sales sections. */
export function QuickAccess() {
  return (
    <section className={sales.block} aria-labelledby="quick-access-title">
      <h2 id="quick-access-title" className={sales.title}>
        Acesso Rápido
      </h2>
      <nav className={styles.tiles} aria-label="Atalhos">
        {QUICK_ACCESS_TILES.map((tile) => (
          <Link key={tile.name} href={tile.href} className={styles.tile}>
            <span className={styles.tileIcon} aria-hidden="true">
              {tile.icon}
            </span>
            <span className={styles.tileName}>{tile.name}</span>
            <span className={styles.tileText}>{tile.text}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
