import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAuthUser } from '../auth/auth-provider';
import { adminApi, adminKeys } from './admin-api';
import { sendAdminErrorLog } from './admin-error-log';
import { AdminPage, errorText, formatTime, QueryView } from './admin-ui';

const PAGE_SIZE = 25;

const StatusChips = ({ user }: { user: AdminUser }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
    {user.isAdmin && <Chip size="small" color="primary" label="Admin" />}
    {user.disabledAt && <Chip size="small" color="error" label="Disabled" />}
    {!user.emailVerifiedAt && <Chip size="small" label="Unverified" />}
  </Stack>
);

/** `/admin/users`: search by e-mail or name, a page at a time. */
export const AdminUsersPage = () => {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [draft, setDraft] = useState(search);
  const query = { ...(search ? { search } : {}), page, pageSize: PAGE_SIZE };
  const users = useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => adminApi.users(query, signal),
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { q: value } : {});
  };

  return (
    <AdminPage
      title="Users"
      intro="Find a user by e-mail or name; open one to disable, enable or change their role."
    >
      <Stack
        component="form"
        role="search"
        onSubmit={handleSearch}
        direction="row"
        spacing={2}
        sx={{ mb: 2 }}
      >
        <TextField
          label="E-mail or name"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      <QueryView query={users} what="users">
        {(data) => (
          <>
            <Typography role="status" sx={{ mb: 1 }}>
              {data.total} {data.total === 1 ? 'user' : 'users'}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Users">
                <TableHead>
                  <TableRow>
                    <TableCell>E-mail</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Last sign-in</TableCell>
                    <TableCell>Joined</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.users.map((user) => (
                    <TableRow key={user.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/admin/users/${user.id}`}>
                          {user.email}
                        </Link>
                      </TableCell>
                      <TableCell>{user.fullName}</TableCell>
                      <TableCell>
                        <StatusChips user={user} />
                      </TableCell>
                      <TableCell>{formatTime(user.lastLoginAt)}</TableCell>
                      <TableCell>{formatTime(user.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.total > PAGE_SIZE && (
              <Pagination
                sx={{ mt: 2 }}
                count={Math.ceil(data.total / PAGE_SIZE)}
                page={page}
                onChange={(_event, next) =>
                  setParams({ ...(search ? { q: search } : {}), page: String(next) })
                }
              />
            )}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
};

/** `/admin/users/:userId`: profile, sessions with scores, subscriptions and the account's actions. */
export const AdminUserPage = () => {
  const { userId = '' } = useParams();
  const { isAdmin } = useAuthUser();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: async ({ signal }) => {
      try {
        return await adminApi.user(userId, signal);
      } catch (error) {
        void sendAdminErrorLog(isAdmin, 'error', error);
        throw error;
      }
    },
  });
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setNotice({ severity: 'success', text: 'Saved. The change is in the audit log.' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
  });

  return (
    <AdminPage title="User">
      <Link component={RouterLink} to="/admin/users">
        Back to users
      </Link>
      <QueryView query={detail} what="the user">
        {({ user, sessions, subscriptions }) => (
          <>
            <Typography component="h2" variant="h2" sx={{ mt: 2 }}>
              {user.fullName}
            </Typography>
            <Typography sx={{ mb: 1 }}>{user.email}</Typography>
            <StatusChips user={user} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              Joined {formatTime(user.createdAt)} · last sign-in {formatTime(user.lastLoginAt)} · e-mail{' '}
              {user.emailVerifiedAt ? `verified ${formatTime(user.emailVerifiedAt)}` : 'not verified'}
              {user.disabledAt ? ` · disabled ${formatTime(user.disabledAt)}` : ''}
            </Typography>
            {notice && (
              <Alert
                severity={notice.severity}
                sx={{ mt: 2 }}
                role={notice.severity === 'error' ? 'alert' : 'status'}
              >
                {notice.text}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', gap: 1 }}>
              {user.disabledAt ? (
                <Button
                  variant="outlined"
                  disabled={change.isPending}
                  onClick={() => change.mutate(() => adminApi.enableUser(user.id))}
                >
                  Enable account
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={change.isPending}
                  onClick={() => change.mutate(() => adminApi.disableUser(user.id))}
                >
                  Disable account
                </Button>
              )}
              {!user.emailVerifiedAt && (
                <Button
                  variant="outlined"
                  disabled={change.isPending}
                  onClick={() => change.mutate(() => adminApi.resendVerification(user.id))}
                >
                  Resend verification e-mail
                </Button>
              )}
              <Button
                variant="outlined"
                disabled={change.isPending}
                onClick={() => change.mutate(() => adminApi.setAdmin(user.id, !user.isAdmin))}
              >
                {user.isAdmin ? 'Remove admin' : 'Make admin'}
              </Button>
              <Button component={RouterLink} to={`/admin/audit?targetId=${user.id}`}>
                This user in the audit log
              </Button>
            </Stack>

            <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>
              Subscriptions
            </Typography>
            {subscriptions.length === 0 ? (
              <Typography>No subscription.</Typography>
            ) : (
              <Table size="small" aria-label="Subscriptions">
                <TableHead>
                  <TableRow>
                    <TableCell>Plan</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Period ends</TableCell>
                    <TableCell>Provider</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {subscriptions.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>{s.planName}</TableCell>
                      <TableCell>
                        {s.status}
                        {s.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}
                      </TableCell>
                      <TableCell>{formatTime(s.currentPeriodEnd)}</TableCell>
                      <TableCell>{s.provider}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}

            <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>
              Sessions
            </Typography>
            {sessions.length === 0 ? (
              <Typography>No sessions yet.</Typography>
            ) : (
              <Table size="small" aria-label="Sessions">
                <TableHead>
                  <TableRow>
                    <TableCell>Case</TableCell>
                    <TableCell>Started</TableCell>
                    <TableCell>Ended</TableCell>
                    <TableCell>Score</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sessions.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>{s.caseTitle ?? s.caseId}</TableCell>
                      <TableCell>{formatTime(s.startedAt)}</TableCell>
                      <TableCell>
                        {s.endedAt
                          ? `${formatTime(s.endedAt)}${s.endReason ? ` (${s.endReason})` : ''}`
                          : 'running'}
                      </TableCell>
                      <TableCell>{s.score === null ? '—' : `${s.score}%`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
};
