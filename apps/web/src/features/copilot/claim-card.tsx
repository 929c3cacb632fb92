import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ResolvedCopilotCode } from '@urosim/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useAuthUser } from '../auth/auth-provider';
import { dateTimeText } from '../facilitator/format';
import { claimCopilot, copilotCasePath } from './copilot-api';

/**
 * A facilitated session's code, resolved on `/fac-controls` (ADR 0119): the trainee sees the case
 * and who facilitates, and joins: the case page opens in facilitator mode, where they start.
 */
export const CopilotClaimCard = ({ code, resolved }: { code: string; resolved: ResolvedCopilotCode }) => {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuthUser();
  const claim = useMutation({
    mutationFn: () => claimCopilot(code),
    onSuccess: (claimed) => navigate(copilotCasePath(claimed.caseId, claimed.copilotId)),
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="copilot-claim" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="copilot-claim" component="h2" variant="h2" sx={{ mb: 1 }}>
        Facilitated session
      </Typography>
      <Typography sx={{ mb: 0.5 }}>
        <strong>{resolved.facilitatorName}</strong> invites you to play <strong>{resolved.caseTitle}</strong>.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        They watch your session read-only and may change the scenario as it runs. It counts as one of your
        sessions. The code works until {dateTimeText(resolved.expiresAt)}.
      </Typography>
      {isLoggedIn ? (
        <Button variant="contained" onClick={() => claim.mutate()} disabled={claim.isPending}>
          {claim.isPending ? 'Joining…' : 'Join and open the case'}
        </Button>
      ) : (
        <Typography>
          <Link component={RouterLink} to="/login">
            Log in
          </Link>{' '}
          to join, then enter the code again.
        </Typography>
      )}
      {claim.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {isApiError(claim.error) ? claim.error.message : 'Could not join. Please try again.'}
        </Alert>
      )}
      <Box />
    </Paper>
  );
};
