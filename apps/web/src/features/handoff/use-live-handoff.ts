import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import { fetchPublicHandoff, liveEventsUrl, type PublicHandoff, reportingKeys } from './reporting-api';

/** Whether the live stream is open (the page shows "Live" then). */
export type LiveStream = 'connecting' | 'open' | 'closed';

/** A `handoff` event's data when it has the shape of a public hand-off; null otherwise. */
export const readLiveHandoff = (data: string): PublicHandoff | null => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const view = value as Partial<PublicHandoff>;
  const sbar = view.sbar as Record<string, unknown> | undefined;
  const isSbar =
    typeof sbar === 'object' &&
    sbar !== null &&
    ['situation', 'background', 'assessment', 'recommendation'].every((key) => typeof sbar[key] === 'string');
  return typeof view.caseTitle === 'string' && isSbar && typeof view.expiresAt === 'string'
    ? (value as PublicHandoff)
    : null;
};

/** A 404 (`LINK_NOT_VALID`): revoked, expired or never made. */
const isLinkGone = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * A shared hand-off, kept current by the server's events (ADR 0116): each `handoff` event replaces
 * the view in the query cache, `gone` ends it. A stream the server closes for good (the link ended
 * between two connections) asks again, and the 404 shows the link is no longer valid.
 */
export const useLiveHandoff = (token: string) => {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<LiveStream>('connecting');
  const [isGone, setIsGone] = useState(false);
  const [changedAt, setChangedAt] = useState<string | null>(null);

  const query = useQuery({
    queryKey: reportingKeys.live(token),
    queryFn: ({ signal }) => fetchPublicHandoff(token, signal),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isLinkGone(error) && failures < 2,
  });
  const isInvalid = isGone || isLinkGone(query.error);

  useEffect(() => {
    if (!token || isInvalid || typeof EventSource === 'undefined') return;
    const key = reportingKeys.live(token);
    const source = new EventSource(liveEventsUrl(token));
    const handleHandoff = (event: MessageEvent<string>) => {
      const view = readLiveHandoff(event.data);
      if (!view) return;
      const previous = queryClient.getQueryData<PublicHandoff>(key);
      queryClient.setQueryData(key, view);
      if (previous && previous.updatedAt !== view.updatedAt) setChangedAt(view.updatedAt);
    };
    const handleGone = () => {
      source.close();
      setStream('closed');
      setIsGone(true);
    };
    source.addEventListener('open', () => setStream('open'));
    source.addEventListener('handoff', handleHandoff);
    source.addEventListener('gone', handleGone);
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        // Refused for good (a 404 when the link has ended): ask again to find out why.
        setStream('closed');
        void queryClient.invalidateQueries({ queryKey: key });
      } else {
        // The browser reconnects by itself, and the server sends the current view first.
        setStream('connecting');
      }
    });
    return () => source.close();
  }, [token, isInvalid, queryClient]);

  return { query, stream, isInvalid, changedAt };
};
