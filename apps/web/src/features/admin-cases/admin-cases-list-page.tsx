import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessTiers, caseTopics } from '@urosim/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { type AdminCaseListQuery, adminCaseKeys, adminCasesApi } from './admin-cases-api';

const statusColour = { draft: 'default', published: 'success', archived: 'warning' } as const;

const Filter = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 160 }}
  >
    <option value="">All</option>
    {options.map((o) => (
      <option key={o} value={o}>
        {o}
      </option>
    ))}
  </TextField>
);

/** `/admin/cases`: every case with its status, versions, plays and average score. */
export const AdminCasesListPage = () => {
  useDocumentTitle('Cases');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query: AdminCaseListQuery = {
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: 20,
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    ...(params.get('status') ? { status: params.get('status') as 'draft' } : {}),
    ...(params.get('tier') ? { tier: params.get('tier') as 'free' } : {}),
    ...(params.get('topic') ? { topic: params.get('topic') as 'stones' } : {}),
  };
  const list = useQuery({
    queryKey: adminCaseKeys.list(query),
    queryFn: ({ signal }) => adminCasesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <Container maxWidth="xl" disableGutters sx={{ py: { xs: 1, md: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1">Cases</Typography>
        <Button component={RouterLink} to="/admin/cases/new" variant="contained">
          New case
        </Button>
      </Stack>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setParam('q', search.trim());
        }}
      >
        <TextField
          size="small"
          label="Search title or id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
        <Filter
          label="Status"
          value={params.get('status') ?? ''}
          options={['draft', 'published', 'archived']}
          onChange={(v) => setParam('status', v)}
        />
        <Filter
          label="Tier"
          value={params.get('tier') ?? ''}
          options={accessTiers}
          onChange={(v) => setParam('tier', v)}
        />
        <Filter
          label="Topic"
          value={params.get('topic') ?? ''}
          options={caseTopics}
          onChange={(v) => setParam('topic', v)}
        />
      </Stack>
      {list.isError && <Alert severity="error">The cases could not be loaded.</Alert>}
      {!list.data && list.isPending && <LoadingBlock label="Loading the cases…" heights={[320]} />}
      {list.data && (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Cases">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Topic</TableCell>
                  <TableCell>Tier</TableCell>
                  <TableCell align="right">Versions</TableCell>
                  <TableCell align="right">Times played</TableCell>
                  <TableCell align="right">Average score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.cases.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/admin/cases/${encodeURIComponent(c.id)}`}>
                        {c.title}
                      </Link>
                      <Typography variant="caption" component="div" color="text.secondary">
                        {c.id}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={c.status} color={statusColour[c.status]} />
                      {c.draftVersion !== null && c.status !== 'draft' && (
                        <Chip size="small" label={`draft v${c.draftVersion}`} sx={{ ml: 0.5 }} />
                      )}
                    </TableCell>
                    <TableCell>{c.topic}</TableCell>
                    <TableCell>{c.accessTier}</TableCell>
                    <TableCell align="right">{c.versions}</TableCell>
                    <TableCell align="right">{c.timesPlayed}</TableCell>
                    <TableCell align="right">{c.averageScore ?? '—'}</TableCell>
                  </TableRow>
                ))}
                {list.data.cases.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>No case matches.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {list.data.total > 20 && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(list.data.total / 20)}
              page={list.data.page}
              onChange={(_, page) => setParam('page', String(page))}
            />
          )}
        </>
      )}
    </Container>
  );
};
