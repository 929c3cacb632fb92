import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColleagueView, LiveEvent, PatientScript } from '@urosim/contracts';
import { chatLimits } from '@urosim/contracts';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ConnectionLostBanner } from '../facilitator/connection-lost-banner';
import { elapsedText } from '../facilitator/format';
import { useLiveRoom } from '../facilitator/use-live-room';
import { colleagueKeys, fetchColleagueView, replyAsPatient } from './colleague-api';
import {
  afterReply,
  applyColleagueEvents,
  type ColleagueState,
  colleagueStateOf,
  groupFacts,
} from './colleague-state';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
const senderText = { trainee: 'Trainee', patient: 'Patient', nurse: 'Nurse', system: 'System' } as const;
const phaseText = { countdown: 'Starting', active: 'In progress', ended: 'Ended' } as const;

const Panel = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};

/** The transcript as it happens: a polite live log. */
const Transcript = ({ state, patientName }: { state: ColleagueState; patientName: string }) => (
  <Box
    role="log"
    aria-label="Transcript"
    aria-live="polite"
    sx={{ display: 'grid', gap: 1, maxHeight: '28rem', overflowY: 'auto' }}
  >
    {state.transcript.length === 0 && (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing said yet.
      </Typography>
    )}
    {state.transcript.map((line) => (
      <Box
        key={line.id}
        sx={{ borderLeft: 4, borderColor: line.sender === 'trainee' ? 'primary.main' : 'grey.400', pl: 1.5 }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {line.sender === 'patient' ? patientName : senderText[line.sender]}
          {line.channel === 'nurse' ? ' (nurse chat)' : ''} · {elapsedText(line.elapsedSeconds)}
          {state.awaitingIds.includes(line.id) ? ' · waiting for your reply' : ''}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{line.text}</Typography>
      </Box>
    ))}
  </Box>
);

/** The persona: who the patient is and how they speak. */
const Persona = ({ script }: { script: PatientScript }) => {
  const p = script.persona;
  const rows: [string, string][] = [
    ['Manner', p.manner],
    ['Pain as they talk', p.pain],
    ['Speaking style', p.speakingStyle],
    ['Opening', p.openingLine],
    ['Ideas', p.ideas],
    ['Concerns', p.concerns],
    ['Expectations', p.expectations],
    ['When the script has no answer', script.deflection],
  ];
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {p.name}, {p.age}, {p.sex}, {p.occupation}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 0.75 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {script.unknownSystems.length > 0
          ? `The patient does not know about: ${script.unknownSystems.join(', ')} (say "I don't know").`
          : 'Anything the script does not say, the patient does not have: answer "no" or "I don’t know".'}
      </Typography>
    </>
  );
};

/**
 * The reply form: the oldest line waiting, the patient's reply, and the facts and negatives it
 * reveals, ticked from the script (grouped; those revealed already are marked).
 */
