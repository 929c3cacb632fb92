import { type ComponentType, type LazyExoticComponent, lazy, useContext, useEffect, useState } from 'react';
import { loadWithTimeout, RetryGenerationContext, SectionLoadedContext, tagFailedLoad } from './lazy-route';

/** `Loaded`, telling the nearest error boundary once it is on screen (lazy-route.tsx). */
const announcing = <P extends object>(Loaded: ComponentType<P>, id: symbol) => {
  const Announced = (props: P) => {
    const onSectionLoaded = useContext(SectionLoadedContext);
    useEffect(() => onSectionLoaded(id), [onSectionLoaded]);
    return <Loaded {...props} />;
  };
  return Announced;
};

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's code; once it has arrived, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that can be loaded ahead of its first render. A pre-rendered page fetches its page's
 * code before hydrating, so the page hydrates with the rest of the tree instead of suspending (which
 * would hydrate it later, in one long task of its own).
 */
export const lazyWithPreload = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> => {
  const id = Symbol('lazy component');
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= loadWithTimeout(load).then(
      (component) => {
        loaded = announcing(component, id);
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        tagFailedLoad(error, id);
        throw error;
      },
    );
    return pending;
  };
  // One React.lazy per retry generation: React keeps a failed lazy failed, so a section's Retry
  // (lazy-route.tsx) needs a new one to import again.
  const lazies = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is
  const Component = (props: P) => {
    const generation = useContext(RetryGenerationContext);
    // Chosen once for each place it is mounted: switching from the lazy wrapper to the loaded
    // component would be another element type, and React would mount the page afresh.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    let Lazy = lazies.get(generation);
    if (!Lazy) {
      Lazy = lazy(async () => ({ default: await preload() }));
      lazies.set(generation, Lazy);
    }
    const Pending = Lazy as unknown as ComponentType<P>;
    return <Pending {...props} />;
  };
  return Object.assign(Component, { preload });
};

/**
 * A route's page (`{ default: Page }`, as a dynamic import gives it): fetched when its route is
 * first visited, or ahead of that by `preload`; a section's Retry imports it anew.
 */
export const lazyRoute = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyWithPreload<P>(async () => (await load()).default);
