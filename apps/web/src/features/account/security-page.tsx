import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { accountApi, fieldErrorsOf } from './account-api';
import { ChangeEmail } from './change-email';
import { DataExport } from './data-export';
import { SignedInSessions } from './signed-in-sessions';

const Section = ({
  id,
  title,
  anchor,
  children,
}: {
  id: string;
  title: string;
  /** The section's own address (`#privacy`, where the export's e-mail leads). */
  anchor?: string;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby={id}
    {...(anchor ? { id: anchor } : {})}
    sx={{ p: { xs: 2, sm: 3 }, mb: 3, scrollMarginTop: 80 }}
  >
    <Typography id={id} variant="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** The current password, then the new one; every other signed-in device is signed out. */
const ChangePassword = () => {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: () => accountApi.changePassword({ currentPassword, newPassword }),
    onSuccess: ({ otherSessionsEnded }) => {
      setCurrent('');
      setNew('');
      setDone(
        otherSessionsEnded > 0
          ? `Your password is changed. ${otherSessionsEnded} other signed-in ${otherSessionsEnded === 1 ? 'device was' : 'devices were'} signed out.`
          : 'Your password is changed.',
      );
    },
  });
  const { fields, message } = fieldErrorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    change.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
        error={Boolean(fields.currentPassword)}
        helperText={fields.currentPassword ?? ' '}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
        error={Boolean(fields.newPassword)}
        helperText={fields.newPassword ?? 'At least 8 characters. Other devices are signed out.'}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </Box>
      <Typography role="status" aria-live="polite">
        {done}
      </Typography>
      {message && <Alert severity="error">{message}</Alert>}
    </Box>
  );
};

/** Deleting the account: the password again and the word DELETE, in a dialog. */
const DeleteAccount = () => {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const remove = useMutation({
    mutationFn: () => accountApi.deleteAccount({ password, confirm: 'DELETE' }),
    onSuccess: () => {
      queryClient.clear();
      // A full load: the app starts again signed out.
      window.location.assign('/?accountDeleted=1');
    },
  });
  const { fields, message } = fieldErrorsOf(remove.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm === 'DELETE') remove.mutate();
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Deleting your account removes your profile, sessions, transcripts, feedback and hand-offs, stops any
        subscription from renewing and signs you out everywhere. It cannot be undone.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby="delete-account-title">
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Enter your password and type DELETE to confirm. Download your data first if you want to keep it.
            </DialogContentText>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(fields.password)}
              helperText={fields.password ?? ' '}
            />
            <TextField
              label="Type DELETE to confirm"
              fullWidth
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              helperText=" "
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            {message && <Alert severity="error">{message}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={confirm !== 'DELETE' || !password || remove.isPending}
            >
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};

/** `/settings/security`: the password, and privacy — the data export and the account's deletion. */
export const SecurityPage = () => {
  useDocumentTitle('Security and privacy');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Security and privacy
      </Typography>
      <Section id="password-title" title="Password">
        <ChangePassword />
      </Section>
      <Section id="email-title" title="E-mail address">
        <ChangeEmail />
      </Section>
      <Section id="sessions-title" title="Signed-in sessions">
        <SignedInSessions />
      </Section>
      <Section id="data-title" title="Your data" anchor="privacy">
        <Typography sx={{ mb: 2 }}>
          Download everything UroSim holds about you — profile, sessions, transcripts, feedback, hand-offs,
          notifications, subscriptions and the e-mails we sent you — as a zip of JSON files. We prepare it in
          the background and e-mail you when it is ready; the file is kept for a few days.
        </Typography>
        <DataExport />
      </Section>
      <Section id="delete-title" title="Delete your account">
        <DeleteAccount />
      </Section>
    </Container>
  );
};
