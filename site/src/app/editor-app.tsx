import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { EditorBar } from '../features/editor/components/editor-bar';
import { EditorPage } from '../features/editor/components/editor-page';
import { RouteTitle } from '../lib/page-title';
import { queryClient } from '../lib/query-client';
import { AppShell } from './app-shell';

/** The editor under its own bar (the site's header is the site app's). */
export function EditorScreen() {
  return (
    <>
      <EditorBar />
      <EditorPage />
    </>
  );
}

/**
 * The editor's own app (editor-main.tsx, issue 20): a visit that starts on /artes/:id/editar
 * loads the editor and what it draws with, not the whole site, so a phone can use it within
 * 2 s (`npm run bench:editor`). It holds one page: its links load the site's pages
 * (lib/leave-guard.ts, useOnePageLocation). No promo pop-ups or install banner over the
 * editor's sheet; the site's pages show them.
 */
export function EditorApp() {
  return (
    <AppShell client={queryClient}>
      <RouteTitle />
      <Switch>
        <Route path={paths.artEditor.path} component={EditorScreen} />
        {/* Any other address (never served with this entry): 'Arte não encontrada'. */}
        <Route component={EditorScreen} />
      </Switch>
    </AppShell>
  );
}
