import { type ComponentType, lazy } from 'react';

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
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload });
};
