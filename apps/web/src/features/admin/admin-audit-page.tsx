import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminApi, adminKeys } from './admin-api';
import { AdminPage, formatTime, QueryView } from './admin-ui';
import { auditChanges } from './audit-diff';

const filterNames = ['action', 'targetType', 'targetId', 'actorId'] as const;
type Filters = Record<(typeof filterNames)[number], string>;
const labels: Filters = {
  action: 'Action',
  targetType: 'Target type',
  targetId: 'Target id',
  actorId: 'Actor id',
};

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** `/admin/audit`: every admin change, newest first, with what changed before and after. */
export const AdminAuditPage = () => {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Filters;
  const beforeId = params.get('beforeId') ?? '';
  const [draft, setDraft] = useState<Filters>(current);
  const query = {
    ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== '')),
    ...(beforeId ? { beforeId } : {}),
    limit: 50,
  };
  const audit = useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => adminApi.audit(query, signal),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };

  return (
    <AdminPage
      title="Audit log"
      intro="Every change an admin made: who, what, when, and the target before and after."
    >
      <Box
        component="form"
        onSubmit={apply}
        aria-label="Filter the audit log"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        {filterNames.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            size="small"
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="contained">
          Filter
        </Button>
      </Box>
      <QueryView query={audit} what="the audit log">
        {({ entries, hasMore }) => (
          <>
            {entries.length === 0 && <Typography role="status">No entries match.</Typography>}
            <Stack
              component="ol"
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Audit entries"
            >
              {entries.map((entry) => (
                <Paper
                  component="li"
                  key={entry.id}
                  variant="outlined"
                  sx={{ p: 1.5 }}
                  data-testid="audit-entry"
                >
                  <Typography sx={{ fontWeight: 600 }}>
                    <code>{entry.action}</code> on {entry.targetType}
                    {entry.targetId ? ` ${entry.targetId}` : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    by {entry.actorEmail} · {formatTime(entry.createdAt)}
                    {entry.requestId ? ` · request ${entry.requestId}` : ''}
                  </Typography>
                  <Box
                    component="table"
                    sx={{ borderCollapse: 'collapse', fontSize: '0.875rem', width: '100%' }}
                  >
                    <caption style={{ textAlign: 'left' }}>What changed</caption>
                    <thead>
                      <tr>
                        <th scope="col" style={{ textAlign: 'left' }}>
                          Field
                        </th>
                        <th scope="col" style={{ textAlign: 'left' }}>
                          Before
                        </th>
                        <th scope="col" style={{ textAlign: 'left' }}>
                          After
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {auditChanges(entry.before, entry.after).map((change) => (
                        <tr key={change.field}>
                          <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                            {change.field}
                          </th>
                          <td style={{ overflowWrap: 'anywhere' }}>
                            <del>{show(change.before)}</del>
                          </td>
                          <td style={{ overflowWrap: 'anywhere' }}>
                            <ins>{show(change.after)}</ins>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Paper>
              ))}
            </Stack>
            {hasMore && entries.length > 0 && (
              <Button
                sx={{ mt: 2 }}
                onClick={() =>
                  setParams({
                    ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== '')),
                    beforeId: entries[entries.length - 1]!.id,
                  })
                }
              >
                Older entries
              </Button>
            )}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
};
