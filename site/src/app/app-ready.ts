import { useEffect } from 'react';
import { captureLandingAttribution } from '../lib/attribution';

/**
 * Once the app has taken the page over (hydrated or drawn) and its first effects have run
 * (the app's own run last): the landing's attribution is kept, and <html> says the app is
 * ready (browser tests wait for it before acting on a server-drawn page).
 */
export function useAppReady(): void {
  useEffect(() => {
    captureLandingAttribution();
    document.documentElement.dataset.appReady = '';
  }, []);
}
