import { lazy } from 'react';
import { useLocation } from 'react-router';

const CopilotListPage = lazy(async () => ({ default: (await import('./controls-pages')).CopilotListPage }));
const CopilotControlsPage = lazy(async () => ({
  default: (await import('./controls-pages')).CopilotControlsPage,
}));
const DevFmTraineePage = lazy(async () => ({
  default: (await import('./dev-fm-trainee-page')).DevFmTraineePage,
}));

/**
 * The copilot pages (ADR 0119), chosen by the path: `/copilot/controls` (the facilitator's list and
 * a new session), `/copilot/controls/{sessionId}` (a copilot session's controls) and
 * `/dev/fm-trainee`. The legacy paths redirect in routes.tsx.
 */
export const CopilotPages = () => {
  const { pathname } = useLocation();
  const [first = '', , third = ''] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'dev') return <DevFmTraineePage />;
  return third ? <CopilotControlsPage copilotId={third} /> : <CopilotListPage />;
};
