import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import * as styles from '../InstallPopup/InstallPopup.css';

export type PushPopupStatus = 'default' | 'loading' | 'success' | 'error';

export interface PushPopupTexts {
  title: string;
  description: string;
  activate: string;
  loading: string;
  success: string;
  error: string;
  dismiss: string;
}

export const defaultPushPopupTexts: PushPopupTexts = {
  title: 'Ative as notificações',
  description: 'Saiba na hora quando chegarem artes novas e novidades do Arte Gospel.',
  activate: 'Ativar notificações',
  loading: 'Ativando...',
  success: 'Ativado!',
  error: 'Erro',
  dismiss: 'Agora não',
};

export interface PushPopupProps {
  open: boolean;
  /** default, loading 'Ativando...', success 'Ativado!', error 'Erro' (catalogue §4). */
  status?: PushPopupStatus;
  onActivate?: () => void;
  /** 'Agora não', Escape or an outside click. */
  onDismiss?: () => void;
  /** The error message shown under the button in the error state (catalogue §8). */
  errorMessage?: string;
  texts?: Partial<PushPopupTexts>;
}

/** The push-notification popup (catalogue §4). The timers of its states live in the caller. */
export function PushPopup({
  open,
  status = 'default',
  onActivate,
  onDismiss,
  errorMessage,
  texts,
}: PushPopupProps) {
  const t = { ...defaultPushPopupTexts, ...texts };
  const label =
    status === 'loading'
      ? t.loading
      : status === 'success'
        ? t.success
        : status === 'error'
          ? t.error
          : t.activate;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss?.();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <span aria-hidden="true" className={styles.bell}>
              🔔
            </span>
            <Dialog.Title className={styles.title}>{t.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{t.description}</Dialog.Description>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary({ status })}
                onClick={status === 'default' ? onActivate : undefined}
                aria-disabled={status !== 'default'}
                data-status={status}
              >
                {label}
              </button>
              {status === 'error' && errorMessage ? (
                <p role="alert" className={styles.description}>
                  {errorMessage}
                </p>
              ) : null}
              <button type="button" className={styles.secondary} onClick={onDismiss}>
                {t.dismiss}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
