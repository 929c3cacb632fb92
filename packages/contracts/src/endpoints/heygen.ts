import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `heygenRoutes` (specification, section 7: `POST
 * /heygen/create-session`, `POST /heygen/send-text`, `POST /heygen/close-session`; ADR 0128), and
 * the status the web app reads to choose between HeyGen and the in-browser avatar.
 */
export const heygenEndpoints = {
  status: { method: 'get', path: '/api/v1/heygen/status' },
  createSession: { method: 'post', path: '/api/v1/heygen/create-session' },
  sendText: { method: 'post', path: '/api/v1/heygen/send-text' },
  closeSession: { method: 'post', path: '/api/v1/heygen/close-session' },
  /** The admins' end-to-end check behind `/heygen-test` (ADR 0132). */
  check: { method: 'post', path: '/api/v1/heygen/check' },
} as const satisfies Record<string, Endpoint>;
