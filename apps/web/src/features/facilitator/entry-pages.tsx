import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { LIVE, normaliseInviteCode, type ResolvedCopilotCode } from '@urosim/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { CopilotClaimCard } from '../copilot/claim-card';
import { resolveCopilotCode } from '../copilot/copilot-api';
import { joinAsFacilitator, resolveInviteCode } from './facilitator-api';

const Narrow = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Container>
);

/** A refused invite: expired, revoked or never made (404), or limited. */
const inviteRefusal = (error: unknown) => {
  if (isApiError(error) && (error.status === 404 || error.status === 410))
    return 'This invite is no longer valid: it has expired or the trainee has ended it. Ask the trainee for a new one.';
  if (isApiError(error) && error.status === 429) return 'Too many tries. Please wait a minute and try again.';
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
};

/** `/fac-controls/invite/{token}`: join a trainee's session as a facilitator, signed in or as a named guest. */
export const InvitePage = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const { user, isLoggedIn } = useAuthUser();
  useDocumentTitle('Facilitator invitation');
  const [name, setName] = useState(() => (isLoggedIn ? (user?.firstName ?? '') : ''));
  const [nameError, setNameError] = useState('');
  const join = useMutation({
    mutationFn: () => joinAsFacilitator(token, name.trim() || undefined),
    onSuccess: ({ sessionId }) => navigate(`/fac-controls/${sessionId}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLoggedIn && !name.trim()) {
      setNameError('Enter your name: the trainee sees who is watching.');
      return;
    }
    setNameError('');
    join.mutate();
  };
  return (
    <Narrow title="Join as facilitator">
      <Typography sx={{ mb: 2 }}>
        A trainee has invited you to watch their session. You will see their conversation, examinations and
        investigations as they happen, read-only; they always see that you are watching.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={isLoggedIn ? 'Your name (optional)' : 'Your name'}
          value={name}
          required={!isLoggedIn}
          onChange={(event) => setName(event.target.value)}
          error={nameError !== ''}
          helperText={nameError || 'Shown to the trainee.'}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: LIVE.guestNameMaxChars } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={join.isPending}>
            {join.isPending ? 'Joining…' : 'Join as facilitator'}
          </Button>
        </Box>
        {join.isError && <Alert severity="error">{inviteRefusal(join.error)}</Alert>}
      </Box>
    </Narrow>
  );
};

/** `/fac-controls`: type the code a trainee read out (`XXXX-XXXX`, any case), then join. */
export const InviteCodePage = () => {
  const navigate = useNavigate();
  useDocumentTitle('Facilitator controls');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [copilot, setCopilot] = useState<{ code: string; resolved: ResolvedCopilotCode } | null>(null);
  // The code of a trainee's invite, or else of a facilitator's copilot session (ADR 0119).
  const resolve = useMutation({
    mutationFn: async (normalised: string) => {
      try {
        return { kind: 'invite' as const, ...(await resolveInviteCode(normalised)) };
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        return { kind: 'copilot' as const, code: normalised, resolved: await resolveCopilotCode(normalised) };
      }
    },
    onSuccess: (found) => {
      if (found.kind === 'invite') navigate(`/fac-controls/invite/${encodeURIComponent(found.token)}`);
      else setCopilot({ code: found.code, resolved: found.resolved });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseInviteCode(code);
    if (!normalised) {
      setCodeError('A code has 8 letters and digits, like ABCD-EFGH.');
      return;
    }
    setCodeError('');
    setCopilot(null);
    resolve.mutate(normalised);
  };
  return (
    <Narrow title="Facilitator controls">
      <Typography sx={{ mb: 2 }}>
        Enter the code the trainee gave you to watch their session, or the code of a facilitated session your
        facilitator gave you.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Enter the code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError !== ''}
          helperText={codeError || 'For example ABCD-EFGH; capitals do not matter.'}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false, inputMode: 'text' },
          }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={resolve.isPending}>
            Continue
          </Button>
        </Box>
        {resolve.isError && <Alert severity="error">{inviteRefusal(resolve.error)}</Alert>}
      </Box>
      {copilot && <CopilotClaimCard code={copilot.code} resolved={copilot.resolved} />}
    </Narrow>
  );
};
