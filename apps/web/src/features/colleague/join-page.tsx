import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LIVE } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { colleagueKeys, joinColleagueRoom, previewColleagueLink } from './colleague-api';

/** A refused link: expired, revoked or never made (404), limited, or taken. */
export const linkRefusal = (error: unknown) => {
  if (isApiError(error) && error.status === 404)
    return 'This link is no longer valid: it has expired or your colleague has ended it. Ask them for a new one.';
  if (isApiError(error) && error.status === 429) return 'Too many tries. Please wait a minute and try again.';
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
};

const roleText = {
  watch: 'watch their consultation read-only',
  patient: 'play the patient: you will see the patient’s script and type the patient’s replies',
} as const;

/** `/colleague/{token}`: join a colleague's session, signed in or as a named guest. */
export const ColleagueJoinPage = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const { user, isLoggedIn } = useAuthUser();
  useDocumentTitle('Colleague invitation');
  const [name, setName] = useState(() => (isLoggedIn ? (user?.firstName ?? '') : ''));
  const [nameError, setNameError] = useState('');
  const preview = useQuery({
    queryKey: colleagueKeys.preview(token),
    queryFn: ({ signal }) => previewColleagueLink(token, signal),
    retry: false,
  });
  const join = useMutation({
    mutationFn: () => joinColleagueRoom(token, name.trim() || undefined),
    onSuccess: ({ roomId }) => navigate(`/colleague-session/${roomId}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLoggedIn && !name.trim()) {
      setNameError('Enter your name: your colleague sees who joined.');
      return;
    }
    setNameError('');
    join.mutate();
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Join your colleague
      </Typography>
      {preview.isPending && <LoadingBlock label="Reading the link…" heights={[120]} />}
      {preview.isError && <Alert severity="error">{linkRefusal(preview.error)}</Alert>}
      {preview.data && (
        <>
          <Typography sx={{ mb: 1 }}>
            {preview.data.traineeName || 'A colleague'} has invited you to {roleText[preview.data.role]}.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Case: {preview.data.caseTitle}
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={isLoggedIn ? 'Your name (optional)' : 'Your name'}
              value={name}
              required={!isLoggedIn}
              onChange={(event) => setName(event.target.value)}
              error={nameError !== ''}
              helperText={nameError || 'Shown to your colleague.'}
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: LIVE.guestNameMaxChars } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={join.isPending}>
                {join.isPending
                  ? 'Joining…'
                  : preview.data.role === 'patient'
                    ? 'Join as the patient'
                    : 'Join to watch'}
              </Button>
            </Box>
            {join.isError && <Alert severity="error">{linkRefusal(join.error)}</Alert>}
          </Box>
        </>
      )}
    </Container>
  );
};
