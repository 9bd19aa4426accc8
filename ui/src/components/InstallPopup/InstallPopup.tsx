import { Popup, type PopupStatus } from '../Popup/Popup';

export type InstallPopupStatus = PopupStatus;

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
  return (
    <Popup.Root open={open} onDismiss={onDismiss} platform={platform}>
      {iconUrl ? <Popup.Icon src={iconUrl} /> : null}
      <Popup.Title>{t.title}</Popup.Title>
      {platform === 'ios' ? (
        <>
          <Popup.Description>{t.iosDescription}</Popup.Description>
          <Popup.Steps steps={t.iosSteps} />
          <Popup.Actions>
            <Popup.Action onAction={onDismiss}>{t.iosDone}</Popup.Action>
          </Popup.Actions>
        </>
      ) : (
        <>
          <Popup.Description>{t.description}</Popup.Description>
          <Popup.Actions>
            <Popup.Action
              status={status}
              labels={{
                default: t.install,
                loading: t.loading,
                success: t.success,
                error: t.error,
              }}
              onAction={onInstall}
              retry
            />
            <Popup.Dismiss onClick={onDismiss}>{t.dismiss}</Popup.Dismiss>
          </Popup.Actions>
        </>
      )}
    </Popup.Root>
  );
}
