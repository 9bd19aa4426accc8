// The promotional popup host (platform §4.2): polls the active popup for the current page
// and audience, shows it after its delay, tracks view / click / dismissal.
import { popupDelayMs, popupOpensInSameTab } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PromoPopupView } from '../../components/promo-popup/promo-popup-view';
import { userQueryOptions } from '../../lib/session-query';
import {
  expirationPopupDue,
  markExpirationPopupShown,
  readPopupSessionId,
  rememberClosedPopup,
} from './popup-storage';
import {
  activePopupQuery,
  recordPopupDismiss,
  trackPopupClick,
  trackPopupView,
} from './popups-api';

/** Same-site links navigate inside the SPA; anything else is a full navigation. */
function sameSitePath(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

export function PopupHost() {
  const [location, navigate] = useLocation();
  const user = useQuery(userQueryOptions);
  const userKey = user.isPending ? 'pending' : user.data ? `user:${user.data.id}` : 'anonymous';
  const active = useQuery({ ...activePopupQuery(location, userKey), enabled: !user.isPending });
  // Popups closed in this page life: never shown again until the next poll says otherwise
  // for a new session.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const viewed = useRef(new Set<number>());

  const answer = active.data;
  const popup = answer?.hasActivePopup && answer.popup ? answer.popup : null;
  const isExpiration = Boolean(answer?.isExpirationPopup);
  const sessionId = answer?.sessionId ?? readPopupSessionId() ?? '';
  const visible =
    popup !== null && !closed.has(popup.id) && (!isExpiration || expirationPopupDue());

  // §4.2: a view is tracked once on mount.
  useEffect(() => {
    if (!visible || !popup || viewed.current.has(popup.id)) return;
    viewed.current.add(popup.id);
    void trackPopupView(popup.id, sessionId);
  }, [visible, popup, sessionId]);

  if (!visible || !popup) return null;

  const close = () => {
    setClosed((previous) => new Set(previous).add(popup.id));
    rememberClosedPopup(popup.id);
    void recordPopupDismiss(popup.id, sessionId);
  };

  const act = () => {
    void trackPopupClick(popup.id, sessionId);
    setClosed((previous) => new Set(previous).add(popup.id));
    rememberClosedPopup(popup.id);
    const url = popup.buttonUrl;
    if (!url) return;
    if (popupOpensInSameTab(popup)) {
      const path = sameSitePath(url);
      if (path) navigate(path);
      else window.location.assign(url);
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  };

  // platform §4.2: shown after its delay.
  return (
    <PromoPopupView
      key={popup.id}
      popup={popup}
      delayMs={popupDelayMs(popup)}
      label="Promoção"
      onShow={isExpiration ? () => markExpirationPopupShown() : undefined}
      onClose={close}
      onAction={act}
    />
  );
}
