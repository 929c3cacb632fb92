import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { type ApiError, isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { LoadingBlock } from '../../components/loading-block';
import { NotYoursAlert } from '../../components/not-yours-alert';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { focusRingSx } from '../cases/focus-ring';
import type { AutosaveState } from './autosave';
import { CopilotPanel } from './copilot-panel';
import { dateTimeText, isSbarEmpty, totalWords, wordsText } from './handoff-text';
import {
  fetchHandoff,
  fetchSessionCaseId,
  type Handoff,
  handoffPdfUrl,
  reportingKeys,
} from './reporting-api';
import { SbarFields } from './sbar-fields';
import { ShareDialog } from './share-dialog';
import { SharePanel } from './share-panel';
import { useHandoffDraft } from './use-handoff-draft';

/** The autosave's state in words (a polite live region says each change). */
const saveStatusText = ({ status, error }: AutosaveState) => {
  switch (status) {
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'failed':
      return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
        ? `Not saved — ${error.message}`
        : 'Not saved — retrying';
    default:
      return 'Saved as you type';
  }
};

const SaveStatus = ({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
    <Typography
      role="status"
      data-testid="save-status"
      variant="body2"
      sx={{ fontWeight: 600, color: state.status === 'failed' ? 'error.main' : 'text.secondary' }}
    >
      {saveStatusText(state)}
    </Typography>
    {state.status === 'failed' && (
      <Button size="small" variant="outlined" onClick={onRetry}>
        Retry
      </Button>
    )}
  </Box>
);

/** The editor, the copilot, the actions and the share state of one hand-off. */
const HandoffEditor = ({ handoff }: { handoff: Handoff }) => {
  const { sessionId } = handoff;
  const navigate = useNavigate();
  const fieldsHeadingId = useId();
  const { draft, setSection, state, flush, retry } = useHandoffDraft(handoff);
  const [isSharing, setIsSharing] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  // An action that needs the saved hand-off waited for a save that failed.
  const [isBlocked, setIsBlocked] = useState(false);
  const isEmpty = isSbarEmpty(draft);
  const feedbackPath = `/feedback/${encodeURIComponent(sessionId)}`;
  const pdfHref = handoffPdfUrl(sessionId, { download: true });

  // The feedback, the link and the PDF read the saved hand-off: save what is typed first.
  const saveFirst = async () => {
    const isSaved = await flush();
    setIsBlocked(!isSaved);
    return isSaved;
  };
  const handleSeeFeedback = async () => {
    setIsLeaving(true);
    const isSaved = await saveFirst();
    setIsLeaving(false);
    if (isSaved) navigate(feedbackPath);
  };
  const handleShare = async () => {
    if (await saveFirst()) setIsSharing(true);
  };
  const handleDownload = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (state.status === 'saved' || state.status === 'idle') return;
    event.preventDefault();
    if (await saveFirst()) window.location.assign(pdfHref);
  };

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.7fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper
            component="section"
            aria-labelledby={fieldsHeadingId}
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 1,
                mb: 1,
              }}
            >
              <Typography id={fieldsHeadingId} component="h2" variant="h2">
                Your SBAR hand-off
              </Typography>
              <SaveStatus state={state} onRetry={retry} />
            </Box>
            <Typography sx={{ mb: 2.5, maxWidth: '70ch' }}>
              Hand the patient over as you would on the phone to the registrar taking over: who, why now, what
              matters, what you found and what you need. It counts towards your score.
            </Typography>
            <SbarFields draft={draft} onChange={setSection} />
            <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="total-words">
              Total: {wordsText(totalWords(draft))}
            </Typography>
            {handoff.updatedAt && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Last saved {dateTimeText(handoff.updatedAt)}
              </Typography>
            )}
          </Paper>

          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" onClick={() => void handleSeeFeedback()} disabled={isLeaving}>
              See feedback
            </Button>
            {isEmpty && handoff.revision === 0 && (
              <Button component={RouterLink} to={feedbackPath} variant="outlined">
                Skip for now
              </Button>
            )}
            <Button variant="outlined" onClick={() => void handleShare()} disabled={isEmpty}>
              Share
            </Button>
            <Button
              variant="outlined"
              href={pdfHref}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => void handleDownload(event)}
              disabled={isEmpty}
            >
              Download PDF
            </Button>
          </Box>
          {isBlocked && state.status === 'failed' && (
            <Alert severity="warning" sx={{ maxWidth: '70ch' }}>
              Your latest changes are not saved yet, and the feedback, the link and the PDF show the hand-off
              as last saved. They are tried again on their own, or choose Retry.{' '}
              <Link component={RouterLink} to={feedbackPath} color="inherit">
                Go to the feedback anyway
              </Link>
              .
            </Alert>
          )}

          <SharePanel handoff={handoff} onShare={() => void handleShare()} />
        </Box>
        <CopilotPanel copilot={handoff.copilot} />
      </Box>
      <ShareDialog open={isSharing} handoff={handoff} onClose={() => setIsSharing(false)} />
    </>
  );
};

