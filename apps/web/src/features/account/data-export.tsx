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
import { accountApi } from './account-api';
import {
  EXPORT_POLL_MS,
  exportAnnouncement,
  exportDownloadLabel,
  exportWorkingText,
  isExportWorking,
} from './data-export-view';

const exportKey = ['account', 'data-export'] as const;

/**
 * The privacy export (ADR 0133): "Prepare my data" asks the worker for the zip; its progress is
 * asked again every 1.5 s meanwhile; then a download that expires, or the failure with a retry.
 * An e-mail with a link back here says when it is ready.
 */
export const DataExport = () => {
  const queryClient = useQueryClient();
  const progressLabelId = useId();
  const current = useQuery({
    queryKey: exportKey,
    queryFn: ({ signal }) => accountApi.dataExport(signal),
    staleTime: 0,
    refetchInterval: (query) => (isExportWorking(query.state.data) ? EXPORT_POLL_MS : false),
  });
  const prepare = useMutation({
    mutationFn: () => accountApi.requestDataExport(),
    onSuccess: (answer) => queryClient.setQueryData(exportKey, answer),
  });
  const data = current.data;
  const prepareButton = (label: string, variant: 'contained' | 'outlined' = 'contained') => (
    <Button variant={variant} onClick={() => prepare.mutate()} disabled={prepare.isPending}>
      {prepare.isPending ? 'Asking…' : label}
    </Button>
  );

  let body: ReactNode;
  if (!data) {
    body = current.isError ? (
      <ActionAlert severity="warning" actionLabel="Try again" onAction={() => void current.refetch()}>
        Where your data export stands could not be loaded.
      </ActionAlert>
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>Checking for an export…</Typography>
    );
  } else if (isExportWorking(data)) {
    body = (
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
        <Typography id={progressLabelId}>Preparing your data. {exportWorkingText(data)}</Typography>
        <LinearProgress
          variant={data.state === 'queued' ? 'indeterminate' : 'determinate'}
          value={data.progress}
          aria-labelledby={progressLabelId}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          You can leave this page: we will e-mail you when it is ready.
        </Typography>
      </Box>
    );
  } else if (data.state === 'failed') {
    body = (
      <Alert severity="error" action={prepareButton('Try again', 'outlined')}>
        Your data could not be prepared. {data.error ?? 'Please try again.'}
      </Alert>
    );
  } else if (data.state === 'ready' && data.downloadUrl) {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button variant="contained" href={data.downloadUrl} download>
            {exportDownloadLabel(data)}
          </Button>
          {!data.nextRequestAt && prepareButton('Prepare a new copy', 'outlined')}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The file is deleted when it expires; you can prepare a fresh copy whenever you need one.
        </Typography>
      </Box>
    );
  } else {
    body = <Box>{prepareButton('Prepare my data')}</Box>;
  }

  return (
    <>
      {body}
      <Box role="status" sx={visuallyHidden}>
        {exportAnnouncement(data)}
      </Box>
      {prepare.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Your data could not be asked for.{' '}
          {isApiError(prepare.error) ? prepare.error.message : 'Please try again.'}
        </Alert>
      )}
    </>
  );
};
