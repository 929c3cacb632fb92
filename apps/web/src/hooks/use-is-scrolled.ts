import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further than `threshold` px. It starts false (as the pre-rendered
 * page was drawn) and reads the real position as soon as it has mounted.
 */
export const useIsScrolled = (threshold: number) => {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const handleScroll = () => setIsScrolled(window.scrollY > threshold);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);
  return isScrolled;
};
