// Push and install popups: when they may show (catalogue §2, §4, §6).
import { PUSH_COOLDOWN_MS } from '../time';

// catalogue §4: what decides whether the push popup may be offered.
export interface PushPopupState {
  loggedIn: boolean;
  installed: boolean;
  pushSupported: boolean;
  subscribed: boolean;
  /** Epoch ms of the last dismissal, if any (already reset on a new session). */
  dismissedAt?: number | null;
}

// catalogue §4, §6: logged in, app installed, push supported, not subscribed, and the
// 12-hour cooldown since the last dismissal has passed (inclusive).
export function shouldOfferPushPopup(state: PushPopupState, now: Date = new Date()): boolean {
  if (!state.loggedIn || !state.installed || !state.pushSupported || state.subscribed) {
    return false;
  }
  const { dismissedAt } = state;
  return (
    dismissedAt === null ||
    dismissedAt === undefined ||
    now.getTime() - dismissedAt >= PUSH_COOLDOWN_MS
  );
}

/** How the app install is offered: the phone banner, the popup, or not at all. */
export type InstallOffer = 'banner' | 'popup' | 'none';

export interface InstallOfferState {
  /** The app already runs installed (standalone display mode). */
  standalone: boolean;
  /** 'Agora não' was chosen in this session. */
  dismissed: boolean;
  /** A phone-sized screen (the banner's place), other than iOS Safari. */
  phone: boolean;
  loggedIn: boolean;
}

// platform §4.3: nothing in standalone mode or once dismissed; on phones the banner (a part
// of the shell, for everyone). catalogue §2, §4: the install popup (and the iOS steps it
// carries) is for logged-in users only, never for visitors (issue 18).
export function installOffer(state: InstallOfferState): InstallOffer {
  if (state.standalone || state.dismissed) return 'none';
  if (state.phone) return 'banner';
  return state.loggedIn ? 'popup' : 'none';
}

// catalogue §4: a stored dismissal counts only in the session that stored it; a session
// id mismatch resets it.
export interface StoredDismissal {
  sessionId: string;
  dismissedAt: number;
}

// catalogue §4: the dismissal still in force for this session, or null.
export function activeDismissal(
  stored: StoredDismissal | null | undefined,
  sessionId: string,
): number | null {
  return stored && stored.sessionId === sessionId ? stored.dismissedAt : null;
}

// catalogue §4: push popup button texts per state.
export const PUSH_POPUP_TEXTS = {
  loading: 'Ativando...',
  success: 'Ativado!',
  error: 'Erro',
} as const;

// catalogue §2, §4: install popup texts per state, and the installed toast.
export const INSTALL_POPUP_TEXTS = {
  loading: 'Instalando...',
  success: 'Instalado!',
  error: 'Erro - Tente novamente',
  installedToast: 'App instalado com sucesso!',
  iosAddToHome: 'Adicionar à Tela de Início',
} as const;

// platform §4.3: the mobile install banner's buttons.
export const INSTALL_BANNER_TEXTS = { install: 'Instalar', dismiss: 'Agora não' } as const;
