import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FacilitatorInvite, LIVE, type LiveEvent } from '@urosim/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { useUsageSummary } from '../billing/billing-api';
import { CopyRow } from '../invites/copy-row';
import { ConnectionLostBanner } from './connection-lost-banner';
import { createInvite, facilitatorKeys, fetchWatchers, revokeInvite } from './facilitator-api';
import { absoluteUrl, dateTimeText, elapsedText } from './format';
import { forgetInvite, recallInvite, rememberInvite } from './invite-store';
import { applyRoomEvents, emptyRoomState, isAnyReady } from './room-state';
import { useLiveRoom } from './use-live-room';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** How long a new invite's link and code work, in hours (the api takes 1–72). */
const EXPIRY_CHOICES = [1, 4, LIVE.inviteDefaultHours, LIVE.inviteMaxHours] as const;
const hoursText = (hours: number) =>
  hours === 1
    ? '1 hour'
    : hours % 24 === 0
      ? `${hours / 24} day${hours === 24 ? '' : 's'}`
      : `${hours} hours`;

/** The invite just made: the code to read aloud, the link, each with Copy, and until when. */
const InviteView = ({ invite }: { invite: FacilitatorInvite }) => {
  const [copied, setCopied] = useState('');
  const link = absoluteUrl(invite.inviteUrl);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      <CopyRow label="Code" value={invite.code} testId="invite-code" isCode onCopied={setCopied} />
      <CopyRow label="Link" value={link} testId="invite-link" onCopied={setCopied} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The code and link work until {dateTimeText(invite.expiresAt)}. The facilitator opens the link, or goes
        to /fac-controls and types the code.
      </Typography>
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.25rem', typography: 'body2' }}>
        {copied}
      </Box>
    </Box>
  );
};

/**
 * The trainee's side of the live room on the case page (issue 16): invite a facilitator, see who is
 * watching (always) and end it, the facilitators' Ready state and their messages, apart from the
 * patient's chat. The socket is opened only once the session has an invite.
 */
export const TraineeRoom = ({
  sessionId,
  onReadyChange,
}: {
  sessionId: string;
  onReadyChange: (ready: boolean) => void;
}) => {
  const headingId = useId();
  const messagesId = useId();
  const queryClient = useQueryClient();
  const [invite, setInvite] = useState<FacilitatorInvite | null>(() => recallInvite(sessionId));
  const [room, setRoom] = useState(emptyRoomState);
  const [expiresInHours, setExpiresInHours] = useState<number>(LIVE.inviteDefaultHours);
  const expiryId = useId();
  // Observation is a feature of the plan: without it the panel says so instead of offering invites.
  const plan = useUsageSummary().data?.plan;
  const isIncluded = plan === undefined || plan.facilitatorIncluded;
  const watchers = useQuery({
    queryKey: facilitatorKeys.watchers(sessionId),
    queryFn: ({ signal }) => fetchWatchers(sessionId, signal),
  });
  const hasActiveInvite = (watchers.data?.invites ?? []).some((item) => item.state === 'active');

  const onEvents = useCallback(
    (events: LiveEvent[]) => {
      setRoom((current) => applyRoomEvents(current, events));
      if (events.some((event) => event.type === 'watchers')) {
        void queryClient.invalidateQueries({ queryKey: facilitatorKeys.watchers(sessionId) });
      }
    },
    [queryClient, sessionId],
  );
  const { connection } = useLiveRoom({ sessionId, startSeq: 0, enabled: hasActiveInvite, onEvents });

  const list = watchers.data?.watchers ?? [];
  const watcherIds = list.map((watcher) => watcher.id);
  const ready = isAnyReady(room, watcherIds);
  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  const create = useMutation({
    mutationFn: () => createInvite(sessionId, expiresInHours),
    onSuccess: (made) => {
      rememberInvite(sessionId, made);
      setInvite(made);
      void queryClient.invalidateQueries({ queryKey: facilitatorKeys.watchers(sessionId) });
    },
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeInvite(inviteId),
    onSuccess: () => {
      forgetInvite(sessionId);
      setInvite(null);
      void queryClient.invalidateQueries({ queryKey: facilitatorKeys.watchers(sessionId) });
    },
  });
  const activeInviteIds = (watchers.data?.invites ?? [])
    .filter((item) => item.state === 'active')
    .map((item) => item.id);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}
    >
      <ConnectionLostBanner connection={connection} />
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        Facilitator
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        A facilitator you invite watches this session read-only: they see your conversation, examinations and
        investigations, can send you messages and rate your work afterwards.
      </Typography>
      {isIncluded ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <TextField
            id={expiryId}
            select
            size="small"
            label="The invite works for"
            value={expiresInHours}
            onChange={(event) => setExpiresInHours(Number(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            {EXPIRY_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {hoursText(hours)}
              </option>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            {create.isPending ? 'Inviting…' : invite ? 'New invite' : 'Invite a facilitator'}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">
          Facilitator observation is not included in your {plan?.name} plan.{' '}
          <Link component={RouterLink} to="/pricing">
            See the plans that include it
          </Link>
          .
        </Alert>
      )}
      {create.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorText(create.error, 'The invite could not be made. Please try again.')}
        </Alert>
      )}
      {invite && <InviteView invite={invite} />}

      <Typography component="h3" variant="h3" sx={{ mt: 2.5, mb: 1 }}>
        Watching
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nobody is watching this session.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Watching"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {list.map((watcher) => {
            const isConnected = room.connected[watcher.id] ?? watcher.connected;
            const isReady = room.ready[watcher.id] === true;
            return (
              <Box
                component="li"
                key={watcher.id}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: isConnected ? 'success.main' : 'grey.500',
                  }}
                />
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {watcher.name}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {isConnected ? 'connected' : 'not connected'}
                  {watcher.signedIn ? '' : ' · guest'}
                </Typography>
                <Chip
                  size="small"
                  label={isReady ? 'Ready' : 'Not ready'}
                  color={isReady ? 'success' : 'default'}
                  variant={isReady ? 'filled' : 'outlined'}
                />
              </Box>
            );
          })}
        </Box>
      )}
      {activeInviteIds.length > 0 && (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 1.5 }}
          disabled={revoke.isPending}
          onClick={() => {
            for (const id of activeInviteIds) revoke.mutate(id);
          }}
        >
          End watching
        </Button>
      )}
      {revoke.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorText(revoke.error, 'Watching could not be ended. Please try again.')}
        </Alert>
      )}

      <Typography id={messagesId} component="h3" variant="h3" sx={{ mt: 2.5, mb: 1 }}>
        Messages from your facilitator
      </Typography>
      {room.messages.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No messages yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={messagesId}
          aria-live="polite"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {room.messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 1.5, py: 0.5 }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {message.facilitatorName} · {elapsedText(message.elapsedSeconds)}
              </Typography>
              <Typography>{message.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};
