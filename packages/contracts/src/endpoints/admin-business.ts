import type { Endpoint } from '../route.ts';

/**
 * Method and path of each route of `adminBusinessRoutes` (issue 17: plans and feature tiers,
 * subscriptions, costs, announcements, survey analytics), and of the trainee's side they feed.
 */
export const adminBusinessEndpoints = {
  plans: { method: 'get', path: '/api/v1/admin/plans' },
  updatePlan: { method: 'patch', path: '/api/v1/admin/plans/:planId' },
  subscriptions: { method: 'get', path: '/api/v1/admin/subscriptions' },
  subscriptionHistory: { method: 'get', path: '/api/v1/admin/subscriptions/history' },
  costs: { method: 'get', path: '/api/v1/admin/costs' },
  costBudget: { method: 'get', path: '/api/v1/admin/costs/budget' },
  setCostBudget: { method: 'put', path: '/api/v1/admin/costs/budget' },
  announcements: { method: 'get', path: '/api/v1/admin/announcements' },
  createAnnouncement: { method: 'post', path: '/api/v1/admin/announcements' },
  updateAnnouncement: { method: 'patch', path: '/api/v1/admin/announcements/:announcementId' },
  deleteAnnouncement: { method: 'delete', path: '/api/v1/admin/announcements/:announcementId' },
  surveyAnalytics: { method: 'get', path: '/api/v1/admin/survey-analytics' },
} as const satisfies Record<string, Endpoint>;

/** The trainee's side: published announcements, and the survey after a session's feedback. */
export const newsEndpoints = {
  news: { method: 'get', path: '/api/v1/news' },
  survey: { method: 'get', path: '/api/v1/sessions/:sessionId/survey' },
  answerSurvey: { method: 'post', path: '/api/v1/sessions/:sessionId/survey' },
} as const satisfies Record<string, Endpoint>;
