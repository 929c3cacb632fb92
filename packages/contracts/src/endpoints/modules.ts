import type { Endpoint } from '../route.ts';

/** Method and path of each route of `moduleRoutes`. */
export const moduleEndpoints = {
  list: { method: 'get', path: '/api/v1/modules' },
  detail: { method: 'get', path: '/api/v1/modules/:moduleId' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `badNewsRoutes` (the breaking-bad-news module, `bab`). */
export const badNewsEndpoints = {
  scenarios: { method: 'get', path: '/api/v1/bab/scenarios' },
  scenario: { method: 'get', path: '/api/v1/bab/scenarios/:scenarioId' },
  start: { method: 'post', path: '/api/v1/bab/sessions' },
  session: { method: 'get', path: '/api/v1/bab/sessions/:id' },
  turn: { method: 'post', path: '/api/v1/bab/sessions/:id/turns' },
  end: { method: 'post', path: '/api/v1/bab/sessions/:id/end' },
  review: { method: 'get', path: '/api/v1/bab/sessions/:id/review' },
} as const satisfies Record<string, Endpoint>;
