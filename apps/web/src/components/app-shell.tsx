import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuthUser } from '../features/auth/auth-provider';
import { DiagnosticsLauncher } from '../features/diagnostics/launcher';
import { PilotBanner } from '../features/research-pilot/pilot-banner';
import { UpdateBannerSlot } from '../features/resilience/update-required';
import { ToastHost } from '../features/toasts/toast-host';
import { useShellNotices } from '../features/toasts/use-shell-notices';
import { useAfterFirstInteraction } from '../hooks/use-first-interaction';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useVersionCheck } from '../hooks/use-version-check';
import { QuietErrorBoundary } from './error-boundary';
import { lazyWithPreload } from './lazy-with-preload';
import { HEADER_NOTICES_ID, showsFooter, showsSideNav } from './shell/layout-rules';
import { StartupSplash, useStartupSplash } from './shell/startup-splash';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Only logged-in visitors see it, so it stays out of the landing page's download.
const SideNav = lazy(async () => ({ default: (await import('./shell/side-nav')).SideNav }));
// The assistant's button (on public pages) loads at the visitor's first interaction (a pointer move,
// key, touch, scroll or focus), so that `/` fetches none of it before then (ADR 0131).
export const WebsiteAssistant = lazyWithPreload(
  async () => (await import('../features/website-chat/chat-launcher')).WebsiteAssistant,
);

/**
 * Skip link, header, the research pilot banner for visitors (the subscription banner for users), side navigation and the page in `main`,
 * footer, toasts, the website assistant on public pages and the start-up splash.
 */
export const AppShell = ({ children }: { children: ReactNode }) => {
  useVersionCheck();
  useShellNotices();
  const { isLoggedIn, isAdmin } = useAuthUser();
  // Only a signed-in user's layout depends on the width (the side navigation).
  const isMobile = useIsMobile({ when: isLoggedIn });
  const { pathname } = useLocation();
  const splash = useStartupSplash({ isSignedIn: isLoggedIn });
  const hasSideNav = showsSideNav({ isLoggedIn, isAdmin, isMobile, pathname });
  const hasInteracted = useAfterFirstInteraction();

  return (
    <>
      <Box inert={splash.isActive} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <SiteHeader />
        {!isLoggedIn && pathname !== '/research-pilot' && <PilotBanner />}
        {/* A signed-in user's subscription banner, put here by the header's account part (lazy). */}
        <div id={HEADER_NOTICES_ID} />
        <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
          {hasSideNav && (
            <Suspense fallback={<Box sx={{ width: 248, flexShrink: 0 }} />}>
              <SideNav />
            </Suspense>
          )}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            // At least a screen tall: the footer starts below the fold, so a page that loads in
            // after the shell does not push it about (layout shift).
            sx={{ flex: 1, minWidth: 0, minHeight: '100vh', '&:focus': { outline: 'none' } }}
          >
            {children}
          </Box>
        </Box>
        {showsFooter(pathname) && <SiteFooter />}
        <ToastHost />
        <UpdateBannerSlot />
        <DiagnosticsLauncher isApp={isLoggedIn} />
        {hasInteracted && (
          <QuietErrorBoundary name="WebsiteAssistantButton" fallback={null}>
            <Suspense fallback={null}>
              <WebsiteAssistant pathname={pathname} />
            </Suspense>
          </QuietErrorBoundary>
        )}
      </Box>
      {splash.isActive && <StartupSplash phase={splash.phase} onSkip={splash.skip} />}
    </>
  );
};
