import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `copilotRoutes` (specification, section 7:
 * `/copilot-sessions/create`, `/copilot-sessions/resolve/{code}`; ADR 0119). A facilitator creates
 * a facilitated session on a case and gives its code to a trainee, who claims it and starts the
 * case; the facilitator injects scenario events into the session.
 */
export const copilotEndpoints = {
  create: { method: 'post', path: '/api/v1/copilot-sessions/create' },
  list: { method: 'get', path: '/api/v1/copilot-sessions' },
  resolveCode: { method: 'get', path: '/api/v1/copilot-sessions/resolve/:code' },
  claim: { method: 'post', path: '/api/v1/copilot-sessions/claim' },
  attach: { method: 'post', path: '/api/v1/copilot-sessions/:copilotId/attach' },
  view: { method: 'get', path: '/api/v1/copilot-sessions/:copilotId' },
  inject: { method: 'post', path: '/api/v1/copilot-sessions/:copilotId/inject' },
} as const satisfies Record<string, Endpoint>;
