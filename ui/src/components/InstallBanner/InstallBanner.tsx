import * as styles from './InstallBanner.css';

export interface InstallBannerProps {
  onInstall?: () => void;
  onDismiss?: () => void;
  iconUrl?: string;
  title?: string;
  description?: string;
  installLabel?: string;
  dismissLabel?: string;
}

/**
 * The mobile install banner (platform §4.3): 'Instalar' and 'Agora não'. Rendered by the
 * caller when it is due (3 s after the install prompt); hidden above the 768 px breakpoint.
 */
export function InstallBanner({
  onInstall,
  onDismiss,
  iconUrl,
  title = 'Instale o app Arte Gospel',
  description = 'Acesse as artes mais rápido, direto da tela inicial.',
  installLabel = 'Instalar',
  dismissLabel = 'Agora não',
}: InstallBannerProps) {
  return (
    <section className={styles.banner} aria-label={title}>
      {iconUrl ? <img src={iconUrl} alt="" className={styles.icon} /> : <span />}
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          {dismissLabel}
        </button>
        <button type="button" className={styles.install} onClick={onInstall}>
          {installLabel}
        </button>
      </div>
    </section>
  );
}
