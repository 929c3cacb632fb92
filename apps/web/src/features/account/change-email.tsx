import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authApi } from '../auth/auth-api';
import { useAuthActions, useAuthUser } from '../auth/auth-provider';
import { accountApi, fieldErrorsOf } from './account-api';

/**
 * The e-mail address: a new one with the password sends a link to it; opening that link (this page
 * with `?token=`) makes the change, and the old address is told (ADR 0130).
 */
export const ChangeEmail = () => {
  const { user } = useAuthUser();
  const { login } = useAuthActions();
  const [params, setParams] = useSearchParams();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState('');
  const ask = useMutation({
    mutationFn: () => accountApi.changeEmail({ newEmail, password }),
    onSuccess: ({ pendingEmail }) => {
      setPassword('');
      setNewEmail('');
      setStatus(`We sent a link to ${pendingEmail}. Your address changes when you open it.`);
    },
  });
  const confirm = useMutation({
    mutationFn: (token: string) => accountApi.confirmEmailChange(token),
    onSuccess: async ({ email }) => {
      setStatus(`Your e-mail address is now ${email}.`);
      login(await authApi.profile());
    },
  });
  const token = params.get('token');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
    // The token is used once: it leaves the address bar.
    setParams(
      (current) => {
        current.delete('token');
        return current;
      },
      { replace: true },
    );
  }, [token, confirm, setParams]);

  const { fields, message } = fieldErrorsOf(ask.error);
  const confirmError = fieldErrorsOf(confirm.error).message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    ask.mutate();
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Your e-mail address is <strong>{user?.email}</strong>.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Change e-mail address">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            error={Boolean(fields.newEmail)}
            helperText={fields.newEmail ?? ' '}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fields.password)}
            helperText={fields.password ?? ' '}
          />
        </Box>
        <Button type="submit" variant="outlined" disabled={ask.isPending}>
          Change e-mail address
        </Button>
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mt: 1 }}>
        {status}
      </Typography>
      {(message || confirmError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {message || confirmError}
        </Alert>
      )}
    </>
  );
};
