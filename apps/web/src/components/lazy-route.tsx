import { type ComponentType, createContext, type LazyExoticComponent, lazy, useContext } from 'react';

/**
 * Bumped by the lazy section's Retry: each value gets fresh `React.lazy` objects, because React
 * keeps a failed lazy import failed for good.
 */
export const RetryGenerationContext = createContext(0);

/**
 * `React.lazy` for a route's page that a retry can load again: the same page object until the
 * section asks for a retry, then a new one that imports anew (the browser fetches a module whose
 * download failed again).
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of any page, as React.lazy takes them
export const lazyRoute = <P extends ComponentType<any>>(load: () => Promise<{ default: P }>) => {
  const byGeneration = new Map<number, LazyExoticComponent<P>>();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is
  const Route = (props: React.ComponentProps<P>) => {
    const generation = useContext(RetryGenerationContext);
    let Lazy = byGeneration.get(generation);
    if (!Lazy) {
      Lazy = lazy(load);
      byGeneration.set(generation, Lazy);
    }
    // biome-ignore lint/suspicious/noExplicitAny: forwarded as received
    const Component = Lazy as unknown as ComponentType<any>;
    return <Component {...props} />;
  };
  return Route;
};
