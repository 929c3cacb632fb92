import { matchPath, Navigate, type Params, Route, Routes } from 'react-router';
import { appQueryClient } from './api/query-client';
import { lazyRoute } from './components/lazy-with-preload';
import { flags } from './config/flags';
import { RequireAdmin, RequireAuth, UnknownPath } from './features/auth/route-guards';

// Every page is its own chunk, fetched when its route is first visited. This module itself is one
// lazy chunk (site-routes.tsx), so a route added here costs the landing page nothing (ADR 0120); the
// website's pre-rendered pages are in site-routes.tsx.
const StatusPage = lazyRoute(async () => ({
  default: (await import('./features/status/status-page')).StatusPage,
}));
const AdminLoginPage = lazyRoute(async () => ({
  default: (await import('./features/auth/pages/login-page')).AdminLoginPage,
}));
const VerifyEmailPage = lazyRoute(async () => ({
  default: (await import('./features/auth/pages/verify-email-page')).VerifyEmailPage,
}));
const VerificationSuccessPage = lazyRoute(async () => ({
  default: (await import('./features/auth/pages/verification-success-page')).VerificationSuccessPage,
}));
const ResetPasswordPage = lazyRoute(async () => ({
  default: (await import('./features/auth/pages/reset-password-page')).ResetPasswordPage,
}));
const ResetPasswordConfirmPage = lazyRoute(async () => ({
  default: (await import('./features/auth/pages/reset-password-confirm-page')).ResetPasswordConfirmPage,
}));
const DashboardPage = lazyRoute(async () => ({
  default: (await import('./features/dashboard/dashboard-page')).DashboardPage,
}));
const PerformanceHubPage = lazyRoute(async () => ({
  default: (await import('./features/dashboard/performance-hub-page')).PerformanceHubPage,
}));
const MyAnalyticsPage = lazyRoute(async () => ({
  default: (await import('./features/dashboard/performance-hub-page')).MyAnalyticsPage,
}));
const SessionsTimelinePage = lazyRoute(async () => ({
  default: (await import('./features/dashboard/sessions-timeline-page')).SessionsTimelinePage,
}));
const SecurityPage = lazyRoute(async () => ({
  default: (await import('./features/account/account-page')).SecurityPage,
}));
const AccountPage = lazyRoute(async () => ({
  default: (await import('./features/account/account-page')).AccountPage,
}));
const CaseSelectionPage = lazyRoute(async () => ({
  default: (await import('./features/cases/case-selection-page')).CaseSelectionPage,
}));
const CasePreviewPage = lazyRoute(async () => ({
  default: (await import('./features/cases/case-preview-page')).CasePreviewPage,
}));
const CasePage = lazyRoute(async () => ({
  default: (await import('./features/case-session/case-page')).CasePage,
}));
// /feedback/{sessionId}, the hand-off pages and the facilitator's pages (handoff-routes.tsx picks by
// the path).
const FeedbackAndHandoffPages = lazyRoute(async () => ({
  default: (await import('./features/handoff/handoff-routes')).FeedbackAndHandoffPages,
}));
const FeedbackLegacyPage = lazyRoute(async () => ({
  default: (await import('./features/feedback/feedback-legacy-page')).FeedbackLegacyPage,
}));
const ModulesPage = lazyRoute(async () => ({
  default: (await import('./features/modules/modules-page')).ModulesPage,
}));
const ModulePage = lazyRoute(async () => ({
  default: (await import('./features/modules/module-page')).ModulePage,
}));
const BabListPage = lazyRoute(async () => ({
  default: (await import('./features/bad-news/bab-list-page')).BabListPage,
}));
const BabPlayPage = lazyRoute(async () => ({
  default: (await import('./features/bad-news/bab-play-page')).BabPlayPage,
}));
const BabReviewPage = lazyRoute(async () => ({
  default: (await import('./features/bad-news/bab-review-page')).BabReviewPage,
}));
// /subscription and the billing sandbox's pages, with the account's module.
const BillingPage = lazyRoute(async () => ({
  default: (await import('./features/account/account-page')).BillingPage,
}));
const AdminLayout = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-layout')).AdminLayout,
}));
const AdminDashboardPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-dashboard-page')).AdminDashboardPage,
}));
const AdminUsersPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-users-page')).AdminUsersPage,
}));
const AdminUserPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-users-page')).AdminUserPage,
}));
const AdminLogsPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-logs-page')).AdminLogsPage,
}));
const AdminAuditPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-audit-page')).AdminAuditPage,
}));
const AdminRoutesPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-routes-page')).AdminRoutesPage,
}));
const AdminTodosPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-todos-page')).AdminTodosPage,
}));
const AdminOutboxPage = lazyRoute(async () => ({
  default: (await import('./features/admin/admin-outbox-page')).AdminOutboxPage,
}));
const AdminCasesListPage = lazyRoute(async () => ({
  default: (await import('./features/admin-cases/admin-cases-list-page')).AdminCasesListPage,
}));
const CaseEditorPage = lazyRoute(async () => ({
  default: (await import('./features/admin-cases/case-editor-page')).CaseEditorPage,
}));
// The admin's business screens (issue 17): plans, feature tiers, subscriptions, costs, announcements, survey.
const AdminPlansPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/plans-page')).AdminPlansPage,
}));
const AdminFeatureTiersPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/plans-page')).AdminFeatureTiersPage,
}));
const AdminSubscriptionsPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/subscriptions-page')).AdminSubscriptionsPage,
}));
const AdminCostsPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/costs-page')).AdminCostsPage,
}));
const AdminAnnouncementsPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/announcements-page')).AdminAnnouncementsPage,
}));
const AdminSurveyAnalyticsPage = lazyRoute(async () => ({
  default: (await import('./features/admin-business/survey-analytics-page')).AdminSurveyAnalyticsPage,
}));

