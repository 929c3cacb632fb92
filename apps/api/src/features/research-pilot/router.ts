import type { Config } from '@urosim/config';
import { researchPilotRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { grantPilotMonthIfEarned, joinPilot, pilotStatus } from './service.ts';

/** The research pilot: a trainee's status, and joining it. */
export const createResearchPilotRouter = (deps: { db: Knex; config: Config; mount: MountRoute }) => {
  const { db, config, mount } = deps;
  const router = Router();
  mount(router, researchPilotRoutes.status, async ({ user }) => {
    const status = await pilotStatus(db, user.id);
    // Completed before the month was granted on completion (or the grant failed): grant it now.
    if (status.isPremiumMonthUnlocked) await grantPilotMonthIfEarned(db, config, user.id);
    return status;
  });
  mount(router, researchPilotRoutes.join, ({ user }) => joinPilot(db, user.id));
  return router;
};
