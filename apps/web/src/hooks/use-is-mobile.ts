import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../components/shell/layout-rules';

/** Window resizes are followed 250 ms after they stop (specification, section 9). */
export const RESIZE_DEBOUNCE_MS = 250;

const isBelow = (px: number) => typeof window !== 'undefined' && window.innerWidth < px;

/** True while the window is narrower than `px`, following resizes 250 ms after they stop. */
export const useIsBelow = (px: number) => {
  const [below, setBelow] = useState(() => isBelow(px));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBelow(isBelow(px)), RESIZE_DEBOUNCE_MS);
    };
    setBelow(isBelow(px));
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, [px]);
  return below;
};

/** True below 768 px: mobile header, no side navigation. */
export const useIsMobile = () => useIsBelow(MOBILE_BREAKPOINT_PX);
