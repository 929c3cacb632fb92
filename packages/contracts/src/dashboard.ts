import { caseTopics, rubricCategories } from './case-names.ts';
import { dashboardEndpoints } from './endpoints.ts';
import { ZPerformanceLevel } from './feedback.ts';
import { defineRoute } from './route.ts';
import { ZCaseCard } from './sessions.ts';
import { z } from './zod.ts';

/** One played session as the dashboard and the timeline list it. */
export const ZActivityItem = z.object({
  sessionId: z.string(),
  caseId: z.string(),
  caseTitle: z.string(),
  topic: z.enum(caseTopics),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  phase: z.enum(['countdown', 'active', 'ended']),
  /** Seconds the clock ran (to the end, or until now while active). */
  durationSeconds: z.number().int(),
  overall: z.number().nullable(),
  flagged: z.boolean().nullable(),
  summarySubmitted: z.boolean(),
});
export type ActivityItem = z.infer<typeof ZActivityItem>;

/** The dashboard's headline figures (specification, section 3: Dashboard response). */
export const ZDashboardStats = z.object({
  user: z.object({ name: z.string() }),
  performance: z.object({
    sessions: z.number().int(),
    casesCompleted: z.number().int(),
    avgScore: z.number().nullable(),
    level: ZPerformanceLevel,
    scoredSessions: z.number().int(),
  }),
  quota: z.object({
    allowance: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    unlimited: z.boolean(),
  }),
  continueSession: ZActivityItem.nullable(),
  recommended: z.array(ZCaseCard),
  /** Ended sessions (within HANDOFF.waitingWithinDays) whose SBAR hand-off is not written yet, newest first. */
  handoffsWaiting: z.array(z.object({ sessionId: z.string(), caseTitle: z.string(), endedAt: z.string() })),
  /** Facilitators' reviews of the trainee's sessions (`/feedback/fm/{sessionId}`): how many, the newest few. */
  facilitatorReviews: z.object({
    total: z.number().int(),
    recent: z.array(
      z.object({
        sessionId: z.string(),
        caseTitle: z.string(),
        reviewer: z.string(),
        overall: z.number().int().min(1).max(5),
        at: z.string(),
      }),
    ),
  }),
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;

const ZProgressRow = z.object({
  value: z.string(),
  label: z.string(),
  sessions: z.number().int(),
  avgScore: z.number().nullable(),
  bestScore: z.number().nullable(),
});

/** What the header shows (specification, section 3: User stats). */
export const ZUserStats = z.object({
  name: z.string(),
  casesCompleted: z.number().int(),
  currentLevel: z.string(),
  quotaRemaining: z.number().int(),
});

export const dashboardRoutes = {
  stats: defineRoute(dashboardEndpoints.stats, {
    summary:
      'Greeting, sessions, cases completed, average score, level, quota, continue and recommended cases',
    tag: 'dashboard',
    auth: 'user',
    data: ZDashboardStats,
  }),
  activity: defineRoute(dashboardEndpoints.activity, {
    summary: 'The caller’s sessions, newest first',
    tag: 'dashboard',
    auth: 'user',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
    data: z.object({ items: z.array(ZActivityItem) }),
  }),
  learningStats: defineRoute(dashboardEndpoints.learningStats, {
    summary: 'Practice time and counts: total, this week, distinct cases, topics covered',
    tag: 'dashboard',
    auth: 'user',
    data: z.object({
      totalSessions: z.number().int(),
      endedSessions: z.number().int(),
      practiceSeconds: z.number().int(),
      sessionsThisWeek: z.number().int(),
      distinctCases: z.number().int(),
      topicsCovered: z.number().int(),
      topicsTotal: z.number().int(),
      averageSessionSeconds: z.number().nullable(),
    }),
  }),
  performanceSummary: defineRoute(dashboardEndpoints.performanceSummary, {
    summary: 'Score trend over scored sessions, oldest first, with the level the average implies',
    tag: 'dashboard',
    auth: 'user',
    data: z.object({
      trend: z.array(
        z.object({ sessionId: z.string(), caseTitle: z.string(), endedAt: z.string(), overall: z.number() }),
      ),
      avgScore: z.number().nullable(),
      level: ZPerformanceLevel,
    }),
  }),
  user: defineRoute(dashboardEndpoints.user, {
    summary: 'A user’s headline figures (the caller’s own; admins may ask for anyone)',
    tag: 'dashboard',
    auth: 'user',
    query: z.object({ userId: z.uuid().optional() }),
    data: ZDashboardStats,
  }),
  topicProgress: defineRoute(dashboardEndpoints.topicProgress, {
    summary: 'Sessions and scores by case topic',
    tag: 'dashboard',
    auth: 'user',
    data: z.object({ topics: z.array(ZProgressRow) }),
  }),
  specialtyProgress: defineRoute(dashboardEndpoints.specialtyProgress, {
    summary: 'Sessions and scores by specialty',
    tag: 'dashboard',
    auth: 'user',
    data: z.object({ specialties: z.array(ZProgressRow) }),
  }),
  skillsPerformance: defineRoute(dashboardEndpoints.skillsPerformance, {
    summary: 'Average score by skill (rubric category) over scored sessions',
    tag: 'dashboard',
    auth: 'user',
    data: z.object({
      skills: z.array(
        z.object({
          category: z.enum(rubricCategories),
          label: z.string(),
          avgScore: z.number().nullable(),
          sessions: z.number().int(),
        }),
      ),
    }),
  }),
  sessionCount: defineRoute(dashboardEndpoints.sessionCount, {
    summary: 'How many sessions a user has played (the caller’s own; admins may ask for anyone)',
    tag: 'dashboard',
    auth: 'user',
    query: z.object({ userId: z.uuid().optional() }),
    data: z.object({ totalSessions: z.number().int() }),
  }),
  userStats: defineRoute(dashboardEndpoints.userStats, {
    summary: 'What the header shows: name, cases completed, current level, quota remaining',
    tag: 'dashboard',
    auth: 'user',
    data: ZUserStats,
  }),
};
