import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import * as styles from './InstallPopup.css';

export type InstallPopupStatus = 'default' | 'loading' | 'success' | 'error';

export interface InstallPopupTexts {
  title: string;
  description: string;
  install: string;
  loading: string;
  success: string;
  error: string;
  dismiss: string;
  iosDescription: string;
  /** The manual steps on iOS Safari; the last one names 'Adicionar à Tela de Início'. */
  iosSteps: readonly string[];
  iosDone: string;
}

export const defaultInstallPopupTexts: InstallPopupTexts = {
  title: 'Instale o app Arte Gospel',
  description: 'Abra as artes direto da tela inicial, mais rápido e em tela cheia.',
  install: 'Instalar',
  loading: 'Instalando...',
  success: 'Instalado!',
  error: 'Erro - Tente novamente',
  dismiss: 'Agora não',
  iosDescription: 'No iPhone e no iPad, instale pelo Safari:',
  iosSteps: [
    'Toque no botão Compartilhar, na barra do Safari.',
    "Role a lista e toque em 'Adicionar à Tela de Início'.",
  ],
  iosDone: 'Entendi',
};

export interface InstallPopupProps {
  open: boolean;
  status?: InstallPopupStatus;
  /** 'ios': Safari on iOS outside standalone mode, which has no install prompt. */
  platform?: 'default' | 'ios';
  onInstall?: () => void;
  /** 'Agora não', the iOS 'Entendi', Escape or an outside click. */
  onDismiss?: () => void;
  iconUrl?: string;
  texts?: Partial<InstallPopupTexts>;
}

/** The install popup (catalogue §2 "Popups of this side", §4 install popup states). */
export function InstallPopup({
  open,
  status = 'default',
  platform = 'default',
  onInstall,
  onDismiss,
  iconUrl,
  texts,
}: InstallPopupProps) {
  const t = { ...defaultInstallPopupTexts, ...texts };
  const label =
    status === 'loading'
      ? t.loading
      : status === 'success'
        ? t.success
        : status === 'error'
          ? t.error
          : t.install;
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
          <Dialog.Content className={styles.content} data-platform={platform}>
            {iconUrl ? <img src={iconUrl} alt="" className={styles.icon} /> : null}
            <Dialog.Title className={styles.title}>{t.title}</Dialog.Title>
            {platform === 'ios' ? (
              <>
                <Dialog.Description className={styles.description}>
                  {t.iosDescription}
                </Dialog.Description>
                <ol className={styles.steps}>
                  {t.iosSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.primary({ status: 'default' })}
                    onClick={onDismiss}
                  >
                    {t.iosDone}
                  </button>
                </div>
              </>
            ) : (
              <>
                <Dialog.Description className={styles.description}>
                  {t.description}
                </Dialog.Description>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.primary({ status })}
                    onClick={status === 'default' || status === 'error' ? onInstall : undefined}
                    aria-disabled={status === 'loading' || status === 'success'}
                    data-status={status}
                  >
                    {label}
                  </button>
                  <button type="button" className={styles.secondary} onClick={onDismiss}>
                    {t.dismiss}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
