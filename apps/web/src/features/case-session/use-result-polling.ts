import type { SessionDetail } from '@urosim/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { ClockReading } from './session-clock';
import { hasDueResults, isEndUnconfirmed } from './session-detail';

const REFRESH_GAP_MS = 2000;

/**
 * Asks the server again, at most every 2 s, while results should be back but are not, or while the
 * clock ran out here before the server ended the session. Returns the refresh, for the requests
 * that learn the session has moved on (a 409).
 */
export const useResultPolling = (
  session: SessionDetail | null,
  reading: ClockReading | null,
  refresh: () => Promise<void>,
) => {
  const lastRefresh = useRef(0);
  const refreshNow = useCallback(() => {
    lastRefresh.current = Date.now();
    return refresh();
  }, [refresh]);

  useEffect(() => {
    if (!session || !reading) return;
    if (Date.now() - lastRefresh.current < REFRESH_GAP_MS) return;
    if (hasDueResults(session, reading) || isEndUnconfirmed(session, reading)) void refreshNow();
  }, [session, reading, refreshNow]);

  return refreshNow;
};
