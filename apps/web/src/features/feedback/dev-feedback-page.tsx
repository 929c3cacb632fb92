import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CaseDetail, noWorkerZip, type ReportBundle } from '@urosim/contracts';
import { fixtureAnalyses, fixtureFeedback } from '@urosim/documents/test/fixtures';
import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { caseKeys } from '../cases/cases-api';
import { focusRingSx } from '../cases/focus-ring';
import { reportingKeys } from '../handoff/reporting-api';
import { feedbackKeys } from './feedback-api';
import { FeedbackContent } from './feedback-page';

/** The sample session's id: no session has it. */
export const SAMPLE_SESSION_ID = 'dev-sample-session';

/**
 * A query client holding everything the feedback view asks for, for the sample session: the
 * feedback (the documents package's realistic fixture, checked against its contract there), its
 * three analyses, the case's speaker names, the survey (answered, so hidden) and no report bundle.
 * Nothing is refetched, so the page makes no api call for them.
 */
const sampleClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      // Never fetched again, even by a query that sets its own staleTime (the report bundle's 0).
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchOnWindowFocus: false,
      },
    },
  });
  const feedback = fixtureFeedback(SAMPLE_SESSION_ID, 16);
  client.setQueryData(feedbackKeys.detail(SAMPLE_SESSION_ID), feedback);
  for (const analysis of fixtureAnalyses()) {
    client.setQueryData(feedbackKeys.analysis(SAMPLE_SESSION_ID, analysis.type), analysis);
  }
  // The transcript needs only the speakers' names from the case.
  client.setQueryData(caseKeys.detail(feedback.caseId), {
    patient: { name: 'David Okafor' },
    nurseName: 'Nurse Priya Shah',
  } as unknown as CaseDetail);
  client.setQueryData(['survey', SAMPLE_SESSION_ID], { isAnswered: true, isPilotParticipant: false });
  client.setQueryData<ReportBundle>(reportingKeys.bundle(SAMPLE_SESSION_ID), {
    ...noWorkerZip,
    stale: false,
  });
  return { client, feedback };
};

/**
 * `/dev/feedback-v2` (dev-routes flag): the real feedback view drawn from sample data, with no
 * session and no api call, so its layout (the phone layout included) can be worked on directly.
 */
export const DevFeedbackPage = () => {
  const [{ client, feedback }] = useState(sampleClient);
  useDocumentTitle('Feedback v2 (development sample)');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        Development sample data: a made-up session, not anyone&apos;s results. Nothing here is saved.
      </Alert>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Feedback v2 (development)
      </Typography>
      <Typography variant="h1" sx={{ mb: 2.5 }}>
        {feedback.caseTitle}
      </Typography>
      <QueryClientProvider client={client}>
        <FeedbackContent feedback={feedback} />
      </QueryClientProvider>
    </Container>
  );
};
