import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is its own chunk (the dashboard brings socket.io-client), loaded from here rather than
// from routes.tsx, which adds nothing to the landing page's entry script (see handoff-routes.tsx).
const InvitePage = lazy(async () => ({ default: (await import('./entry-pages')).InvitePage }));
const InviteCodePage = lazy(async () => ({ default: (await import('./entry-pages')).InviteCodePage }));
const FacilitatorDashboardPage = lazy(async () => ({
  default: (await import('./dashboard-page')).FacilitatorDashboardPage,
}));
// The copilot pages (ADR 0119) share this import of routes.tsx.
const CopilotPages = lazy(async () => ({
  default: (await import('../copilot/copilot-routes')).CopilotPages,
}));
const FacilitatorFeedbackPage = lazy(async () => ({
  default: (await import('./fm-feedback-page')).FacilitatorFeedbackPage,
}));

/**
 * The facilitator's pages, chosen by the path: `/fac-controls/invite/{token}`, `/fac-controls`,
 * `/fac-controls/{sessionId}` and `/facilitator/{sessionId}` (anyone: a guest's grant is in the
 * cookie session), and the trainee's `/feedback/fm/{sessionId}`.
 */
export const FacilitatorPages = () => {
  const { pathname } = useLocation();
  const [first = '', second = '', third = ''] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'copilot' || first === 'ai-facilitator' || first === 'dev') return <CopilotPages />;
  if (first === 'feedback') return <FacilitatorFeedbackPage sessionId={third} />;
  if (first === 'fac-controls' && second === 'invite') return <InvitePage token={third} />;
  if (first === 'fac-controls' && !second) return <InviteCodePage />;
  return <FacilitatorDashboardPage sessionId={second} />;
};
