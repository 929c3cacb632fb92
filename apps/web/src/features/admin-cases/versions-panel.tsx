import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCaseKeys, adminCasesApi } from './admin-cases-api';

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Every version, a field-level diff between any two, and a rollback to any one. */
export const VersionsPanel = ({
  caseId,
  onRollback,
  isBusy,
}: {
  caseId: string;
  onRollback: (version: number) => void;
  isBusy: boolean;
}) => {
  const versions = useQuery({
    queryKey: adminCaseKeys.versions(caseId),
    queryFn: ({ signal }) => adminCasesApi.versions(caseId, signal),
  });
  const list = versions.data?.versions ?? [];
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const to = picked.to ?? list[0]?.version;
  const from = picked.from ?? list[1]?.version;
  const diff = useQuery({
    queryKey: adminCaseKeys.diff(caseId, from ?? 0, to ?? 0),
    queryFn: ({ signal }) => adminCasesApi.diff(caseId, from!, to!, signal),
    enabled: from !== undefined && to !== undefined,
  });
  if (versions.isError) return <Alert severity="error">The versions could not be loaded.</Alert>;
  const options = list.map((v) => (
    <option key={v.version} value={v.version}>
      v{v.version}
    </option>
  ));
  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Versions">
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Saved</TableCell>
            <TableCell>By</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((v) => (
            <TableRow key={v.version}>
              <TableCell>v{v.version}</TableCell>
              <TableCell>{v.title}</TableCell>
              <TableCell>{new Date(v.createdAt).toLocaleString('en-GB')}</TableCell>
              <TableCell>{v.createdBy ?? '—'}</TableCell>
              <TableCell>
                {v.isPublished && <Chip size="small" color="success" label="published" />}
                {v.isDraft && <Chip size="small" label="draft" />}
                {!v.isPublished && !v.isDraft && v.publishedAt && <Chip size="small" label="was published" />}
              </TableCell>
              <TableCell>
                {!v.isPublished && (
                  <Button size="small" disabled={isBusy} onClick={() => onRollback(v.version)}>
                    Roll back to v{v.version}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h3">
        Differences
      </Typography>
      {list.length < 2 ? (
        <Typography>There is one version so far.</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              size="small"
              label="From version"
              value={from ?? ''}
              onChange={(e) => setPicked({ from: Number(e.target.value), to })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {options}
            </TextField>
            <TextField
              select
              size="small"
              label="To version"
              value={to ?? ''}
              onChange={(e) => setPicked({ from, to: Number(e.target.value) })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {options}
            </TextField>
          </Stack>
          {diff.data && diff.data.changes.length === 0 && (
            <Typography>The two versions are the same.</Typography>
          )}
          {diff.data && diff.data.changes.length > 0 && (
            <Table size="small" aria-label={`Differences from v${from} to v${to}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Change</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {diff.data.changes.map((c) => (
                  <TableRow key={`${c.kind}-${c.path}`}>
                    <TableCell>{c.label}</TableCell>
                    <TableCell>{c.kind}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{show(c.before)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{show(c.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
};
