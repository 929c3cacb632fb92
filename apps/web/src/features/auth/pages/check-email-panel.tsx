import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LinkPrompt } from './link-prompt';
import { ResendOutcome } from './resend-outcome';
import { useResendVerification } from './use-resend-verification';

/** After sign-up: where the link went, and a button to send it again. */
export const CheckEmailPanel = ({ email }: { email: string }) => {
  const { state, resend } = useResendVerification();
  return (
    <Stack spacing={2.5}>
      <Typography>
        We have sent a verification link to <strong>{email}</strong>. Open it to activate your account, then
        sign in.
      </Typography>
      <Typography color="text.secondary">
        It can take a few minutes to arrive. If it does not, look in your spam or junk folder, or send it
        again.
      </Typography>
      <ResendOutcome state={state} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" disabled={state.status === 'sending'} onClick={() => void resend(email)}>
          {state.status === 'sending' ? 'Sending…' : 'Resend verification email'}
        </Button>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to sign in
        </Button>
      </Stack>
      <LinkPrompt
        variant="body2"
        prompt="Wrong address?"
        to="/signup/platform"
        label="Start again"
        reloadDocument
      />
    </Stack>
  );
};
