import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `liveRoutes` (specification, section 7: `/facilitator-sessions/*`;
 * ADR 0117). `create`, `watchers` and `revokeInvite` are the session owner's; `resolve` and `join`
 * need only the invite's code or token.
 */
export const liveEndpoints = {
  createInvite: { method: 'post', path: '/api/v1/facilitator-sessions/create' },
  resolveCode: { method: 'get', path: '/api/v1/facilitator-sessions/resolve/:code' },
  join: { method: 'post', path: '/api/v1/facilitator-sessions/join' },
  watchers: { method: 'get', path: '/api/v1/facilitator-sessions/watchers/:sessionId' },
  revokeInvite: { method: 'delete', path: '/api/v1/facilitator-sessions/invites/:inviteId' },
} as const satisfies Record<string, Endpoint>;
