import type { Endpoint } from '../route.ts';

/** Method and path of each route of `caseRoutes`. */
export const caseEndpoints = {
  list: { method: 'get', path: '/api/v1/cases' },
  detail: { method: 'get', path: '/api/v1/cases/:id' },
  bookmark: { method: 'post', path: '/api/v1/cases/:id/bookmark' },
  unbookmark: { method: 'delete', path: '/api/v1/cases/:id/bookmark' },
  documents: { method: 'get', path: '/api/v1/cases/:id/list-documents' },
  bookmarks: { method: 'get', path: '/api/v1/user/bookmarks' },
  filters: { method: 'get', path: '/api/v1/config/case-filters' },
  specialties: { method: 'get', path: '/api/v1/config/specialties' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `sessionRoutes`. */
export const sessionEndpoints = {
  start: { method: 'post', path: '/api/v1/sessions/start' },
  startWithQuota: { method: 'post', path: '/api/v1/sessions/start-with-quota' },
  details: { method: 'get', path: '/api/v1/sessions/:id/details' },
  interact: { method: 'post', path: '/api/v1/sessions/:id/interact' },
  patientChat: { method: 'post', path: '/api/v1/patient/chat/:id' },
  nurseChat: { method: 'post', path: '/api/v1/chat/nurse/:id' },
  aiResponse: { method: 'post', path: '/api/v1/ai/response' },
  notes: { method: 'put', path: '/api/v1/sessions/:id/notes' },
  end: { method: 'post', path: '/api/v1/sessions/:id/end' },
  summary: { method: 'post', path: '/api/v1/sessions/:id/summary' },
} as const satisfies Record<string, Endpoint>;
