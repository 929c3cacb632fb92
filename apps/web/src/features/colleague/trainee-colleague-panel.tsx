import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ColleagueRole, ColleagueRoomCreated, LiveEvent, TranscriptMessage } from '@urosim/contracts';
import { useCallback, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { useLiveRoom } from '../facilitator/use-live-room';
import { createColleagueRoom } from './colleague-api';
import { forgetRoom, recallRooms, rememberRoom } from './link-store';
import { RoomCard } from './room-card';

/**
 * The trainee's colleague rooms on the case page (issue 16, ADR 0118): invite a colleague to watch
 * or to play the patient, the link to send, who joined, hand back to the simulated patient, end.
 * While a room exists the session's live room is followed, and the patient's lines that come by
 * it (a colleague's reply, or the engine's after a hand-back) are handed to the chat.
 */
export const TraineeColleaguePanel = ({
  sessionId,
  onPatientLine,
}: {
  sessionId: string;
  onPatientLine: (line: TranscriptMessage) => void;
}) => {
  const headingId = useId();
  const [role, setRole] = useState<ColleagueRole>('patient');
  const [rooms, setRooms] = useState<ColleagueRoomCreated[]>(() => recallRooms(sessionId));
  const create = useMutation({
    mutationFn: () => createColleagueRoom(sessionId, role),
    onSuccess: (made) => {
      rememberRoom(sessionId, made);
      setRooms(recallRooms(sessionId));
    },
  });
  const onEvents = useCallback(
    (events: LiveEvent[]) => {
      for (const event of events) {
        if (event.type === 'message' && event.payload.message.sender === 'patient') {
          onPatientLine(event.payload.message);
        }
      }
    },
    [onPatientLine],
  );
  useLiveRoom({ sessionId, startSeq: 0, enabled: rooms.length > 0, onEvents });

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        Colleague
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Revise with a peer: a colleague can watch this session read-only, or play the patient from the case’s
        script (invite them before you speak to the patient). They never see the marking.
      </Typography>
      <RadioGroup
        row
        aria-label="What your colleague does"
        value={role}
        onChange={(event) => setRole(event.target.value as ColleagueRole)}
      >
        <FormControlLabel value="patient" control={<Radio />} label="Play the patient" />
        <FormControlLabel value="watch" control={<Radio />} label="Watch" />
      </RadioGroup>
      <Button variant="contained" sx={{ mt: 1 }} onClick={() => create.mutate()} disabled={create.isPending}>
        {create.isPending ? 'Inviting…' : 'Invite a colleague'}
      </Button>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {isApiError(create.error)
            ? create.error.message
            : 'The invitation could not be made. Please try again.'}
        </Alert>
      )}
      {rooms.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          {rooms.map((room) => (
            <Box key={room.roomId}>
              <RoomCard
                roomId={room.roomId}
                created={room}
                onRevoked={() => {
                  forgetRoom(sessionId, room.roomId);
                }}
              />
              <Link component={RouterLink} to={`/colleague-invite/${room.roomId}`} variant="body2">
                Invitation page
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};
