import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionDetail } from '@urosim/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { takePrefetchedVisitStart } from './case-prefetch';
import { failureMessage, mergeSessionDetail } from './session-detail';
import { readStoredSession, setSessionParam, writeStoredSession } from './session-storage';
import { fetchSessionDetails, sessionKeys } from './sessions-api';

/** The session this page shows: whether it came from the tab's memory, and whether it was taken on. */
type Target = { id: string; isFromStorage: boolean; isAdopted: boolean };

export type SessionLoadStatus = 'idle' | 'restoring' | 'ready' | 'missing' | 'failed';

/**
 * The case page's session as server state: the one named by the address (`session`), else the one
 * this tab remembers for the case. It is loaded once per visit of the page (with transcript,
 * actions, notes and clock) and kept in the query cache, where the page's requests write what
 * their answers bring; `refresh` asks the server again and merges its answer (mergeSessionDetail).
 */
export const useSessionDetail = ({ caseId, isPreview }: { caseId: string; isPreview: boolean }) => {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const [target, setTarget] = useState<Target | null>(() => {
    const stored = sessionId || isPreview ? null : readStoredSession(caseId);
    const id = sessionId ?? stored;
    return id ? { id, isFromStorage: stored !== null, isAdopted: false } : null;
  });

  // Another session named by the address (not by this page) is loaded in its turn.
  const [seenParam, setSeenParam] = useState(sessionId);
  if (sessionId !== seenParam) {
    setSeenParam(sessionId);
    if (sessionId && sessionId !== target?.id)
      setTarget({ id: sessionId, isFromStorage: false, isAdopted: false });
  }

  // A session remembered by this tab resumes when the address does not name one.
  useEffect(() => {
    if (target?.isFromStorage && !target.isAdopted && sessionId !== target.id) {
      setSessionParam(setSearchParams, target.id);
    }
  }, [target, sessionId, setSearchParams]);

  // What an earlier visit left in the cache is not shown: each visit loads the session afresh (a
  // visit that opened the page directly began that load before rendering: case-prefetch.ts).
  const [visitStart] = useState(() => takePrefetchedVisitStart(target?.id ?? null) ?? Date.now());
  const id = target?.id ?? null;
  const query = useQuery({
    queryKey: sessionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchSessionDetails(id ?? '', signal),
    enabled: id !== null,
    staleTime: (cached) => (cached.state.dataUpdatedAt < visitStart ? 0 : Number.POSITIVE_INFINITY),
    retry: false,
    structuralSharing: (previous, next) =>
      mergeSessionDetail(previous as SessionDetail | undefined, next as SessionDetail),
  });
  const loaded = query.data && query.dataUpdatedAt >= visitStart ? query.data : null;

  // A loaded session is taken on, unless it is a finished one the tab remembered, or another case's.
  useEffect(() => {
    if (!target || target.isAdopted || !loaded) return;
    if ((target.isFromStorage && loaded.clock.phase === 'ended') || loaded.case.id !== caseId) {
      writeStoredSession(caseId, null);
      setTarget(null);
      setSessionParam(setSearchParams, null);
      return;
    }
    writeStoredSession(caseId, loaded.id);
    setTarget({ id: loaded.id, isFromStorage: false, isAdopted: true });
  }, [target, loaded, caseId, setSearchParams]);

  const isLoadFailed = query.isError && !query.isFetching && !loaded;
  const isMissing = isLoadFailed && isApiError(query.error) && query.error.status === 404;
  const status: SessionLoadStatus = !target
    ? 'idle'
    : target.isAdopted && loaded
      ? 'ready'
      : isLoadFailed
        ? isMissing
          ? 'missing'
          : 'failed'
        : 'restoring';

  useEffect(() => {
    if (status !== 'missing' && status !== 'failed') return;
    if (status === 'missing') writeStoredSession(caseId, null);
    // A later success (Try again) is kept even when ended: it is no longer the tab's memory.
    setTarget((current) => (current?.isFromStorage ? { ...current, isFromStorage: false } : current));
  }, [status, caseId]);

  const session = target?.isAdopted ? loaded : null;
  const { refetch } = query;

  return {
    status,
    session,
    /** When the cached session was last written: the clock in it was read by the server then. */
    receivedAt: query.dataUpdatedAt,
    loadError: status === 'failed' ? failureMessage(query.error, 'The session could not be loaded.') : null,
    /** Writes what an answer brought into the cached session. */
    update: useCallback(
      (change: (detail: SessionDetail) => SessionDetail) => {
        if (id) queryClient.setQueryData<SessionDetail>(sessionKeys.detail(id), (d) => d && change(d));
      },
      [queryClient, id],
    ),
    /** Asks the server for the session again; a failure is left for the next try. */
    refresh: useCallback(async () => {
      if (session) await refetch({ cancelRefetch: false });
    }, [session, refetch]),
    /** Takes on a session just started. */
    adopt: (started: SessionDetail) => {
      queryClient.setQueryData(sessionKeys.detail(started.id), started);
      writeStoredSession(caseId, started.id);
      setTarget({ id: started.id, isFromStorage: false, isAdopted: true });
      setSessionParam(setSearchParams, started.id);
    },
    /** Takes on a session that is already running (the api refused a second start and named it). */
    resume: (runningId: string) => {
      setTarget({ id: runningId, isFromStorage: false, isAdopted: false });
      setSessionParam(setSearchParams, runningId);
    },
    /** Leaves a session that cannot be loaded, to start a new one. */
    forget: () => {
      writeStoredSession(caseId, null);
      setTarget(null);
      setSessionParam(setSearchParams, null);
    },
    /** Loads the session again after a failure. */
    retry: () => void refetch(),
  };
};
