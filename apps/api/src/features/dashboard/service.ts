import type { Config } from '@urosim/config';
import { type ActivityItem, caseTopics, HANDOFF, rubricCategories } from '@urosim/contracts';
import {
  countSessionsOfUser,
  type Knex,
  listFacilitatorReviewsOfTrainee,
  listHandoffsWaiting,
  listProgressRows,
  type ProgressRow,
} from '@urosim/db';
import { levelForShownScore, rubricCategoryLabels } from '@urosim/domain';
import { authorize, progressOf, userNotFound } from '../../policies/index.ts';
import type { UserRow } from '../auth/repo.ts';
import { findActiveUser } from '../auth/service.ts';
import { readEntitlement } from '../billing/entitlements.ts';
import { listCases, topicLabels } from '../cases/service.ts';
import { quotaOf } from '../sessions/quota.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) =>
  values.length ? round1(values.reduce((sum, v) => sum + v, 0) / values.length) : null;

const phaseOf = (row: ProgressRow, now: Date) =>
  row.ended_at || now >= row.ends_at ? 'ended' : now < row.started_at ? 'countdown' : 'active';

const toActivity = (row: ProgressRow, now: Date): ActivityItem => {
  const phase = phaseOf(row, now);
  const end = row.ended_at ?? (phase === 'ended' ? row.ends_at : now);
  return {
    sessionId: row.session_id,
    caseId: row.case_id,
    caseTitle: row.case_title,
    topic: row.topic as ActivityItem['topic'],
    startedAt: row.started_at.toISOString(),
    endedAt: phase === 'ended' ? (row.ended_at ?? row.ends_at).toISOString() : null,
    phase,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.started_at.getTime()) / 1000)),
    overall: row.overall,
    flagged: row.flagged,
    summarySubmitted: row.has_summary,
  };
};

const scored = (rows: ProgressRow[]) =>
  rows.filter((r): r is ProgressRow & { overall: number } => r.overall !== null);

/** The level an average implies (as it is shown, rounded), or Level 1 Starting before anything is scored. */
const levelView = (avg: number | null) => {
  const level = levelForShownScore(avg ?? 0);
  return { level: level.level, name: level.name, label: level.label };
};

/** Whose figures the caller asks for: their own, or another user's if the policy allows (else 404). */
export const resolveSubject = async (db: Knex, caller: UserRow, userId?: string) => {
  if (!userId || userId === caller.id) return caller;
  authorize(caller, 'read', progressOf(userId));
  const user = await findActiveUser(db, userId);
  if (!user) throw userNotFound();
  return user;
};

const firstName = (user: UserRow) => user.full_name.trim().split(/\s+/)[0] || 'User';

/** How many facilitator reviews the dashboard lists (the total is counted whole). */
const RECENT_REVIEWS = 3;

/** The dashboard: headline figures, quota, a session to continue and cases to try next. */
export const dashboardStats = async (db: Knex, config: Config, user: UserRow) => {
  const now = new Date();
  const entitlement = await readEntitlement(db, config, user);
  const waitingSince = new Date(now.getTime() - HANDOFF.waitingWithinDays * 86_400_000);
  const [rows, quota, catalogue, waiting, reviews] = await Promise.all([
    listProgressRows(db, user.id),
    quotaOf(db, user.id, entitlement),
    listCases(db, user.id, entitlement, {}),
    listHandoffsWaiting(db, user.id, waitingSince),
    listFacilitatorReviewsOfTrainee(db, user.id, RECENT_REVIEWS),
  ]);
  const titles = new Map(rows.map((r) => [r.session_id, r.case_title]));
  const avg = average(scored(rows).map((r) => r.overall));
  const running = rows.find((r) => phaseOf(r, now) !== 'ended');
  const played = new Set(rows.map((r) => r.case_id));
  return {
    user: { name: firstName(user) },
    performance: {
      sessions: rows.length,
      // A case is completed when a session of it has been scored (its summary written), not when
      // its clock stops.
      casesCompleted: new Set(scored(rows).map((r) => r.case_id)).size,
      avgScore: avg,
      level: levelView(avg),
      scoredSessions: scored(rows).length,
    },
    quota,
    continueSession: running ? toActivity(running, now) : null,
    recommended: catalogue.cases.filter((c) => !played.has(c.id) && !c.locked).slice(0, 3),
    // Sessions whose SBAR hand-off is still to be written.
    handoffsWaiting: waiting.map((w) => ({
      sessionId: w.session_id,
      caseTitle: titles.get(w.session_id) ?? w.case_id,
      endedAt: w.ended_at.toISOString(),
    })),
    facilitatorReviews: {
      total: reviews.total,
      recent: reviews.recent.map((r) => ({
        sessionId: r.session_id,
        caseTitle: titles.get(r.session_id) ?? r.case_id,
        reviewer: r.watcher_name,
        overall: r.overall,
        at: r.updated_at.toISOString(),
      })),
    },
  };
};

