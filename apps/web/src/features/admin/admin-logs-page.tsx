import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { adminLogLevels, adminLogSources } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { adminApi, adminKeys } from './admin-api';
import { AdminPage, formatTime, QueryView } from './admin-ui';
import { DiagnosticsReports } from './diagnostics-reports';

const sourceNames = {
  'client-log': 'Client log',
  'frontend-error': 'Browser error',
  'server-error': 'Server error',
};
const filterNames = ['source', 'level', 'from', 'to', 'userId', 'requestId'] as const;
type Filters = Record<(typeof filterNames)[number], string>;

/** A `datetime-local` value as an ISO instant (the browser's time zone), or undefined. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** `/admin/logs` and `/admin-logs`: client logs, browser errors and server errors, filtered. */
export const AdminLogsPage = () => {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(current);
  const query = {
    ...(current.source ? { source: current.source as (typeof adminLogSources)[number] } : {}),
    ...(current.level ? { level: current.level as (typeof adminLogLevels)[number] } : {}),
    ...(current.from ? { from: instant(current.from) } : {}),
    ...(current.to ? { to: instant(current.to) } : {}),
    ...(current.userId ? { userId: current.userId } : {}),
    ...(current.requestId ? { requestId: current.requestId } : {}),
    limit: 200,
  };
  const logs = useQuery({
    queryKey: adminKeys.logs(query),
    queryFn: ({ signal }) => adminApi.logs(query, signal),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const byRequest = (requestId: string) => `?requestId=${encodeURIComponent(requestId)}`;
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    size: 'small' as const,
  });

  return (
    <AdminPage
      title="Logs"
      intro="What browsers reported and what the api failed on, newest first. A browser error carries the request id of the api call it came from: follow it to the server's line."
    >
      <Box
        component="form"
        onSubmit={apply}
        aria-label="Filter logs"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField select label="Source" sx={{ minWidth: 160 }} {...field('source')}>
          <MenuItem value="">All</MenuItem>
          {adminLogSources.map((source) => (
            <MenuItem key={source} value={source}>
              {sourceNames[source]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Level" sx={{ minWidth: 120 }} {...field('level')}>
          <MenuItem value="">All</MenuItem>
          {adminLogLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="From"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('from')}
        />
        <TextField
          label="To"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('to')}
        />
        <TextField label="User id" {...field('userId')} />
        <TextField label="Request id" {...field('requestId')} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Filter
          </Button>
          <Button
            onClick={() => {
              setDraft(Object.fromEntries(filterNames.map((name) => [name, ''])) as Filters);
              setParams({});
            }}
          >
            Clear
          </Button>
        </Stack>
      </Box>
      <QueryView query={logs} what="the logs">
        {({ lines }) =>
          lines.length === 0 ? (
            <Typography role="status">No log lines match.</Typography>
          ) : (
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Log lines">
              {lines.map((line) => (
                <Paper
                  component="li"
                  key={`${line.source}-${line.id}`}
                  variant="outlined"
                  sx={{ p: 1.5 }}
                  data-testid="log-line"
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mb: 0.5 }}
                  >
                    <Chip size="small" label={sourceNames[line.source]} />
                    <Chip
                      size="small"
                      color={line.level === 'error' ? 'error' : 'default'}
                      label={line.level}
                    />
                    <Typography variant="body2">{formatTime(line.createdAt)}</Typography>
                    {line.userEmail && line.userId && (
                      <Link component={RouterLink} to={`/admin/users/${line.userId}`} variant="body2">
                        {line.userEmail}
                      </Link>
                    )}
                  </Stack>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{line.message}</Typography>
                  {line.url && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {line.url}
                    </Typography>
                  )}
                  <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                    {line.requestId && (
                      <>
                        Request id{' '}
                        <Link component={RouterLink} to={byRequest(line.requestId)}>
                          <code>{line.requestId}</code>
                        </Link>
                      </>
                    )}
                    {line.relatedRequestId && (
                      <>
                        {' '}
                        · from api request{' '}
                        <Link
                          component={RouterLink}
                          to={byRequest(line.relatedRequestId)}
                          data-testid="related-request"
                        >
                          <code>{line.relatedRequestId}</code>
                        </Link>
                      </>
                    )}
                  </Typography>
                  {line.detail && (
                    <Box component="details" sx={{ mt: 0.5 }}>
                      <summary>Details</summary>
                      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem', m: 0 }}>
                        {line.detail}
                      </Box>
                    </Box>
                  )}
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryView>
      <DiagnosticsReports />
    </AdminPage>
  );
};
