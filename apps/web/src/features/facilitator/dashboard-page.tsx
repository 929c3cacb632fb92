import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FacilitatorDashboard, LiveEvent, MarkingItem } from '@urosim/contracts';
import { facilitatorDomains } from '@urosim/contracts';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ConnectionLostBanner } from './connection-lost-banner';
import { applyDashboardEvents, MARKING_EVENTS, REFETCH_DEBOUNCE_MS } from './dashboard-state';
import {
  addNote,
  facilitatorKeys,
  fetchDashboard,
  type RatingsBody,
  saveFeedback,
  sendFacilitatorMessage,
  setReady,
} from './facilitator-api';
import { elapsedText } from './format';
import { useLiveRoom } from './use-live-room';
import { useWatchedClock } from './use-watched-clock';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

const phaseText = { countdown: 'Starting', active: 'In progress', ended: 'Ended' } as const;

/** A titled panel of the dashboard. */
const Panel = ({ title, children, id }: { title: string; children: ReactNode; id?: string }) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}
      id={id}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};

const senderText = { trainee: 'Trainee', patient: 'Patient', nurse: 'Nurse', system: 'System' } as const;
const channelText = { patient: 'Patient chat', nurse: 'Nurse chat' } as const;

const Transcript = ({
  dashboard,
  onNoteOn,
}: {
  dashboard: FacilitatorDashboard;
  onNoteOn: (messageId: string) => void;
}) =>
  dashboard.transcript.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>Nothing said yet.</Typography>
  ) : (
    <Box
      component="ol"
      aria-label="Transcript"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {dashboard.transcript.map((line) => (
        <Box
          component="li"
          key={line.id}
          data-testid="transcript-line"
          sx={{
            borderLeft: 4,
            borderColor: line.sender === 'trainee' ? 'primary.main' : 'grey.400',
            pl: 1.5,
            py: 0.25,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {elapsedText(line.elapsedSeconds)} · {channelText[line.channel]} · {senderText[line.sender]}
          </Typography>
          <Typography>{line.text}</Typography>
          <Button size="small" onClick={() => onNoteOn(line.id)} sx={{ mt: 0.25 }}>
            Note on this line
          </Button>
        </Box>
      ))}
    </Box>
  );

const Requests = ({ dashboard }: { dashboard: FacilitatorDashboard }) =>
  dashboard.actions.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>No examinations or investigations yet.</Typography>
  ) : (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {dashboard.actions.map((action) => (
        <Box component="li" key={`${action.kind}:${action.itemId}`}>
          <Typography sx={{ fontWeight: 600 }}>
            {action.kind === 'examination' ? 'Examination' : 'Investigation'}: {action.name}
          </Typography>
          <Typography variant="body2" sx={{ color: action.result ? 'text.primary' : 'text.secondary' }}>
            {action.result ?? `Pending (due at ${elapsedText(action.availableAtSeconds)})`}
          </Typography>
        </Box>
      ))}
    </Box>
  );

const statusChip: Record<MarkingItem['status'], { label: string; color: 'success' | 'default' | 'error' }> = {
  met: { label: 'Met', color: 'success' },
  open: { label: 'Open', color: 'default' },
  missed: { label: 'Missed', color: 'error' },
};

const Marking = ({ dashboard }: { dashboard: FacilitatorDashboard }) => {
  const { marking, revealedFacts } = dashboard;
  return (
    <>
      <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
        Facts revealed
      </Typography>
      {revealedFacts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          None yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5 }}>
          {revealedFacts.map((fact) => (
            <li key={fact.id}>
              <Typography variant="body2">
                {fact.text}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({elapsedText(fact.revealedAtSeconds)})
                </Box>
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
        Rubric ({marking.metWeight} of {marking.totalWeight} points met)
      </Typography>
      <Box
        component="ul"
        aria-label="Rubric items"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {marking.items.map((item) => {
          const chip = statusChip[item.status];
          return (
            <Box
              component="li"
              key={item.itemId}
              data-testid="rubric-item"
              data-status={item.status}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <Chip
                size="small"
                label={chip.label}
                color={chip.color}
                variant={item.status === 'open' ? 'outlined' : 'filled'}
                sx={{ minWidth: 64 }}
              />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {item.description}
                {item.critical ? ' (critical)' : ''}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  · {item.category} · {item.weight} pt
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </>
  );
};

const Notes = ({
  dashboard,
  linkedLine,
  onUnlink,
  noteField,
}: {
  dashboard: FacilitatorDashboard;
  linkedLine: string | null;
  onUnlink: () => void;
  noteField: React.RefObject<HTMLTextAreaElement | null>;
}) => {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const save = useMutation({
    mutationFn: () => addNote(dashboard.sessionId, text.trim(), linkedLine ?? undefined),
    onSuccess: (note) => {
      setText('');
      onUnlink();
      queryClient.setQueryData<FacilitatorDashboard>(
        facilitatorKeys.dashboard(dashboard.sessionId),
        (current) =>
          current && !current.notes.some((item) => item.id === note.id)
            ? { ...current, notes: [...current.notes, note] }
            : current,
      );
    },
  });
  const line = linkedLine ? dashboard.transcript.find((item) => item.id === linkedLine) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) save.mutate();
  };
  return (
    <>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mb: 2 }}>
        {line && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onUnlink}>
                Unlink
              </Button>
            }
          >
            About: “{line.text}”
          </Alert>
        )}
        <TextField
          label="Private note"
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputRef={noteField}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || !text.trim()}>
            Add note
          </Button>
        </Box>
        {save.isError && (
          <Alert severity="error">{errorText(save.error, 'The note could not be saved.')}</Alert>
        )}
      </Box>
      {dashboard.notes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No notes yet. Only you and the trainee, after the session, read them.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Your notes"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {dashboard.notes.map((note) => {
            const about = note.messageId
              ? dashboard.transcript.find((item) => item.id === note.messageId)
              : undefined;
            return (
              <Box component="li" key={note.id} data-testid="facilitator-note">
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {elapsedText(note.elapsedSeconds)}
                  {about ? ` · on “${about.text.slice(0, 80)}”` : ''}
                </Typography>
                <Typography>{note.text}</Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </>
  );
};

const domainLabels: Record<(typeof facilitatorDomains)[number], string> = {
  history: 'History',
  reasoning: 'Reasoning',
  communication: 'Communication',
  management: 'Management',
  handoff: 'Hand-off',
};

const RatingSelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | '';
  onChange: (value: number) => void;
}) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(event) => onChange(Number(event.target.value))}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 160 }}
  >
    <option value="" disabled>
      1–5
    </option>
    {[1, 2, 3, 4, 5].map((score) => (
      <option key={score} value={score}>
        {score}
      </option>
    ))}
  </TextField>
);

