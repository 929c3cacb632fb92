import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { BabEmotion, BabMessage, BabScenarioCard, BabSession } from '@urosim/contracts';
import { babEmotionLabels } from '@urosim/domain';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { SectionGrid } from '../../components/section-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { type ChatMessage, chatFailureText, errorMessage, outgoingText } from '../case-session/chat-messages';
import { ChatPanel } from '../case-session/chat-panel';
import { QueryGate } from '../dashboard/activity-list';
import {
  babKeys,
  endBabSession,
  sendBabTurn,
  startBabSession,
  useBabScenario,
  useBabSession,
} from './bad-news-api';

const emotionColours: Record<BabEmotion, string> = {
  calm: 'success.main',
  anxious: 'warning.main',
  shocked: 'error.main',
  tearful: 'info.main',
  angry: 'error.dark',
  settling: 'primary.main',
};

/** The patient's emotion now, announced politely when it changes. */
export const EmotionIndicator = ({ emotion }: { emotion: BabEmotion }) => {
  const { label, description } = babEmotionLabels[emotion];
  return (
    <Box
      role="status"
      aria-live="polite"
      data-patient-emotion={emotion}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: emotionColours[emotion], flexShrink: 0 }}
      />
      <Typography component="p">
        <Box component="span" sx={{ fontWeight: 700 }}>
          Patient’s emotion: {label}
        </Box>{' '}
        — {description}
      </Typography>
    </Box>
  );
};

const toChat = (line: BabMessage): ChatMessage => ({
  id: line.id,
  text: line.text,
  sender: line.sender === 'trainee' ? 'user' : 'bot',
  timestamp: line.createdAt,
});

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left by the server's clock, counted down in the browser (the server decides the end). */
const useRemaining = (session: BabSession) => {
  const offset = new Date(session.clock.serverNow).getTime() - Date.now();
  const endsAt = new Date(session.clock.endsAt).getTime();
  const left = () => Math.max(0, Math.ceil((endsAt - (Date.now() + offset)) / 1000));
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setRemaining(left()), 1000);
    return () => window.clearInterval(timer);
  });
  return session.clock.phase === 'ended' ? 0 : remaining;
};

const Conversation = ({ session, scenarioId }: { session: BabSession; scenarioId: string }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const [isEnding, setIsEnding] = useState(false);
  const [errors, setErrors] = useState<ChatMessage[]>([]);
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  const remaining = useRemaining(session);
  const isOver = session.clock.phase === 'ended' || remaining === 0 || endedNotice !== null;
  const reviewHref = `/modules/bab/${scenarioId}/review?session=${session.id}`;

  const send = (draft: string) => {
    const text = outgoingText(draft);
    if (text === null || isPending) return false;
    setIsPending(true);
    sendBabTurn(session.id, text)
      .then((turn) => {
        queryClient.setQueryData<BabSession>(babKeys.session(session.id), (old) =>
          old
            ? {
                ...old,
                emotion: turn.emotion,
                clock: turn.clock,
                transcript: [...old.transcript, turn.message, turn.reply],
              }
            : old,
        );
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'SESSION_ENDED') {
          setEndedNotice(error.message);
          return;
        }
        const failure = isApiError(error)
          ? { serverMessage: error.message, status: error.status, code: error.code }
          : { clientMessage: error instanceof Error ? error.message : undefined };
        setErrors((old) => [
          ...old,
          errorMessage(`error-${Date.now()}`, chatFailureText(failure), new Date().toISOString()),
        ]);
      })
      .finally(() => setIsPending(false));
    return true;
  };

  const end = async () => {
    setIsEnding(true);
    try {
      const review = await endBabSession(session.id);
      queryClient.setQueryData(babKeys.review(session.id), review);
      await queryClient.invalidateQueries({ queryKey: babKeys.scenarios() });
      await queryClient.invalidateQueries({ queryKey: babKeys.scenario(scenarioId) });
      navigate(reviewHref);
    } catch {
      setIsEnding(false);
      setErrors((old) => [
        ...old,
        errorMessage(
          `error-${Date.now()}`,
          'The conversation could not be ended. Please try again.',
          new Date().toISOString(),
        ),
      ]);
    }
  };

  // Failed sends show after the stored lines (they were never stored).
  const messages = [...session.transcript.map(toChat), ...errors];
  return (
    <SectionGrid columns={{ xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }}>
      <Paper variant="outlined" component="section" aria-label="Conversation" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ mb: 1.5 }}>
          <EmotionIndicator emotion={session.emotion} />
        </Box>
        {isOver && (
          <ActionAlert
            severity="info"
            actionLabel="See the review"
            onAction={() => void end()}
            sx={{ mb: 1.5 }}
          >
            {endedNotice ?? 'The time is up for this conversation.'}
          </ActionAlert>
        )}
        <ChatPanel
          logLabel={`Conversation with ${session.scenario.patient.name}`}
          inputLabel={`Say something to ${session.scenario.patient.name}`}
          botName={session.scenario.patient.name}
          messages={messages}
          isPending={isPending}
          isEnabled={!isOver && !isEnding}
          disabledHint="The conversation has ended."
          emptyHint="The patient is waiting."
          onSend={send}
        />
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Session"
        sx={{ p: 2, display: 'grid', gap: 1.5 }}
      >
        <Typography component="p">
          <Box component="span" sx={{ fontWeight: 700 }}>
            Time left:
          </Box>{' '}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="bab-clock">
            {clockText(remaining)}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {session.scenario.setting}. {session.scenario.patient.name}, {session.scenario.patient.age},{' '}
          {session.scenario.patient.occupation}.
        </Typography>
        <Typography variant="body2">
          Take it one step at a time: send one message, then read the reply before you go on.
        </Typography>
        <Button variant="contained" onClick={() => void end()} disabled={isEnding || isPending}>
          {isEnding ? 'Ending…' : 'End and review'}
        </Button>
      </Paper>
    </SectionGrid>
  );
};

