import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type ErrorScreenProps = {
  message?: string | undefined;
  /** How many errors this boundary has caught; shown from the second on. */
  count?: number;
  onRetry: () => void;
  onGoHome: () => void;
};

/** What a person sees instead of a page that failed (specification, section 8). */
export const ErrorScreen = ({ message, count = 1, onRetry, onGoHome }: ErrorScreenProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
    <Stack spacing={2} role="alert">
      <Typography variant="h1">Oops! Something went wrong</Typography>
      <Typography>{message || 'An unexpected error occurred'}</Typography>
      {count > 1 && (
        <Typography variant="body2" color="text.secondary">
          This has happened {count} times.
        </Typography>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onRetry}>
          Try Again
        </Button>
        <Button variant="outlined" onClick={onGoHome}>
          Go Home
        </Button>
      </Stack>
    </Stack>
  </Container>
);
