import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import {
  dateText,
  errorText,
  newsKey,
  notificationsApi,
  useInvalidateNotifications,
} from './notifications-api';

/** `/news-updates`: the announcements admins published, newest first, with this user's read state. */
export const NewsUpdatesPage = () => {
  useDocumentTitle('News & Updates');
  const { user } = useAuthUser();
  const invalidate = useInvalidateNotifications();
  const news = useQuery({
    queryKey: newsKey(user?.id),
    queryFn: ({ signal }) => notificationsApi.news(signal),
    enabled: !!user,
  });
  const markRead = useMutation({ mutationFn: notificationsApi.markNewsRead, onSuccess: invalidate });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        News &amp; Updates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What is new in UroSim, from the team.
      </Typography>
      {news.isError && <Alert severity="error">{errorText(news.error)}</Alert>}
      {markRead.isError && <Alert severity="error">{errorText(markRead.error)}</Alert>}
      {news.data && news.data.posts.length === 0 && (
        <Typography sx={{ p: 3, bgcolor: 'surface.tint', borderRadius: 2 }}>No news yet.</Typography>
      )}
      <Stack spacing={2}>
        {news.data?.posts.map((post) => (
          <Paper
            key={post.id}
            component="article"
            variant="outlined"
            aria-labelledby={`post-${post.id}`}
            data-testid="news-post"
            sx={{
              p: { xs: 2, sm: 3 },
              borderLeft: 4,
              borderLeftColor: post.readAt ? 'border.subtle' : 'primary.main',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography id={`post-${post.id}`} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
                {post.title}
              </Typography>
              {!post.readAt && <Chip size="small" color="primary" label="New" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {dateText(post.publishedAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{post.body}</Typography>
            {!post.readAt && (
              <Box sx={{ mt: 2 }}>
                <Button size="small" onClick={() => markRead.mutate(post.id)} disabled={markRead.isPending}>
                  Mark as read
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
};
