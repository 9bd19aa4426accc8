import type { ArtDetail } from '@arte-gospel/domain';
import { Route, Switch } from 'wouter';
import { AuthPage } from '../../../site/src/features/auth/components/auth-page';
import { EditorPage } from '../../../site/src/features/editor/components/editor-page';
import { catalogueArtDetail } from '../../msw/fixtures/catalogue';

// What the editor's stories share (issue 20): the route they render and the art they open.

/** The editor at /artes/:id/editar, and the sign-in page it sends a visitor to. */
export function EditorRoute() {
  return (
    <Switch>
      <Route path="/artes/:id/editar">
        <EditorPage />
      </Route>
      <Route path="/auth">
        <AuthPage />
      </Route>
    </Switch>
  );
}

/** The editor's stories open art 4 full screen. */
export const EDITOR_STORY_PARAMETERS = { layout: 'fullscreen', route: '/artes/4/editar' };

/** Art 4 as an ID card (carteirinha-membro: a print size, 85.6 × 54 mm, with a photo slot). */
export const idCardArt: ArtDetail = catalogueArtDetail(4, {
  design: {
    templateId: 'carteirinha-membro',
    paletteId: 'noite-dourada',
    sizeId: 'carteirinha',
    texts: { title: 'Carteira de membro', memberName: 'Maria da Silva' },
  },
});
