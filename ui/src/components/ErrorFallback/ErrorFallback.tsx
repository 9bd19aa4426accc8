import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ErrorFallback.css';

export interface MobileErrorFallbackProps {
  onReload: () => void;
  /** Offers the app install; the button is hidden without it. */
  onInstall?: () => void;
  /** Reloads by itself after this long (platform §9: 3 s). */
  reloadAfterMs?: number;
  title?: string;
  message?: string;
  reloadText?: string;
  installText?: string;
  countdownText?: (seconds: number) => string;
}

/**
 * The phone's error screen (platform §4.3): the problem is temporary; 'Recarregar Agora',
 * 'Instalar App', and a reload by itself after 3 seconds.
 */
export function MobileErrorFallback({
  onReload,
  onInstall,
  reloadAfterMs = 3000,
  title = 'Ops! Algo deu errado',
  message = 'É um problema temporário. Vamos recarregar a página para você.',
  reloadText = 'Recarregar Agora',
  installText = 'Instalar App',
  countdownText = (s) => `Recarregando em ${s} s...`,
}: MobileErrorFallbackProps) {
  const [left, setLeft] = useState(Math.ceil(reloadAfterMs / 1000));
  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((reloadAfterMs - (Date.now() - started)) / 1000)));
    }, 250);
    const timer = setTimeout(onReload, reloadAfterMs);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [onReload, reloadAfterMs]);
  return (
    <div className={styles.screen} role="alert">
      <div className={styles.box}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <p className={styles.text} aria-live="polite">
          {countdownText(left)}
        </p>
        <div className={styles.actions}>
          <Button size="lg" onClick={onReload}>
            {reloadText}
          </Button>
          {onInstall ? (
            <Button size="lg" tone="secondary" onClick={onInstall}>
              {installText}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export interface AppErrorFallbackProps {
  onReload: () => void;
  title?: string;
  message?: string;
  reloadText?: string;
}

/** After a render failure that a retry did not fix: suggests the app, with a reload button. */
export function AppErrorFallback({
  onReload,
  title = 'Não foi possível carregar esta página',
  message = 'Recarregue a página. Para uma experiência mais estável, instale o app Arte Gospel no seu celular ou computador.',
  reloadText = 'Recarregar página',
}: AppErrorFallbackProps) {
  return (
    <div className={styles.screen} role="alert">
      <div className={styles.box}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <Button size="lg" onClick={onReload}>
          {reloadText}
        </Button>
      </div>
    </div>
  );
}
