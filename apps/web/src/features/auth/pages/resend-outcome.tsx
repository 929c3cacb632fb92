import Alert from '@mui/material/Alert';
import type { ResendState } from './use-resend-verification';

/**
 * What came of sending the verification link again. The success sits in a live region that is
 * there from the start, so screen readers announce it when it appears.
 */
export const ResendOutcome = ({ state }: { state: ResendState }) => (
  <>
    <div role="status">
      {state.status === 'sent' && (
        <Alert severity="success">
          If this account still needs verifying, a new link is on its way to {state.email}.
        </Alert>
      )}
    </div>
    {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
  </>
);
