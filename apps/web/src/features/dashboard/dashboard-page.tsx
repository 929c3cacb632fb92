import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseCard as TCaseCard } from '@urosim/contracts';
import { quotaDisplay } from '@urosim/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { headerFirstName } from '../auth/user-rules';
import { CaseCard } from '../cases/case-card';
import { labelFor } from '../cases/case-labels';
import { setCaseBookmark } from '../cases/cases-api';
import { ActivityTimeline, QueryGate } from './activity-list';
import { dashboardKeys, useActivity, useDashboardStats } from './dashboard-api';
import { FacilitatorReviews } from './facilitator-reviews';
import { HandoffsWaiting } from './handoffs-waiting';
import { EmptyNote, Figure, Panel } from './progress-charts';
import { durationWords, scoreText } from './progress-format';

const labelsOf = (item: TCaseCard) => ({
  difficulty: labelFor(undefined, item.difficulty),
  tier: labelFor(undefined, item.accessTier),
});

/**
 * `/dashboard`: greeting, headline figures, quota, the session to continue, the hand-offs to write,
 * recent activity, next cases.
 */
export const DashboardPage = () => {
  useDocumentTitle('Dashboard');
  const { user, isAdmin } = useAuthUser();
  const stats = useDashboardStats();
  const activity = useActivity(5);
  const queryClient = useQueryClient();
  const activityId = useId();
  const recommendedId = useId();
  const bookmark = useMutation({
    mutationFn: (item: TCaseCard) => setCaseBookmark(item.id, !item.isBookmarked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() }),
  });
  const name = headerFirstName(user, stats.data?.user.name);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {/* "Welcome back" greets someone who has trained before, not a first sign-in. */}
        {stats.data && stats.data.performance.sessions > 0 ? 'Welcome back' : 'Welcome'}, {name}
      </Typography>
      <Typography sx={{ mb: 1, color: 'text.secondary' }}>
        Your training at a glance. All patients are fictional.
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        Have a code from a facilitator?{' '}
        <Link component={RouterLink} to="/fac-controls">
          Join a facilitated session
        </Link>
        . Facilitating?{' '}
        <Link component={RouterLink} to="/copilot/controls">
          Copilot controls
        </Link>
        .
      </Typography>

      <QueryGate query={stats} what="dashboard" height={120}>
        {(data) => {
          const { performance, quota, continueSession } = data;
          const isNew = performance.sessions === 0;
          // 'Unlimited' for admins and unlimited plans; the warning above 80 % used (section 9).
          const sessionsLeft = quotaDisplay(quota, { isAdmin });
          return (
            <>
              <Box component="section" aria-label="Your figures" sx={{ mb: 3 }}>
                <ListGrid data-testid="headline-figures" columns={{ xs: 2, md: 5 }}>
                  <Figure label="Sessions" value={performance.sessions} />
                  <Figure label="Cases completed" value={performance.casesCompleted} />
                  <Figure
                    label="Average score"
                    value={performance.avgScore === null ? '—' : scoreText(performance.avgScore)}
                    hint={
                      performance.avgScore === null
                        ? 'No scored session yet'
                        : `Over ${performance.scoredSessions} scored`
                    }
                  />
                  <Figure
                    label="Level"
                    value={performance.level.name}
                    hint={`Level ${performance.level.level} of 6`}
                  />
                  <Figure
                    label="Sessions left"
                    value={sessionsLeft.isUnlimited ? 'Unlimited' : sessionsLeft.remaining}
                    {...(sessionsLeft.isUnlimited
                      ? {}
                      : {
                          hint: `${sessionsLeft.used} of ${sessionsLeft.allowance} used (${sessionsLeft.percentUsed}%)${sessionsLeft.isWarning ? ' — running low' : ''}`,
                        })}
                  />
                </ListGrid>
              </Box>

              {continueSession && (
                <Paper
                  component="section"
                  aria-labelledby="continue-heading"
                  variant="outlined"
                  sx={{ p: 2.5, mb: 3, borderColor: 'primary.main', borderWidth: 2 }}
                >
                  <Typography id="continue-heading" component="h2" variant="h3" sx={{ mb: 0.5 }}>
                    Continue where you left off
                  </Typography>
                  <Typography sx={{ mb: 1.5 }}>
                    <strong>{continueSession.caseTitle}</strong> is still running (
                    {durationWords(continueSession.durationSeconds)} so far).
                  </Typography>
                  <Button
                    component={RouterLink}
                    variant="contained"
                    to={`/case/${encodeURIComponent(continueSession.caseId)}?session=${encodeURIComponent(continueSession.sessionId)}`}
                  >
                    Continue session
                  </Button>
                </Paper>
              )}

              <HandoffsWaiting items={data.handoffsWaiting} />
              <FacilitatorReviews reviews={data.facilitatorReviews} />

              {isNew && (
                <Paper
                  component="section"
                  aria-labelledby="first-case-heading"
                  variant="outlined"
                  sx={{ p: 2.5, mb: 3, bgcolor: 'surface.tint' }}
                >
                  <Typography id="first-case-heading" component="h2" variant="h3" sx={{ mb: 0.5 }}>
                    No sessions yet — start your first case
                  </Typography>
                  <Typography sx={{ mb: 1.5 }}>
                    Pick a fictional patient, take a history, examine, order tests and submit your plan. Your
                    scores, level and progress charts appear here after your first session.
                  </Typography>
                  <Button component={RouterLink} to="/case-selection" variant="contained">
                    Choose a case
                  </Button>
                </Paper>
              )}

              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
                  alignItems: 'start',
                }}
              >
                <Panel
                  title="Recent activity"
                  headingId={activityId}
                  action={
                    !isNew && (
                      <Link component={RouterLink} to="/sessions-timeline">
                        All sessions
                      </Link>
                    )
                  }
                >
                  <QueryGate query={activity} what="recent activity">
                    {(items) =>
                      items.length === 0 ? (
                        <EmptyNote>No sessions yet. Your played cases will be listed here.</EmptyNote>
                      ) : (
                        <ActivityTimeline items={items} labelledBy={activityId} />
                      )
                    }
                  </QueryGate>
                  {!isNew && (
                    <Link
                      component={RouterLink}
                      to="/performance-hub"
                      sx={{ display: 'inline-block', mt: 1 }}
                    >
                      See your progress in the Performance Hub
                    </Link>
                  )}
                </Panel>
                <Box component="section" aria-labelledby={recommendedId}>
                  <Typography id={recommendedId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
                    Recommended cases
                  </Typography>
                  {data.recommended.length === 0 ? (
                    <EmptyNote>
                      No recommendation right now.{' '}
                      <Link component={RouterLink} to="/case-selection">
                        Browse all cases
                      </Link>
                      .
                    </EmptyNote>
                  ) : (
                    <ListGrid component="div" columns={{ xs: 1, sm: 2 }}>
                      {data.recommended.slice(0, 4).map((item) => (
                        <CaseCard
                          key={item.id}
                          item={item}
                          labels={labelsOf(item)}
                          onToggleBookmark={(card) => bookmark.mutate(card)}
                          isBookmarkPending={bookmark.isPending && bookmark.variables?.id === item.id}
                        />
                      ))}
                    </ListGrid>
                  )}
                </Box>
              </Box>
            </>
          );
        }}
      </QueryGate>
    </Container>
  );
};
