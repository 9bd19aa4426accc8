import { AccountBadge, buttonClassName } from '@arte-gospel/ui';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { usePanelAccount } from '../state/use-panel-account';
import * as styles from './panel.css';
import { PanelIcon } from './panel-icons';
import { PANEL_NAV } from './panel-nav';

/**
 * The panel sidebar (platform §2.8): status badge, expiry with days left, the downloads and
 * favourites counters, the entries, 'Assinar Premium' (who may upgrade) and 'Voltar ao Início'.
 */
export function PanelSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const account = usePanelAccount();
  return (
    <div className={styles.sidebar}>
      <p className={styles.brand}>Arte Gospel</p>
      <section className={styles.statusCard} aria-label="Sua conta" data-testid="panel-status">
        {account.display.kind === 'free' ? (
          <AccountBadge kind="free" />
        ) : (
          <AccountBadge kind="plan" label={account.display.label} />
        )}
        {account.expiry ? <p className={styles.muted}>{account.expiry.text}</p> : null}
        <dl className={styles.counters} aria-busy={account.countersLoading}>
          <div className={styles.counter} data-testid="panel-downloads-counter">
            <dt>Downloads</dt>
            <dd>{account.downloadsLabel}</dd>
          </div>
          <div className={styles.counter} data-testid="panel-favorites-counter">
            <dt>Favoritas</dt>
            <dd>{account.favoritesLabel}</dd>
          </div>
        </dl>
      </section>
      <nav className={styles.nav} aria-label="Painel do usuário">
        <ul>
          {PANEL_NAV.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={styles.navLink}
                aria-current={location === entry.href ? 'page' : undefined}
                onClick={onNavigate}
              >
                <PanelIcon name={entry.icon} />
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sidebarActions}>
        {account.showUpgrade ? (
          <Link href={paths.plans.href()} className={buttonClassName()} onClick={onNavigate}>
            Assinar Premium
          </Link>
        ) : null}
        <Link
          href={paths.home.href()}
          className={buttonClassName({ tone: 'secondary' })}
          onClick={onNavigate}
        >
          Voltar ao Início
        </Link>
      </div>
    </div>
  );
}
