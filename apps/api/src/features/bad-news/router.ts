import type { Config } from '@urosim/config';
import { badNewsRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import { createRateLimiter } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import {
  endBab,
  getBabReview,
  getBabSession,
  getScenario,
  listScenarios,
  sendBabTurn,
  startBabSession,
} from './service.ts';

/** Breaking bad news: scenarios, timed conversations with the scripted patient, SPIKES reviews. */
export const createBadNewsRouter = (deps: { db: Knex; config: Config; mount: MountRoute }) => {
  const { db, config, mount } = deps;
  const router = Router();
  // The same per-address budget as the case chat, counted apart.
  const chatLimit = [
    createRateLimiter(
      db,
      { name: 'bab-chat-ip', key: 'ip', limit: config.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
      config.RATE_LIMIT_SCALE,
    ),
  ];
  mount(router, badNewsRoutes.scenarios, ({ user }) => listScenarios(db, user.id));
  mount(router, badNewsRoutes.scenario, ({ user, params }) => getScenario(db, user.id, params.scenarioId));
  mount(router, badNewsRoutes.start, ({ user, body }) => startBabSession(db, user.id, body.scenarioId));
  mount(router, badNewsRoutes.session, ({ user, params }) => getBabSession(db, user, params.id));
  mount(
    router,
    badNewsRoutes.turn,
    ({ user, params, body }) => sendBabTurn(db, user, params.id, body.message),
    {
      guards: chatLimit,
    },
  );
  mount(router, badNewsRoutes.end, ({ user, params }) => endBab(db, user, params.id));
  mount(router, badNewsRoutes.review, ({ user, params }) => getBabReview(db, user, params.id));
  return router;
};
