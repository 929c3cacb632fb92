import type { SessionDetail } from '@urosim/contracts';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { failureMessage, withAction, withClock } from './session-detail';
import { requestExamination, requestInvestigation } from './sessions-api';

export type ActionKind = 'examination' | 'investigation';

/**
 * Examinations and investigations requested during the session: each item once at a time, its
 * error shown beside it; the answer's action and clock go into the cached session.
 */
export const useSessionActions = ({
  sessionId,
  isActive,
  update,
  onConflict,
}: {
  sessionId: string | null;
  isActive: boolean;
  update: (change: (detail: SessionDetail) => SessionDetail) => void;
  onConflict: () => void;
}) => {
  const [pendingActions, setPendingActions] = useState<ReadonlySet<string>>(new Set());
  const [actionErrors, setActionErrors] = useState<Record<string, string>>({});
  const pendingKeys = useRef(new Set<string>());

  const requestAction = async (kind: ActionKind, itemId: string) => {
    const key = `${kind}:${itemId}`;
    if (!sessionId || !isActive || pendingKeys.current.has(key)) return;
    pendingKeys.current.add(key);
    setPendingActions((keys) => new Set(keys).add(key));
    setActionErrors(({ [key]: _gone, ...rest }) => rest);
    try {
      const { action, clock } =
        kind === 'examination'
          ? await requestExamination(sessionId, itemId)
          : await requestInvestigation(sessionId, itemId);
      update((detail) => withClock(action ? withAction(detail, action) : detail, clock));
    } catch (failure) {
      const message = failureMessage(failure, 'The request could not be made. Please try again.');
      setActionErrors((errors) => ({ ...errors, [key]: message }));
      if (isApiError(failure) && failure.status === 409) onConflict();
    } finally {
      pendingKeys.current.delete(key);
      setPendingActions((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  };

  return { pendingActions, actionErrors, requestAction };
};