// The user's settings, notification centre, News & Updates and the testers' pages (issue 19, ADR 0126).
const SettingsPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/settings-page')).SettingsPage,
}));
const NotificationsPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/notifications-page')).NotificationsPage,
}));
const NewsUpdatesPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/news-page')).NewsUpdatesPage,
}));
const InternalTesterFormPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/tester-pages')).InternalTesterFormPage,
}));
const FeatureTestPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/tester-pages')).FeatureTestPage,
}));
const BookmarksPage = lazyRoute(async () => ({
  default: (await import('./features/cases/bookmarks-page')).BookmarksPage,
}));
const ActivityLogPage = lazyRoute(async () => ({
  default: (await import('./features/account/activity-log-page')).ActivityLogPage,
}));
const HeygenTestPage = lazyRoute(async () => ({
  default: (await import('./features/avatar/heygen-test-page')).HeygenTestPage,
}));
const AdminTesterReportsPage = lazyRoute(async () => ({
  default: (await import('./features/notifications/admin-tester-reports-page')).AdminTesterReportsPage,
}));

// The showcase pages (one chunk, sample data only) and the dialogs' previews.
const LogoShowcasePage = lazyRoute(async () => ({
  default: (await import('./features/showcase/showcase-pages')).LogoShowcasePage,
}));
const ChartsShowcasePage = lazyRoute(async () => ({
  default: (await import('./features/showcase/showcase-pages')).ChartsShowcasePage,
}));
const ChartDebugPage = lazyRoute(async () => ({
  default: (await import('./features/showcase/showcase-pages')).ChartDebugPage,
}));
const ModalPreviewsPage = lazyRoute(async () => ({
  default: (await import('./features/showcase/modal-previews-page')).ModalPreviewsPage,
}));

/** `/dev/feedback-v2` (dev-routes flag): the feedback view from sample data, in its own chunk. */
const DevFeedbackPage = lazyRoute(async () => ({
  default: (await import('./features/feedback/dev-feedback-page')).DevFeedbackPage,
}));

