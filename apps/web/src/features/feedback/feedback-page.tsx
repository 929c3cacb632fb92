import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Feedback } from '@urosim/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { SectionGrid } from '../../components/section-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SessionSurvey } from '../admin-business/session-survey';
import { CaseDebriefSection } from '../cases/case-debrief';
import { caseKeys, fetchCase } from '../cases/cases-api';
import { focusRingSx } from '../cases/focus-ring';
import { facilitatorKeys, fetchFacilitatorFeedback } from '../facilitator/facilitator-api';
import { AnalysesSection } from './analyses-section';
import { CategoryChart } from './category-chart';
import { ModelAnswer, YourSummary } from './feedback-answers';
import { InappropriateSection, InShort, MissedSection, StrengthsSection } from './feedback-findings';
import { FeedbackGate, useFeedback } from './feedback-query';
import { sectionSx, useIsNarrowFeedback } from './feedback-section';
import { HandoffFeedbackSection } from './handoff-feedback';
import { NextCase } from './next-case';
import { ReportBundleSection } from './report-bundle';
import { ScorePanel } from './score-panel';
import { SessionTimeProvider } from './session-time';
import { TranscriptDrawer, TranscriptSection, useTranscriptHighlight } from './transcript-panel';

/** The patient's and nurse's names for the transcript (the case is usually cached from the session). */
const useSpeakerNames = (caseId: string) => {
  const caseQuery = useQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => fetchCase(caseId, signal),
    retry: false,
  });
  return {
    patient: caseQuery.data?.patient.name ?? 'Patient',
    ...(caseQuery.data ? { nurse: caseQuery.data.nurseName } : {}),
  };
};

/**
 * The feedback of one session: score, level and scores by category on top; then the narrative,
 * the missed and met items (with their evidence, shown in the transcript beside them), the
 * investigations to reconsider, the hand-off's verdict, the analyses (communication, clinical
 * reasoning, timeline), the model answer, the trainee's summary, the report bundle and what to
 * practise next.
 */
export const FeedbackContent = ({ feedback }: { feedback: Feedback }) => {
  const { highlighted, show: highlight } = useTranscriptHighlight();
  const chartHeadingId = useId();
  const names = useSpeakerNames(feedback.caseId);
  // Narrower than 1200 px the transcript is not beside the items: it opens in a drawer over them.
  const isNarrow = useIsNarrowFeedback();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const show = (ids: string[]) => {
    if (isNarrow) setIsDrawerOpen(true);
    highlight(ids);
  };

  return (
    <SessionTimeProvider durationSeconds={feedback.durationSeconds}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* Score, level and the critical flag; the chart beside them from 900 px. */}
        <SectionGrid columns={{ xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' }}>
          <ScorePanel feedback={feedback} />
          <Paper component="section" aria-labelledby={chartHeadingId} variant="outlined" sx={sectionSx}>
            <Typography id={chartHeadingId} component="h2" variant="h2" sx={{ mb: 2 }}>
              Scores by category
            </Typography>
            <CategoryChart categories={feedback.categories} headingId={chartHeadingId} />
          </Paper>
        </SectionGrid>

        <SessionSurvey sessionId={feedback.sessionId} />

        <SectionGrid
          columns={{ xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(320px, 1fr)' }}
          areas={{ xs: '"main" "transcript" "next"', lg: '"main transcript" "next transcript"' }}
        >
          <Box sx={{ gridArea: 'main', display: 'grid', gap: 2, minWidth: 0 }}>
            <InShort narrative={feedback.narrative} />
            <MissedSection feedback={feedback} />
            <StrengthsSection feedback={feedback} patientName={names.patient} onShow={show} />
            <InappropriateSection actions={feedback.inappropriateActions} />
            <HandoffFeedbackSection feedback={feedback} />
            <AnalysesSection sessionId={feedback.sessionId} />
            <ModelAnswer expected={feedback.expected} />
            <CaseDebriefSection debrief={feedback.debrief} />
            <YourSummary summary={feedback.summary} />
            <ReportBundleSection sessionId={feedback.sessionId} />
          </Box>
          <TranscriptSection
            transcript={feedback.transcript}
            highlighted={highlighted}
            names={names}
            onOpen={isNarrow ? () => setIsDrawerOpen(true) : undefined}
          />
          <Box sx={{ gridArea: 'next', minWidth: 0 }}>
            <NextCase feedback={feedback} />
          </Box>
        </SectionGrid>
      </Box>
      {isNarrow && (
        <TranscriptDrawer
          isOpen={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          transcript={feedback.transcript}
          highlighted={highlighted}
          names={names}
        />
      )}
    </SessionTimeProvider>
  );
};

/** A link to the facilitators' feedback (`/feedback/fm/{sessionId}`) when any was left. */
const FacilitatorFeedbackLink = ({ sessionId }: { sessionId: string }) => {
  const query = useQuery({
    queryKey: facilitatorKeys.feedback(sessionId),
    queryFn: ({ signal }) => fetchFacilitatorFeedback(sessionId, signal),
    retry: false,
  });
  const count = query.data?.feedback.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      {' · '}
      <Link component={RouterLink} to={`/feedback/fm/${encodeURIComponent(sessionId)}`}>
        Facilitator feedback ({count})
      </Link>
    </>
  );
};

/** `/feedback/{sessionId}`: the scored feedback of one ended session. */
export const FeedbackPage = () => {
  const { sessionId = '' } = useParams();
  const query = useFeedback(sessionId);
  const title = query.data?.caseTitle;
  useDocumentTitle(title ? `Feedback: ${title}` : 'Feedback');

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Link>
        <Link component={RouterLink} to="/case-selection">
          Case selection
        </Link>
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Feedback
      </Typography>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title ?? 'Session feedback'}
      </Typography>
      {query.data && (
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          Session ended{' '}
          {new Date(query.data.endedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
          {' · '}
          <Link component={RouterLink} to={`/feedback-legacy/${encodeURIComponent(sessionId)}`}>
            Compact view
          </Link>
          <FacilitatorFeedbackLink sessionId={sessionId} />
        </Typography>
      )}
      {!query.data && <Box sx={{ mb: 2 }} />}
      <FeedbackGate sessionId={sessionId} query={query}>
        {(feedback) => <FeedbackContent feedback={feedback} />}
      </FeedbackGate>
    </Container>
  );
};
