import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  SPLASH_SEEN_KEY,
  SPLASH_TIMINGS,
  type SplashPhase,
  shouldShowSplash,
  splashBackdropSx,
  splashPhaseAt,
} from './splash-rules';

const readSeen = () => {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
};

const markSeen = () => {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, 'true');
  } catch {
    // shown again next time: harmless
  }
};

/** Whether the splash should play now. */
const splashIsDue = (isSignedIn: boolean) =>
  typeof window !== 'undefined' &&
  shouldShowSplash({
    isSignedIn,
    prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    isAutomated: navigator.webdriver === true,
    hasSeenThisSession: readSeen(),
  });

/**
 * Runs the splash's phases; `skip` ends it at once. It plays when the app starts for a signed-in
 * user, or when a visitor signs in (splash-rules.ts). It starts in a layout effect, not in the
 * first render, so that a page rendered in the browser shows it before its first paint.
 */
export const useStartupSplash = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const [phase, setPhase] = useState<SplashPhase>('done');
  const isActive = phase !== 'done';

  useLayoutEffect(() => {
    if (splashIsDue(isSignedIn)) setPhase('intro');
  }, [isSignedIn]);

  useEffect(() => {
    if (!isActive) return;
    markSeen();
    const { introMs, organsMs, fadeMs } = SPLASH_TIMINGS;
    const timers = [introMs, introMs + organsMs, introMs + organsMs + fadeMs].map((at) =>
      setTimeout(() => setPhase(splashPhaseAt(at)), at),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [isActive]);

  const skip = useCallback(() => setPhase('done'), []);
  return { phase, isActive, skip };
};

// The splash itself (organ icons, animation) loads when it plays: a visitor's landing page never
// plays it, so none of it is on that page's path. Until it arrives, the same backdrop and words.
const SplashView = lazy(async () => ({ default: (await import('./startup-splash-view')).StartupSplashView }));

/**
 * The full-screen start-up splash: 'Loading your virtual training environment...' with floating
 * organ icons. A click anywhere, the Skip button or Escape ends it.
 */
export const StartupSplash = ({ phase, onSkip }: { phase: SplashPhase; onSkip: () => void }) => (
  <Suspense
    fallback={
      <Box onClick={onSkip} sx={splashBackdropSx}>
        Loading your virtual training environment...
      </Box>
    }
  >
    <SplashView phase={phase} onSkip={onSkip} />
  </Suspense>
);
