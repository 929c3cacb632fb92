import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CHUNK_RETRY_MAX } from '../features/resilience/constants';
import { PlainErrorPage } from './plain-error-page';

/** Section 8: what a lazy section's panel says for its error. */
export const loadingErrorMessage = (error: unknown, isChunk: boolean) => {
  if (isChunk) return 'The application has been updated. Please retry to load the latest version.';
  return (error instanceof Error && error.message) || 'Something went wrong while loading this page.';
};

/**
 * A lazy section that failed to load (section 4): 'Loading Error' with 'Retry (N attempts left)',
 * then, after 3 retries, 'Maximum retry attempts reached. Please refresh the page.'
 */
export const LoadingErrorPanel = ({
  message,
  attemptsUsed,
  onRetry,
  onGoHome,
}: {
  message: string;
  attemptsUsed: number;
  onRetry: () => void;
  onGoHome: () => void;
}) => {
  const left = Math.max(0, CHUNK_RETRY_MAX - attemptsUsed);
  return (
    <PlainErrorPage
      title="Loading Error"
      lines={[left > 0 ? message : 'Maximum retry attempts reached. Please refresh the page.']}
    >
      <Stack direction="row" spacing={2}>
        {left > 0 ? (
          <Button variant="contained" onClick={onRetry}>
            Retry ({left} attempts left)
          </Button>
        ) : (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        )}
        <Button variant="outlined" onClick={onGoHome}>
          Go Home
        </Button>
      </Stack>
    </PlainErrorPage>
  );
};
