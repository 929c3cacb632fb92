import type { Config } from '@urosim/config';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createAdminLogsRouter } from './logs.ts';
import { createAdminOverviewRouter } from './overview.ts';
import { createAdminTodosRouter } from './todos.ts';
import { createAdminUsersRouter } from './users.ts';

/** The admin area's core (issue 17): dashboard, users, logs, audit log, routes and to-dos. */
export const createAdminRouter = (deps: { db: Knex; config: Config; mailer: Mailer; mount: MountRoute }) => {
  const router = Router();
  router.use(createAdminOverviewRouter(deps));
  router.use(createAdminUsersRouter(deps));
  router.use(createAdminLogsRouter(deps));
  router.use(createAdminTodosRouter(deps));
  return router;
};
