import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../components/shell/layout-rules';

/** Window resizes are followed 250 ms after they stop (specification, section 9). */
export const RESIZE_DEBOUNCE_MS = 250;

const isBelow = (px: number) => typeof window !== 'undefined' && window.innerWidth < px;

type WidthStore = { subscribe: (onChange: () => void) => () => void; getSnapshot: () => boolean };

/**
 * "Narrower than px", shared by every component that asks about the same width. It follows resizes
 * 250 ms after they stop, and re-reads the width whenever its first listener arrives.
 */
const createWidthStore = (px: number): WidthStore => {
  let value = isBelow(px);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    const next = isBelow(px);
    if (next === value) return;
    value = next;
    for (const listener of listeners) listener();
  };
  const handleResize = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, RESIZE_DEBOUNCE_MS);
  };
  return {
    subscribe: (onChange) => {
      if (listeners.size === 0) {
        value = isBelow(px);
        window.addEventListener('resize', handleResize);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        clearTimeout(timer);
        window.removeEventListener('resize', handleResize);
      };
    },
    // Without listeners nothing follows resizes, so the width is read afresh.
    getSnapshot: () => (listeners.size === 0 ? isBelow(px) : value),
  };
};

const stores = new Map<number, WidthStore>();
const storeFor = (px: number) => {
  let store = stores.get(px);
  if (!store) {
    store = createWidthStore(px);
    stores.set(px, store);
  }
  return store;
};

/** A pre-rendered page is drawn at no particular width: it hydrates as "not narrow", then follows. */
const getServerSnapshot = () => false;

const noSubscription = () => () => {};

/**
 * True while the window is narrower than `px`, following resizes 250 ms after they stop. With
 * `when: false` it is false and follows nothing: a component that needs the width only in some
 * states (signed in, a menu opened) does not render twice when it takes over a pre-rendered page.
 */
export const useIsBelow = (px: number, { when = true }: { when?: boolean } = {}) => {
  const store = storeFor(px);
  return useSyncExternalStore(
    when ? store.subscribe : noSubscription,
    when ? store.getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
};

/** True below 768 px: mobile header, no side navigation (`when` as for `useIsBelow`). */
export const useIsMobile = (options?: { when?: boolean }) => useIsBelow(MOBILE_BREAKPOINT_PX, options);
