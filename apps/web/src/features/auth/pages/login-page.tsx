import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZLoginBody } from '@urosim/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { type RedirectState, returnPathAfterLogin } from '../access-rules';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';
import { useAuthActions, useAuthUser } from '../auth-provider';
import { browserStorage, SESSION_KEYS } from '../auth-storage';
import { EmailField, PasswordField } from '../forms/form-fields';
import { FormFrame } from '../forms/form-frame';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../forms/server-errors';
import { AuthCard } from './auth-card';
import { LinkPrompt } from './link-prompt';
import { useResendVerification } from './use-resend-verification';

type LoginValues = { email: string; password: string };
type LoginBody = { email: string; password: string };

const resolver = schemaResolver<LoginValues, LoginBody>(ZLoginBody);

/** `/login` and, with `isAdmin`, `/admin/login` (POST /admin/auth/login, admins only). */
export const LoginPage = ({ isAdmin = false }: { isAdmin?: boolean }) => {
  useDocumentTitle(isAdmin ? 'Admin sign in' : 'Sign in');
  // Not useAuth(): the page would render again when the start-up check ends.
  const { user, isLoggedIn } = useAuthUser();
  const { login } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const routerState = (location.state ?? null) as RedirectState | null;
  const [failure, setFailure] = useState<ApiError | null>(null);
  const verification = useResendVerification();
  const fallback = isAdmin ? AUTH_FALLBACK_MESSAGES.adminLogin : AUTH_FALLBACK_MESSAGES.login;

  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = useForm<LoginValues, unknown, LoginBody>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const signedIn = await (isAdmin ? authApi.adminLogin(values) : authApi.login(values));
      if (!login(signedIn)) {
        setFailure(asApiError(undefined, fallback));
        return;
      }
      const session = browserStorage('sessionStorage');
      const stored = session.getItem(SESSION_KEYS.redirectAfterLogin);
      session.removeItem(SESSION_KEYS.redirectAfterLogin);
      navigate(returnPathAfterLogin(routerState, stored, isAdmin ? '/admin/dashboard' : '/dashboard'), {
        replace: true,
      });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password']);
      setFailure(asApiError(error, fallback));
    }
  });

  const isUnverified = failure?.code === 'EMAIL_NOT_VERIFIED';

  return (
    <AuthCard
      title={isAdmin ? 'Admin sign in' : 'Sign in to UroSim'}
      intro={
        isAdmin
          ? 'For UroSim administrators. Trainees sign in on the main sign-in page.'
          : 'Welcome back. Sign in to continue your training.'
      }
    >
      {routerState?.adminRequired && !isLoggedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          The admin area needs an administrator account. Please sign in with one
          {isAdmin ? (
            ''
          ) : (
            <>
              {' '}
              here or on the{' '}
              <Link component={RouterLink} to="/admin/login" state={routerState}>
                admin sign-in page
              </Link>
            </>
          )}
          .
        </Alert>
      )}
      {isLoggedIn && user && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You are signed in as {user.email}.{' '}
          <Link component={RouterLink} to="/dashboard">
            Go to your dashboard
          </Link>
          .
        </Alert>
      )}
      <FormFrame
        onSubmit={onSubmit}
        aria-label={isAdmin ? 'Admin sign in' : 'Sign in'}
        submit={{ isSubmitting, label: 'Sign In', busyLabel: 'Signing in…' }}
        problem={
          failure && (
            <Alert severity="error">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {failure.message}
              </Typography>
              {isUnverified && (
                <Box sx={{ mt: 1 }}>
                  {verification.state.status === 'sent' ? (
                    <Typography variant="body2" role="status">
                      If this account still needs verifying, a new link is on its way to{' '}
                      {verification.state.email}.
                    </Typography>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      color="inherit"
                      disabled={verification.state.status === 'sending'}
                      onClick={() => void verification.resend(getValues('email'))}
                    >
                      Resend verification email
                    </Button>
                  )}
                  {verification.state.status === 'failed' && (
                    <Typography variant="body2" role="alert" sx={{ mt: 1 }}>
                      {verification.state.message}
                    </Typography>
                  )}
                </Box>
              )}
            </Alert>
          )
        }
      >
        <EmailField control={control} name="email" id="login-email" autoComplete="username" />
        <PasswordField
          control={control}
          name="password"
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
        />
      </FormFrame>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/resetpassword">
          Forgot your password?
        </Link>
        {isAdmin ? (
          <Link component={RouterLink} to="/login">
            Not an administrator? Use the main sign-in page
          </Link>
        ) : (
          <LinkPrompt prompt="New to UroSim?" to="/signup/platform" label="Create an account" />
        )}
      </Stack>
    </AuthCard>
  );
};

export const AdminLoginPage = () => <LoginPage isAdmin />;
