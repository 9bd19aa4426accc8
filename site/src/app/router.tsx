import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from './not-found-page';

/** Each route change scrolls to the top (platform §2.1). */
function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each route change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        <Route path={paths.home.path} component={HomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
