/** The start-up splash (specification, sections 2 and 9): 0.5 s, then 3 s of organs, then 0.8 s fade. */
export const SPLASH_TIMINGS = { introMs: 500, organsMs: 3_000, fadeMs: 800 } as const;

/** Set in session storage once the splash has shown: it plays once per browser session. */
export const SPLASH_SEEN_KEY = 'urosim.splashSeen';

export type SplashPhase = 'intro' | 'organs' | 'fade' | 'done';

/** The phase at a time after the splash started. */
export const splashPhaseAt = (elapsedMs: number): SplashPhase => {
  const { introMs, organsMs, fadeMs } = SPLASH_TIMINGS;
  if (elapsedMs < introMs) return 'intro';
  if (elapsedMs < introMs + organsMs) return 'organs';
  if (elapsedMs < introMs + organsMs + fadeMs) return 'fade';
  return 'done';
};

/**
 * Whether the splash plays: when the training app starts for a signed-in user (at start-up, or on
 * signing in), never over the public website a visitor reads; not with reduced motion, not under
 * automation (`navigator.webdriver`, so end-to-end tests are not slowed), not twice in one browser
 * session.
 */
export const shouldShowSplash = ({
  isSignedIn,
  prefersReducedMotion,
  isAutomated,
  hasSeenThisSession,
}: {
  isSignedIn: boolean;
  prefersReducedMotion: boolean;
  isAutomated: boolean;
  hasSeenThisSession: boolean;
}) => isSignedIn && !prefersReducedMotion && !isAutomated && !hasSeenThisSession;

/** The splash's full-screen backdrop, shared by the splash and its stand-in while it loads. */
export const splashBackdropSx = {
  position: 'fixed',
  inset: 0,
  zIndex: (theme: { zIndex: { modal: number } }) => theme.zIndex.modal + 10,
  display: 'grid',
  placeItems: 'center',
  color: 'common.white',
  background: ({
    palette,
  }: {
    palette: { primary: { main: string }; brand: { night: string; nightPlum: string } };
  }) =>
    `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.brand.night} 60%, ${palette.brand.nightPlum} 100%)`,
} as const;
