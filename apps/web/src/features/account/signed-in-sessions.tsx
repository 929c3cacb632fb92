import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi, fieldErrorsOf } from './account-api';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown';

/** The signed-in sessions with device and times; sign out one, or every other (ADR 0130). */
export const SignedInSessions = () => {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => accountApi.sessions(signal),
  });
  const done = async (signedOut: number) => {
    setStatus(signedOut === 1 ? '1 session was signed out.' : `${signedOut} sessions were signed out.`);
    await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
  };
  const one = useMutation({
    mutationFn: (id: string) => accountApi.signOutSession(id),
    onSuccess: ({ signedOut }) => done(signedOut),
  });
  const others = useMutation({
    mutationFn: () => accountApi.signOutOthers(),
    onSuccess: ({ signedOut }) => done(signedOut),
  });
  const error = fieldErrorsOf(one.error ?? others.error).message;
  const sessions = list.data?.sessions ?? [];
  return (
    <>
      {list.isPending && <Typography role="status">Loading your sessions…</Typography>}
      {list.isError && <Alert severity="error">Could not load your sessions: {list.error.message}</Alert>}
      {sessions.length > 0 && (
        <Box component="ul" aria-label="Signed-in sessions" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {sessions.map((s) => (
            <Box
              component="li"
              key={s.id}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {s.device}
                  {s.current ? ' (this browser)' : ''}
                </Typography>
                <Typography variant="body2">
                  Signed in {when(s.signedInAt)} · last active {when(s.lastActiveAt)}
                </Typography>
              </Box>
              {!s.current && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={one.isPending}
                  onClick={() => one.mutate(s.id)}
                  aria-label={`Sign out ${s.device}, signed in ${when(s.signedInAt)}`}
                >
                  Sign out
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Button
        variant="outlined"
        disabled={others.isPending || sessions.filter((s) => !s.current).length === 0}
        onClick={() => others.mutate()}
      >
        Sign out the others
      </Button>
      <Typography role="status" aria-live="polite" sx={{ mt: 1 }}>
        {status}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
};
