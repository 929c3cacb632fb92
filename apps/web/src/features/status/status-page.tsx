import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchHealth, fetchVersion } from '../../api/ops';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/health` is re-checked every 30 s (specification, section 7). */
const HEALTH_REFRESH_MS = 30_000;

const formatDate = (iso: string | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'long' });
};

const formatUptime = (seconds: number) => {
  const total = Math.floor(seconds);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`, `${total % 60} s`];
  return parts.filter(Boolean).join(' ');
};

const StatusChip = ({ ok, label }: { ok: boolean; label: string }) => (
  <Chip size="small" label={label} color={ok ? 'success' : 'error'} variant={ok ? 'filled' : 'outlined'} />
);

const Rows = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Table size="small">
    <TableBody>
      {rows.map(([label, value]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row" sx={{ width: '40%', fontWeight: 600 }}>
            {label}
          </TableCell>
          <TableCell>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id={id} variant="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const QueryState = ({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) =>
  error ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load the {what}: {error instanceof Error ? error.message : 'An unexpected error occurred'}
    </Alert>
  ) : (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography role="status">Loading the {what}…</Typography>
    </Stack>
  );

/** What the api reports about itself and its database, and which versions are running. */
export const StatusPage = () => {
  useDocumentTitle('Service status');
  const health = useQuery({
    queryKey: ['ops', 'health'],
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
  });
  const version = useQuery({ queryKey: ['ops', 'version'], queryFn: ({ signal }) => fetchVersion(signal) });

  const h = health.data;
  const v = version.data;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Service status
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The state of the UroSim server and its database, checked every 30 seconds.
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 'md' }}>
        <Section id="status-server" title="Server and database">
          {h ? (
            <Rows
              rows={[
                ['Server', <StatusChip key="s" ok={h.status === 'ok'} label={h.status} />],
                [
                  'Database',
                  <StatusChip key="d" ok={h.database.status === 'up'} label={h.database.status} />,
                ],
                ['Database latency', h.database.latencyMs === null ? '—' : `${h.database.latencyMs} ms`],
                ['Database kind', h.database.embedded ? 'Embedded PostgreSQL' : 'External PostgreSQL'],
                ['Uptime', formatUptime(h.uptimeSeconds)],
                ['Checked at', formatDate(h.checkedAt)],
              ]}
            />
          ) : (
            <QueryState what="server status" error={health.error} onRetry={() => void health.refetch()} />
          )}
        </Section>
        <Section id="status-versions" title="Versions">
          {v ? (
            <Rows
              rows={[
                ['Server version', v.version],
                ['Server build time', formatDate(v.buildTime)],
                ...(v.environment ? [['Environment', v.environment] as [string, ReactNode]] : []),
                ...(v.shortHash ? [['Commit', v.shortHash] as [string, ReactNode]] : []),
                ['Web app version', __APP_VERSION__],
                ['Web app build time', formatDate(__BUILD_TIME__)],
              ]}
            />
          ) : (
            <QueryState
              what="version information"
              error={version.error}
              onRetry={() => void version.refetch()}
            />
          )}
        </Section>
      </Stack>
    </Container>
  );
};
