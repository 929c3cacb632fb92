import { adminMailRoutes, authRoutes } from './auth.ts';
import { adminCaseRoutes } from './cases.ts';
import { dashboardRoutes } from './dashboard.ts';
import { feedbackRoutes } from './feedback.ts';
import { opsRoutes } from './ops.ts';
import type { RouteContract } from './route.ts';
import { caseRoutes, sessionRoutes } from './sessions.ts';
import { contactRoutes, planRoutes, researchPilotRoutes, siteRoutes, websiteChatbotRoutes } from './site.ts';

/** Every route of the api, for the OpenAPI document and the route-level tests. */
export const allRoutes: readonly RouteContract[] = [
  ...Object.values(opsRoutes),
  ...Object.values(authRoutes),
  ...Object.values(adminMailRoutes),
  ...Object.values(caseRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(adminCaseRoutes),
  ...Object.values(feedbackRoutes),
  ...Object.values(dashboardRoutes),
  ...Object.values(planRoutes),
  ...Object.values(contactRoutes),
  ...Object.values(websiteChatbotRoutes),
  ...Object.values(researchPilotRoutes),
  ...Object.values(siteRoutes),
];
