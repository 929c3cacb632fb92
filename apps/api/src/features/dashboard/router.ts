import type { Config } from '@urosim/config';
import { dashboardRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import {
  activity,
  dashboardStats,
  learningStats,
  performanceSummary,
  resolveSubject,
  sessionCount,
  skillsPerformance,
  specialtyProgress,
  topicProgress,
  userStats,
} from './service.ts';

/** The dashboard, progress analytics and header stats of the caller. */
export const createDashboardRouter = (deps: { db: Knex; config: Config; mount: MountRoute }) => {
  const { db, config, mount } = deps;
  const router = Router();
  mount(router, dashboardRoutes.stats, ({ user }) => dashboardStats(db, config, user));
  mount(router, dashboardRoutes.user, async ({ user, query }) =>
    dashboardStats(db, config, await resolveSubject(db, user, query.userId)),
  );
  mount(router, dashboardRoutes.activity, ({ user, query }) => activity(db, user.id, query.limit));
  mount(router, dashboardRoutes.learningStats, ({ user }) => learningStats(db, user.id));
  mount(router, dashboardRoutes.performanceSummary, ({ user }) => performanceSummary(db, user.id));
  mount(router, dashboardRoutes.topicProgress, ({ user }) => topicProgress(db, user.id));
  mount(router, dashboardRoutes.specialtyProgress, ({ user }) => specialtyProgress(db, user.id));
  mount(router, dashboardRoutes.skillsPerformance, ({ user }) => skillsPerformance(db, user.id));
  mount(router, dashboardRoutes.sessionCount, async ({ user, query }) =>
    sessionCount(db, (await resolveSubject(db, user, query.userId)).id),
  );
  mount(router, dashboardRoutes.userStats, ({ user }) => userStats(db, config, user));
  return router;
};
