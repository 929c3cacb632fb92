import { accountRoutes } from './account.ts';
import { adminRoutes } from './admin.ts';
import { adminBusinessRoutes, newsRoutes } from './admin-business.ts';
import { adminCaseAuthoringRoutes } from './admin-cases.ts';
import { adminMailRoutes, authRoutes } from './auth.ts';
import { adminCaseRoutes } from './cases.ts';
import { colleagueRoutes } from './colleague.ts';
import { copilotRoutes } from './copilot.ts';
import { dashboardRoutes } from './dashboard.ts';
import { diagnosticsRoutes } from './diagnostics.ts';
import { facilitatorRoutes } from './facilitator.ts';
import { feedbackRoutes } from './feedback.ts';
import { heygenRoutes } from './heygen.ts';
import { liveRoutes } from './live.ts';
import { badNewsRoutes, moduleRoutes } from './modules.ts';
import { notificationRoutes, testerRoutes, userSettingsRoutes } from './notifications.ts';
import { opsRoutes } from './ops.ts';
import { reportingRoutes } from './reporting.ts';
import type { Endpoint, RouteContract } from './route.ts';
import { caseRoutes, sessionRoutes } from './sessions.ts';
import { contactRoutes, planRoutes, researchPilotRoutes, siteRoutes, websiteChatbotRoutes } from './site.ts';
import { billingSandboxRoutes, subscriptionRoutes } from './subscription.ts';

/** The api's route contracts, by feature. */
export const routeGroups = {
  ops: opsRoutes,
  diagnostics: diagnosticsRoutes,
  auth: authRoutes,
  account: accountRoutes,
  adminMail: adminMailRoutes,
  admin: adminRoutes,
  case: caseRoutes,
  session: sessionRoutes,
  adminCase: adminCaseRoutes,
  adminCaseAuthoring: adminCaseAuthoringRoutes,
  feedback: feedbackRoutes,
  facilitator: facilitatorRoutes,
  reporting: reportingRoutes,
  live: liveRoutes,
  copilot: copilotRoutes,
  heygen: heygenRoutes,
  colleague: colleagueRoutes,
  dashboard: dashboardRoutes,
  module: moduleRoutes,
  badNews: badNewsRoutes,
  plan: planRoutes,
  subscription: subscriptionRoutes,
  billingSandbox: billingSandboxRoutes,
  contact: contactRoutes,
  websiteChatbot: websiteChatbotRoutes,
  researchPilot: researchPilotRoutes,
  site: siteRoutes,
  adminBusiness: adminBusinessRoutes,
  news: newsRoutes,
  userSettings: userSettingsRoutes,
  notification: notificationRoutes,
  tester: testerRoutes,
};

type Groups = typeof routeGroups;

/** Every route contract of the api, as one union of their exact types. */
export type ApiRoute = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** The contract declared at an endpoint; `never` for a method and path the api does not have. */
export type ContractAt<E extends Endpoint> = Extract<ApiRoute, { method: E['method']; path: E['path'] }>;

/** Every route of the api, for the OpenAPI document and the route-level tests. */
export const allRoutes: readonly RouteContract[] = Object.values(routeGroups).flatMap((group) =>
  Object.values(group),
);
