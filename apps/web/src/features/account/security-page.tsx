import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { apiClient, isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthActions } from '../auth/auth-provider';

/** The message of a failed call, with each field named. */
const errorText = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const fields = error.errors.map((field) => field.message).filter((m) => m !== error.message);
  return fields.length ? `${error.message} ${fields.join(' ')}` : error.message;
};

const ChangePassword = () => {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () =>
      apiClient.call(accountEndpoints.changePassword, { body: { currentPassword, newPassword } }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="password-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="password-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Change your password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every other browser signed in to your account is signed out; this one stays. We e-mail you about the
        change.
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          required
        />
        {change.isError && <Alert severity="error">{errorText(change.error)}</Alert>}
        {change.isSuccess && (
          <Alert severity="success">
            Your password is changed.{' '}
            {change.data.otherSessionsEnded === 1
              ? 'One other session was signed out.'
              : `${change.data.otherSessionsEnded} other sessions were signed out.`}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Change password
        </Button>
      </Stack>
    </Paper>
  );
};

const YourData = () => (
  <Paper component="section" variant="outlined" aria-labelledby="data-title" sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id="data-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
      Your data
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Download everything UroSim holds about you — profile, sessions and transcripts, feedback, hand-offs,
      bookmarks, subscriptions, notifications and activity — as a zip of JSON files.
    </Typography>
    <Button variant="outlined" href={accountEndpoints.gdprExport.path} download>
      Export my data
    </Button>
  </Paper>
);

const DeleteAccount = () => {
  const navigate = useNavigate();
  const { checkStatus } = useAuthActions();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      apiClient.call(accountEndpoints.gdprDelete, { body: { password, confirm: confirm as 'DELETE' } }),
    onSuccess: async () => {
      await checkStatus();
      navigate('/', { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate();
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="delete-title"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}
    >
      <Typography id="delete-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Delete your account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your account, its sessions and its content are deleted; usage figures keep only anonymous rows. A
        running subscription is cancelled. You are signed out everywhere and cannot sign in again. This cannot
        be undone.
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <TextField
          label="Type DELETE to confirm"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
        />
        {remove.isError && <Alert severity="error">{errorText(remove.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={remove.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Delete my account
        </Button>
      </Stack>
    </Paper>
  );
};

/** `/settings/security`: the password, the user's data (export) and deleting the account (issue 19). */
export const SecurityPage = () => {
  useDocumentTitle('Security and privacy');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Security and privacy
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        See what happened on your account in the{' '}
        <Link component={RouterLink} to="/activity-log">
          activity log
        </Link>
        .
      </Typography>
      <Stack spacing={3}>
        <ChangePassword />
        <YourData />
        <DeleteAccount />
      </Stack>
    </Container>
  );
};
