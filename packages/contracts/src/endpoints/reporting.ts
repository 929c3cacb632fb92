import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `reportingRoutes` (specification, section 7: Reporting; ADR 0116).
 * The session's own routes need its trainee; the `live` and `pdf` routes need only the share token.
 */
export const reportingEndpoints = {
  handoff: { method: 'get', path: '/api/v1/reporting/sessions/:id/handoff' },
  saveHandoff: { method: 'put', path: '/api/v1/reporting/sessions/:id/handoff' },
  refreshHandoff: { method: 'post', path: '/api/v1/reporting/sessions/:id/handoff/refresh' },
  /** The owner's own PDF of the hand-off, without sharing it. */
  handoffPdf: { method: 'get', path: '/api/v1/reporting/sessions/:id/handoff/pdf' },
  createShare: { method: 'post', path: '/api/v1/reporting/sessions/:id/handoff/share' },
  revokeShare: { method: 'delete', path: '/api/v1/reporting/sessions/:id/handoff/share' },
  live: { method: 'get', path: '/api/v1/reporting/handoff/live/:token' },
  /** Server-sent events: the public hand-off again each time it changes; `gone` when the link ends. */
  liveEvents: { method: 'get', path: '/api/v1/reporting/handoff/live/:token/events' },
  sharedPdf: { method: 'get', path: '/api/v1/reporting/handoff/pdf/:token' },
  sharedPdfDownload: { method: 'get', path: '/api/v1/reporting/handoff/pdf/:token/download' },
  reportBundle: { method: 'get', path: '/api/v1/reporting/sessions/:id/report-bundle' },
  triggerReportBundle: { method: 'post', path: '/api/v1/reporting/sessions/:id/report-bundle/trigger' },
  downloadReportBundle: { method: 'get', path: '/api/v1/reporting/sessions/:id/report-bundle/download' },
} as const satisfies Record<string, Endpoint>;