const Ratings = ({ sessionId }: { sessionId: string }) => {
  const [overall, setOverall] = useState<number | ''>('');
  const [domains, setDomains] = useState<Partial<RatingsBody['domains']>>({});
  const [comments, setComments] = useState('');
  const [notice, setNotice] = useState('');
  const isComplete = overall !== '' && facilitatorDomains.every((domain) => domains[domain] !== undefined);
  const save = useMutation({
    mutationFn: () =>
      saveFeedback(sessionId, {
        overall: overall as number,
        domains: domains as RatingsBody['domains'],
        comments: comments.trim(),
      }),
    onSuccess: () => setNotice('Ratings saved. The trainee reads them with their feedback.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    if (isComplete) save.mutate();
    else setNotice('Give every rating, 1 to 5, before saving.');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <RatingSelect label="Overall" value={overall} onChange={setOverall} />
        {facilitatorDomains.map((domain) => (
          <RatingSelect
            key={domain}
            label={domainLabels[domain]}
            value={domains[domain] ?? ''}
            onChange={(value) => setDomains((current) => ({ ...current, [domain]: value }))}
          />
        ))}
      </Box>
      <TextField
        label="Comments"
        multiline
        minRows={3}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save ratings
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ typography: 'body2' }}>
        {notice}
      </Box>
      {save.isError && (
        <Alert severity="error">{errorText(save.error, 'The ratings could not be saved.')}</Alert>
      )}
    </Box>
  );
};

const MessageTrainee = ({ dashboard }: { dashboard: FacilitatorDashboard }) => {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => sendFacilitatorMessage(dashboard.sessionId, text.trim()),
    onSuccess: (message) => {
      setText('');
      queryClient.setQueryData<FacilitatorDashboard>(
        facilitatorKeys.dashboard(dashboard.sessionId),
        (current) =>
          current && !current.chat.some((item) => item.id === message.id)
            ? { ...current, chat: [...current.chat, message] }
            : current,
      );
    },
  });
  const isEnded = dashboard.clock.phase === 'ended';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate();
  };
  return (
    <>
      {dashboard.chat.length > 0 && (
        <Box
          component="ul"
          aria-label="Messages sent"
          sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1 }}
        >
          {dashboard.chat.map((message) => (
            <Box component="li" key={message.id}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {message.facilitatorName} · {elapsedText(message.elapsedSeconds)}
              </Typography>
              <Typography>{message.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {isEnded ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The session has ended: messages can no longer be sent.
        </Typography>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label="Message to the trainee"
            multiline
            minRows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={send.isPending || !text.trim()}>
              Send to trainee
            </Button>
          </Box>
          {send.isError && (
            <Alert severity="error">{errorText(send.error, 'The message could not be sent.')}</Alert>
          )}
        </Box>
      )}
    </>
  );
};

const DashboardHeader = ({
  dashboard,
  receivedAt,
}: {
  dashboard: FacilitatorDashboard;
  receivedAt: number;
}) => {
  const queryClient = useQueryClient();
  const reading = useWatchedClock(dashboard.clock, receivedAt);
  const key = facilitatorKeys.dashboard(dashboard.sessionId);
  const setWatcherReady = (value: boolean) =>
    queryClient.setQueryData<FacilitatorDashboard>(key, (current) =>
      current ? { ...current, watcher: { ...current.watcher, ready: value } } : current,
    );
  // Shown at once; put back if the server refuses.
  const ready = useMutation({
    mutationFn: (value: boolean) => setReady(dashboard.sessionId, value),
    onMutate: (value) => setWatcherReady(value),
    onSuccess: ({ ready: value }) => setWatcherReady(value),
    onError: (_error, value) => setWatcherReady(!value),
  });
  const { phase } = reading;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Facilitator dashboard · read-only
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {dashboard.caseTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography>
          Trainee: <strong>{dashboard.traineeName}</strong>
        </Typography>
        <Typography data-testid="session-phase">
          Phase: <strong>{phaseText[phase]}</strong>
        </Typography>
        <Typography role="timer" aria-atomic="true" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Time left: <strong>{elapsedText(reading.remainingSeconds)}</strong>
        </Typography>
        <FormControlLabel
          control={
            <Switch
              // The switch moves at once; the server's answer confirms it (or the error below undoes it).
              checked={(ready.isPending ? ready.variables : undefined) ?? dashboard.watcher.ready}
              disabled={ready.isPending}
              onChange={(event) => ready.mutate(event.target.checked)}
            />
          }
          label="Ready"
        />
      </Box>
      {ready.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(ready.error, 'Ready could not be changed.')}
        </Alert>
      )}
    </Box>
  );
};

