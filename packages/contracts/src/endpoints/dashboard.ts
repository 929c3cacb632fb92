import type { Endpoint } from '../route.ts';

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
