import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SessionSummary } from '@urosim/contracts';

export const summaryFields = [
  'diagnosis',
  'differentials',
  'investigations',
  'management',
  'escalation',
] as const;
export const summaryFieldLabels: Record<(typeof summaryFields)[number], string> = {
  diagnosis: 'Working diagnosis',
  differentials: 'Differential diagnoses',
  investigations: 'Investigations',
  management: 'Management plan',
  escalation: 'Escalation and safety-netting',
};

/** A submitted summary, read-only (the case page after submitting, and the feedback page). */
export const SubmittedSummaryView = ({ summary }: { summary: SessionSummary }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
    {summaryFields.map((name) => (
      <div key={name}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {summaryFieldLabels[name]}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, whiteSpace: 'pre-wrap', color: summary[name] ? 'inherit' : 'text.secondary' }}
        >
          {summary[name] || 'Not given'}
        </Typography>
      </div>
    ))}
  </Box>
);
