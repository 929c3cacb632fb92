import { planRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { listPlans } from './service.ts';

/** The plans on sale (public: the pricing pages read them). */
export const createPlansRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const router = Router();
  deps.mount(router, planRoutes.list, async () => ({ plans: await listPlans(deps.db) }));
  return router;
};
