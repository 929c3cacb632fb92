import type { QueryClient } from '@tanstack/react-query';
import { browserStorage, readLocalUser } from '../auth/auth-storage';
import { AvatarStage } from '../avatar/lazy-avatar-stage';
import { caseKeys, fetchCase } from '../cases/cases-api';
import { caseModeFromSearch } from './session-events';
import { readStoredSession } from './session-storage';
import { fetchSessionDetails, sessionKeys } from './sessions-api';

/** Sessions whose load this visit began before the page rendered: when it began (ms). */
const visitStarts = new Map<string, number>();

/**
 * When this visit began loading `sessionId`, if opening the page began it (told once: a later visit
 * loads afresh, as useSessionDetail wants).
 */
export const takePrefetchedVisitStart = (sessionId: string | null): number | undefined => {
  if (!sessionId) return undefined;
  const at = visitStarts.get(sessionId);
  visitStarts.delete(sessionId);
  return at;
};

/**
 * Opening /case/{id} directly (a link, a reload) begins loading what the page shows while its code
 * and the login check are still on their way, instead of after its first render: the case, the
 * session the address or the tab names, and the avatar's code once that session says avatar mode.
 * Only when this browser believes it is signed in, so that a visitor's page asks for nothing.
 */
export const prefetchCasePage = (queryClient: QueryClient, caseId: string, search: string) => {
  if (!readLocalUser(browserStorage('localStorage'))) return;
  void queryClient.prefetchQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => fetchCase(caseId, signal),
  });
  const { isPreview } = caseModeFromSearch(search);
  const sessionId =
    new URLSearchParams(search).get('session') ?? (isPreview ? null : readStoredSession(caseId));
  if (!sessionId) return;
  visitStarts.set(sessionId, Date.now());
  queryClient
    .fetchQuery({
      queryKey: sessionKeys.detail(sessionId),
      queryFn: ({ signal }) => fetchSessionDetails(sessionId, signal),
      retry: false,
    })
    .then((detail) => (detail.mode === 'Avatar' ? AvatarStage.preload() : undefined))
    // What failed here is asked again, and shown, by the page itself.
    .catch(() => {});
};
