import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@urosim/contracts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { durationText } from '../cases/case-labels';
import { CaseFacts } from '../cases/case-preview-page';
import { caseKeys, fetchCase } from '../cases/cases-api';
import { focusRingSx } from '../cases/focus-ring';
import { ChatPanel } from './chat-panel';
import { ExaminationPanel } from './examination-panel';
import { InvestigationsPanel } from './investigations-panel';
import { NotesPanel } from './notes-panel';
import { PatientPanel } from './patient-panel';
import { formatTimer } from './session-clock';
import { caseModeFromSearch, requestSession } from './session-events';
import { SummaryPanel } from './summary-panel';
import { type CaseSessionState, useCaseSession } from './use-case-session';

const TABS = [
  { key: 'patient', label: 'Patient' },
  { key: 'nurse', label: 'Nurse' },
  { key: 'examination', label: 'Examination' },
  { key: 'investigations', label: 'Investigations' },
  { key: 'notes', label: 'Notes' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const BackLink = () => (
  <Link component={RouterLink} to="/case-selection">
    Back to case selection
  </Link>
);

/** Whether focus was lost (on the page body) or sits on the header's session controls. */
const isFocusIdle = () => {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    (active as HTMLButtonElement).disabled === true ||
    active.closest('[aria-label="Session controls"]') !== null
  );
};

/** Before the start: the brief, the patient, the objectives, and where to start. */
const BeforeStart = ({
  detail,
  session,
  isPreview,
}: {
  detail: CaseDetail;
  session: CaseSessionState;
  isPreview: boolean;
}) => {
  const isStarting = session.phase === 'loading';
  return (
    // On a phone: start, patient and brief, objectives; beside each other from 900 px.
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        gridTemplateAreas: {
          xs: '"start" "patient" "objectives"',
          md: '"start patient" "objectives patient"',
        },
      }}
    >
      <Paper
        component="section"
        aria-labelledby="start-heading"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, gridArea: 'start' }}
      >
        <Typography id="start-heading" component="h2" variant="h2" sx={{ mb: 1 }}>
          {isPreview ? 'Preview' : 'Ready when you are'}
        </Typography>
        {isPreview ? (
          <Typography sx={{ mb: 2 }}>
            You are previewing this case: you can read the brief and the documents, but not start a session
            here.
          </Typography>
        ) : (
          <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
            Press <strong>Start Session</strong> at the top of the page when you are ready. A 3-second
            countdown runs, then you have {durationText(detail.durationSeconds)} (
            {formatTimer(detail.durationSeconds)}) on the clock. The clock is kept by the server: it goes on
            if you reload or leave the page.
          </Typography>
        )}
        {isPreview ? (
          <Button component={RouterLink} to={`/case/${encodeURIComponent(detail.id)}`} variant="contained">
            Open the case to play it
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            disabled={isStarting}
            onClick={() => requestSession('start')}
          >
            {isStarting ? 'Starting…' : 'Start the session'}
          </Button>
        )}
      </Paper>
      <Box sx={{ gridArea: 'patient', alignSelf: 'start' }}>
        <PatientPanel detail={detail} />
      </Box>
      <Paper
        component="section"
        aria-labelledby="objectives-heading"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, gridArea: 'objectives' }}
      >
        <Typography id="objectives-heading" component="h2" variant="h2" sx={{ mb: 1 }}>
          Learning objectives
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {detail.learningObjectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
};

const TabPanel = ({ id, isActive, children }: { id: TabKey; isActive: boolean; children: ReactNode }) => (
  // Kept mounted while hidden: a streaming reply and a draft survive a change of tab.
  <Box role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={!isActive} sx={{ pt: 2 }}>
    {children}
  </Box>
);

