import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZLoginBody } from '@urosim/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';
import { EmailField } from '../forms/form-fields';
import { FormFrame } from '../forms/form-frame';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../forms/server-errors';
import { AuthCard } from './auth-card';
import { LinkPrompt } from './link-prompt';

type Values = { email: string };
const resolver = schemaResolver<Values, Values>(ZLoginBody.pick({ email: true }));

/** `/resetpassword`: asks for a reset link; the answer is the same whatever the address. */
export const ResetPasswordPage = () => {
  useDocumentTitle('Reset your password');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<Values, unknown, Values>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const pending = await authApi.forgotPassword(email);
      setSentTo(pending.email || email);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
      setFailure(asApiError(error, AUTH_FALLBACK_MESSAGES.forgotPassword));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" focusKey="sent">
        <Typography sx={{ mb: 2 }}>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password.
          The link works once and expires after a short time.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Nothing after a few minutes? Look in your spam or junk folder, or check the address and try again.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to sign in
          </Button>
          <Button variant="outlined" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <FormFrame
        onSubmit={onSubmit}
        aria-label="Request a password reset link"
        submit={{ isSubmitting, label: 'Send reset link', busyLabel: 'Sending…' }}
        problem={failure && <Alert severity="error">{failure.message}</Alert>}
      >
        <EmailField control={control} name="email" id="reset-email" autoComplete="email" />
      </FormFrame>
      <LinkPrompt prompt="Remembered it?" to="/login" label="Sign in" sx={{ mt: 3 }} />
    </AuthCard>
  );
};
