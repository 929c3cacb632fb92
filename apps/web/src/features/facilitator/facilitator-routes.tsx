import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is its own chunk (the dashboard brings socket.io-client), loaded from here rather than
// from routes.tsx, which adds nothing to the landing page's entry script (see handoff-routes.tsx).
const InvitePage = lazy(async () => ({ default: (await import('./entry-pages')).InvitePage }));
const InviteCodePage = lazy(async () => ({ default: (await import('./entry-pages')).InviteCodePage }));
const FacilitatorDashboardPage = lazy(async () => ({
  default: (await import('./dashboard-page')).FacilitatorDashboardPage,
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
  if (pathname.startsWith('/fac-controls/invite/')) return <InvitePage />;
  if (pathname.startsWith('/feedback/fm/')) return <FacilitatorFeedbackPage />;
  if (/^\/fac-controls\/?$/.test(pathname)) return <InviteCodePage />;
  return <FacilitatorDashboardPage />;
};
