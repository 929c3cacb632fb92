import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';
import { AuthCard } from './auth-card';
import { ResendOutcome } from './resend-outcome';
import { useResendVerification } from './use-resend-verification';

// A token works once: React's development double effects, or a re-render, must not send it twice.
const verifications = new Map<string, ReturnType<typeof authApi.verifyEmail>>();
const verifyOnce = (token: string) => {
  let pending = verifications.get(token);
  if (!pending) {
    pending = authApi.verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
};

const ResendForm = () => {
  const { state, resend } = useResendVerification();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setFieldError('Enter a valid e-mail address');
      return;
    }
    setFieldError(null);
    void resend(email.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Send a new verification link">
      <Stack spacing={2}>
        <Typography component="h2" variant="h3">
          Send a new link
        </Typography>
        <TextField
          id="verify-resend-email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? 'The address you signed up with.'}
          required
          fullWidth
        />
        <ResendOutcome state={state} />
        <Button type="submit" variant="contained" disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Sending…' : 'Resend verification email'}
        </Button>
      </Stack>
    </Box>
  );
};

/** `/verify-email?token=...`: the link of the verification e-mail. */
export const VerifyEmailPage = () => {
  useDocumentTitle('Verify your e-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    verifyOnce(token)
      .then((user) => {
        if (isCurrent) navigate('/verification-success', { replace: true, state: { email: user.email } });
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(isApiError(error) ? error.message : AUTH_FALLBACK_MESSAGES.verifyEmail);
      });
    return () => {
      isCurrent = false;
    };
  }, [token, navigate]);

  if (!token) {
    return (
      <AuthCard title="Verify your e-mail" intro="This page opens from the link in your verification e-mail.">
        <Alert severity="warning" sx={{ mb: 3 }}>
          The link is incomplete: it has no verification code. Open it again from the e-mail, or ask for a new
          one.
        </Alert>
        <ResendForm />
      </AuthCard>
    );
  }

  if (failure) {
    return (
      <AuthCard title="We could not verify your e-mail" focusKey="failed">
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
        <Typography sx={{ mb: 3 }}>
          Verification links work once and expire. If you have verified already, you can{' '}
          <Link component={RouterLink} to="/login">
            sign in
          </Link>
          .
        </Typography>
        <ResendForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your e-mail">
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Verifying your e-mail address…</Typography>
      </Stack>
    </AuthCard>
  );
};
