import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type SessionSummary, ZSessionSummary } from '@urosim/contracts';

/** The fields of the session summary, in the contract's order. */
export const summaryFields = ZSessionSummary.keyof().options;
export const summaryFieldLabels: Record<keyof SessionSummary, string> = {
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
