import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is its own chunk, loaded from here rather than from routes.tsx: the landing page's
// entry script lists every chunk its own lazy imports need, and the feedback page needs many. A
// reader of a shared link downloads neither the editor nor the feedback.
const FeedbackPage = lazy(async () => ({
  default: (await import('../feedback/feedback-page')).FeedbackPage,
}));
const HandoffPage = lazy(async () => ({
  default: (await import('./handoff-page')).HandoffPage,
}));
const PublicHandoffPage = lazy(async () => ({
  default: (await import('./public-handoff-page')).PublicHandoffPage,
}));
// The facilitator's pages and the trainee's `/feedback/fm/{sessionId}` (issue 16) share this import.
const FacilitatorPages = lazy(async () => ({
  default: (await import('../facilitator/facilitator-routes')).FacilitatorPages,
}));

// The colleague pages (ADR 0118) likewise.
const ColleaguePages = lazy(async () => ({
  default: (await import('../colleague/colleague-routes')).ColleaguePages,
}));

/** Paths of the colleague pages. */
const isColleaguePath = (pathname: string) => /^\/colleague(-invite|-session)?\//.test(pathname);

/** Paths of the facilitator's pages. */
const isFacilitatorPath = (pathname: string) =>
  pathname.startsWith('/fac-controls') ||
  pathname.startsWith('/facilitator/') ||
  pathname.startsWith('/feedback/fm/') ||
  pathname.startsWith('/copilot/') ||
  pathname.startsWith('/ai-facilitator/') ||
  pathname === '/dev/fm-trainee';

/**
 * What follows a session, behind one lazy import of routes.tsx and chosen by the path:
 * `/feedback/{sessionId}`, `/handoff/{sessionId}` (both logged in) and `/handoff/live/{token}` (anyone
 * with the link), and the facilitator's pages (`/fac-controls…`, `/facilitator/{sessionId}`,
 * `/feedback/fm/{sessionId}`). The route's Suspense shows while a page loads.
 */
export const FeedbackAndHandoffPages = () => {
  const { pathname } = useLocation();
  if (isFacilitatorPath(pathname)) return <FacilitatorPages />;
  if (isColleaguePath(pathname)) return <ColleaguePages />;
  if (pathname.startsWith('/handoff/live/')) return <PublicHandoffPage />;
  return pathname.startsWith('/handoff/') ? <HandoffPage /> : <FeedbackPage />;
};