/** /subscription and the billing sandbox's pages (BillingPage picks the page by the path). */
const billingPaths = [
  'subscription',
  'internal/subscription/checkout',
  'internal/subscription/success',
  'internal/subscription/manage',
];

const redirects: [string, string][] = [
  ['help', '/help-and-support'],
  ['research', '/research-pilot'],
  ['register', '/signup/platform'],
  ['analytics', '/performance-hub'],
  ['whats-new', '/'],
  ['subscription-management', '/subscription'],
];

/**
 * A page opened directly (a link, a reload, a bookmark) fetches its code before the app's first
 * render, whose work would otherwise hold the request back; the case page asks for its data too
 * (case-prefetch.ts). main.tsx waits for what this returns, for a signed-in user, before rendering.
 * Measured on the avatar's first frame (issue 21, ADR 0139).
 */
const OPENED_DIRECTLY: [string, (params: Params, search: string) => Promise<void> | undefined][] = [
  [
    '/case/:caseId',
    async ({ caseId = '' }, search) => {
      void CasePage.preload().catch(() => {});
      const { prefetchCasePage } = await import('./features/case-session/case-prefetch');
      prefetchCasePage(appQueryClient(), caseId, search);
    },
  ],
  ['/feedback/:sessionId', () => void FeedbackAndHandoffPages.preload().catch(() => {})],
  ['/dashboard', () => void DashboardPage.preload().catch(() => {})],
  ['/case-selection', () => void CaseSelectionPage.preload().catch(() => {})],
];

/** Begins loading the page at `pathname` (see OPENED_DIRECTLY); settles once its requests are sent. */
export const preloadOpenedPage = async (pathname: string, search: string) => {
  for (const [path, preload] of OPENED_DIRECTLY) {
    const match = matchPath(path, pathname);
    if (match) return preload(match.params, search);
  }
};

const browseCases = <Route path="browse-cases" element={<CaseSelectionPage title="Browse cases" />} />;

/**
 * The app's routes other than the website's pages (declarative mode: server state lives in TanStack
 * Query, not in loaders). site-routes.tsx renders them inside the root layout, as the descendant
 * `<Routes>` of its catch-all route, whose base is `/`: paths read as in one table.
 */