/** The session's working area: the chats, examination, investigations and notes. */
const SessionWorkspace = ({ detail, session }: { detail: CaseDetail; session: CaseSessionState }) => {
  const [tab, setTab] = useState<TabKey>('patient');
  const patientInput = useRef<HTMLTextAreaElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const { phase } = session;
  const isActive = phase === 'active';
  const current = session.session;

  // Focus follows the session: to the patient's message field at the start, to the summary at the end.
  const before = useRef(phase);
  useEffect(() => {
    const previous = before.current;
    before.current = phase;
    if (phase === 'active' && previous === 'countdown' && isFocusIdle()) {
      setTab('patient');
      requestAnimationFrame(() => patientInput.current?.focus());
    }
    if (phase === 'ended' && (previous === 'active' || previous === 'countdown')) {
      requestAnimationFrame(() => summaryHeading.current?.focus());
    }
  }, [phase]);

  if (!current) return null;
  const disabledHint =
    phase === 'countdown'
      ? 'The session starts in a moment.'
      : phase === 'ended'
        ? 'The session has ended.'
        : 'Loading…';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {phase === 'countdown' && (
        <Alert severity="info">
          The countdown is running. The clock starts in a moment; get ready to greet the patient.
        </Alert>
      )}
      {phase === 'ended' && (
        <SummaryPanel
          sessionId={current.id}
          summary={current.summary}
          onSubmitted={session.setSummary}
          headingRef={summaryHeading}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          aria-label="Session"
          variant="outlined"
          sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}
        >
          <Tabs
            value={tab}
            onChange={(_event, value: TabKey) => setTab(value)}
            aria-label="Session tools"
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map(({ key, label }) => (
              <Tab
                key={key}
                value={key}
                label={label}
                id={`tab-${key}`}
                aria-controls={`panel-${key}`}
                sx={{ textTransform: 'none', fontWeight: 600 }}
              />
            ))}
          </Tabs>
          <TabPanel id="patient" isActive={tab === 'patient'}>
            <ChatPanel
              logLabel={`Conversation with ${detail.patient.name}`}
              inputLabel="Message to the patient"
              botName={detail.patient.name}
              messages={session.chats.patient.messages}
              isPending={session.chats.patient.isPending}
              isEnabled={isActive}
              disabledHint={disabledHint}
              emptyHint={`Introduce yourself to ${detail.patient.name} and take a history.`}
              onSend={(text) => session.send('patient', text)}
              inputRef={patientInput}
            />
          </TabPanel>
          <TabPanel id="nurse" isActive={tab === 'nurse'}>
            <ChatPanel
              logLabel={`Conversation with ${detail.nurseName}, the nurse`}
              inputLabel="Message to the nurse"
              botName={`${detail.nurseName} (nurse)`}
              messages={session.chats.nurse.messages}
              isPending={session.chats.nurse.isPending}
              isEnabled={isActive}
              disabledHint={disabledHint}
              emptyHint={`Ask ${detail.nurseName} for observations, results or help.`}
              suggestions={['Can I have the latest observations, please?']}
              onSend={(text) => session.send('nurse', text)}
            />
          </TabPanel>
          <TabPanel id="examination" isActive={tab === 'examination'}>
            <ExaminationPanel
              examinations={detail.examinations}
              actions={current.actions}
              pending={session.pendingActions}
              errors={session.actionErrors}
              isEnabled={isActive}
              onRequest={(id) => void session.requestAction('examination', id)}
            />
          </TabPanel>
          <TabPanel id="investigations" isActive={tab === 'investigations'}>
            <InvestigationsPanel
              investigations={detail.investigations}
              actions={current.actions}
              pending={session.pendingActions}
              errors={session.actionErrors}
              isEnabled={isActive}
              durationSeconds={current.clock.durationSeconds}
              onOrder={(id) => void session.requestAction('investigation', id)}
            />
          </TabPanel>
          <TabPanel id="notes" isActive={tab === 'notes'}>
            <NotesPanel sessionId={current.id} initialNotes={current.notes} />
          </TabPanel>
        </Paper>
        <PatientPanel detail={detail} />
      </Box>
    </Box>
  );
};

const CaseScreen = ({ caseId }: { caseId: string }) => {
  const { search } = useLocation();
  const mode = useMemo(() => caseModeFromSearch(search), [search]);
  const caseQuery = useQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => fetchCase(caseId, signal),
  });
  const session = useCaseSession({
    caseId,
    durationSeconds: caseQuery.data?.durationSeconds,
    isPreview: mode.isPreview,
    isFacilitatorMode: mode.isFacilitatorMode,
  });
  const detail = session.session?.case ?? caseQuery.data;
  useDocumentTitle(detail?.title ?? 'Case');

  let body: ReactNode;
  if (!detail && caseQuery.isError) {
    const isMissing = isApiError(caseQuery.error) && caseQuery.error.status === 404;
    body = (
      <Alert
        severity="error"
        action={
          isMissing ? undefined : (
            <Button color="inherit" size="small" onClick={() => void caseQuery.refetch()}>
              Try again
            </Button>
          )
        }
      >
        {isMissing
          ? 'This case does not exist or is not available.'
          : `The case could not be loaded. ${isApiError(caseQuery.error) ? caseQuery.error.message : ''}`}
      </Alert>
    );
  } else if (!detail) {
    body = (
      <Box aria-busy="true">
        <Box role="status" sx={visuallyHidden}>
          Loading the case…
        </Box>
        <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  } else if (session.session) {
    body = <SessionWorkspace detail={detail} session={session} />;
  } else {
    body = <BeforeStart detail={detail} session={session} isPreview={mode.isPreview} />;
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      {/* Start, low and critical time and the end, said once each. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {session.announcement}
      </Box>
      <Box sx={{ mb: 2 }}>
        <BackLink />
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Case{mode.isPreview ? ' · Preview Mode' : ''}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {detail?.title ?? 'Case'}
      </Typography>
      {detail && (
        <Box sx={{ mb: 2 }}>
          <CaseFacts detail={detail} />
        </Box>
      )}
      {mode.isFacilitatorMode && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Facilitator mode: this page starts and ends the session; the facilitator watches read-only. The
          start does not wait for the facilitator.
        </Alert>
      )}
      {session.status === 'missing' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={session.forget}>
              Start afresh
            </Button>
          }
        >
          This session could not be found. It may have been removed, or it belongs to another account.
        </Alert>
      )}
      {session.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={session.retry}>
              Try again
            </Button>
          }
        >
          The session could not be loaded. {session.error}
        </Alert>
      )}
      {session.error && session.status !== 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={session.dismissError}>
          {session.error}
        </Alert>
      )}
      {body}
    </Container>
  );
};

/** `/case/{caseId}`: the case brief, then its timed session (the header's controls start and stop it). */
export const CasePage = () => {
  const { caseId = '' } = useParams();
  // A new case is a new screen: nothing of the previous session carries over.
  return <CaseScreen key={caseId} caseId={caseId} />;
};
