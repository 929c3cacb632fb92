import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider (colour schemes, a script for
// dark mode), about 3 KB gzip on the landing page that a single light theme never uses. For such a
// theme it renders the system provider, as here (@mui/material/styles/ThemeProvider.mjs).
import ThemeProvider from '@mui/system/ThemeProvider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { appQueryClient } from './api/query-client';
import { RootErrorBoundary, RouterErrorBoundary } from './components/error-boundary';
import { AuthProvider } from './features/auth/auth-provider';
import { RootRoutes } from './site-routes';
import { theme } from './theme';

/**
 * Theme, error boundary, server state and auth around the routes: the same tree in the browser and
 * in the build's pre-rendering of the public pages (src/prerender/entry-server.tsx), which differ
 * only in their router.
 */
export const AppProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <ThemeProvider theme={providedTheme}>
    <CssBaseline />
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </RootErrorBoundary>
  </ThemeProvider>
);

/** What MUI's ThemeProvider passes on for a theme without CSS variables. */
const providedTheme = { ...theme, vars: null };

const queryClient = appQueryClient();

/**
 * Marks `<html data-app-ready>` once the app has started: a pre-rendered page looks ready before
 * its handlers are attached, so this is what says it now answers (the browser tests wait for it).
 */
const useMarkAppReady = () => {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
};

export const App = () => {
  useMarkAppReady();
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        {/* The router's default error page, for an error outside any page's own boundary. */}
        <RouterErrorBoundary>
          <RootRoutes />
        </RouterErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
};
