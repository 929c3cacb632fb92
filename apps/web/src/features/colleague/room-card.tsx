import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColleagueRoomCreated } from '@urosim/contracts';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { absoluteUrl, dateTimeText } from '../facilitator/format';
import { CopyRow } from '../invites/copy-row';
import { colleagueKeys, fetchColleagueRoom, handBackToEngine, revokeColleagueRoom } from './colleague-api';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** How often the trainee's view of a room is read again (who joined, connected, answering). */
const ROOM_REFRESH_MS = 4000;

export const roleLabel = { watch: 'Watches', patient: 'Plays the patient' } as const;

/**
 * One colleague room as its trainee sees it: the link to send (while this tab knows it), the role,
 * who joined and whether they are connected, whether the colleague answers the patient's lines
 * now, "Let the simulated patient answer" and End.
 */
export const RoomCard = ({
  roomId,
  created,
  onRevoked,
}: {
  roomId: string;
  created: ColleagueRoomCreated | null;
  onRevoked?: () => void;
}) => {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState('');
  const room = useQuery({
    queryKey: colleagueKeys.room(roomId),
    queryFn: ({ signal }) => fetchColleagueRoom(roomId, signal),
    refetchInterval: (query) => (query.state.data?.state === 'active' ? ROOM_REFRESH_MS : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: colleagueKeys.room(roomId) });
  const revoke = useMutation({
    mutationFn: () => revokeColleagueRoom(roomId),
    onSuccess: () => {
      void refresh();
      onRevoked?.();
    },
  });
  const handBack = useMutation({
    mutationFn: () => handBackToEngine(roomId),
    onSuccess: () => void refresh(),
  });
  const data = room.data;
  const link = created ? absoluteUrl(created.link) : null;
  const role = data?.role ?? created?.role;
  return (
    <Box sx={{ display: 'grid', gap: 1.25, borderLeft: 4, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {role ? roleLabel[role] : 'Colleague'}
        {data && data.state !== 'active' && ` · ${data.state}`}
      </Typography>
      {link && data?.state !== 'revoked' && (
        <CopyRow label="Link" value={link} testId="colleague-link" onCopied={setCopied} />
      )}
      {!link && data?.state === 'active' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The link was shown once, in the tab that made it. End this invitation and make a new one to send
          another link.
        </Typography>
      )}
      {data && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {data.state === 'active'
            ? `Works until ${dateTimeText(data.expiresAt)}.`
            : 'This link no longer works.'}
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.25rem', typography: 'body2' }}>
        {copied}
        {data?.role === 'patient' &&
          data.state === 'active' &&
          (data.handedBackAt
            ? ' The simulated patient answers.'
            : data.isColleagueAnswering
              ? ' Your colleague answers as the patient.'
              : data.members.length === 0
                ? ' Waiting for your colleague to join; until then the simulated patient answers.'
                : ' Your colleague is away; the simulated patient answers.')}
      </Box>
      {data && data.members.length > 0 && (
        <Box
          component="ul"
          aria-label="Joined"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {data.members.map((member) => (
            <Box component="li" key={member.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: member.connected ? 'success.main' : 'grey.500',
                }}
              />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {member.name}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {member.connected ? 'connected' : 'not connected'}
                {member.signedIn ? '' : ' · guest'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {data?.state === 'active' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {data.role === 'patient' && !data.handedBackAt && (
            <Button variant="outlined" disabled={handBack.isPending} onClick={() => handBack.mutate()}>
              Let the simulated patient answer
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            End invitation
          </Button>
        </Box>
      )}
      {(revoke.isError || handBack.isError || room.isError) && (
        <Alert severity="error">
          {errorText(revoke.error ?? handBack.error ?? room.error, 'Something went wrong. Please try again.')}
        </Alert>
      )}
    </Box>
  );
};
