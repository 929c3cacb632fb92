import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { Link as RouterLink } from 'react-router';
import { dateTimeText } from '../handoff/handoff-text';
import { SectionVerdicts } from '../handoff/handoff-verdicts';
import { Section } from './feedback-section';

/**
 * The SBAR hand-off on the feedback page: its score and each section's verdict when written; a
 * way to write it when it was skipped; a quiet note for sessions from before hand-offs existed.
 */
export const HandoffFeedbackSection = ({ feedback }: { feedback: Feedback }) => {
  const { handoff, sessionId } = feedback;
  const handoffPath = `/handoff/${encodeURIComponent(sessionId)}`;

  if (!handoff || handoff.state === 'notOffered') {
    return (
      <Section id="handoff" title="Hand-off">
        <Typography sx={{ color: 'text.secondary' }}>
          This session ended before the hand-off step existed, so its hand-off points are left out of the
          score.
        </Typography>
      </Section>
    );
  }

  // A call to act, and short: open on a phone too.
  if (handoff.state === 'missing' || !handoff.score) {
    return (
      <Section id="handoff" title="Hand-off" isInitiallyOpen>
        <Typography sx={{ mb: 1.5 }}>
          <strong>No hand-off was written.</strong> Its points count as missed. Write it now and the score
          follows it.
        </Typography>
        <Button component={RouterLink} to={handoffPath} variant="contained">
          Write the hand-off
        </Button>
      </Section>
    );
  }

  return (
    <Section
      id="handoff"
      title="Hand-off"
      intro={
        handoff.updatedAt
          ? `Your SBAR hand-off as last changed ${dateTimeText(handoff.updatedAt)}.`
          : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {handoff.revisedAfterFeedback && (
          <Alert severity="info" data-testid="handoff-revised">
            Revised after feedback: this hand-off was changed after its feedback was first shown.
          </Alert>
        )}
        <SectionVerdicts score={handoff.score} level={3} />
        <Box>
          <Button component={RouterLink} to={handoffPath} variant="outlined">
            Edit hand-off
          </Button>
        </Box>
      </Box>
    </Section>
  );
};
