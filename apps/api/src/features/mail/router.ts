import { adminMailRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { listOutbox } from './service.ts';

/** The development outbox, readable by admins in the app. */
export const createMailRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const router = Router();
  deps.mount(router, adminMailRoutes.outbox, ({ user, query }) => listOutbox(deps.db, user, query));
  return router;
};
