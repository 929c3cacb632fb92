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
  mount(router, dashboardRoutes.stats, ({ req }) => dashboardStats(db, config, req.user!));
  mount(router, dashboardRoutes.user, async ({ req, query }) =>
    dashboardStats(db, config, await resolveSubject(db, req.user!, query.userId)),
  );
  mount(router, dashboardRoutes.activity, ({ req, query }) => activity(db, req.user!.id, query.limit));
  mount(router, dashboardRoutes.learningStats, ({ req }) => learningStats(db, req.user!.id));
  mount(router, dashboardRoutes.performanceSummary, ({ req }) => performanceSummary(db, req.user!.id));
  mount(router, dashboardRoutes.topicProgress, ({ req }) => topicProgress(db, req.user!.id));
  mount(router, dashboardRoutes.specialtyProgress, ({ req }) => specialtyProgress(db, req.user!.id));
  mount(router, dashboardRoutes.skillsPerformance, ({ req }) => skillsPerformance(db, req.user!.id));
  mount(router, dashboardRoutes.sessionCount, async ({ req, query }) =>
    sessionCount(db, (await resolveSubject(db, req.user!, query.userId)).id),
  );
  mount(router, dashboardRoutes.userStats, ({ req }) => userStats(db, config, req.user!));
  return router;
};