const Dashboard = ({
  dashboard,
  receivedAt,
  aside,
}: {
  dashboard: FacilitatorDashboard;
  receivedAt: number;
  aside?: ReactNode;
}) => {
  const queryClient = useQueryClient();
  const [linkedLine, setLinkedLine] = useState<string | null>(null);
  const noteField = useRef<HTMLTextAreaElement | null>(null);
  const { sessionId } = dashboard;
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
  const onEvents = useCallback(
    (events: LiveEvent[]) => {
      const key = facilitatorKeys.dashboard(sessionId);
      queryClient.setQueryData<FacilitatorDashboard>(key, (current) =>
        current ? applyDashboardEvents(current, events) : current,
      );
      if (events.some((event) => MARKING_EVENTS.has(event.type))) {
        clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: key }),
          REFETCH_DEBOUNCE_MS,
        );
      }
    },
    [queryClient, sessionId],
  );
  const { connection } = useLiveRoom({
    sessionId: dashboard.sessionId,
    startSeq: dashboard.lastSeq,
    onEvents,
  });
  // Dropped by the server (the invite ended or expired): ask again, and a 404 says so.
  useEffect(() => {
    if (connection === 'lost')
      void queryClient.invalidateQueries({ queryKey: facilitatorKeys.dashboard(sessionId) });
  }, [connection, queryClient, sessionId]);
  const noteOn = (messageId: string) => {
    setLinkedLine(messageId);
    noteField.current?.focus();
  };

  return (
    <>
      <ConnectionLostBanner connection={connection} />
      <DashboardHeader dashboard={dashboard} receivedAt={receivedAt} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Panel title="Transcript">
            <Transcript dashboard={dashboard} onNoteOn={noteOn} />
          </Panel>
          <Panel title="Examinations and investigations">
            <Requests dashboard={dashboard} />
          </Panel>
          <Panel title="Message the trainee">
            <MessageTrainee dashboard={dashboard} />
          </Panel>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {aside}
          <Panel title="Hidden marking">
            <Marking dashboard={dashboard} />
          </Panel>
          <Panel title="Notes">
            <Notes
              dashboard={dashboard}
              linkedLine={linkedLine}
              onUnlink={() => setLinkedLine(null)}
              noteField={noteField}
            />
          </Panel>
          <Panel title="Ratings">
            <Ratings sessionId={dashboard.sessionId} />
          </Panel>
        </Box>
      </Box>
    </>
  );
};

/** `/fac-controls/{sessionId}` and `/facilitator/{sessionId}`: the facilitator's read-only dashboard. */
export const FacilitatorDashboardPage = ({
  sessionId,
  aside,
}: {
  sessionId: string;
  /** More of the facilitator's controls, atop the right column (a copilot session's Inject panel). */
  aside?: ReactNode;
}) => {
  const query = useQuery({
    queryKey: facilitatorKeys.dashboard(sessionId),
    queryFn: ({ signal }) => fetchDashboard(sessionId, signal),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useDocumentTitle(query.data ? `Facilitating: ${query.data.caseTitle}` : 'Facilitator dashboard');
  const isGone = isApiError(query.error) && query.error.status === 404;
  let body: ReactNode;
  if (query.data && !isGone)
    body = <Dashboard dashboard={query.data} receivedAt={query.dataUpdatedAt} aside={aside} />;
  else if (query.isError) {
    body = (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Facilitator dashboard
        </Typography>
        <Alert severity={isGone ? 'warning' : 'error'}>
          {isGone
            ? 'This session is not open to you: the invite may have expired or been ended. Ask the trainee for a new invite.'
            : errorText(query.error, 'The session could not be loaded. Please refresh the page.')}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/fac-controls">
            Enter an invite code
          </Link>
        </Box>
      </>
    );
  } else body = <LoadingBlock label="Loading the session…" heights={[80, 320]} />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {body}
    </Container>
  );
};
