import { moduleRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { getModule, listModules } from './service.ts';

/** Modules: ordered groups of cases with the caller's progress. */
export const createModulesRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();
  mount(router, moduleRoutes.list, ({ user }) => listModules(db, user.id));
  mount(router, moduleRoutes.detail, ({ user, params }) => getModule(db, user.id, params.moduleId));
  return router;
};
