import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top, unless the address points at an anchor (specification, section 2). */
export const useScrollToTop = () => {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
};
