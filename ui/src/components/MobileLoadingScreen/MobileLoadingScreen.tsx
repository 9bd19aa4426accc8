import { Spinner } from '../Spinner/Spinner';
import * as styles from './MobileLoadingScreen.css';

export interface MobileLoadingScreenProps {
  message?: string;
  hint?: string;
}

/** The phone's loading screen (platform §2.9), with its message about the designer kit. */
export function MobileLoadingScreen({
  message = 'Preparando o seu kit de designer...',
  hint = 'Artes, fontes e modelos prontos para o seu ministério.',
}: MobileLoadingScreenProps) {
  return (
    <div className={styles.screen}>
      <Spinner label={message} />
      <p className={styles.message} aria-hidden="true">
        {message}
      </p>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
