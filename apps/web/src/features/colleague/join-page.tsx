import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { inviteRefusal, JoinForm } from '../invites/join-form';
import { colleagueKeys, joinColleagueRoom, previewColleagueLink } from './colleague-api';

const roleText = {
  watch: 'watch their consultation read-only',
  patient: 'play the patient: you will see the patient’s script and type the patient’s replies',
} as const;

/** `/colleague/{token}`: join a colleague's session, signed in or as a named guest. */
export const ColleagueJoinPage = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  useDocumentTitle('Colleague invitation');
  const preview = useQuery({
    queryKey: colleagueKeys.preview(token),
    queryFn: ({ signal }) => previewColleagueLink(token, signal),
    retry: false,
  });
  const join = useMutation({
    mutationFn: (name: string | undefined) => joinColleagueRoom(token, name),
    onSuccess: ({ roomId }) => navigate(`/colleague-session/${roomId}`),
  });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Join your colleague
      </Typography>
      {preview.isPending && <LoadingBlock label="Reading the link…" heights={[120]} />}
      {preview.isError && <Alert severity="error">{inviteRefusal(preview.error, 'your colleague')}</Alert>}
      {preview.data && (
        <>
          <Typography sx={{ mb: 1 }}>
            {preview.data.traineeName || 'A colleague'} has invited you to {roleText[preview.data.role]}.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Case: {preview.data.caseTitle}
          </Typography>
          <JoinForm
            owner="your colleague"
            submitLabel={preview.data.role === 'patient' ? 'Join as the patient' : 'Join to watch'}
            isPending={join.isPending}
            error={join.error}
            onJoin={(name) => join.mutate(name)}
          />
        </>
      )}
    </Container>
  );
};
