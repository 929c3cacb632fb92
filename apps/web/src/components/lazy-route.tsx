import { createContext } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../features/resilience/constants';

/**
 * Bumped by the lazy section's Retry: each value gets fresh `React.lazy` objects, because React
 * keeps a failed lazy import failed for good.
 */
export const RetryGenerationContext = createContext(0);

/** Which lazy component's code a chunk error failed to load (lazyWithPreload tags its errors). */
const failedLoads = new WeakMap<object, symbol>();

/** Tags `error` as the failure to load the lazy component `id`. */
export const tagFailedLoad = (error: unknown, id: symbol) => {
  if (typeof error === 'object' && error !== null) failedLoads.set(error, id);
};

/** The lazy component whose code `error` failed to load, if a lazy component's load failed. */
export const failedLoadOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? failedLoads.get(error) : undefined;

/**
 * Called by a lazy component once it is on screen, with its id; the nearest error boundary drops
 * its section's retry records when that is the component whose code had failed. Any other chunk
 * arriving meanwhile (the website assistant's, loaded at the visitor's first interaction, which may
 * well be the click on Retry; or the route table above the page) says nothing about the failed one.
 */
export const SectionLoadedContext = createContext<(id: symbol) => void>(() => undefined);

/** Runs `load`, failing as a chunk error when it has not settled after 120 s (section 9). */
export const loadWithTimeout = <T,>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading chunk timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
