import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `colleagueRoutes` (issue 16, colleagues; ADR 0118). `create`,
 * `room`, `revoke` and `handBack` are the session owner's; `preview` and `join` need only the link's
 * token; `view` and `reply` need the colleague grant that `join` keeps in the http session.
 */
export const colleagueEndpoints = {
  create: { method: 'post', path: '/api/v1/colleague-rooms' },
  room: { method: 'get', path: '/api/v1/colleague-rooms/:roomId' },
  revoke: { method: 'delete', path: '/api/v1/colleague-rooms/:roomId' },
  handBack: { method: 'post', path: '/api/v1/colleague-rooms/:roomId/hand-back' },
  preview: { method: 'get', path: '/api/v1/colleague-links/:token' },
  join: { method: 'post', path: '/api/v1/colleague-links/join' },
  view: { method: 'get', path: '/api/v1/colleague-rooms/:roomId/view' },
  reply: { method: 'post', path: '/api/v1/colleague-rooms/:roomId/replies' },
} as const satisfies Record<string, Endpoint>;
