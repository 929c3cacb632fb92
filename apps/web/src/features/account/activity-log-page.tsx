import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ActivityEvent } from '@urosim/contracts';
import { accountEndpoints } from '@urosim/contracts';
import { apiClient, isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';

/** What each kind of event is called on the page. */
export const activityLabels: Record<ActivityEvent['kind'], string> = {
  signed_in: 'Signed in',
  password_changed: 'Password changed',
  data_exported: 'Your data exported',
  sessions_signed_out: 'Other sessions signed out',
  email_change_requested: 'E-mail change asked for',
  email_changed: 'E-mail address changed',
  session_started: 'Training session started',
  session_completed: 'Training session completed',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `/activity-log`: the user's own security and training events, newest first (issue 19). */
export const ActivityLogPage = () => {
  useDocumentTitle('Activity log');
  const { user } = useAuthUser();
  const activity = useQuery({
    queryKey: ['account', 'activity', user?.id],
    queryFn: ({ signal }) => apiClient.call(accountEndpoints.activity, { signal }),
    enabled: !!user,
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Activity log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign-ins, password changes and data exports on your account, newest first. If you do not recognise
        one, change your password.
      </Typography>
      {activity.isError && (
        <Alert severity="error">
          {isApiError(activity.error) ? activity.error.message : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {activity.data && activity.data.events.length === 0 && (
        <Typography sx={{ p: 3, bgcolor: 'surface.tint', borderRadius: 2 }}>Nothing recorded yet.</Typography>
      )}
      {activity.data && activity.data.events.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Your account activity">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Device</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {activity.data.events.map((event) => (
                <TableRow key={event.id} data-testid="activity-event">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(event.at)}</TableCell>
                  <TableCell>{activityLabels[event.kind]}</TableCell>
                  <TableCell>{event.device ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Container>
  );
};
