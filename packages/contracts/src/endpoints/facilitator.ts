import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `facilitatorRoutes` (specification, section 7:
 * `/facilitator-sessions/*`, `/facilitator/chat`; ADR 0117). The watcher's routes need the
 * facilitator grant of `join` (cookie) for that one session; `facilitatorFeedback` is also its
 * trainee's (the `/feedback/fm/{sessionId}` page).
 */
export const facilitatorEndpoints = {
  dashboard: { method: 'get', path: '/api/v1/facilitator-sessions/:sessionId/dashboard' },
  ready: { method: 'post', path: '/api/v1/facilitator-sessions/:sessionId/ready' },
  addNote: { method: 'post', path: '/api/v1/facilitator-sessions/:sessionId/notes' },
  saveFeedback: { method: 'put', path: '/api/v1/facilitator-sessions/:sessionId/feedback' },
  facilitatorFeedback: { method: 'get', path: '/api/v1/facilitator-sessions/:sessionId/feedback' },
  chat: { method: 'post', path: '/api/v1/facilitator/chat' },
} as const satisfies Record<string, Endpoint>;
