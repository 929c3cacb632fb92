import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CaseDetail } from '@urosim/contracts';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { SectionGrid } from '../../components/section-grid';
import { AvatarStage } from '../avatar/lazy-avatar-stage';
import { ChatPanel } from './chat-panel';
import { ExaminationPanel } from './examination-panel';
import { InvestigationsPanel } from './investigations-panel';
import { NotesPanel } from './notes-panel';
import { PatientPanel } from './patient-panel';
import type { ActionRequests } from './request-list';
import { SummaryPanel } from './summary-panel';
import type { CaseSessionState } from './use-case-session';

const TABS = [
  { key: 'patient', label: 'Patient' },
  { key: 'nurse', label: 'Nurse' },
  { key: 'examination', label: 'Examination' },
  { key: 'investigations', label: 'Investigations' },
  { key: 'notes', label: 'Notes' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

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

const TabPanel = ({ id, tab, children }: { id: TabKey; tab: TabKey; children: ReactNode }) => (
  // Kept mounted while hidden: a streaming reply and a draft survive a change of tab.
  <Box role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={tab !== id} sx={{ pt: 2 }}>
    {children}
  </Box>
);

/** The session's working area: the chats, examination, investigations and notes. */
export const SessionWorkspace = ({ detail, session }: { detail: CaseDetail; session: CaseSessionState }) => {
  const [tab, setTab] = useState<TabKey>('patient');
  const [recognised, setRecognised] = useState<{ text: string; nonce: number }>();
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
  const chat = { isEnabled: isActive, disabledHint };
  const requests: ActionRequests = {
    actions: current.actions,
    pending: session.pendingActions,
    errors: session.actionErrors,
    isEnabled: isActive,
    onRequest: (kind, itemId) => void session.requestAction(kind, itemId),
  };

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
      <SectionGrid columns={{ xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }}>
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
          <TabPanel id="patient" tab={tab}>
            {current.mode === 'Avatar' && (
              <Suspense fallback={<Box sx={{ minHeight: 280 }} aria-busy="true" />}>
                <AvatarStage
                  sessionId={current.id}
                  persona={{
                    sex: detail.patient.sex,
                    age: detail.patient.age,
                    manner: detail.patient.manner,
                    pain: detail.patient.pain,
                  }}
                  patientName={detail.patient.name}
                  messages={session.chats.patient.messages}
                  isPending={session.chats.patient.isPending}
                  isEnabled={isActive}
                  onRecognised={(text) => setRecognised((prev) => ({ text, nonce: (prev?.nonce ?? 0) + 1 }))}
                />
              </Suspense>
            )}
            <ChatPanel
              incomingDraft={recognised}
              {...chat}
              logLabel={`Conversation with ${detail.patient.name}`}
              inputLabel="Message to the patient"
              botName={detail.patient.name}
              messages={session.chats.patient.messages}
              isPending={session.chats.patient.isPending}
              emptyHint={`Introduce yourself to ${detail.patient.name} and take a history.`}
              onSend={(text) => session.send('patient', text)}
              inputRef={patientInput}
            />
          </TabPanel>
          <TabPanel id="nurse" tab={tab}>
            <ChatPanel
              {...chat}
              logLabel={`Conversation with ${detail.nurseName}, the nurse`}
              inputLabel="Message to the nurse"
              botName={`${detail.nurseName} (nurse)`}
              messages={session.chats.nurse.messages}
              isPending={session.chats.nurse.isPending}
              emptyHint={`Ask ${detail.nurseName} for observations, results or help.`}
              suggestions={['Can I have the latest observations, please?']}
              onSend={(text) => session.send('nurse', text)}
            />
          </TabPanel>
          <TabPanel id="examination" tab={tab}>
            <ExaminationPanel examinations={detail.examinations} requests={requests} />
          </TabPanel>
          <TabPanel id="investigations" tab={tab}>
            <InvestigationsPanel
              investigations={detail.investigations}
              durationSeconds={current.clock.durationSeconds}
              requests={requests}
            />
          </TabPanel>
          <TabPanel id="notes" tab={tab}>
            <NotesPanel sessionId={current.id} initialNotes={current.notes} />
          </TabPanel>
        </Paper>
        <PatientPanel detail={detail} />
      </SectionGrid>
    </Box>
  );
};
