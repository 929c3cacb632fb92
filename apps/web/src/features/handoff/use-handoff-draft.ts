import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/client';
import { dashboardKeys } from '../dashboard/dashboard-api';
import { feedbackKeys } from '../feedback/feedback-api';
import { type Autosave, type AutosaveState, createAutosave } from './autosave';
import { AUTOSAVE_DELAY_MS, sameSbar } from './handoff-text';
import { type Handoff, reportingKeys, type Sbar, type SbarSection, saveHandoff } from './reporting-api';

const idleState: AutosaveState = { status: 'idle', error: null, failures: 0 };
const noSubscription = () => () => {};

/** Worth retrying on its own: no answer, a timeout, too many requests or a server error. */
const isRetryable = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * The hand-off as the trainee types it. The draft is the browser's: an answer of the server (the
 * score, the copilot's hints) goes into the query cache and never replaces what is being typed.
 * Saved 800 ms after the last keystroke, on leaving the page and, as far as the browser allows,
 * when the tab is closed or reloaded (which then asks first).
 */
export const useHandoffDraft = (handoff: Handoff) => {
  const { sessionId } = handoff;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Sbar>(handoff.sbar);
  const latestDraft = useRef(draft);
  const [autosave, setAutosave] = useState<Autosave<Sbar> | null>(null);
  // What the server held when the editor opened: the autosave starts from it.
  const initial = useRef(handoff.sbar);

  useEffect(() => {
    const instance = createAutosave<Sbar, Handoff>({
      initial: initial.current,
      delayMs: AUTOSAVE_DELAY_MS,
      isEqual: sameSbar,
      isRetryable,
      save: (sbar) => saveHandoff(sessionId, sbar),
      onSaved: (answer) => {
        queryClient.setQueryData(reportingKeys.handoff(sessionId), answer);
        // The feedback shows the hand-off's verdict, the dashboard the hand-offs still to write.
        void queryClient.invalidateQueries({ queryKey: feedbackKeys.detail(sessionId) });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() });
      },
    });
    setAutosave(instance);
    return () => {
      // Leaving the page (or this editor) saves what is not saved yet.
      initial.current = instance.latest();
      void instance.leave();
    };
  }, [sessionId, queryClient]);

  useEffect(() => {
    if (!autosave) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.isDirty()) return;
      // Start the save now; the browser asks whether to leave, and staying lets it finish.
      void autosave.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [autosave]);

  const state = useSyncExternalStore(
    autosave?.subscribe ?? noSubscription,
    () => autosave?.getState() ?? idleState,
  );

  const setSection = useCallback(
    (section: SbarSection, text: string) => {
      const next = { ...latestDraft.current, [section]: text };
      latestDraft.current = next;
      setDraft(next);
      autosave?.change(next);
    },
    [autosave],
  );

  const flush = useCallback(async () => (autosave ? autosave.flush() : true), [autosave]);
  const retry = useCallback(() => autosave?.retry(), [autosave]);

  return { draft, setSection, state, flush, retry };
};
