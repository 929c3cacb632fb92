import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COPILOT,
  type CopilotSession,
  type CopilotView,
  type ObservationName,
  observationNames,
  observationRanges,
} from '@urosim/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { caseKeys, fetchCases } from '../cases/cases-api';
import { FacilitatorDashboardPage } from '../facilitator/dashboard-page';
import { dateTimeText, elapsedText } from '../facilitator/format';
import { copilotKeys, createCopilot, fetchCopilotView, injectScenario, listCopilots } from './copilot-api';
import { VitalsCard } from './copilot-trainee-panel';
import { observationErrors, observationsFromForm } from './scenario-state';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

const stateLabel: Record<CopilotSession['state'], string> = {
  waiting: 'Waiting for a trainee',
  claimed: 'Claimed, not started',
  live: 'Running',
  ended: 'Ended',
  expired: 'Expired',
};

/** The code, large and spaced, to read aloud. */
const CodeView = ({ code }: { code: string }) => (
  <Typography
    component="p"
    data-testid="copilot-code"
    sx={{ fontFamily: 'monospace', fontSize: '1.8rem', fontWeight: 700, letterSpacing: '0.12em' }}
  >
    {code}
  </Typography>
);

/** "New facilitated session": choose a case, get the code to give the trainee. */
const NewCopilotForm = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [caseId, setCaseId] = useState('');
  const [caseError, setCaseError] = useState('');
  const cases = useQuery({
    queryKey: caseKeys.list({}),
    queryFn: ({ signal }) => fetchCases({}, signal),
  });
  const create = useMutation({
    mutationFn: (id: string) => createCopilot(id),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: copilotKeys.list() });
      navigate(`/copilot/controls/${made.copilotId}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!caseId) {
      setCaseError('Choose the case the trainee will play.');
      return;
    }
    setCaseError('');
    create.mutate(caseId);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField
        id={fieldId}
        select
        label="Case"
        value={caseId}
        onChange={(event) => setCaseId(event.target.value)}
        error={caseError !== ''}
        helperText={caseError || 'The trainee plays this case; their plan must open it.'}
        disabled={!cases.data}
      >
        {(cases.data?.cases ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.title}
          </MenuItem>
        ))}
      </TextField>
      {cases.isError && (
        <Alert severity="error">The cases could not be loaded. Please refresh the page.</Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create and get the code'}
        </Button>
      </Box>
      {create.isError && (
        <Alert severity="error">
          {errorText(create.error, 'The facilitated session could not be created. Please try again.')}
        </Alert>
      )}
    </Box>
  );
};

/** `/copilot/controls`: the facilitator's copilot sessions and a new one. */
export const CopilotListPage = () => {
  useDocumentTitle('Copilot controls');
  const list = useQuery({ queryKey: copilotKeys.list(), queryFn: ({ signal }) => listCopilots(signal) });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Copilot controls
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>
        Run a facilitated session: choose a case, give the trainee the code, and watch their consultation
        live. While it runs you can change the patient’s observations, send a message from the nurse or bring
        a result back early. The trainee enters the code at /fac-controls.
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="new-copilot"
        sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}
      >
        <Typography id="new-copilot" component="h2" variant="h2" sx={{ mb: 1.5 }}>
          New facilitated session
        </Typography>
        <NewCopilotForm />
      </Paper>
      <Typography component="h2" variant="h2" sx={{ mb: 1.5 }}>
        Your facilitated sessions
      </Typography>
      {list.isError && (
        <Alert severity="error">{errorText(list.error, 'Your sessions could not be loaded.')}</Alert>
      )}
      {!list.data && !list.isError && <LoadingBlock label="Loading your sessions…" heights={[60, 60]} />}
      {list.data?.sessions.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>You have not run a facilitated session yet.</Typography>
      )}
      {list.data && list.data.sessions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.data.sessions.map((item) => (
            <Paper component="li" variant="outlined" key={item.copilotId} sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
                <Link
                  component={RouterLink}
                  to={`/copilot/controls/${item.copilotId}`}
                  sx={{ fontWeight: 600 }}
                >
                  {item.caseTitle}
                </Link>
                <Chip size="small" label={stateLabel[item.state]} variant="outlined" />
                {item.code && (
                  <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                    {item.code}
                  </Typography>
                )}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.traineeName ? `Trainee: ${item.traineeName} · ` : ''}Created{' '}
                  {dateTimeText(item.createdAt)}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Container>
  );
};

const InjectSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.25 }}>
      <Typography id={headingId} component="h3" variant="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
};

const obsLabel = (name: ObservationName) =>
  `${observationRanges[name].label} (${observationRanges[name].unit})`;

/** The Inject panel: observations, a nurse's message, an early result; each sent at once. */
const InjectPanel = ({ view }: { view: CopilotView }) => {
  const queryClient = useQueryClient();
  const { copilotId } = view.session;
  const isOpen = view.session.state === 'live';
  const [fields, setFields] = useState<Partial<Record<ObservationName, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ObservationName, string>>>({});
  const [nurseText, setNurseText] = useState('');
  const [investigationId, setInvestigationId] = useState('');
  const [said, setSaid] = useState('');
  const inject = useMutation({
    mutationFn: (body: Parameters<typeof injectScenario>[1]) => injectScenario(copilotId, body),
    onSuccess: (injection) => {
      void queryClient.invalidateQueries({ queryKey: copilotKeys.view(copilotId) });
      if (injection.kind === 'observations') {
        setFields({});
        setSaid('Observations sent to the trainee.');
      } else if (injection.kind === 'nurseMessage') {
        setNurseText('');
        setSaid('Nurse’s message sent to the trainee.');
      } else {
        setSaid(`${injection.name} result sent to the trainee.`);
      }
    },
  });
  const sendObservations = (event: FormEvent) => {
    event.preventDefault();
    const observations = observationsFromForm(fields);
    const errors = observationErrors(observations);
    if (Object.keys(observations).length === 0) {
      setFieldErrors({ heartRate: 'Give at least one observation' });
      return;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    inject.mutate({ kind: 'observations', observations });
  };
  return (
    <Paper
      component="section"
      aria-labelledby="inject-heading"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 2, display: 'grid', gap: 2.5 }}
      data-testid="inject-panel"
    >
      <Box>
        <Typography id="inject-heading" component="h2" variant="h2" sx={{ mb: 0.5 }}>
          Inject
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Each event reaches the trainee’s page at once and is recorded in the nurse’s channel of the
          transcript.
        </Typography>
      </Box>
      {!isOpen && (
        <Alert severity="info">
          {view.session.state === 'ended'
            ? 'The session has ended: nothing more can be injected.'
            : 'You can inject once the trainee has started the case.'}
        </Alert>
      )}
      <InjectSection title="Change of observations">
        <Box
          component="form"
          noValidate
          onSubmit={sendObservations}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {observationNames.map((name) => (
            <TextField
              key={name}
              size="small"
              label={obsLabel(name)}
              value={fields[name] ?? ''}
              onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
              error={fieldErrors[name] !== undefined}
              helperText={
                fieldErrors[name] ?? `${observationRanges[name].min}–${observationRanges[name].max}`
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={!isOpen || inject.isPending}>
              Send observations
            </Button>
          </Box>
        </Box>
      </InjectSection>
      <InjectSection title="Nurse’s message">
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (nurseText.trim()) inject.mutate({ kind: 'nurseMessage', text: nurseText.trim() });
          }}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <TextField
            label="Message from the nurse"
            multiline
            minRows={2}
            value={nurseText}
            onChange={(event) => setNurseText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: COPILOT.nurseMessageMaxChars } }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!isOpen || inject.isPending || !nurseText.trim()}
            >
              Send as the nurse
            </Button>
          </Box>
        </Box>
      </InjectSection>
      <InjectSection title="Early result">
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (investigationId) inject.mutate({ kind: 'earlyResult', investigationId });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label="Investigation"
            value={investigationId}
            onChange={(event) => setInvestigationId(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {view.investigations.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={!isOpen || inject.isPending || !investigationId}
          >
            Send the result now
          </Button>
        </Box>
      </InjectSection>
      {inject.isError && (
        <Alert severity="error">
          {errorText(inject.error, 'The event could not be sent. Please try again.')}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.25rem', typography: 'body2' }}>
        {said}
      </Box>
      <VitalsCard injections={view.injections} />
      <InjectSection title="Sent so far">
        {view.injections.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nothing yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {view.injections.map((item) => (
              <Typography component="li" variant="body2" key={item.id}>
                {elapsedText(item.elapsedSeconds)} ·{' '}
                {item.kind === 'observations'
                  ? 'Observations'
                  : item.kind === 'nurseMessage'
                    ? `Nurse: ${item.text}`
                    : `Early result: ${item.name}`}
              </Typography>
            ))}
          </Box>
        )}
      </InjectSection>
    </Paper>
  );
};

/**
 * `/copilot/controls/{sessionId}` (the copilot session's id): while no trainee has started, the code
 * and the state (asked again every few seconds); then the Inject panel and the read-only
 * facilitator dashboard of the trainee's session (its grant taken by reading this view).
 */
export const CopilotControlsPage = ({ copilotId }: { copilotId: string }) => {
  const view = useQuery({
    queryKey: copilotKeys.view(copilotId),
    queryFn: ({ signal }) => fetchCopilotView(copilotId, signal),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
    refetchInterval: (query) => {
      const state = query.state.data?.session.state;
      return state === 'waiting' || state === 'claimed' ? 3000 : false;
    },
  });
  useDocumentTitle(view.data ? `Copilot: ${view.data.session.caseTitle}` : 'Copilot controls');
  if (view.isError || (view.data && view.data.role !== 'facilitator')) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Copilot controls
        </Typography>
        <Alert severity="warning">
          {isApiError(view.error) && view.error.status !== 404
            ? errorText(view.error, 'The session could not be loaded.')
            : 'This facilitated session is not yours, or does not exist.'}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/copilot/controls">
            Your facilitated sessions
          </Link>
        </Box>
      </Container>
    );
  }
  if (!view.data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <LoadingBlock label="Loading the facilitated session…" heights={[80, 240]} />
      </Container>
    );
  }
  const { session } = view.data;
  if (!session.sessionId) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/copilot/controls">
            Your facilitated sessions
          </Link>
        </Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {session.caseTitle}
        </Typography>
        <Chip label={stateLabel[session.state]} variant="outlined" sx={{ mb: 2 }} />
        {session.state === 'expired' ? (
          <Alert severity="warning">This code expired before a trainee started. Create a new session.</Alert>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
            <Typography sx={{ mb: 1 }}>
              Give the trainee this code. They enter it at /fac-controls.
            </Typography>
            {session.code && <CodeView code={session.code} />}
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 1 }}
              role="status"
              aria-live="polite"
            >
              {session.state === 'claimed'
                ? `${session.traineeName ?? 'The trainee'} has the case open; the dashboard opens when they start.`
                : `Waiting for the trainee. The code works until ${dateTimeText(session.expiresAt)}.`}
            </Typography>
          </Paper>
        )}
      </Container>
    );
  }
  return <FacilitatorDashboardPage sessionId={session.sessionId} aside={<InjectPanel view={view.data} />} />;
};
