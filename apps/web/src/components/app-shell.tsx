import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-provider';
import { ToastHost } from '../features/toasts/toast-host';
import { useShellNotices } from '../features/toasts/use-shell-notices';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useVersionCheck } from '../hooks/use-version-check';
import { showsFooter, showsSideNav } from './shell/layout-rules';
import { StartupSplash, useStartupSplash } from './shell/startup-splash';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Only logged-in visitors see it, so it stays out of the landing page's download.
const SideNav = lazy(async () => ({ default: (await import('./shell/side-nav')).SideNav }));

/** Skip link, header, side navigation and the page in `main`, footer, toasts and the start-up splash. */
export const AppShell = ({ children }: { children: ReactNode }) => {
  useVersionCheck();
  useShellNotices();
  const { isLoggedIn, isAdmin } = useAuth();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const splash = useStartupSplash();
  const hasSideNav = showsSideNav({ isLoggedIn, isAdmin, isMobile, pathname });

  return (
    <>
      <Box inert={splash.isActive} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <SiteHeader />
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
            sx={{ flex: 1, minWidth: 0, '&:focus': { outline: 'none' } }}
          >
            {children}
          </Box>
        </Box>
        {showsFooter(pathname) && <SiteFooter />}
        <ToastHost />
      </Box>
      {splash.isActive && <StartupSplash phase={splash.phase} onSkip={splash.skip} />}
    </>
  );
};
