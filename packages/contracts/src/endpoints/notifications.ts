import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of the trainee's settings, notifications, web push and tester
 * routes (issue 19, ADR 0126; specification, section 7: /user/settings, /user/settings/{section},
 * /user/settings/reset, /notifications, /notifications/subscribe, /notifications/unsubscribe).
 */
export const userSettingsEndpoints = {
  settings: { method: 'get', path: '/api/v1/user/settings' },
  putSection: { method: 'put', path: '/api/v1/user/settings/:section' },
  patchSection: { method: 'patch', path: '/api/v1/user/settings/:section' },
  reset: { method: 'post', path: '/api/v1/user/settings/reset' },
} as const satisfies Record<string, Endpoint>;

export const notificationEndpoints = {
  list: { method: 'get', path: '/api/v1/notifications' },
  unreadCount: { method: 'get', path: '/api/v1/notifications/unread-count' },
  markRead: { method: 'post', path: '/api/v1/notifications/:notificationId/read' },
  markAllRead: { method: 'post', path: '/api/v1/notifications/read-all' },
  pushConfig: { method: 'get', path: '/api/v1/notifications/push-config' },
  subscribe: { method: 'post', path: '/api/v1/notifications/subscribe' },
  unsubscribe: { method: 'post', path: '/api/v1/notifications/unsubscribe' },
  markNewsRead: { method: 'post', path: '/api/v1/news/:announcementId/read' },
} as const satisfies Record<string, Endpoint>;

export const testerEndpoints = {
  report: { method: 'post', path: '/api/v1/tester-reports' },
  featureFlags: { method: 'get', path: '/api/v1/user/feature-flags' },
  adminReports: { method: 'get', path: '/api/v1/admin/tester-reports' },
  adminScreenshot: { method: 'get', path: '/api/v1/admin/tester-reports/:reportId/screenshot' },
} as const satisfies Record<string, Endpoint>;
