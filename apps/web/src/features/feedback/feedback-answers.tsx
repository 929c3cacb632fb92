import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { SubmittedSummaryView } from '../case-session/submitted-summary';
import { Definitions, ListOf, Section } from './feedback-section';

/** The model answer: the diagnosis, differentials, red flags and management, then as presented. */
export const ModelAnswer = ({ expected }: { expected: Feedback['expected'] }) => (
  <Section id="model-answer" title="Model answer">
    <Definitions
      gap={2}
      entries={[
        { term: 'Working diagnosis', description: expected.workingDiagnosis },
        {
          term: 'Differential diagnoses',
          description: <ListOf items={expected.differentials} empty="None listed." />,
        },
        { term: 'Red flags', description: <ListOf items={expected.redFlags} empty="None listed." /> },
        { term: 'Management', description: <ListOf items={expected.management} empty="None listed." /> },
      ]}
    />
    <Typography component="h3" variant="h3" sx={{ mt: 2.5, mb: 1 }}>
      How a strong candidate would present it
    </Typography>
    <Typography sx={{ maxWidth: '75ch', bgcolor: 'background.default', p: 2, borderRadius: 1 }}>
      {expected.modelAnswer}
    </Typography>
  </Section>
);

/** The trainee's own summary, as submitted. */
export const YourSummary = ({ summary }: { summary: Feedback['summary'] }) => (
  <Section id="your-summary" title="Your summary">
    {summary ? (
      <SubmittedSummaryView summary={summary} />
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>
        No summary was submitted for this session, so the diagnosis and plan items count as missed.
      </Typography>
    )}
  </Section>
);
