import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is its own chunk (the colleague's session brings socket.io-client), loaded from here
// rather than from routes.tsx, which adds nothing to the landing page's entry script.
const ColleagueJoinPage = lazy(async () => ({ default: (await import('./join-page')).ColleagueJoinPage }));
const ColleagueInvitePage = lazy(async () => ({
  default: (await import('./invite-page')).ColleagueInvitePage,
}));
const ColleagueSessionPage = lazy(async () => ({
  default: (await import('./colleague-session-page')).ColleagueSessionPage,
}));

/**
 * The colleague pages (issue 16, ADR 0118), chosen by the path: `/colleague/{token}` (anyone with
 * the link), `/colleague-invite/{roomId}` (the trainee's) and `/colleague-session/{roomId}` (the
 * colleague's grant is in the cookie session).
 */
export const ColleaguePages = () => {
  const { pathname } = useLocation();
  const [first = '', second = ''] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'colleague-invite') return <ColleagueInvitePage roomId={second} />;
  if (first === 'colleague-session') return <ColleagueSessionPage roomId={second} />;
  return <ColleagueJoinPage token={second} />;
};