const ReplyForm = ({
  view,
  script,
  state,
  onReplied,
}: {
  view: ColleagueView;
  script: PatientScript;
  state: ColleagueState;
  onReplied: (answeredId: string, reply: Parameters<typeof afterReply>[2]) => void;
}) => {
  const [text, setText] = useState('');
  const [facts, setFacts] = useState<string[]>([]);
  const [negatives, setNegatives] = useState<string[]>([]);
  const [textError, setTextError] = useState('');
  const waitingId = state.awaitingIds[0];
  const waiting = state.transcript.find((line) => line.id === waitingId);
  const send = useMutation({
    mutationFn: (toMessageId: string) =>
      replyAsPatient(view.roomId, {
        toMessageId,
        text: text.trim(),
        revealedFactIds: facts,
        negativeIds: negatives,
      }),
    onSuccess: ({ message }, toMessageId) => {
      onReplied(toMessageId, message);
      setText('');
      setFacts([]);
      setNegatives([]);
    },
  });
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!waitingId) return;
    if (!text.trim()) {
      setTextError('Type the patient’s reply.');
      return;
    }
    setTextError('');
    send.mutate(waitingId);
  };
  const isOver = state.phase === 'ended';
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box role="status" aria-live="polite">
        {isOver ? (
          <Alert severity="info">The session has ended.</Alert>
        ) : waiting ? (
          <Typography>
            <Box component="span" sx={{ fontWeight: 600 }}>
              The trainee asks:
            </Box>{' '}
            {waiting.text}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            Waiting for the trainee to speak to the patient…
          </Typography>
        )}
      </Box>
      <TextField
        label="The patient’s reply"
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={textError !== ''}
        helperText={textError || 'Answer in the patient’s words; tick below the facts this reply gives away.'}
        slotProps={{ htmlInput: { maxLength: chatLimits.maxMessageChars } }}
        disabled={isOver}
      />
      {groupFacts(script.facts).map((group) => (
        <Box key={group.category} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 0.5 }}>
            {group.label}
          </Typography>
          {group.facts.map((fact) => {
            const isRevealed = state.revealedFactIds.includes(fact.id);
            return (
              <Box key={fact.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', mr: 0 }}
                  control={
                    <Checkbox
                      checked={facts.includes(fact.id)}
                      onChange={() => setFacts((list) => toggle(list, fact.id))}
                      sx={{ pt: 0.25 }}
                    />
                  }
                  label={
                    <Typography variant="body2">
                      <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                        {fact.id}
                      </Box>{' '}
                      {fact.answer}
                      {fact.redFlag ? ' (red flag)' : ''}
                      {fact.volunteered ? ' (say it unasked)' : ''}
                    </Typography>
                  }
                />
                {isRevealed && <Chip size="small" color="success" label="Revealed" />}
              </Box>
            );
          })}
        </Box>
      ))}
      {script.negatives.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 0.5 }}>
            Negatives (the patient does not have these)
          </Typography>
          {script.negatives.map((negative) => (
            <FormControlLabel
              key={negative.id}
              sx={{ display: 'flex', alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={negatives.includes(negative.id)}
                  onChange={() => setNegatives((list) => toggle(list, negative.id))}
                  sx={{ pt: 0.25 }}
                />
              }
              label={
                <Typography variant="body2">
                  <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                    {negative.id}
                  </Box>{' '}
                  {negative.answer}
                </Typography>
              }
            />
          ))}
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!waitingId || send.isPending || isOver}>
          {send.isPending ? 'Sending…' : 'Send the reply'}
        </Button>
      </Box>
      {send.isError && (
        <Alert severity="error">{errorText(send.error, 'The reply was not sent. Please try again.')}</Alert>
      )}
    </Box>
  );
};

/** The page once the view is loaded: the live room applied to it. */
const SessionView = ({ view }: { view: ColleagueView }) => {
  const [state, setState] = useState(() => colleagueStateOf(view));
  const isAnswering = view.isColleagueAnswering;
  const onEvents = useCallback(
    (events: LiveEvent[]) => setState((current) => applyColleagueEvents(current, events, isAnswering)),
    [isAnswering],
  );
  const { connection } = useLiveRoom({ sessionId: view.sessionId, startSeq: view.lastSeq, onEvents });
  const script = view.script;
  const patientName = script?.persona.name ?? 'Patient';
  return (
    <>
      <ConnectionLostBanner connection={connection} />
      <Typography sx={{ mb: 2 }}>
        {view.role === 'patient'
          ? `You play the patient for ${view.traineeName || 'your colleague'}. `
          : `You are watching ${view.traineeName || 'your colleague'}’s session, read-only. `}
        Case: {view.caseTitle} · {phaseText[state.phase]}
      </Typography>
      {view.role === 'patient' && !isAnswering && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The simulated patient answers this session now.
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: script ? '1fr 1fr' : '1fr' } }}
      >
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Panel title="Transcript">
            <Transcript state={state} patientName={patientName} />
          </Panel>
          {script && (
            <Panel title="The patient">
              <Persona script={script} />
            </Panel>
          )}
          {view.actions.length > 0 && (
            <Panel title="Examinations and investigations">
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {view.actions.map((action) => (
                  <li key={`${action.kind}-${action.itemId}`}>
                    <Typography variant="body2">
                      {action.name}: {action.result ?? 'pending'}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Panel>
          )}
        </Box>
        {script && isAnswering && (
          <Panel title="Your reply and the script">
            <ReplyForm
              view={view}
              script={script}
              state={state}
              onReplied={(answeredId, reply) => setState((current) => afterReply(current, answeredId, reply))}
            />
          </Panel>
        )}
      </Box>
    </>
  );
};

/** `/colleague-session/{roomId}`: the colleague's page (the grant of the link is in the cookie session). */
export const ColleagueSessionPage = ({ roomId }: { roomId: string }) => {
  useDocumentTitle('Colleague session');
  const view = useQuery({
    queryKey: colleagueKeys.view(roomId),
    queryFn: ({ signal }) => fetchColleagueView(roomId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Colleague session
      </Typography>
      {view.isPending && <LoadingBlock label="Loading the session…" heights={[160, 320]} />}
      {view.isError && (
        <Alert severity="error">
          {isApiError(view.error) && view.error.status === 404
            ? 'This session is not open to you: the invitation has ended, or you have not joined it in this browser.'
            : 'The session could not be loaded. Please try again.'}
        </Alert>
      )}
      {view.data && <SessionView view={view.data} />}
    </Container>
  );
};
