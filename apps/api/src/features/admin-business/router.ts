import type { Config } from '@urosim/config';
import { adminBusinessRoutes, newsRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { MountRoute } from '../../http/route.ts';
import type { Billing } from '../../providers/billing/index.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './announcements.ts';
import {
  readBudgetStatus,
  readCostReport,
  readSubscriptionFigures,
  readSubscriptionHistory,
  setCostBudget,
} from './business.ts';
import { listAdminPlans, updatePlan } from './plans.ts';
import { answerSurvey, readSurveyAnalytics, readSurveyState } from './survey.ts';

/** The admin's business screens (issue 17, ADR 0123) and the trainee's news and survey. */
export const createAdminBusinessRouter = (deps: {
  db: Knex;
  config: Config;
  billing: Billing;
  logger: Pick<Logger, 'warn'>;
  mount: MountRoute;
}) => {
  const { db, mount, logger } = deps;
  const r = adminBusinessRoutes;
  const router = Router();
  mount(router, r.plans, () => listAdminPlans(db, deps.billing));
  mount(router, r.updatePlan, ({ user, req, params, body }) =>
    updatePlan(deps, user, req, params.planId, body),
  );
  mount(router, r.subscriptions, () => readSubscriptionFigures(db));
  mount(router, r.subscriptionHistory, ({ query }) => readSubscriptionHistory(db, query.email));
  mount(router, r.costs, ({ query }) => readCostReport(db, logger, query.days));
  mount(router, r.costBudget, () => readBudgetStatus(db, logger));
  mount(router, r.setCostBudget, ({ user, req, body }) =>
    setCostBudget(db, logger, user, req, body.budgetUsd),
  );
  mount(router, r.announcements, () => listAdminAnnouncements(db));
  mount(router, r.createAnnouncement, ({ user, req, body }) => createAnnouncement(db, user, req, body));
  mount(router, r.updateAnnouncement, ({ user, req, params, body }) =>
    updateAnnouncement(db, user, req, params.announcementId, body),
  );
  mount(router, r.deleteAnnouncement, ({ user, req, params }) =>
    deleteAnnouncement(db, user, req, params.announcementId),
  );
  mount(router, r.surveyAnalytics, ({ query }) => readSurveyAnalytics(db, query.days));
  mount(router, newsRoutes.survey, ({ user, params }) => readSurveyState(db, user.id, params.sessionId));
  mount(router, newsRoutes.answerSurvey, ({ user, params, body }) =>
    answerSurvey(db, user.id, params.sessionId, body),
  );
  return router;
};