const Brief = ({
  scenario,
  onStarted,
}: {
  scenario: BabScenarioCard;
  onStarted: (session: BabSession) => void;
}) => {
  const [isStarting, setIsStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const start = async () => {
    setIsStarting(true);
    setFailure(null);
    try {
      onStarted(await startBabSession(scenario.id));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'The conversation could not be started.');
      setIsStarting(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: '80ch' }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        Your brief
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {scenario.setting} · {scenario.patient.name}, {scenario.patient.age}, {scenario.patient.occupation} ·{' '}
        {Math.round(scenario.durationSeconds / 60)} minutes
      </Typography>
      <Typography sx={{ mb: 2 }}>{scenario.brief}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void start()} disabled={isStarting}>
          {isStarting ? 'Starting…' : 'Start conversation'}
        </Button>
        {scenario.latest?.phase === 'ended' && (
          <Button
            component={RouterLink}
            to={`/modules/bab/${scenario.id}/review?session=${scenario.latest.sessionId}`}
            variant="outlined"
          >
            Review your last conversation
          </Button>
        )}
      </Box>
    </Paper>
  );
};

/** `/modules/bab/{scenarioId}/play`: the brief, then a timed conversation with the scripted patient. */
export const BabPlayPage = () => {
  const { scenarioId = '' } = useParams();
  const queryClient = useQueryClient();
  const scenario = useBabScenario(scenarioId);
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = scenario.data?.latest;
  const sessionId = startedId ?? (latest?.phase === 'active' ? latest.sessionId : null);
  const session = useBabSession(sessionId);
  useDocumentTitle(scenario.data ? `${scenario.data.title}: conversation` : 'Breaking bad news: scenario');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/modules/bab" sx={{ display: 'inline-block', mb: 2 }}>
        All scenarios
      </Link>
      <QueryGate query={scenario} what="scenario" height={240}>
        {(card) => (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {card.title}
            </Typography>
            {sessionId === null ? (
              <Brief
                scenario={card}
                onStarted={(started) => {
                  queryClient.setQueryData(babKeys.session(started.id), started);
                  setStartedId(started.id);
                }}
              />
            ) : session.data ? (
              <Conversation session={session.data} scenarioId={card.id} />
            ) : (
              <QueryGate query={session} what="conversation" height={420}>
                {(data) => <Conversation session={data} scenarioId={card.id} />}
              </QueryGate>
            )}
          </>
        )}
      </QueryGate>
    </Container>
  );
};
