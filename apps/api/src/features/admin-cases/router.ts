import type { Config } from '@urosim/config';
import { type JobQueue, adminCaseAuthoringRoutes as routes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import {
  archiveCase,
  checkQualityGate,
  createCase,
  diffVersions,
  getAuthoringCase,
  getVersion,
  listAdminCases,
  listVersions,
  publishCase,
  rollbackCase,
  saveDraft,
  startTestSession,
} from './service.ts';

/** Case authoring for admins (issue 17): list, drafts, versions, diff, rollback, quality gate, test play. */
export const createAdminCasesRouter = (deps: {
  db: Knex;
  config: Config;
  jobs: JobQueue;
  mount: MountRoute;
}) => {
  const { db, mount } = deps;
  const router = Router();
  mount(router, routes.list, ({ user, query }) => listAdminCases(db, user, query));
  mount(router, routes.qualityGate, ({ user, body }) => checkQualityGate(user, body));
  mount(router, routes.create, ({ user, req, body }) => createCase(db, user, req, body));
  mount(router, routes.get, ({ user, params }) => getAuthoringCase(db, user, params.id));
  mount(router, routes.saveDraft, ({ user, req, params, body }) => saveDraft(db, user, req, params.id, body));
  mount(router, routes.publish, ({ user, req, params, body }) => publishCase(db, user, req, params.id, body));
  mount(router, routes.rollback, ({ user, req, params, body }) =>
    rollbackCase(db, user, req, params.id, body),
  );
  mount(router, routes.archive, ({ user, req, params }) => archiveCase(db, user, req, params.id));
  mount(router, routes.versions, ({ user, params }) => listVersions(db, user, params.id));
  mount(router, routes.version, ({ user, params }) => getVersion(db, user, params.id, params.version));
  mount(router, routes.diff, ({ user, params, query }) =>
    diffVersions(db, user, params.id, query.from, query.to),
  );
  mount(router, routes.testSession, ({ user, req, params, body }) =>
    startTestSession(deps, user, req, params.id, body),
  );
  return router;
};
