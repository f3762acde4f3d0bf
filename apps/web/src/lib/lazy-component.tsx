import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

/** Every lazy component made so far, so tests (and a page that wants to) can load them up front. */
const registry: Array<() => Promise<unknown>> = [];

/**
 * A component whose code is fetched on first use, as a chunk of its own: the kiosk never downloads
 * the manager's calendar, the master's console or the owner's dashboard (docs/performance.md: the kiosk page
 * loads at most 150 kB of JavaScript).
 *
 * Once its code is loaded it renders directly, with no Suspense step, so a screen visited before
 * (or preloaded, as the unit tests do) appears at once. Which of the two a mounted instance uses
 * is fixed at mount: switching from the lazy wrapper to the loaded component later would be a
 * different element type, and React would remount the screen and lose its state.
 */
export function lazyComponent<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  return lazyOf(load, fallback, true);
}

/**
 * A location screen: like lazyComponent, but with no Suspense boundary of its own. The app's one
 * boundary above the routes is already showing, and the router changes screens in a transition, so
 * React keeps the screen on view until the next one's code has arrived instead of flashing a
 * fallback (whose reveal React holds back up to 300 ms). The first screen's code is loaded before
 * the app first renders (app/router.tsx, preloadScreen).
 */
export function lazyScreen<P extends object>(load: Loader<P>) {
  return lazyOf(load, null, false);
}

function lazyOf<P extends object>(load: Loader<P>, fallback: ReactNode, boundary: boolean) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  registry.push(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function LazyComponent(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    if (!boundary) return <Lazy {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyComponent.preload = preload;
  LazyComponent.isLoaded = () => loaded !== undefined;
  return LazyComponent;
}

/**
 * Loads every lazy component, including those that a loaded module defines in turn (the dashboard
 * page's kiosk and manager views), so unit tests render synchronously after this.
 */
export async function preloadLazyComponents(): Promise<void> {
  let loaded = 0;
  while (loaded < registry.length) {
    const batch = registry.slice(loaded);
    loaded = registry.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
