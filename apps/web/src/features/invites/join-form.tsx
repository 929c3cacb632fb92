import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIVE } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/client';
import { useAuthUser } from '../auth/auth-provider';

/**
 * Why an invite link or code was refused: expired, revoked or never made (404/410), limited (429),
 * or what the api said. `owner` is who made it ("the trainee", "your colleague").
 */
export const inviteRefusal = (error: unknown, owner: string) => {
  if (isApiError(error) && (error.status === 404 || error.status === 410))
    return `This invite is no longer valid: it has expired or ${owner} has ended it. Ask ${owner} for a new one.`;
  if (isApiError(error) && error.status === 429) return 'Too many tries. Please wait a minute and try again.';
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
};

/**
 * The one form that joins a live room from an invite (a facilitator's, a colleague's): signed in,
 * the name is optional (the account's first name by default); as a guest it is required, because
 * the person who invited sees who joined.
 */
export const JoinForm = ({
  owner,
  submitLabel,
  isPending,
  error,
  onJoin,
}: {
  /** Who sees the name ("the trainee", "your colleague"). */
  owner: string;
  submitLabel: string;
  isPending: boolean;
  /** The join's refusal, if it was refused. */
  error: unknown;
  onJoin: (name: string | undefined) => void;
}) => {
  const { user, isLoggedIn } = useAuthUser();
  const [name, setName] = useState(() => (isLoggedIn ? (user?.firstName ?? '') : ''));
  const [nameError, setNameError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLoggedIn && !name.trim()) {
      setNameError(`Enter your name: ${owner} sees who joined.`);
      return;
    }
    setNameError('');
    onJoin(name.trim() || undefined);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={isLoggedIn ? 'Your name (optional)' : 'Your name'}
        value={name}
        required={!isLoggedIn}
        onChange={(event) => setName(event.target.value)}
        error={nameError !== ''}
        helperText={nameError || `Shown to ${owner}.`}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: LIVE.guestNameMaxChars } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? 'Joining…' : submitLabel}
        </Button>
      </Box>
      {error ? <Alert severity="error">{inviteRefusal(error, owner)}</Alert> : null}
    </Box>
  );
};
