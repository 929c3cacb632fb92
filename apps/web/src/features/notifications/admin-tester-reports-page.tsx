import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { testerEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { dateText, errorText } from './notifications-api';

/** `/admin/tester-reports`: the testers' problem reports, newest first, with their screenshot. */
export const AdminTesterReportsPage = () => {
  useDocumentTitle('Tester reports');
  const reports = useQuery({
    queryKey: ['admin', 'tester-reports'],
    queryFn: ({ signal }) => apiClient.call(testerEndpoints.adminReports, { signal }),
  });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Tester reports
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Problems reported through the internal tester form; each is also e-mailed to the admins.
      </Typography>
      {reports.isError && <Alert severity="error">{errorText(reports.error)}</Alert>}
      {reports.data?.reports.length === 0 && <Typography>No reports yet.</Typography>}
      <Stack spacing={2}>
        {reports.data?.reports.map((r) => (
          <Paper
            key={r.id}
            component="article"
            variant="outlined"
            sx={{ p: 2 }}
            aria-labelledby={`report-${r.id}`}
          >
            <Typography id={`report-${r.id}`} variant="h2" sx={{ fontSize: '1.125rem' }}>
              {r.summary}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.email ?? 'deleted user'} · {dateText(r.createdAt)}
              {r.pageUrl ? ` · page ${r.pageUrl}` : ''}
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{r.details}</Typography>
            <Box
              component="dl"
              sx={{
                mt: 1,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                fontSize: '0.875rem',
              }}
            >
              {Object.entries(r.browser).map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {k}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {String(v)}
                  </Box>
                </Box>
              ))}
            </Box>
            {r.screenshotType && (
              <Link href={`/api/v1/admin/tester-reports/${r.id}/screenshot`} target="_blank" rel="noopener">
                Open the screenshot
              </Link>
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
};