/** A session without a hand-off yet (409): still running, or no summary; the way back to its case. */
const NotYet = ({ sessionId, error }: { sessionId: string; error: ApiError }) => {
  const { data: caseId } = useQuery({
    queryKey: reportingKeys.caseOf(sessionId),
    queryFn: ({ signal }) => fetchSessionCaseId(sessionId, signal),
  });
  const isRunning = error.code === 'SESSION_RUNNING';
  return (
    <Alert severity="info" sx={{ maxWidth: '70ch' }}>
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        {isRunning ? 'This session is still running' : 'No summary yet'}
      </Box>
      {error.serverMessage ??
        (isRunning
          ? 'The hand-off is written once the session has ended.'
          : 'Write your summary first: the hand-off comes after it.')}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={
            caseId
              ? `/case/${encodeURIComponent(caseId)}?session=${encodeURIComponent(sessionId)}`
              : '/dashboard'
          }
          variant="contained"
          size="small"
        >
          {caseId ? 'Back to the case' : 'Go to your dashboard'}
        </Button>
      </Box>
    </Alert>
  );
};

/** Why there is no hand-off to edit: running, no summary, not found, or it failed to load. */
const HandoffGate = ({
  sessionId,
  query,
  children,
}: {
  sessionId: string;
  query: ReturnType<typeof useHandoffQuery>;
  children: (handoff: Handoff) => ReactNode;
}) => {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status === 409) {
      return <NotYet sessionId={sessionId} error={error} />;
    }
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <NotYoursAlert title="No hand-off found" />;
    }
    return (
      <ActionAlert
        severity="error"
        sx={{ maxWidth: '70ch' }}
        actionLabel="Try again"
        onAction={() => void query.refetch()}
      >
        The hand-off could not be loaded. {isApiError(error) ? error.message : ''}
      </ActionAlert>
    );
  }
  return <LoadingBlock label="Loading your hand-off…" heights={[420, 160]} />;
};

const useHandoffQuery = (sessionId: string) =>
  useQuery({
    queryKey: reportingKeys.handoff(sessionId),
    queryFn: ({ signal }) => fetchHandoff(sessionId, signal),
    enabled: sessionId !== '',
    // The editor's answers keep it current; a refetch must not reset the page while it is open.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** `/handoff/{sessionId}`: the SBAR hand-off of an ended session, after the summary. */
export const HandoffPage = () => {
  const { sessionId = '' } = useParams();
  const query = useHandoffQuery(sessionId);
  const title = query.data?.caseTitle;
  useDocumentTitle(title ? `Hand-off: ${title}` : 'Hand-off');

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Link>
        <Link component={RouterLink} to={`/feedback/${encodeURIComponent(sessionId)}`}>
          Feedback of this session
        </Link>
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        SBAR hand-off
      </Typography>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title ?? 'Hand-off'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        {query.data
          ? `Session ended ${dateTimeText(query.data.endedAt)}. Fictional patient.`
          : 'Fictional patient.'}
      </Typography>
      <HandoffGate sessionId={sessionId} query={query}>
        {(handoff) => <HandoffEditor key={handoff.sessionId} handoff={handoff} />}
      </HandoffGate>
    </Container>
  );
};
