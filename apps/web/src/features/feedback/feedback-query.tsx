import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { LoadingBlock } from '../../components/loading-block';
import { NotYoursAlert } from '../../components/not-yours-alert';
import { fetchSessionDetails, sessionKeys } from '../case-session/sessions-api';
import { type Feedback, feedbackKeys, fetchFeedback } from './feedback-api';

/** The feedback of one session, shared by the feedback page and its legacy layout. */
export const useFeedback = (sessionId: string) =>
  useQuery({
    queryKey: feedbackKeys.detail(sessionId),
    queryFn: ({ signal }) => fetchFeedback(sessionId, signal),
    enabled: sessionId !== '',
    // Stored once scored; it changes only when the hand-off is saved, which invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Why a session has no feedback yet, and what to do about it (the api's 409 codes). */
const notYet = {
  SESSION_RUNNING: {
    title: 'This session is still running',
    text: 'Feedback is written once the session ends. Go back to the case to finish it, end it and submit your summary.',
  },
  SUMMARY_REQUIRED: {
    title: 'Write your summary first',
    text: 'The feedback shows the expected diagnosis and plan, so it opens once your summary is in. Go back to the case to write it.',
  },
} as const;

const notYetReason = (error: unknown): keyof typeof notYet | null => {
  if (!isApiError(error) || error.status !== 409) return null;
  return error.code === 'SUMMARY_REQUIRED' ? 'SUMMARY_REQUIRED' : 'SESSION_RUNNING';
};

/** A session without feedback yet (running, or no summary): the way back to its case. */
const NotYet = ({ sessionId, reason }: { sessionId: string; reason: keyof typeof notYet }) => {
  const details = useQuery({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: ({ signal }) => fetchSessionDetails(sessionId, signal),
  });
  const caseId = details.data?.case.id;
  return (
    <Alert severity="info" sx={{ maxWidth: '70ch' }}>
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        {notYet[reason].title}
      </Box>
      {notYet[reason].text}
      <Box sx={{ mt: 1.5 }}>
        {caseId ? (
          <Button
            component={RouterLink}
            to={`/case/${encodeURIComponent(caseId)}?session=${encodeURIComponent(sessionId)}`}
            variant="contained"
            size="small"
          >
            Back to the case
          </Button>
        ) : (
          <Button component={RouterLink} to="/case-selection" variant="contained" size="small">
            Back to case selection
          </Button>
        )}
      </Box>
    </Alert>
  );
};

/** Loading, not-yet (running, no summary), missing and failed states; the feedback through `children`. */
export const FeedbackGate = ({
  sessionId,
  query,
  children,
}: {
  sessionId: string;
  query: ReturnType<typeof useFeedback>;
  children: (feedback: Feedback) => ReactNode;
}) => {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    const reason = notYetReason(query.error);
    if (reason) return <NotYet sessionId={sessionId} reason={reason} />;
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return <NotYoursAlert title="No feedback found" />;
    }
    return (
      <ActionAlert
        severity="error"
        sx={{ maxWidth: '70ch' }}
        actionLabel="Try again"
        onAction={() => void query.refetch()}
      >
        The feedback could not be loaded. {isApiError(query.error) ? query.error.message : ''}
      </ActionAlert>
    );
  }
  return <LoadingBlock label="Loading your feedback…" heights={[180, 360]} />;
};
