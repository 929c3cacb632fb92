// The method and path of every api route, and nothing else: zod-free, so that the web client can
// name a route without bundling its schemas. The route contracts (`defineRoute`) take their method
// and path from here, so each is written once; the web calls `apiClient.call(endpoint, …)` and
// gets the contract's types through it (ADR 0107).

import type { Endpoint } from './route.ts';

/** Method and path of each route of `opsRoutes`. */
export const opsEndpoints = {
  health: { method: 'get', path: '/health' },
  version: { method: 'get', path: '/api/version' },
  versionCheck: { method: 'get', path: '/api/version-check' },
  versionMismatch: { method: 'post', path: '/api/monitoring/version-mismatch' },
  frontendError: { method: 'post', path: '/api/errors/frontend' },
  clientLogs: { method: 'post', path: '/api/logs/client' },
  ping: { method: 'get', path: '/api/v1/network-debug/ping' },
  networkTest: { method: 'get', path: '/api/v1/network-debug/network-test' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `authRoutes`. */
export const authEndpoints = {
  signup: { method: 'post', path: '/api/v1/auth/signup' },
  resendVerification: { method: 'post', path: '/api/v1/auth/signup/resend-verification' },
  verifyEmail: { method: 'post', path: '/api/v1/auth/verify-email' },
  login: { method: 'post', path: '/api/v1/auth/login' },
  adminLogin: { method: 'post', path: '/api/v1/admin/auth/login' },
  logout: { method: 'post', path: '/api/v1/auth/logout' },
  status: { method: 'get', path: '/api/v1/auth/status' },
  sessionDiagnostics: { method: 'get', path: '/api/v1/auth/session-diagnostics' },
  forgotPassword: { method: 'post', path: '/api/v1/auth/forgot-password' },
  resetPassword: { method: 'post', path: '/api/v1/auth/reset-password' },
  profile: { method: 'get', path: '/api/v1/user/profile' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `adminMailRoutes`. */
export const adminMailEndpoints = {
  outbox: { method: 'get', path: '/api/v1/admin/outbox' },
} as const satisfies Record<string, Endpoint>;

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

/** Method and path of each route of `adminCaseRoutes`. */
export const adminCaseEndpoints = {
  import: { method: 'post', path: '/api/v1/admin/cases/import' },
  export: { method: 'get', path: '/api/v1/admin/cases/:id/export' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `feedbackRoutes`. */
export const feedbackEndpoints = {
  feedback: { method: 'get', path: '/api/v1/sessions/:id/feedback' },
  analysis: { method: 'get', path: '/api/v1/sessions/:id/analysis/:type' },
  feedbackAi: { method: 'post', path: '/api/v1/feedback-ai' },
  feedbackAiAnalyze: { method: 'post', path: '/api/v1/feedback/feedback-ai/analyze' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `dashboardRoutes`. */
export const dashboardEndpoints = {
  stats: { method: 'get', path: '/api/v1/dashboard/stats' },
  activity: { method: 'get', path: '/api/v1/dashboard/activity' },
  learningStats: { method: 'get', path: '/api/v1/dashboard/learning-stats' },
  performanceSummary: { method: 'get', path: '/api/v1/dashboard/performance-summary' },
  user: { method: 'get', path: '/api/v1/dashboard/user' },
  topicProgress: { method: 'get', path: '/api/v1/dashboard/topic-progress' },
  specialtyProgress: { method: 'get', path: '/api/v1/dashboard/specialty-progress' },
  skillsPerformance: { method: 'get', path: '/api/v1/dashboard/skills-performance' },
  sessionCount: { method: 'get', path: '/api/v1/analytics/session-count' },
  userStats: { method: 'get', path: '/api/v1/user/stats' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `planRoutes`. */
export const planEndpoints = {
  list: { method: 'get', path: '/api/v1/subscription/plans' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `contactRoutes`. */
export const contactEndpoints = {
  send: { method: 'post', path: '/api/v1/contact' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `websiteChatbotRoutes`. */
export const websiteChatbotEndpoints = {
  chat: { method: 'post', path: '/api/v1/website-chatbot/chat' },
  legacyChat: { method: 'post', path: '/api/v1/website/chat' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `researchPilotRoutes`. */
export const researchPilotEndpoints = {
  status: { method: 'get', path: '/api/v1/research-pilot' },
  join: { method: 'post', path: '/api/v1/research-pilot/join' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `siteRoutes`. */
export const siteEndpoints = {
  branding: { method: 'get', path: '/api/v1/config/site' },
} as const satisfies Record<string, Endpoint>;