export const AppRoutes = () => (
  <Routes>
    <Route>
      {/* Public (the website's pages, `/`, /signup and /login: site-routes.tsx) */}
      <Route path="status" element={<StatusPage />} />
      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="resetpassword" element={<ResetPasswordPage />} />
      <Route path="resetpassword/confirm" element={<ResetPasswordConfirmPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="verification-success" element={<VerificationSuccessPage />} />
      <Route path="handoff/live/:token" element={<FeedbackAndHandoffPages />} />
      {/* The facilitator's pages (a guest's grant is in the cookie session). */}
      <Route path="fac-controls/*" element={<FeedbackAndHandoffPages />} />
      <Route path="facilitator/:sessionId" element={<FeedbackAndHandoffPages />} />
      <Route path="ai-facilitator/*" element={<FeedbackAndHandoffPages />} />
      {/* Colleagues (ADR 0118): the link, the trainee's invitation page, the colleague's session. */}
      <Route path="colleague/:token" element={<FeedbackAndHandoffPages />} />
      <Route path="colleague-invite/:roomId" element={<FeedbackAndHandoffPages />} />
      <Route path="colleague-session/:roomId" element={<FeedbackAndHandoffPages />} />
      <Route path="logo-showcase" element={<LogoShowcasePage />} />
      <Route path="charts-showcase" element={<ChartsShowcasePage />} />
      <Route path="chart-debug" element={<ChartDebugPage />} />
      {flags.hasDevRoutes && <Route path="dev/feedback-v2" element={<DevFeedbackPage />} />}
      {flags.isPublicCases && browseCases}
      {redirects.map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}

      {/* Logged-in only */}
      <Route element={<RequireAuth />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="performance-hub" element={<PerformanceHubPage />} />
        <Route path="my-analytics" element={<MyAnalyticsPage />} />
        <Route path="sessions-timeline" element={<SessionsTimelinePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/security" element={<SecurityPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="news-updates" element={<NewsUpdatesPage />} />
        <Route path="internal-tester-form" element={<InternalTesterFormPage />} />
        <Route path="feature-test" element={<FeatureTestPage />} />
        <Route path="activity-log" element={<ActivityLogPage />} />
        <Route path="bookmarks" element={<BookmarksPage />} />
        <Route path="profile" element={<AccountPage title="Profile" />} />
        <Route path="user" element={<AccountPage title="Your account" />} />
        <Route path="case-selection" element={<CaseSelectionPage />} />
        <Route path="case-preview" element={<CasePreviewPage />} />
        <Route path="case/:caseId" element={<CasePage />} />
        <Route path="feedback/:sessionId" element={<FeedbackAndHandoffPages />} />
        <Route path="feedback/fm/:sessionId" element={<FeedbackAndHandoffPages />} />
        <Route path="feedback-legacy/:sessionId" element={<FeedbackLegacyPage />} />
        <Route path="modules" element={<ModulesPage />} />
        <Route path="modules/bab" element={<BabListPage />} />
        <Route path="modules/bab/:scenarioId/play" element={<BabPlayPage />} />
        <Route path="modules/bab/:scenarioId/review" element={<BabReviewPage />} />
        <Route path="modules/:moduleId" element={<ModulePage />} />
        <Route path="handoff/:sessionId" element={<FeedbackAndHandoffPages />} />
        {/* Copilot sessions and their legacy paths (ADR 0119), chosen in the lazy chunk. */}
        <Route path="copilot/*" element={<FeedbackAndHandoffPages />} />
        {flags.hasDevRoutes && <Route path="dev/fm-trainee" element={<FeedbackAndHandoffPages />} />}
        {billingPaths.map((path) => (
          <Route key={path} path={path} element={<BillingPage />} />
        ))}
        <Route path="modal-previews" element={<ModalPreviewsPage />} />
        {!flags.isPublicCases && browseCases}
      </Route>

      {/* Admin only: the session is re-checked before the admin check. */}
      <Route element={<RequireAdmin />}>
        <Route path="admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route element={<AdminLayout />}>
          <Route path="admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="admin/users" element={<AdminUsersPage />} />
          <Route path="admin/users/:userId" element={<AdminUserPage />} />
          <Route path="admin/logs" element={<AdminLogsPage />} />
          <Route path="admin/audit" element={<AdminAuditPage />} />
          <Route path="admin/routes" element={<AdminRoutesPage />} />
          <Route path="admin/todos" element={<AdminTodosPage />} />
          <Route path="admin/tester-reports" element={<AdminTesterReportsPage />} />
          <Route path="admin/outbox" element={<AdminOutboxPage />} />
          <Route path="admin/cases" element={<AdminCasesListPage />} />
          <Route path="admin/cases/new" element={<CaseEditorPage />} />
          <Route path="admin/cases/:caseId" element={<CaseEditorPage />} />
          <Route path="admin/plans" element={<AdminPlansPage />} />
          <Route path="admin/feature-tiers" element={<AdminFeatureTiersPage />} />
          <Route path="admin/subscriptions" element={<AdminSubscriptionsPage />} />
          <Route path="admin/costs" element={<AdminCostsPage />} />
          <Route path="admin/announcements" element={<AdminAnnouncementsPage />} />
          <Route path="admin/survey-analytics" element={<AdminSurveyAnalyticsPage />} />
          <Route path="admin-logs" element={<AdminLogsPage />} />
          <Route path="heygen-test" element={<HeygenTestPage />} />
        </Route>
        <Route path="admin/*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>

      {/* Any unknown path: /dashboard when logged in, otherwise / (specification, section 2). */}
      <Route path="*" element={<UnknownPath />} />
    </Route>
  </Routes>
);
