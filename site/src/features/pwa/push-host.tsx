// The push popup (catalogue §4, §8, §9): logged in, app installed, push supported, not
// subscribed, 12 h since the last dismissal of this session; offered 30 s after the home opens.
import {
  PUSH_ERROR_RESET_MS,
  PUSH_POPUP_DELAY_MS,
  PUSH_SUCCESS_CLOSE_MS,
  shouldOfferPushPopup,
} from '@arte-gospel/domain';
import { PushPopup, type PushPopupStatus } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import {
  currentSubscription,
  PUSH_ERRORS,
  PushError,
  subscribeToPush,
} from '../../lib/pwa/push-client';
import {
  currentPwaSessionId,
  dismissedAtFor,
  isAppInstalled,
  isPushSupported,
  PUSH_DISMISS_KEY,
  storeDismissal,
} from '../../lib/pwa/pwa-rules';
import { userQueryOptions } from '../../lib/session-query';

/** Everything §4 checks, read now. */
export async function pushPopupDue(loggedIn: boolean, now: Date = new Date()): Promise<boolean> {
  const supported = isPushSupported();
  let subscribed = false;
  if (loggedIn && supported) {
    try {
      subscribed = (await currentSubscription()) !== null;
    } catch {
      subscribed = false;
    }
  }
  return shouldOfferPushPopup(
    {
      loggedIn,
      installed: isAppInstalled(),
      pushSupported: supported,
      subscribed,
      dismissedAt: dismissedAtFor(PUSH_DISMISS_KEY, currentPwaSessionId()),
    },
    now,
  );
}

/** Offers push notifications once the home has stayed open PUSH_POPUP_DELAY_MS (30 s). */
export function PushHost() {
  const [location] = useLocation();
  const user = useQuery(userQueryOptions);
  const loggedIn = Boolean(user.data);
  const onHome = location === paths.home.path;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<PushPopupStatus>('default');
  const [errorMessage, setErrorMessage] = useState<string>();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (!loggedIn || !onHome || open) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      if (!cancelled && (await pushPopupDue(true)) && !cancelled) {
        setStatus('default');
        setOpen(true);
      }
    }, PUSH_POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loggedIn, onHome, open]);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  };

  const activate = async () => {
    setStatus('loading');
    try {
      const ok = await subscribeToPush();
      if (!ok) {
        // §4: a false result closes the popup silently.
        setOpen(false);
        setStatus('default');
        return;
      }
      setStatus('success');
      later(PUSH_SUCCESS_CLOSE_MS, () => {
        setOpen(false);
        setStatus('default');
      });
    } catch (error) {
      setErrorMessage(error instanceof PushError ? error.message : PUSH_ERRORS.unknown);
      setStatus('error');
      later(PUSH_ERROR_RESET_MS, () => setStatus('default'));
    }
  };

  const dismiss = () => {
    setOpen(false);
    setStatus('default');
    storeDismissal(PUSH_DISMISS_KEY, currentPwaSessionId());
  };

  return (
    <PushPopup
      open={open}
      status={status}
      errorMessage={errorMessage}
      onActivate={() => void activate()}
      onDismiss={dismiss}
    />
  );
}
