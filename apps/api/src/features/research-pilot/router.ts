import { researchPilotRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { joinPilot, pilotStatus } from './service.ts';

/** The research pilot: a trainee's status, and joining it. */
export const createResearchPilotRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();
  mount(router, researchPilotRoutes.status, ({ user }) => pilotStatus(db, user.id));
  mount(router, researchPilotRoutes.join, ({ user }) => joinPilot(db, user.id));
  return router;
};
