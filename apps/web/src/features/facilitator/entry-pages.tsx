import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { normaliseInviteCode, type ResolvedCopilotCode } from '@urosim/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CopilotClaimCard } from '../copilot/claim-card';
import { resolveCopilotCode } from '../copilot/copilot-api';
import { inviteRefusal, JoinForm } from '../invites/join-form';
import { joinAsFacilitator, resolveInviteCode } from './facilitator-api';

const Narrow = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Container>
);

/** `/fac-controls/invite/{token}`: join a trainee's session as a facilitator, signed in or as a named guest. */
export const InvitePage = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  useDocumentTitle('Facilitator invitation');
  const join = useMutation({
    mutationFn: (name: string | undefined) => joinAsFacilitator(token, name),
    onSuccess: ({ sessionId }) => navigate(`/fac-controls/${sessionId}`),
  });
  return (
    <Narrow title="Join as facilitator">
      <Typography sx={{ mb: 2 }}>
        A trainee has invited you to watch their session. You will see their conversation, examinations and
        investigations as they happen, read-only; they always see that you are watching.
      </Typography>
      <JoinForm
        owner="the trainee"
        submitLabel="Join as facilitator"
        isPending={join.isPending}
        error={join.error}
        onJoin={(name) => join.mutate(name)}
      />
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
        {resolve.isError && <Alert severity="error">{inviteRefusal(resolve.error, 'the trainee')}</Alert>}
      </Box>
      {copilot && <CopilotClaimCard code={copilot.code} resolved={copilot.resolved} />}
    </Narrow>
  );
};
