import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** A component whose code loads on first use, and that can be loaded ahead (`preload`). */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

/**
 * Like React.lazy in its own Suspense boundary (showing `fallback` while the code loads),
 * except that once the code is loaded (by `preload()` or an earlier use) a new instance
 * renders it directly, with no boundary at all.
 *
 * That is what lets a prerendered page be hydrated cleanly: its code is preloaded on the
 * server and in the browser, so neither renders a boundary. React hydrates a boundary's
 * content later than the rest, and data arriving in between would make it throw the
 * server's HTML away (error #421) and draw the page again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  const Suspending: ComponentType<P> = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  }) as unknown as ComponentType<P>;
  function Lazy(props: P) {
    // Chosen once per instance: switching later would remount what is on screen.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}
