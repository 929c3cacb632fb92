import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PlainErrorPage } from './plain-error-page';

type ErrorScreenProps = {
  message?: string | undefined;
  /** How many errors this boundary has caught; shown from the second on. */
  count?: number;
  /** The stack (or what else explains it), behind Show Details. */
  details?: string | undefined;
  /** The id the server gave the report, behind Show Details. */
  errorId?: string | undefined;
  onRetry: () => void;
  onGoHome: () => void;
};

const detailsSx = {
  m: 0,
  p: 2,
  maxHeight: 240,
  overflow: 'auto',
  bgcolor: 'grey.100',
  borderRadius: 1,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** What a person sees instead of a page that failed (specification, section 8). */
export const ErrorScreen = ({
  message,
  count = 1,
  details,
  errorId,
  onRetry,
  onGoHome,
}: ErrorScreenProps) => {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} role="alert">
        <Typography variant="h1">Oops! Something went wrong</Typography>
        <Typography>{message || 'An unexpected error occurred'}</Typography>
        {count > 1 && (
          <Typography variant="body2" color="text.secondary">
            This has happened {count} times.
          </Typography>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onRetry}>
            Try Again
          </Button>
          <Button variant="outlined" onClick={onGoHome}>
            Go Home
          </Button>
          <Button aria-expanded={isOpen} aria-controls={detailsId} onClick={() => setOpen((open) => !open)}>
            {isOpen ? 'Hide Details' : 'Show Details'}
          </Button>
        </Stack>
        {isOpen && (
          <Stack id={detailsId} spacing={1}>
            {errorId && <Typography variant="body2">Error ID: {errorId}</Typography>}
            <Typography component="pre" sx={detailsSx}>
              {details || message || 'No details'}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Container>
  );
};

/** The minimal variant (section 8): 'Something went wrong' with Retry. */
export const MinimalErrorScreen = ({ onRetry }: { onRetry: () => void }) => (
  <Stack spacing={1} role="alert" sx={{ p: 2, alignItems: 'flex-start' }}>
    <Typography>Something went wrong</Typography>
    <Button size="small" onClick={onRetry}>
      Retry
    </Button>
  </Stack>
);

const goHome = () => window.location.assign('/');

/**
 * The fallback page of the app's outermost boundary (section 8): the Error ID is the one the
 * server gave the report, so support finds it in the logs.
 */
export const ErrorFallbackPage = ({
  errorId,
  details,
  onRetry,
}: {
  errorId?: string | undefined;
  details?: string | undefined;
  onRetry: () => void;
}) => (
  <PlainErrorPage
    title="Something went wrong"
    lines={[
      "We encountered an unexpected error. The issue has been logged and we'll look into it.",
      `Error ID: ${errorId ?? 'not available'}`,
      'If this problem persists, please contact support with the error ID above.',
    ]}
  >
    <Stack direction="row" spacing={2}>
      <Button variant="contained" onClick={onRetry}>
        Try Again
      </Button>
      <Button variant="outlined" onClick={goHome}>
        Go Home
      </Button>
      <Button
        onClick={() => void navigator.clipboard?.writeText(`Error ID: ${errorId ?? ''}\n${details ?? ''}`)}
      >
        Copy details
      </Button>
    </Stack>
    {details && (
      <Typography component="pre" sx={detailsSx}>
        {details}
      </Typography>
    )}
  </PlainErrorPage>
);

/** Beyond 3 caught errors (section 8): a plain page with Refresh Page. */
export const ApplicationErrorPage = () => (
  <PlainErrorPage
    title="Application Error"
    lines={['The application is experiencing issues. Please refresh the page.']}
  >
    <Button variant="contained" onClick={() => window.location.reload()}>
      Refresh Page
    </Button>
  </PlainErrorPage>
);

/** The router's default error page (section 8). */
export const RouterErrorPage = ({ message }: { message?: string | undefined }) => (
  <PlainErrorPage title="Unexpected Application Error!" lines={[message || 'An unexpected error occurred']} />
);

export type ErrorScreens = {
  ErrorScreen: typeof ErrorScreen;
  MinimalErrorScreen: typeof MinimalErrorScreen;
  ErrorFallbackPage: typeof ErrorFallbackPage;
  ApplicationErrorPage: typeof ApplicationErrorPage;
  RouterErrorPage: typeof RouterErrorPage;
};
