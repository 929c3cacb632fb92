import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { visuallyHidden } from '../../components/visually-hidden';
import { dateTimeText } from '../handoff/handoff-text';
import { fetchReportBundle, reportingKeys, triggerReportBundle } from '../handoff/reporting-api';
import { Section } from './feedback-section';
import {
  BUNDLE_POLL_MS,
  downloadLabel,
  isBundleWorking,
  stateAnnouncement,
  workingText,
} from './report-bundle-view';

/**
 * The session's report bundle: a zip the worker builds of the feedback, hand-off and transcript as
 * PDFs, the transcript as text and the scores and analyses as JSON. Prepare it, watch it build
 * (asked again every 1.5 s meanwhile), then download it.
 */
export const ReportBundleSection = ({ sessionId }: { sessionId: string }) => {
  const queryClient = useQueryClient();
  const progressLabelId = useId();
  const key = reportingKeys.bundle(sessionId);
  const bundle = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchReportBundle(sessionId, signal),
    staleTime: 0,
    refetchInterval: (query) => (isBundleWorking(query.state.data) ? BUNDLE_POLL_MS : false),
  });
  const trigger = useMutation({
    mutationFn: () => triggerReportBundle(sessionId),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const data = bundle.data;
  const prepareButton = (label: string, variant: 'contained' | 'outlined' = 'contained') => (
    <Button variant={variant} onClick={() => trigger.mutate()} disabled={trigger.isPending}>
      {trigger.isPending ? 'Asking…' : label}
    </Button>
  );

  let body: ReactNode;
  if (!data) {
    body = bundle.isError ? (
      <ActionAlert severity="warning" actionLabel="Try again" onAction={() => void bundle.refetch()}>
        Where the report bundle stands could not be loaded.
      </ActionAlert>
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>Checking for a report bundle…</Typography>
    );
  } else if (isBundleWorking(data)) {
    body = (
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
        <Typography id={progressLabelId}>Preparing your report bundle. {workingText(data)}</Typography>
        <LinearProgress
          variant={data.state === 'queued' ? 'indeterminate' : 'determinate'}
          value={data.progress}
          aria-labelledby={progressLabelId}
        />
      </Box>
    );
  } else if (data.state === 'failed') {
    body = (
      <Alert severity="error" action={prepareButton('Try again', 'outlined')}>
        The report bundle could not be made. {data.error ?? 'Please try again.'}
      </Alert>
    );
  } else if (data.state === 'ready' && data.downloadUrl) {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        {data.stale && (
          <Alert severity="info" sx={{ width: '100%' }} data-testid="bundle-stale">
            The hand-off changed since — prepare a new bundle to include it.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button variant={data.stale ? 'outlined' : 'contained'} href={data.downloadUrl}>
            {downloadLabel(data)}
          </Button>
          {data.stale && prepareButton('Prepare a new bundle')}
        </Box>
        {data.expiresAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Kept until {dateTimeText(data.expiresAt)}; prepare it again after that.
          </Typography>
        )}
      </Box>
    );
  } else {
    body = <Box>{prepareButton('Prepare report bundle')}</Box>;
  }

  return (
    <Section
      id="report-bundle"
      title="Report bundle"
      intro="Everything about this session in one zip to keep or give a supervisor: the feedback, the hand-off and the transcript as PDFs, the transcript as text, and the scores and analyses as JSON."
    >
      {body}
      <Box role="status" sx={visuallyHidden}>
        {stateAnnouncement(data)}
      </Box>
      {trigger.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          The report bundle could not be asked for.{' '}
          {isApiError(trigger.error) ? trigger.error.message : 'Please try again.'}
        </Alert>
      )}
    </Section>
  );
};
