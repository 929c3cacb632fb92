import { createContext } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../features/resilience/constants';

/**
 * Bumped by the lazy section's Retry: each value gets fresh `React.lazy` objects, because React
 * keeps a failed lazy import failed for good.
 */
export const RetryGenerationContext = createContext(0);

/** Raised on window when a lazy page's code has arrived (the section's retry records are then dropped). */
export const SECTION_LOADED_EVENT = 'lazy-section-loaded';

/**
 * Runs `load`, failing as a chunk error when it has not settled after 120 s (section 9), and tells
 * the window when it succeeded.
 */
export const loadWithTimeout = <T,>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading chunk timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        if (typeof window !== 'undefined') window.dispatchEvent(new Event(SECTION_LOADED_EVENT));
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