export const activity = async (db: Knex, userId: string, limit: number) => {
  const now = new Date();
  return { items: (await listProgressRows(db, userId, limit)).map((r) => toActivity(r, now)) };
};

export const learningStats = async (db: Knex, userId: string) => {
  const now = new Date();
  const rows = await listProgressRows(db, userId);
  const items = rows.map((r) => toActivity(r, now));
  const ended = items.filter((i) => i.phase === 'ended');
  const weekAgo = now.getTime() - 7 * 24 * 3600 * 1000;
  const practiceSeconds = ended.reduce((sum, i) => sum + i.durationSeconds, 0);
  return {
    totalSessions: items.length,
    endedSessions: ended.length,
    practiceSeconds,
    sessionsThisWeek: items.filter((i) => new Date(i.startedAt).getTime() >= weekAgo).length,
    distinctCases: new Set(items.map((i) => i.caseId)).size,
    topicsCovered: new Set(items.map((i) => i.topic)).size,
    topicsTotal: caseTopics.length,
    averageSessionSeconds: ended.length ? Math.round(practiceSeconds / ended.length) : null,
  };
};

export const performanceSummary = async (db: Knex, userId: string) => {
  const rows = scored(await listProgressRows(db, userId)).reverse();
  const avg = average(rows.map((r) => r.overall));
  return {
    trend: rows.map((r) => ({
      sessionId: r.session_id,
      caseTitle: r.case_title,
      endedAt: (r.ended_at ?? r.ends_at).toISOString(),
      overall: r.overall,
    })),
    avgScore: avg,
    level: levelView(avg),
  };
};

const progressBy = (rows: ProgressRow[], key: (r: ProgressRow) => string) => {
  const groups = new Map<string, ProgressRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export const topicProgress = async (db: Knex, userId: string) => {
  const groups = progressBy(await listProgressRows(db, userId), (r) => r.topic);
  return {
    topics: caseTopics.map((topic) => {
      const rows = groups.get(topic) ?? [];
      const scores = scored(rows).map((r) => r.overall);
      return {
        value: topic,
        label: topicLabels[topic],
        sessions: rows.length,
        avgScore: average(scores),
        bestScore: scores.length ? Math.max(...scores) : null,
      };
    }),
  };
};

export const specialtyProgress = async (db: Knex, userId: string) => {
  const rows = await listProgressRows(db, userId);
  const scores = scored(rows).map((r) => r.overall);
  return {
    specialties: [
      {
        value: 'urology',
        label: 'Urology',
        sessions: rows.length,
        avgScore: average(scores),
        bestScore: scores.length ? Math.max(...scores) : null,
      },
    ],
  };
};

export const skillsPerformance = async (db: Knex, userId: string) => {
  const rows = scored(await listProgressRows(db, userId));
  return {
    skills: rubricCategories.map((category) => {
      const values = rows.flatMap((r) =>
        (r.categories ?? []).filter((c) => c.category === category).map((c) => c.score),
      );
      return {
        category,
        label: rubricCategoryLabels[category],
        avgScore: average(values),
        sessions: values.length,
      };
    }),
  };
};

export const sessionCount = async (db: Knex, userId: string) => ({
  totalSessions: await countSessionsOfUser(db, userId),
});

/** What the header shows. */
export const userStats = async (db: Knex, config: Config, user: UserRow) => {
  const stats = await dashboardStats(db, config, user);
  return {
    name: stats.user.name,
    casesCompleted: stats.performance.casesCompleted,
    currentLevel: stats.performance.scoredSessions > 0 ? stats.performance.level.name : 'Starting',
    quotaRemaining: stats.quota.remaining,
  };
};
