import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';

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
 * `/dev/fm-trainee`; the legacy paths lead to the current pages: `/copilot/controls/legacy` and
 * `/ai-facilitator/controls` to `/copilot/controls`, `/ai-facilitator/view` to `/fac-controls`. The
 * redirects live here rather than in routes.tsx, which the landing page loads.
 */
export const CopilotPages = () => {
  const { pathname } = useLocation();
  const [first = '', second = '', third = ''] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'dev') return <DevFmTraineePage />;
  if (first === 'ai-facilitator') {
    return <Navigate to={second === 'view' ? '/fac-controls' : '/copilot/controls'} replace />;
  }
  if (second !== 'controls' || third === 'legacy') return <Navigate to="/copilot/controls" replace />;
  return third ? <CopilotControlsPage copilotId={third} /> : <CopilotListPage />;
};
