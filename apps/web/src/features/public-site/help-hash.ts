import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element id the address points at (`#does-it-work-on-safari`), or '' when it points at none. */
export const useHashId = () => {
  const { hash } = useLocation();
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
};

/**
 * Scrolls to the element the address points at once the page has rendered it: the browser tries
 * before a lazily loaded page exists, and an in-page link changes only the hash. With `ids`, only
 * an element of those; `onFound` lets the caller open or focus what it found.
 */
export const useScrollToHash = (ids?: readonly string[], onFound?: (element: HTMLElement) => void) => {
  const id = useHashId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hash is what triggers the scroll
  useEffect(() => {
    if (!id || (ids && !ids.includes(id))) return;
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      if (!element) return;
      element.scrollIntoView({ block: 'start' });
      onFound?.(element);
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
};
