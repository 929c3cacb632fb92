import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SessionSummary, ZSessionSummary } from '@urosim/contracts';
import { type ReactNode, type Ref, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type ApiError, isApiError } from '../../api/client';
import { SuccessIcon } from '../../components/icons';
import { FormTextField } from '../auth/forms/form-fields';
import { schemaResolver } from '../auth/forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../auth/forms/server-errors';
import { SubmitButton } from '../auth/forms/submit-button';
import { fetchSessionDetails, submitSummary } from './sessions-api';
import { SubmittedSummaryView, summaryFieldLabels, summaryFields } from './submitted-summary';

type SummaryValues = {
  diagnosis: string;
  differentials: string;
  investigations: string;
  management: string;
  escalation: string;
};
type SubmittedSummary = SessionSummary & { submittedAt: string };

const resolver = schemaResolver<SummaryValues, SessionSummary>(ZSessionSummary);
const fields = summaryFields;
const fieldLabels = summaryFieldLabels;
/** How each field asks: whether it is required, its height, a hint. */
const fieldSettings: Record<keyof SummaryValues, { isRequired?: boolean; minRows: number; hint?: string }> = {
  diagnosis: { isRequired: true, minRows: 2 },
  differentials: { minRows: 2 },
  investigations: { minRows: 2, hint: 'What you requested or would request next, and why.' },
  management: { isRequired: true, minRows: 3 },
  escalation: {
    minRows: 2,
    hint: 'Who you would escalate to, when, and what you would tell the patient to look out for.',
  },
};

const SummarySection = ({ children }: { children: ReactNode }) => (
  <Paper
    component="section"
    aria-labelledby="summary-heading"
    variant="outlined"
    sx={{ p: { xs: 2, md: 3 } }}
  >
    {children}
  </Paper>
);

/**
 * The end of the session: the trainee's working diagnosis and plan (validated with the contract's
 * `ZSessionSummary`). Once submitted the app goes on to the SBAR hand-off (ADR 0116); back on the
 * case page a confirmation shows the summary with the ways to the hand-off and the feedback.
 */
export const SummaryPanel = ({
  sessionId,
  summary,
  onSubmitted,
  headingRef,
}: {
  sessionId: string;
  summary: SubmittedSummary | null;
  onSubmitted: (summary: SubmittedSummary) => void;
  /** The section's heading, focused when the session ends. */
  headingRef?: Ref<HTMLHeadingElement>;
}) => {
  const [failure, setFailure] = useState<ApiError | null>(null);
  const navigate = useNavigate();
  const handoffPath = `/handoff/${encodeURIComponent(sessionId)}`;
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SummaryValues, unknown, SessionSummary>({
    resolver,
    defaultValues: { diagnosis: '', differentials: '', investigations: '', management: '', escalation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { summary: stored } = await submitSummary(sessionId, values);
      onSubmitted(stored);
      // Next comes the hand-off, as at the end of a shift (it offers "Skip for now").
      navigate(handoffPath);
    } catch (error) {
      if (isApiError(error) && error.code === 'SUMMARY_EXISTS') {
        // Submitted before (another tab): show what is stored.
        const detail = await fetchSessionDetails(sessionId).catch(() => null);
        if (detail?.summary) return onSubmitted(detail.summary);
      }
      applyServerFieldErrors(error, setError, fields);
      setFailure(asApiError(error, 'The summary could not be submitted. Please try again.'));
    }
  });

  if (summary) {
    return (
      <SummarySection>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <SuccessIcon aria-hidden="true" sx={{ color: 'success.main' }} />
          <Typography id="summary-heading" component="h2" variant="h2" tabIndex={-1} ref={headingRef}>
            Summary submitted
          </Typography>
        </Box>
        <Typography sx={{ mb: 2 }}>
          Thank you. Your summary is saved with this session. Hand the patient over in an SBAR hand-off, and
          read your feedback: your score, what you found and missed, and the model answer.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
          <Button component={RouterLink} to={handoffPath} variant="contained">
            Your hand-off
          </Button>
          <Button component={RouterLink} to={`/feedback/${encodeURIComponent(sessionId)}`} variant="outlined">
            View feedback
          </Button>
          <Button component={RouterLink} to="/case-selection" variant="outlined">
            Back to case selection
          </Button>
        </Box>
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          Your summary
        </Typography>
        <SubmittedSummaryView summary={summary} />
      </SummarySection>
    );
  }

  return (
    <SummarySection>
      <Typography
        id="summary-heading"
        component="h2"
        variant="h2"
        tabIndex={-1}
        ref={headingRef}
        sx={{ mb: 1 }}
      >
        Session summary
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        The session is over. Give your working diagnosis and plan as you would hand them over. Fields marked *
        are required.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
        <Stack spacing={2.5}>
          {fields.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={fieldLabels[name]}
              required={fieldSettings[name].isRequired}
              multiline
              minRows={fieldSettings[name].minRows}
              hint={fieldSettings[name].hint}
            />
          ))}
          <Box>
            <SubmitButton isSubmitting={isSubmitting} label="Submit summary" />
          </Box>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/case-selection">
          Back to case selection
        </Link>{' '}
        (your summary is not saved until you submit it)
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/feedback/${encodeURIComponent(sessionId)}`}>
          View feedback
        </Link>{' '}
        now, without a summary: the diagnosis and plan items then count as missed.
      </Typography>
    </SummarySection>
  );
};
