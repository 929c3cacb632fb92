import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { QuietErrorBoundary } from '../../components/error-boundary';
import { safeSessionStorage } from './chunk-reload';
import { STORAGE_KEYS, UPDATE_BANNER_MAX_RETRIES, UPDATE_REQUIRED_EVENT } from './constants';

/** How many times the banner's Refresh Now was used in this tab. */
export const readUpdateRetries = () =>
  Number(safeSessionStorage()?.getItem(STORAGE_KEYS.updateBannerRetries) ?? 0) || 0;

/** Whether the banner may still show: not once 3 refreshes did not help (section 8). */
export const mayOfferUpdate = (retries: number) => retries < UPDATE_BANNER_MAX_RETRIES;

// The banner itself loads only when a chunk has failed: it costs the landing page nothing.
const UpdateBanner = lazy(async () => ({ default: (await import('./update-banner')).UpdateBanner }));

/** Listens for `app-update-required` and shows the 'Application Update Required' banner. */
export const UpdateBannerSlot = () => {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const show = () => {
      if (mayOfferUpdate(readUpdateRetries())) setShown(true);
    };
    window.addEventListener(UPDATE_REQUIRED_EVENT, show);
    return () => window.removeEventListener(UPDATE_REQUIRED_EVENT, show);
  }, []);
  const close = useCallback(() => setShown(false), []);
  if (!isShown) return null;
  return (
    <QuietErrorBoundary name="UpdateBanner" fallback={null}>
      <Suspense fallback={null}>
        <UpdateBanner onClose={close} />
      </Suspense>
    </QuietErrorBoundary>
  );
};
