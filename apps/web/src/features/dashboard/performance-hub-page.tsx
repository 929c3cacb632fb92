import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryGate } from './activity-list';
import {
  useActivity,
  useLearningStats,
  usePerformanceSummary,
  useSkillsPerformance,
  useTopicProgress,
} from './dashboard-api';
import { EmptyNote, Figure, Panel, ScoreBars, ScoreTrend, SkillsRadar, TimeBars } from './progress-charts';
import { durationWords, scoreText, timePerCase } from './progress-format';

const sessionsText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/**
 * `/performance-hub` (and `/my-analytics`, compact): score trend, scores by topic and by skill,
 * a skills radar and time per case; every chart has a text alternative.
 */
export const PerformanceHubPage = ({ isCompact = false }: { isCompact?: boolean }) => {
  const title = isCompact ? 'My analytics' : 'Performance Hub';
  useDocumentTitle(title);
  const summary = usePerformanceSummary();
  const learning = useLearningStats();
  const topics = useTopicProgress();
  const skills = useSkillsPerformance();
  const activity = useActivity(200);
  const topicId = useId();
  const skillId = useId();
  const timeId = useId();
  const isNew = summary.data?.trend.length === 0 && learning.data?.totalSessions === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        How your scores move over time, and where to practise next.{' '}
        <Link component={RouterLink} to="/sessions-timeline">
          See every session on the timeline
        </Link>
        .
      </Typography>

      {isNew && (
        <Box
          component="section"
          aria-labelledby="hub-empty-heading"
          sx={{
            p: 2.5,
            mb: 3,
            border: 1,
            borderColor: 'border.subtle',
            borderRadius: 2,
            bgcolor: 'surface.tint',
          }}
        >
          <Typography id="hub-empty-heading" component="h2" variant="h3" sx={{ mb: 0.5 }}>
            No sessions yet — start your first case
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Your score trend, skills radar and time per case appear here once you have played and ended a
            session.
          </Typography>
          <Button component={RouterLink} to="/case-selection" variant="contained">
            Choose a case
          </Button>
        </Box>
      )}

      <Box component="section" aria-label="Summary" sx={{ mb: 3 }}>
        <QueryGate query={learning} what="practice figures" height={90}>
          {(data) => (
            <ListGrid columns={{ xs: 2, md: 4 }}>
              <Figure
                label="Sessions"
                value={data.totalSessions}
                hint={`${data.sessionsThisWeek} this week`}
              />
              <Figure
                label="Average score"
                value={summary.data?.avgScore == null ? '—' : scoreText(summary.data.avgScore)}
                {...(summary.data ? { hint: summary.data.level.label } : {})}
              />
              <Figure label="Practice time" value={durationWords(data.practiceSeconds)} />
              <Figure label="Topics covered" value={`${data.topicsCovered} of ${data.topicsTotal}`} />
            </ListGrid>
          )}
        </QueryGate>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: isCompact ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Panel title="Score trend">
            <QueryGate query={summary} what="score trend">
              {(data) =>
                data.trend.length === 0 ? (
                  <EmptyNote>
                    No scored session yet. Each session you end and score adds a point here.
                  </EmptyNote>
                ) : (
                  <ScoreTrend points={data.trend} />
                )
              }
            </QueryGate>
          </Panel>
        </Box>

        <Panel title="Scores by topic" headingId={topicId}>
          <QueryGate query={topics} what="topic scores">
            {(rows) => {
              const played = rows.filter((row) => row.sessions > 0);
              return played.length === 0 ? (
                <EmptyNote>No topic played yet.</EmptyNote>
              ) : (
                <ScoreBars
                  labelledBy={topicId}
                  rows={played.map((row) => ({
                    key: row.value,
                    label: row.label,
                    score: row.avgScore,
                    detail: `${sessionsText(row.sessions)}${row.bestScore === null ? '' : `, best ${scoreText(row.bestScore)}`}`,
                  }))}
                />
              );
            }}
          </QueryGate>
        </Panel>

        <Panel title="Scores by skill" headingId={skillId}>
          <QueryGate query={skills} what="skill scores">
            {(rows) =>
              rows.every((row) => row.sessions === 0) ? (
                <EmptyNote>
                  No skill scored yet. Skills are the rubric’s categories, from history to safety-netting.
                </EmptyNote>
              ) : (
                <ScoreBars
                  labelledBy={skillId}
                  rows={rows.map((row) => ({
                    key: row.category,
                    label: row.label,
                    score: row.avgScore,
                    detail: sessionsText(row.sessions),
                  }))}
                />
              )
            }
          </QueryGate>
        </Panel>

        {!isCompact && (
          <Panel title="Skills radar">
            <QueryGate query={skills} what="skills radar">
              {(rows) =>
                rows.every((row) => row.sessions === 0) ? (
                  <EmptyNote>
                    The radar draws your average per skill after your first scored session.
                  </EmptyNote>
                ) : (
                  <SkillsRadar
                    rows={rows.map((row) => ({
                      key: row.category,
                      label: row.label,
                      score: row.avgScore,
                      sessions: row.sessions,
                    }))}
                  />
                )
              }
            </QueryGate>
          </Panel>
        )}

        <Panel title="Time per case" headingId={timeId}>
          <QueryGate query={activity} what="session times">
            {(items) => {
              const rows = timePerCase(items);
              return rows.length === 0 ? (
                <EmptyNote>No ended session yet. The time you spend on each case shows here.</EmptyNote>
              ) : (
                <TimeBars
                  labelledBy={timeId}
                  rows={rows.map((row) => ({
                    key: row.caseId,
                    label: row.caseTitle,
                    seconds: row.averageSeconds,
                    sessions: row.sessions,
                  }))}
                />
              );
            }}
          </QueryGate>
        </Panel>
      </Box>
    </Container>
  );
};

/** `/my-analytics`: the hub's figures and charts in one column, without the radar. */
export const MyAnalyticsPage = () => <PerformanceHubPage isCompact />;
