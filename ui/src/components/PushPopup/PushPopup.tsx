import { Popup, type PopupStatus } from '../Popup/Popup';

export type PushPopupStatus = PopupStatus;

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
  return (
    <Popup.Root open={open} onDismiss={onDismiss}>
      <Popup.Emblem>🔔</Popup.Emblem>
      <Popup.Title>{t.title}</Popup.Title>
      <Popup.Description>{t.description}</Popup.Description>
      <Popup.Actions>
        <Popup.Action
          status={status}
          labels={{ default: t.activate, loading: t.loading, success: t.success, error: t.error }}
          onAction={onActivate}
        />
        {status === 'error' && errorMessage ? <Popup.Message>{errorMessage}</Popup.Message> : null}
        <Popup.Dismiss onClick={onDismiss}>{t.dismiss}</Popup.Dismiss>
      </Popup.Actions>
    </Popup.Root>
  );
}
