import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { AnalysisKind, SessionAnalysis } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { ActionAlert } from '../../components/action-alert';
import { LoadingBlock } from '../../components/loading-block';
import { TextTable } from '../../components/text-table';
import {
  firstRedFlagText,
  historyRows,
  messagesText,
  questionsText,
  redFlagsText,
  timelineRows,
} from './analysis-view';
import { feedbackKeys, fetchAnalysis } from './feedback-api';
import { ListOf, Section } from './feedback-section';
import { clockNote } from './feedback-view';
import { useClockAt, useSessionLength } from './session-time';

/**
 * The analyses' tables: compact, and words may break anywhere, so that even at 375 px a table fits
 * the page rather than scrolling sideways (a scrolling region would need its own tab stop).
 */
const tableSx = { fontSize: '0.9375rem', '& th, & td': { p: 0.75, overflowWrap: 'break-word' } } as const;

/** One analysis, fetched once (a scored session does not change), with its loading and error states. */
const useAnalysis = <T extends AnalysisKind>(sessionId: string, type: T) =>
  useQuery({
    queryKey: feedbackKeys.analysis(sessionId, type),
    queryFn: ({ signal }) => fetchAnalysis(sessionId, type, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

const titles: Record<AnalysisKind, string> = {
  communication: 'Communication',
  'clinical-reasoning': 'Clinical reasoning',
  timeline: 'Timeline',
};

/** A titled part of the analyses (h3), showing the analysis once it has arrived. */
const Part = <T extends AnalysisKind>({
  sessionId,
  type,
  children,
}: {
  sessionId: string;
  type: T;
  children: (analysis: Extract<SessionAnalysis, { type: T }>) => ReactNode;
}) => {
  const query = useAnalysis(sessionId, type);
  const headingId = `analysis-${type}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`analysis-${type}`}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        {titles[type]}
      </Typography>
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <ActionAlert severity="warning" actionLabel="Try again" onAction={() => void query.refetch()}>
          The {titles[type].toLowerCase()} analysis could not be loaded.
        </ActionAlert>
      ) : (
        <LoadingBlock label={`Loading the ${titles[type].toLowerCase()} analysis`} heights={[96]} />
      )}
    </Box>
  );
};

const Communication = ({ analysis }: { analysis: Extract<SessionAnalysis, { type: 'communication' }> }) => {
  const clockAt = useClockAt();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {messagesText(analysis)} {questionsText(analysis.questions)}
      </Typography>
      <TextTable
        sx={tableSx}
        caption="Consultation skills seen in the conversation"
        head={['Skill', 'Shown', 'Where']}
        rows={analysis.behaviours.map((b) => [
          b.label,
          b.shown ? 'Yes' : 'No',
          b.line ? `At ${clockAt(b.line.elapsedSeconds)}: “${b.line.text}”` : '—',
        ])}
      />
    </Box>
  );
};

const Reasoning = ({ analysis }: { analysis: Extract<SessionAnalysis, { type: 'clinical-reasoning' }> }) => (
  <Box sx={{ display: 'grid', gap: 1.5 }}>
    <Typography>{redFlagsText(analysis.redFlags)}</Typography>
    <TextTable
      sx={tableSx}
      caption="History taken, by area: facts of the case you brought out"
      head={['Area', 'Found', 'Of', 'Share']}
      rows={historyRows(analysis.history)}
    />
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <Box>
        <Typography component="h4" variant="body1" sx={{ fontWeight: 700, mb: 0.5 }}>
          Indicated and ordered
        </Typography>
        <ListOf items={analysis.investigations.appropriateRequested} empty="None." />
      </Box>
      <Box>
        <Typography component="h4" variant="body1" sx={{ fontWeight: 700, mb: 0.5 }}>
          Indicated, not ordered
        </Typography>
        <ListOf
          items={analysis.investigations.appropriateMissed}
          empty="None: nothing indicated was left out."
        />
      </Box>
      <Box>
        <Typography component="h4" variant="body1" sx={{ fontWeight: 700, mb: 0.5 }}>
          Not indicated, ordered
        </Typography>
        <ListOf items={analysis.investigations.inappropriateRequested} empty="None." />
      </Box>
    </Box>
    <Typography>
      {analysis.diagnosis.met
        ? 'Your summary gave the expected working diagnosis: '
        : 'Your summary did not give the expected working diagnosis: '}
      <strong>{analysis.diagnosis.expected}</strong>.
    </Typography>
  </Box>
);

const TimelinePart = ({ analysis }: { analysis: Extract<SessionAnalysis, { type: 'timeline' }> }) => {
  const clockAt = useClockAt();
  const durationSeconds = useSessionLength();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        You brought out {analysis.factsFound} of {analysis.factsTotal} facts of the case.{' '}
        {firstRedFlagText(analysis.timeToFirstRedFlagSeconds)}
      </Typography>
      {analysis.events.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing was found out, examined or ordered.</Typography>
      ) : (
        <TextTable
          sx={tableSx}
          caption={`What happened, in order. ${clockNote(durationSeconds)}`}
          head={['Clock', 'What', 'Detail']}
          rows={timelineRows(analysis.events, clockAt)}
        />
      )}
    </Box>
  );
};

/** The three analyses the api gives beside the score: communication, clinical reasoning, timeline. */
export const AnalysesSection = ({ sessionId }: { sessionId: string }) => (
  <Section
    id="analyses"
    title="How the session went"
    intro="How you talked with the patient, what you found out and did, and when."
  >
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Part sessionId={sessionId} type="communication">
        {(analysis) => <Communication analysis={analysis} />}
      </Part>
      <Part sessionId={sessionId} type="clinical-reasoning">
        {(analysis) => <Reasoning analysis={analysis} />}
      </Part>
      <Part sessionId={sessionId} type="timeline">
        {(analysis) => <TimelinePart analysis={analysis} />}
      </Part>
    </Box>
  </Section>
);
