import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { diagnosticsEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';
import { formatTime, QueryView } from './admin-ui';

/**
 * The emergency diagnostics reports browsers sent (issue 20), newest first, as stored: already
 * without passwords, tokens or cookies. Shown on the admin logs screen.
 */
export const DiagnosticsReports = () => {
  const reports = useQuery({
    queryKey: ['admin', 'diagnostics'],
    queryFn: ({ signal }) => apiClient.call(diagnosticsEndpoints.adminList, { signal }),
  });
  return (
    <Box component="section" aria-labelledby="diagnostics-reports" sx={{ mt: 4 }}>
      <Typography id="diagnostics-reports" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Diagnostics reports
      </Typography>
      <QueryView query={reports} what="the diagnostics reports">
        {(data) =>
          data.reports.length === 0 ? (
            <Typography role="status">No diagnostics reports yet.</Typography>
          ) : (
            <Stack spacing={1}>
              {data.reports.map((report) => (
                <Paper key={report.id} variant="outlined" sx={{ p: 1.5 }}>
                  <Typography variant="body2">
                    {formatTime(report.createdAt)} ·{' '}
                    {report.channel === 'email' ? 'E-mail fallback' : 'Emergency'} ·{' '}
                    {report.userEmail ?? 'signed out'} · Reference <code>{report.id}</code>
                  </Typography>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{report.summary}</Typography>
                  {report.url && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {report.url}
                    </Typography>
                  )}
                  <Box component="details" sx={{ mt: 0.5 }}>
                    <summary>Report</summary>
                    <Box
                      component="pre"
                      sx={{
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        fontSize: 12,
                        maxHeight: 400,
                        overflow: 'auto',
                      }}
                    >
                      {report.text}
                    </Box>
                  </Box>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Box>
  );
};
