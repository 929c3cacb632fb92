import { useEffect, useRef } from 'react';
import {
  type CaseSessionUpdate,
  dispatchSessionUpdate,
  forgetSessionUpdate,
  onSessionRequests,
} from './session-events';

const HEARTBEAT_MS = 1000;

/**
 * The page's side of the header's session controls: the header hears every change at once and the
 * current state every second; its buttons only raise requests, which this page carries out.
 */
export const useHeaderLink = (
  update: CaseSessionUpdate,
  handlers: { onStart: () => void; onStop: () => void },
) => {
  const updateRef = useRef(update);
  updateRef.current = update;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    dispatchSessionUpdate(update);
  }, [update]);
  useEffect(() => {
    const timer = setInterval(() => dispatchSessionUpdate(updateRef.current), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      forgetSessionUpdate();
    };
  }, []);
  useEffect(
    () =>
      onSessionRequests({
        onStart: () => handlersRef.current.onStart(),
        onStop: () => handlersRef.current.onStop(),
      }),
    [],
  );
};
