import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { passwordRules } from '@urosim/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';
import { useAuthActions } from '../auth-provider';
import { PasswordField } from '../forms/form-fields';
import { FormFrame } from '../forms/form-frame';
import { PASSWORD_HINT } from '../forms/password-hint';
import { type Issue, type ParseSchema, schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../forms/server-errors';
import { AuthCard } from './auth-card';

type Values = { newPassword: string; confirmPassword: string };

/** The contract's password rule (length); the server also refuses common passwords. */
const passwordSchema: ParseSchema<Values> = {
  safeParse: (value) => {
    const values = value as Values;
    const length = values.newPassword.length;
    const issues: Issue[] = [];
    if (length < passwordRules.minLength) {
      issues.push({ path: ['newPassword'], message: `Use at least ${passwordRules.minLength} characters` });
    } else if (length > passwordRules.maxLength) {
      issues.push({ path: ['newPassword'], message: `Use at most ${passwordRules.maxLength} characters` });
    }
    return issues.length === 0 ? { success: true, data: values } : { success: false, error: { issues } };
  },
};

const resolver = schemaResolver<Values, Values>(passwordSchema, (values) =>
  values.confirmPassword === values.newPassword
    ? []
    : [{ path: ['confirmPassword'], message: 'The two passwords do not match' }],
);

/** `/resetpassword/confirm?token=...`: choose a new password with the link's token. */
export const ResetPasswordConfirmPage = () => {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { checkStatus } = useAuthActions();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<Values, unknown, Values>({ resolver, defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await authApi.resetPassword({ token, newPassword });
      setIsDone(true);
      // The reset ended every session of the account, this browser's too if it was signed in.
      void checkStatus();
    } catch (error) {
      const onField = applyServerFieldErrors(error, setError, ['newPassword']);
      if (!onField) setFailure(asApiError(error, AUTH_FALLBACK_MESSAGES.resetPassword));
    }
  });

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert severity="warning" sx={{ mb: 3 }}>
          This link is incomplete: it has no reset code. Open it again from the e-mail, or ask for a new one.
        </Alert>
        <Button component={RouterLink} to="/resetpassword" variant="contained">
          Request a new link
        </Button>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard title="Your password has been changed" focusKey="done">
        <Typography sx={{ mb: 3 }}>
          You can now sign in with your new password. For your safety, every device that was signed in to your
          account has been signed out.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Log in
        </Button>
      </AuthCard>
    );
  }

  const isTokenProblem = failure?.code === 'TOKEN_INVALID';
  return (
    <AuthCard title="Choose a new password" intro="Pick a password you do not use anywhere else.">
      <FormFrame
        onSubmit={onSubmit}
        aria-label="Choose a new password"
        submit={{ isSubmitting, label: 'Save new password', busyLabel: 'Saving…' }}
        problem={
          failure && (
            <Alert severity="error">
              {failure.message}
              {isTokenProblem && (
                <>
                  {' '}
                  <Link component={RouterLink} to="/resetpassword" color="inherit">
                    Request a new link
                  </Link>
                  .
                </>
              )}
            </Alert>
          )
        }
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <PasswordField
          control={control}
          name="newPassword"
          id="reset-new-password"
          label="New password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          id="reset-confirm-password"
          label="Repeat the new password"
          autoComplete="new-password"
          required
        />
      </FormFrame>
    </AuthCard>
  );
};
