import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { NotificationPrompt } from './notification-prompt';
import {
  dateText,
  errorText,
  listKey,
  notificationsApi,
  useInvalidateNotifications,
} from './notifications-api';

/** `/notifications`: the notification centre, unread first; mark one or all read. */
export const NotificationsPage = () => {
  useDocumentTitle('Notifications');
  const { user } = useAuthUser();
  const invalidate = useInvalidateNotifications();
  const list = useQuery({
    queryKey: listKey(user?.id),
    queryFn: ({ signal }) => notificationsApi.list(signal),
    enabled: !!user,
  });
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSuccess: invalidate });
  const markAll = useMutation({ mutationFn: notificationsApi.markAllRead, onSuccess: invalidate });
  const unread = list.data?.unread ?? 0;
  const failure = markRead.error ?? markAll.error;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h1">Notifications</Typography>
          <Typography color="text.secondary" data-testid="unread-summary">
            {list.data ? (unread === 0 ? 'Nothing unread.' : `${unread} unread`) : ' '}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </Stack>
      <Box sx={{ mb: 3 }}>
        <NotificationPrompt />
      </Box>
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {failure && <Alert severity="error">{errorText(failure)}</Alert>}
      {list.data && list.data.notifications.length === 0 && (
        <Typography sx={{ p: 3, bgcolor: 'surface.tint', borderRadius: 2 }}>
          No notifications yet. You will hear here when a report is ready, a facilitator leaves feedback, your
          subscription is about to end, or there is news.
        </Typography>
      )}
      {list.data && list.data.notifications.length > 0 && (
        <List aria-label="Notifications" disablePadding>
          {list.data.notifications.map((n) => (
            <ListItem
              key={n.id}
              data-testid="notification"
              data-unread={n.readAt ? undefined : 'true'}
              divider
              sx={{
                alignItems: 'flex-start',
                gap: 2,
                flexDirection: { xs: 'column', sm: 'row' },
                bgcolor: n.readAt ? undefined : 'surface.tint',
                borderLeft: 4,
                borderColor: n.readAt ? 'transparent' : 'primary.main',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h3" component="h2">
                    {n.link ? (
                      <Link
                        component={RouterLink}
                        to={n.link}
                        onClick={() => !n.readAt && markRead.mutate(n.id)}
                      >
                        {n.title}
                      </Link>
                    ) : (
                      n.title
                    )}
                  </Typography>
                  {!n.readAt && <Chip size="small" color="primary" label="Unread" />}
                </Stack>
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{n.body}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {dateText(n.createdAt)}
                </Typography>
              </Box>
              {!n.readAt && (
                <Button
                  size="small"
                  onClick={() => markRead.mutate(n.id)}
                  disabled={markRead.isPending}
                  aria-label={`Mark as read: ${n.title}`}
                >
                  Mark as read
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Container>
  );
};
