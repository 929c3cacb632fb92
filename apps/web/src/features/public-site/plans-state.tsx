import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Plan } from '@urosim/contracts';
import { type ReactNode, useDeferredValue } from 'react';
import { isApiError } from '../../api/client';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * The plans once they are loaded; meanwhile `skeleton` with a status for screen readers, and on a
 * failure the api's message with a Retry button.
 */
export const PlansGate = ({
  query,
  skeleton,
  children,
}: {
  query: UseQueryResult<Plan[]>;
  skeleton: ReactNode;
  children: (plans: Plan[]) => ReactNode;
}) => {
  // The cards are rendered at background priority, in slices between which the browser can answer
  // the visitor, instead of one long task when the plans arrive (docs/performance.md).
  const plans = useDeferredValue(query.data);
  if (plans) return <>{children(plans)}</>;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 4 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Retry
          </Button>
        }
      >
        The plans could not be loaded.{' '}
        {isApiError(query.error) ? query.error.message : 'An unexpected error occurred'}
      </Alert>
    );
  }
  return (
    <Box aria-busy="true" sx={{ mb: 4 }}>
      <Box role="status" sx={visuallyHidden}>
        Loading the plans…
      </Box>
      {skeleton}
    </Box>
  );
};
