import * as styles from './InstallButton.css';

export interface InstallButtonProps {
  onClick?: () => void;
  label?: string;
}

/** The desktop install-app button (platform §2.9); hidden at 1024 px wide and below. */
export function InstallButton({ onClick, label = 'Instalar app' }: InstallButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      <span aria-hidden="true">⬇</span>
      {label}
    </button>
  );
}
