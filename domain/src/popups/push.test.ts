import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from '../time';
import {
  activeDismissal,
  INSTALL_BANNER_TEXTS,
  INSTALL_POPUP_TEXTS,
  installOffer,
  PUSH_POPUP_TEXTS,
  shouldOfferPushPopup,
} from './push';

const now = new Date('2026-03-05T12:00:00Z');
const ready = { loggedIn: true, installed: true, pushSupported: true, subscribed: false };

describe('shouldOfferPushPopup (catalogue §4, §6)', () => {
  it('offers when every condition holds and nothing was dismissed', () => {
    expect(shouldOfferPushPopup(ready, now)).toBe(true);
  });

  it('needs login, installation, support and no subscription', () => {
    expect(shouldOfferPushPopup({ ...ready, loggedIn: false }, now)).toBe(false);
    expect(shouldOfferPushPopup({ ...ready, installed: false }, now)).toBe(false);
    expect(shouldOfferPushPopup({ ...ready, pushSupported: false }, now)).toBe(false);
    expect(shouldOfferPushPopup({ ...ready, subscribed: true }, now)).toBe(false);
  });

  it('waits 12 hours after a dismissal', () => {
    const at = (hoursAgo: number) => now.getTime() - hoursAgo * MS_PER_HOUR;
    expect(shouldOfferPushPopup({ ...ready, dismissedAt: at(11.99) }, now)).toBe(false);
    expect(shouldOfferPushPopup({ ...ready, dismissedAt: at(12) }, now)).toBe(true);
  });
});

describe('activeDismissal (catalogue §4)', () => {
  it('resets on a session id mismatch', () => {
    expect(activeDismissal({ sessionId: 'a', dismissedAt: 5 }, 'a')).toBe(5);
    expect(activeDismissal({ sessionId: 'a', dismissedAt: 5 }, 'b')).toBeNull();
    expect(activeDismissal(null, 'a')).toBeNull();
  });
});

describe('install and push texts (catalogue §2, §4; platform §4.3)', () => {
  it('pins the pt-BR texts', () => {
    expect(PUSH_POPUP_TEXTS).toEqual({
      loading: 'Ativando...',
      success: 'Ativado!',
      error: 'Erro',
    });
    expect(INSTALL_POPUP_TEXTS).toEqual({
      loading: 'Instalando...',
      success: 'Instalado!',
      error: 'Erro - Tente novamente',
      installedToast: 'App instalado com sucesso!',
      iosAddToHome: 'Adicionar à Tela de Início',
    });
    expect(INSTALL_BANNER_TEXTS).toEqual({ install: 'Instalar', dismiss: 'Agora não' });
  });
});

describe('installOffer (platform §4.3; catalogue §2, §4; issue 18)', () => {
  const base = { standalone: false, dismissed: false, phone: false, loggedIn: true };

  it('offers the popup to a logged-in user on a larger screen', () => {
    expect(installOffer(base)).toBe('popup');
  });

  it('never offers the popup to a visitor', () => {
    expect(installOffer({ ...base, loggedIn: false })).toBe('none');
  });

  it('keeps the phone banner of the shell for everyone', () => {
    expect(installOffer({ ...base, phone: true, loggedIn: false })).toBe('banner');
    expect(installOffer({ ...base, phone: true })).toBe('banner');
  });

  it('offers nothing when installed or dismissed in this session', () => {
    expect(installOffer({ ...base, standalone: true })).toBe('none');
    expect(installOffer({ ...base, dismissed: true })).toBe('none');
    expect(installOffer({ ...base, phone: true, dismissed: true })).toBe('none');
  });
});
