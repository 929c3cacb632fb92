import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseEndpoints } from '@urosim/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiClient } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { setCaseBookmark } from './cases-api';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** `/bookmarks`: the cases the trainee bookmarked (ADR 0130), to open or to remove. */
export const BookmarksPage = () => {
  useDocumentTitle('Bookmarks');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: ['bookmarks'],
    queryFn: ({ signal }) => apiClient.call(caseEndpoints.bookmarks, { signal }),
  });
  const remove = useMutation({
    mutationFn: (item: { id: string; title: string }) => setCaseBookmark(item.id, false),
    onSuccess: async (_data, item) => {
      setStatus(`${item.title} is no longer bookmarked.`);
      await queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
      await queryClient.invalidateQueries({ queryKey: ['cases'] });
    },
  });
  const cases = list.data?.cases ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Bookmarks
      </Typography>
      {list.isPending && <Typography role="status">Loading your bookmarks…</Typography>}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load your bookmarks: {list.error.message}
        </Alert>
      )}
      {list.isSuccess && cases.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 2 }}>
            You have no bookmarked cases yet. Bookmark a case in the case selection to find it here.
          </Typography>
          <Button component={RouterLink} to="/case-selection" variant="contained">
            Browse cases
          </Button>
        </Paper>
      )}
      {cases.length > 0 && (
        <Box component="ul" aria-label="Bookmarked cases" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cases.map((item) => (
            <Paper
              component="li"
              variant="outlined"
              key={item.id}
              sx={{
                p: { xs: 2, sm: 2.5 },
                mb: 2,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                  <Link component={RouterLink} to={`/case-preview?caseId=${encodeURIComponent(item.id)}`}>
                    {item.title}
                  </Link>
                </Typography>
                <Typography variant="body2">
                  {item.specialty} · {item.difficulty} · {minutes(item.durationSeconds)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={`/case/${encodeURIComponent(item.id)}`}
                  variant="contained"
                  aria-label={`Start ${item.title}`}
                >
                  Start
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(item)}
                  aria-label={`Remove bookmark: ${item.title}`}
                >
                  Remove bookmark
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <Typography role="status" aria-live="polite" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Container>
  );
};
