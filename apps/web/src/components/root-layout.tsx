import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { AppShell } from './app-shell';
import { PageErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

/** The layout route: the shell around the current page, which loads lazily. */
export const RootLayout = () => {
  useScrollToTop();
  return (
    <AppShell>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </AppShell>
  );
};
