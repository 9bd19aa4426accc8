import { matchSiteRoute } from '@arte-gospel/domain';
import { lightTheme } from '@arte-gospel/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { EditorApp } from './app/editor-app';
import { editorIds, prepareEditor } from './features/editor/api/editor-start';
import { useOnePageLocation } from './lib/leave-guard';
import { queryClient } from './lib/query-client';

// The entry of editor.html, which the BFF serves for a visit that starts on the editor
// (/artes/:id/editar): the editor alone, in three scripts instead of the site's ten (issue 20).
// Reached from another page of the site, the editor is the site app's route (main.tsx).
const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em editor.html');
// The product forces the light theme (platform §1), as main.tsx does.
document.documentElement.classList.add(lightTheme);
const match = matchSiteRoute(window.location.pathname);
const ids = editorIds(match?.params ?? {}, window.location.search);
// Its loading screen shows while the calls it draws from are answered; then it is drawn whole,
// as a transition (the loading screen keeps turning).
void prepareEditor(queryClient, ids).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Router hook={useOnePageLocation}>
          <EditorApp />
        </Router>
      </StrictMode>,
    ),
  ),
);
// The service worker, as the site's pages register it (features/pwa/pwa-hosts.tsx): it keeps
// the editor for offline use (lib/pwa/keep-offline.ts) when a phone's first visit is this page.
// Its code once the page has loaded, off the editor's way.
const registerWorker = () =>
  void import('./features/pwa/register-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
