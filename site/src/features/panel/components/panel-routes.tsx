import { Route, Switch } from 'wouter';
import { NotFoundContent } from '../../../components/not-found/not-found';
import { paths } from '../../../config/paths';
import { PanelArtsPage } from './pages/panel-arts-page';
import { PanelDownloadsPage } from './pages/panel-downloads-page';
import { PanelFavoritesPage } from './pages/panel-favorites-page';
import { PanelFollowingPage } from './pages/panel-following-page';
import { PanelHomePage } from './pages/panel-home-page';
import { PanelProfilePage } from './pages/panel-profile-page';
import { PanelSavedPage } from './pages/panel-saved-page';
import { PanelSubscriptionPage } from './pages/panel-subscription-page';
import { PanelLayout } from './panel-layout';

/**
 * The user panel (platform §2.8), rendered by the router for every /painel/* path inside
 * the route guard. An unknown panel page is the 404 (platform §2.1: anything else shows
 * the 404 page; the BFF answers it with status 404), inside the panel's frame.
 */
export function PanelRoutes() {
  return (
    <PanelLayout>
      <Switch>
        <Route path={paths.panelHome.path} component={PanelHomePage} />
        <Route path={paths.panelProfile.path} component={PanelProfilePage} />
        <Route path={paths.panelFavorites.path} component={PanelFavoritesPage} />
        <Route path={paths.panelSaved.path} component={PanelSavedPage} />
        <Route path={paths.panelFollowing.path} component={PanelFollowingPage} />
        <Route path={paths.panelDownloads.path} component={PanelDownloadsPage} />
        <Route path={paths.panelSubscription.path} component={PanelSubscriptionPage} />
        <Route path={paths.panelArts.path} component={PanelArtsPage} />
        <Route component={NotFoundContent} />
      </Switch>
    </PanelLayout>
  );
}
