import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { colleagueKeys, fetchColleagueRoom } from './colleague-api';
import { recallRoom } from './link-store';
import { RoomCard } from './room-card';

/** `/colleague-invite/{roomId}`: the trainee's page of one colleague room. */
export const ColleagueInvitePage = ({ roomId }: { roomId: string }) => {
  useDocumentTitle('Colleague invitation');
  const room = useQuery({
    queryKey: colleagueKeys.room(roomId),
    queryFn: ({ signal }) => fetchColleagueRoom(roomId, signal),
    retry: false,
  });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Colleague invitation
      </Typography>
      {room.isPending && <LoadingBlock label="Loading the invitation…" heights={[160]} />}
      {room.isError && (
        <Alert severity="error">
          {isApiError(room.error) && room.error.status === 404
            ? 'This invitation does not exist or is not yours.'
            : 'The invitation could not be loaded. Please try again.'}
        </Alert>
      )}
      {room.data && (
        <>
          <Typography sx={{ mb: 2 }}>
            Case: {room.data.caseTitle}.{' '}
            <Link component={RouterLink} to={`/case/${room.data.caseId}?session=${room.data.sessionId}`}>
              Back to the session
            </Link>
          </Typography>
          <RoomCard roomId={roomId} created={recallRoom(roomId)} />
        </>
      )}
    </Container>
  );
};
