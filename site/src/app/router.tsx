import { matchSiteRoute } from '@arte-gospel/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths, redirects } from '../config/paths';
import { HomePage } from '../features/home/components/home-page';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';
import { RouteTitle } from '../lib/page-title';
import { PublicLayout } from './layouts/public-layout';
import { LoadingScreen } from './loading-shell';
import { NotFoundPage } from './not-found-page';
import { RouteGuard } from './route-guard';

/** A route-split page: its module loads when the route is first visited (or preloaded). */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent<object> {
  return lazyComponent(async () => (await load())[name], <LoadingScreen />);
}

const AuthPage = lazyPage(() => import('../features/auth/components/auth-page'), 'AuthPage');
const SupabaseAuthPage = lazyPage(
  () => import('../features/auth/components/supabase-auth-page'),
  'SupabaseAuthPage',
);
const PasswordForgotPage = lazyPage(
  () => import('../features/auth/components/password-forgot-page'),
  'PasswordForgotPage',
);
const PasswordResetPage = lazyPage(
  () => import('../features/auth/components/password-reset-page'),
  'PasswordResetPage',
);
const EmailVerifyPage = lazyPage(
  () => import('../features/auth/components/email-verify-page'),
  'EmailVerifyPage',
);
const CategoriesPage = lazyPage(
  () => import('../features/categories/components/categories-page'),
  'CategoriesPage',
);
const CategoryGalleryPage = lazyPage(
  () => import('../features/categories/components/category-gallery-page'),
  'CategoryGalleryPage',
);
const ArtsPage = lazyPage(() => import('../features/arts/components/arts-page'), 'ArtsPage');
const ArtPage = lazyPage(() => import('../features/arts/components/art-page'), 'ArtPage');
const EditorPage = lazyPage(
  () => import('../features/editor/components/editor-page'),
  'EditorPage',
);
const DesignersPage = lazyPage(
  () => import('../features/designers/components/designers-page'),
  'DesignersPage',
);
const DesignerPage = lazyPage(
  () => import('../features/designers/components/designer-page'),
  'DesignerPage',
);
const PlansPage = lazyPage(() => import('../features/plans/components/plans-page'), 'PlansPage');
const ThankYouPage = lazyPage(
  () => import('../features/checkout/components/thank-you-page'),
  'ThankYouPage',
);
const InstitutionalPage = lazyPage(
  () => import('../features/institutional/components/institutional-page'),
  'InstitutionalPage',
);
const VideoLessonsPage = lazyPage(
  () => import('../features/video-lessons/components/video-lessons-page'),
  'VideoLessonsPage',
);
const VideoLessonPage = lazyPage(
  () => import('../features/video-lessons/components/video-lesson-page'),
  'VideoLessonPage',
);
const ToolsPage = lazyPage(() => import('../features/tools/components/tools-page'), 'ToolsPage');
const SocialGrowthPage = lazyPage(
  () => import('../features/social-growth/components/social-growth-page'),
  'SocialGrowthPage',
);
const GospelCalendarPage = lazyPage(
  () => import('../features/gospel-calendar/components/gospel-calendar-page'),
  'GospelCalendarPage',
);
const CollectionsPage = lazyPage(
  () => import('../features/collections/components/collections-page'),
  'CollectionsPage',
);
const SalesPage = lazyPage(
  () => import('../features/sales-page/components/sales-page'),
  'SalesPage',
);
const ComingSoonPage = lazyPage(
  () => import('../features/coming-soon/components/coming-soon-page'),
  'ComingSoonPage',
);
const PanelRoutes = lazyPage(
  () => import('../features/panel/components/panel-routes'),
  'PanelRoutes',
);
const AdminRoutes = lazyPage(
  () => import('../features/admin/components/admin-routes'),
  'AdminRoutes',
);

/**
 * The code a prerendered page shows beyond the entry chunk, loaded before it is hydrated
 * (main.tsx): the page of its path, if route-split. Paths prerendered: site/scripts/prerender.ts.
 */
const prerenderedPageCode: Readonly<Record<string, LazyComponent<object>>> = {
  [paths.arts.path]: ArtsPage,
};

export async function preloadPageCode(path: string): Promise<void> {
  await prerenderedPageCode[path]?.preload();
}

/**
 * Before the first render of a page served as index.html (main.tsx), while its loading
 * screen shows: the editor's code and the calls it draws from, so it appears whole in one
 * render. Other pages render at once. (The BFF serves a visit that starts on the editor with
 * the editor's own entry, editor-main.tsx; this is for index.html: the dev server, a kept page.)
 */
