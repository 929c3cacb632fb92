import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@urosim/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ColumnChart } from '../../components/column-chart';
import { ListGrid } from '../../components/list-grid';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAdminStats } from './admin-api';
import { ADMIN_SCREENS } from './admin-screens';
import { AdminPage, FigureCard, QueryView } from './admin-ui';

const usd = (value: number) => value.toLocaleString('en-GB', { style: 'currency', currency: 'USD' });

/** Sessions per day as columns; the table beside it (visually hidden) is its text alternative. */
const SessionsChart = ({ days }: { days: AdminStats['sessionsPerDay'] }) => {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        Sessions per day (last {days.length} days)
      </Typography>
      <ColumnChart
        title="Sessions per day"
        columns={days.map((d) => ({ label: d.day, value: d.count }))}
        testId="sessions-chart"
        showTitle={false}
      />
      <Box component="table" sx={visuallyHidden}>
        <caption>Sessions per day</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
};

/** `/admin/dashboard`: the admin area's figures, each linking to its screen. */
export const AdminDashboardPage = () => {
  const stats = useAdminStats();
  return (
    <AdminPage
      title="Admin dashboard"
      intro="The app at a glance. Each figure links to the screen behind it."
    >
      <QueryView query={stats} what="the figures">
        {(s) => (
          <>
            <ListGrid data-testid="admin-figures" columns={{ xs: 1, sm: 2, lg: 4 }} sx={{ mb: 3 }}>
              <FigureCard
                label="New users this week"
                value={s.users.newThisWeek}
                detail={`${s.users.total} users in all`}
                to="/admin/users"
                linkText="Open users"
              />
              <FigureCard
                label="Active users this week"
                value={s.users.activeThisWeek}
                detail="signed in during the last 7 days"
                to="/admin/users"
                linkText="Open users"
              />
              <FigureCard
                label="Average score"
                value={s.scores.average === null ? '—' : `${s.scores.average}%`}
                detail={`over ${s.scores.count} scored sessions`}
                to="/admin/cases"
                linkText="Open cases"
              />
              <FigureCard
                label="Subscriptions"
                value={s.subscriptionsByStatus.reduce((sum, row) => sum + row.count, 0)}
                detail={
                  s.subscriptionsByStatus.length === 0
                    ? 'none yet'
                    : s.subscriptionsByStatus.map((row) => `${row.status} ${row.count}`).join(' · ')
                }
                to="/admin/subscriptions"
                linkText="Open subscriptions"
              />
              <FigureCard
                label="Model cost this month"
                value={usd(s.costThisMonthUsd)}
                to="/admin/costs"
                linkText="Open costs"
              />
              <FigureCard
                label="Errors in the last 24 hours"
                value={s.errorsLast24h.frontend + s.errorsLast24h.server + s.errorsLast24h.clientLogs}
                detail={`browser ${s.errorsLast24h.frontend} · server ${s.errorsLast24h.server} · client logs ${s.errorsLast24h.clientLogs}`}
                to="/admin/logs?level=error"
                linkText="Open logs"
              />
              <FigureCard
                label="Jobs queued"
                value={s.jobs.available ? s.jobs.queued : '—'}
                detail={s.jobs.available ? `${s.jobs.failed} failed` : 'the job queue has not started'}
                to="/admin/logs?source=server-error"
                linkText="Open server errors"
              />
              <FigureCard
                label="Jobs failed"
                value={s.jobs.available ? s.jobs.failed : '—'}
                to="/admin/logs?source=server-error"
                linkText="Open server errors"
              />
            </ListGrid>
            <SessionsChart days={s.sessionsPerDay} />
          </>
        )}
      </QueryView>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Admin screens
      </Typography>
      <Box component="ul" sx={{ pl: 3, columns: { sm: 2, lg: 3 } }}>
        {ADMIN_SCREENS.filter((screen) => screen.path !== 'dashboard').map((screen) => (
          <li key={screen.path}>
            <Link component={RouterLink} to={`/admin/${screen.path}`}>
              {screen.title}
            </Link>{' '}
            — {screen.description}
          </li>
        ))}
      </Box>
    </AdminPage>
  );
};
