import { pageTitle, routeTitle } from '@arte-gospel/domain';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Every route's title from the domain's route table ('Categorias — Arte Gospel'), set on
 * each route change. Rendered before the routes, so a page's own title (usePageTitle),
 * set in an effect of a later sibling, wins over it.
 */
export function RouteTitle() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = routeTitle(location);
  }, [location]);
  return null;
}

/**
 * A page whose name comes from its data ('Santa Ceia do Senhor — Arte Gospel'). Nothing
 * until the name is known: the route's title shows meanwhile.
 */
export function usePageTitle(name: string | null | undefined): void {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again on each route change (RouteTitle has just replaced it), even when two pages share a name.
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name, location]);
}
