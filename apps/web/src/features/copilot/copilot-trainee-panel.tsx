import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent, ScenarioInjection, SessionDetail } from '@urosim/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { sessionKeys } from '../case-session/sessions-api';
import { dispatchTranscriptLine } from '../case-session/transcript-line-events';
import { ConnectionLostBanner } from '../facilitator/connection-lost-banner';
import { elapsedText } from '../facilitator/format';
import { useLiveRoom } from '../facilitator/use-live-room';
import { attachCopilot, copilotKeys, fetchCopilotView } from './copilot-api';
import { currentObservations, vitalsRows, withAction, withScenarioEvents } from './scenario-state';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** The latest observations the facilitator set, as a card. */
export const VitalsCard = ({ injections }: { injections: readonly ScenarioInjection[] }) => {
  const headingId = useId();
  const rows = vitalsRows(currentObservations(injections));
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="copilot-vitals">
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        Observations
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No new observations yet.
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {rows.map((row) => (
            <Box key={row.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`vital-${row.key}`}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};

/** The results the facilitator brought back early. */
const EarlyResults = ({ injections }: { injections: readonly ScenarioInjection[] }) => {
  const headingId = useId();
  const results = injections.flatMap((i) => (i.kind === 'earlyResult' ? [i] : []));
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="copilot-results">
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        Results back early
      </Typography>
      {results.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {results.map((result) => (
            <Box component="li" key={result.id} sx={{ borderLeft: 4, borderColor: 'info.main', pl: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {result.name}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  · {elapsedText(result.elapsedSeconds)}
                </Typography>
              </Typography>
              <Typography variant="body2">{result.result}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * The trainee's side of a copilot session on the case page (`?facilitatorSessionId=`, ADR 0119):
 * who facilitates, and once the trainee has started, the session is linked to it (the facilitator
 * then watches); the facilitator's scenario events arrive through the live room and show at once:
 * observations in a card, a nurse's message in the nurse's chat, an early result here and in the
 * results. A start never waits for the facilitator.
 */
export const CopilotTraineePanel = ({
  copilotId,
  sessionId,
}: {
  copilotId: string;
  /** The session the case page holds (null before the start). */
  sessionId: string | null;
}) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: copilotKeys.view(copilotId),
    queryFn: ({ signal }) => fetchCopilotView(copilotId, signal),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
  const [injections, setInjections] = useState<ScenarioInjection[]>([]);
  useEffect(() => {
    if (view.data) setInjections((current) => mergeById(view.data.injections, current));
  }, [view.data]);

  const linkedId = view.data?.session.sessionId ?? null;
  const attach = useMutation({
    mutationFn: (id: string) => attachCopilot(copilotId, id),
    onSuccess: (_linked, id) => {
      void queryClient.invalidateQueries({ queryKey: copilotKeys.view(copilotId) });
      // The trainee's room (Watching, the Ready chip) now has an invite to follow.
      void queryClient.invalidateQueries({ queryKey: ['facilitator', 'watchers', id] });
    },
  });
  const attachedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || !view.data || view.data.role !== 'trainee') return;
    if (linkedId === sessionId || attachedFor.current === sessionId) return;
    if (view.data.session.state !== 'claimed') return;
    attachedFor.current = sessionId;
    attach.mutate(sessionId);
  }, [sessionId, view.data, linkedId, attach]);

  const roomSessionId = linkedId && linkedId === sessionId ? linkedId : null;
  const onEvents = useCallback(
    (events: LiveEvent[]) => {
      setInjections((current) => withScenarioEvents(current, events));
      for (const event of events) {
        if (event.type !== 'scenario' || !roomSessionId) continue;
        dispatchTranscriptLine({ sessionId: roomSessionId, message: event.payload.message });
        const { action } = event.payload;
        if (action) {
          queryClient.setQueryData<SessionDetail>(
            sessionKeys.detail(roomSessionId),
            (detail) => detail && withAction(detail, action),
          );
        }
      }
    },
    [queryClient, roomSessionId],
  );
  const { connection } = useLiveRoom({
    sessionId: roomSessionId,
    startSeq: 0,
    enabled: roomSessionId !== null,
    onEvents,
  });

  if (view.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {isApiError(view.error) && view.error.status === 404
          ? 'This facilitated session is not yours, or no longer exists. Enter the code again on /fac-controls.'
          : errorText(view.error, 'The facilitated session could not be loaded.')}
      </Alert>
    );
  }
  if (!view.data) return null;
  const { session } = view.data;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}
      data-testid="copilot-panel"
    >
      {roomSessionId && <ConnectionLostBanner connection={connection} />}
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        Facilitated scenario
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {session.facilitatorName} runs this scenario: they watch your session read-only and may change the
        patient’s observations, send a message from the nurse or bring a result back early.
        {sessionId ? '' : ' Start the session when you are ready; it does not wait for the facilitator.'}
      </Typography>
      {attach.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorText(attach.error, 'The facilitator could not be linked to this session.')}
        </Alert>
      )}
      {sessionId && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <VitalsCard injections={injections} />
          <EarlyResults injections={injections} />
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
        {latestText(injections)}
      </Box>
    </Paper>
  );
};

const mergeById = (stored: readonly ScenarioInjection[], held: readonly ScenarioInjection[]) => {
  const ids = new Set(stored.map((i) => i.id));
  return [...stored, ...held.filter((i) => !ids.has(i.id))];
};

/** Said once for the latest scenario event (a screen reader hears the change). */
const latestText = (injections: readonly ScenarioInjection[]) => {
  const last = injections.at(-1);
  if (!last) return '';
  if (last.kind === 'observations') return `New observations at ${elapsedText(last.elapsedSeconds)}.`;
  if (last.kind === 'nurseMessage') return `The nurse: ${last.text}`;
  return `Result back early: ${last.name}.`;
};
