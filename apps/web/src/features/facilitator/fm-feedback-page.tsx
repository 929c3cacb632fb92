import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FacilitatorFeedback } from '@urosim/contracts';
import { facilitatorDomains } from '@urosim/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { facilitatorKeys, fetchFacilitatorFeedback } from './facilitator-api';
import { dateTimeText, elapsedText } from './format';

const domainLabels: Record<(typeof facilitatorDomains)[number], string> = {
  history: 'History',
  reasoning: 'Reasoning',
  communication: 'Communication',
  management: 'Management',
  handoff: 'Hand-off',
};

const FeedbackCard = ({ feedback }: { feedback: FacilitatorFeedback }) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 0.5 }}>
        {feedback.facilitatorName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Updated {dateTimeText(feedback.updatedAt)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Overall
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {feedback.overall} / 5
        </Box>
        {facilitatorDomains.map((domain) => (
          <Box key={domain} sx={{ display: 'contents' }}>
            <Box component="dt">{domainLabels[domain]}</Box>
            <Box component="dd" sx={{ m: 0 }}>
              {feedback.domains[domain]} / 5
            </Box>
          </Box>
        ))}
      </Box>
      {feedback.comments && (
        <>
          <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 0.5 }}>
            Comments
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comments}</Typography>
        </>
      )}
      <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 0.5 }}>
        Notes
      </Typography>
      {feedback.notes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No notes.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {feedback.notes.map((note) => (
            <Box component="li" key={note.id}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                At {elapsedText(note.elapsedSeconds)}
              </Typography>
              <Typography>{note.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};

/** `/feedback/fm/{sessionId}`: what the facilitators said of a session, beside its automatic feedback. */
export const FacilitatorFeedbackPage = ({ sessionId }: { sessionId: string }) => {
  useDocumentTitle('Facilitator feedback');
  const query = useQuery({
    queryKey: facilitatorKeys.feedback(sessionId),
    queryFn: ({ signal }) => fetchFacilitatorFeedback(sessionId, signal),
  });
  const list = query.data?.feedback ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Facilitator feedback
      </Typography>
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to={`/feedback/${sessionId}`}>
          See the automatic feedback
        </Link>
      </Box>
      {query.isPending ? (
        <LoadingBlock label="Loading the facilitators’ feedback…" heights={[200]} />
      ) : query.isError ? (
        <Alert severity="error">
          {isApiError(query.error) && query.error.status === 404
            ? 'This session could not be found.'
            : 'The facilitators’ feedback could not be loaded. Please refresh the page.'}
        </Alert>
      ) : list.length === 0 ? (
        <Typography>No facilitator has left feedback on this session yet.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {list.map((feedback) => (
            <FeedbackCard key={feedback.watcherId} feedback={feedback} />
          ))}
        </Box>
      )}
    </Container>
  );
};
