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
    getSnapshot: () => value,
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

/** True while the window is narrower than `px`, following resizes 250 ms after they stop. */
export const useIsBelow = (px: number) => {
  const store = storeFor(px);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
};

/** True below 768 px: mobile header, no side navigation. */
export const useIsMobile = () => useIsBelow(MOBILE_BREAKPOINT_PX);
