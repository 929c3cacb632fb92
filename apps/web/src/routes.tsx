import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RootLayout } from './components/root-layout';

// Every page is its own chunk, fetched when its route is first visited.
const LandingPage = lazy(async () => ({
  default: (await import('./features/landing/landing-page')).LandingPage,
}));
const StatusPage = lazy(async () => ({
  default: (await import('./features/status/status-page')).StatusPage,
}));

/** The app's routes (declarative mode: server state lives in TanStack Query, not in loaders). */
export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      <Route index element={<LandingPage />} />
      <Route path="status" element={<StatusPage />} />
      {/* Logged out, an unknown path goes home (specification, section 2). */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Route>
  </Routes>
);