export async function preparePage(
  path: string,
  search: string,
  client: QueryClient,
): Promise<void> {
  const match = matchSiteRoute(path);
  if (match?.key !== 'artEditor') return;
  const code = EditorPage.preload().catch(() => undefined);
  const start = await import('../features/editor/api/editor-start').catch(() => null);
  await start?.prepareEditor(client, start.editorIds(match.params, search), code);
}

/** Each route change scrolls to the top (platform §2.1). */
function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each route change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

// Public pages: each route-split page shows LoadingScreen in its own boundary while its
// code loads (lazyPage), so a prerendered page hydrates with no boundary around it.
function Public({ children }: { children: ReactNode }) {
  return <PublicLayout>{children}</PublicLayout>;
}

/** The redirects of platform §2.1; some keep the query string. */
function RedirectWithSearch({ to }: { to: (search: string) => string }) {
  const search = useSearch();
  return <Redirect to={to(search ? `?${search}` : '')} replace />;
}

// Pages whose content the spec does not show and that have no issue yet: layout, title and
// an honest 'Em breve' state (ComingSoonPage reads the path to pick its title).
const comingSoonPaths = [
  paths.community.path,
  paths.communityPost.path,
  paths.communityCreate.path,
  paths.supabaseAuthTest.path,
  paths.avatarTest.path,
  paths.videoPerformanceTest.path,
  paths.subscriptionSettingsTest.path,
];

const institutionalPaths = [
  paths.about.path,
  paths.faq.path,
  paths.terms.path,
  paths.privacy.path,
  paths.collaborators.path,
  paths.affiliation.path,
  paths.support.path,
];

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <RouteTitle />
      <Switch>
        {redirects.map(({ from, to }) => (
          <Route key={from} path={from}>
            <RedirectWithSearch to={to} />
          </Route>
        ))}
        <Route path={paths.profile.path}>
          <Redirect to={paths.panelProfile.path} replace />
        </Route>
        <Route path="/painel/*?">
          <RouteGuard>
            <Suspense fallback={<LoadingScreen />}>
              <PanelRoutes />
            </Suspense>
          </RouteGuard>
        </Route>
        <Route path="/admin/*?">
          <RouteGuard>
            <Suspense fallback={<LoadingScreen />}>
              <AdminRoutes />
            </Suspense>
          </RouteGuard>
        </Route>
        <Route path={paths.pv.path} component={SalesPage} />
        <Route>
          <Public>
            <Switch>
              <Route path={paths.home.path}>
                <HomePage />
              </Route>
              <Route path={paths.auth.path} component={AuthPage} />
              <Route path={paths.authSupabase.path} component={SupabaseAuthPage} />
              <Route path={paths.passwordForgot.path} component={PasswordForgotPage} />
              <Route path={paths.passwordReset.path} component={PasswordResetPage} />
              <Route path={paths.emailVerify.path} component={EmailVerifyPage} />
              <Route path={paths.collections.path} component={CollectionsPage} />
              <Route path={paths.categories.path} component={CategoriesPage} />
              <Route path={paths.category.path} component={CategoryGalleryPage} />
              <Route path={paths.arts.path} component={ArtsPage} />
              <Route path={paths.artEditor.path} component={EditorPage} />
              <Route path={paths.art.path} component={ArtPage} />
              <Route path={paths.designers.path} component={DesignersPage} />
              <Route path={paths.designer.path} component={DesignerPage} />
              <Route path={paths.plans.path} component={PlansPage} />
              <Route path={paths.thankYou.path} component={ThankYouPage} />
              <Route path={paths.videoLessons.path} component={VideoLessonsPage} />
              <Route path={paths.videoLesson.path} component={VideoLessonPage} />
              <Route path={paths.gospelCalendar.path} component={GospelCalendarPage} />
              <Route path={paths.socialGrowth.path} component={SocialGrowthPage} />
              <Route path={paths.tools.path} component={ToolsPage} />
              <Route path={paths.toolCategory.path} component={ToolsPage} />
              {institutionalPaths.map((path) => (
                <Route key={path} path={path} component={InstitutionalPage} />
              ))}
              {comingSoonPaths.map((path) => (
                <Route key={path} path={path} component={ComingSoonPage} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Public>
        </Route>
      </Switch>
    </>
  );
}
