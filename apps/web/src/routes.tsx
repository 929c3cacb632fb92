import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyWithPreload } from './components/lazy-with-preload';
import { RootLayout } from './components/root-layout';
import { flags } from './config/flags';
import { PublicOnly, RequireAdmin, RequireAuth, UnknownPath } from './features/auth/route-guards';
import type { PublicPagePath } from './route-modules';

// Every page is its own chunk, fetched when its route is first visited.
const LandingPage = lazyWithPreload(
  async () => (await import('./features/landing/landing-page')).LandingPage,
);
const AboutPage = lazyWithPreload(async () => (await import('./features/public-site/about-page')).AboutPage);
const FeaturesPage = lazyWithPreload(
  async () => (await import('./features/public-site/features-page')).FeaturesPage,
);
const PricingPage = lazyWithPreload(
  async () => (await import('./features/public-site/pricing-page')).PricingPage,
);
const FaqPage = lazyWithPreload(async () => (await import('./features/public-site/faq-page')).FaqPage);
const HelpAndSupportPage = lazyWithPreload(
  async () => (await import('./features/public-site/help-page')).HelpAndSupportPage,
);
const ContactPage = lazyWithPreload(
  async () => (await import('./features/public-site/contact-page')).ContactPage,
);
const SafariHelpPage = lazyWithPreload(
  async () => (await import('./features/public-site/safari-help-page')).SafariHelpPage,
);
const ComparePlansPage = lazyWithPreload(
  async () => (await import('./features/public-site/compare-plans-page')).ComparePlansPage,
);
const StudyPlanPage = lazyWithPreload(
  async () => (await import('./features/public-site/study-plan-page')).StudyPlanPage,
);
const ResearchPilotPage = lazyWithPreload(
  async () => (await import('./features/public-site/research-pilot-page')).ResearchPilotPage,
);
const LegalPage = lazyWithPreload(async () => (await import('./features/public-site/legal-page')).LegalPage);
const AccessibilityPage = lazyWithPreload(
  async () => (await import('./features/public-site/accessibility-page')).AccessibilityPage,
);
const StatusPage = lazy(async () => ({
  default: (await import('./features/status/status-page')).StatusPage,
}));
const Placeholder = lazy(async () => ({
  default: (await import('./features/placeholder/placeholder-page')).PlaceholderPage,
}));
const LoginPage = lazyWithPreload(async () => (await import('./features/auth/pages/login-page')).LoginPage);
const AdminLoginPage = lazy(async () => ({
  default: (await import('./features/auth/pages/login-page')).AdminLoginPage,
}));
const SignupPage = lazyWithPreload(
  async () => (await import('./features/auth/pages/signup-page')).SignupPage,
);
const VerifyEmailPage = lazy(async () => ({
  default: (await import('./features/auth/pages/verify-email-page')).VerifyEmailPage,
}));
const VerificationSuccessPage = lazy(async () => ({
  default: (await import('./features/auth/pages/verification-success-page')).VerificationSuccessPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('./features/auth/pages/reset-password-page')).ResetPasswordPage,
}));
const ResetPasswordConfirmPage = lazy(async () => ({
  default: (await import('./features/auth/pages/reset-password-confirm-page')).ResetPasswordConfirmPage,
}));
const DashboardPage = lazy(async () => ({
  default: (await import('./features/dashboard/dashboard-page')).DashboardPage,
}));
const PerformanceHubPage = lazy(async () => ({
  default: (await import('./features/dashboard/performance-hub-page')).PerformanceHubPage,
}));
const MyAnalyticsPage = lazy(async () => ({
  default: (await import('./features/dashboard/performance-hub-page')).MyAnalyticsPage,
}));
const SessionsTimelinePage = lazy(async () => ({
  default: (await import('./features/dashboard/sessions-timeline-page')).SessionsTimelinePage,
}));
const AccountPage = lazy(async () => ({
  default: (await import('./features/account/account-page')).AccountPage,
}));
const CaseSelectionPage = lazy(async () => ({
  default: (await import('./features/cases/case-selection-page')).CaseSelectionPage,
}));
const CasePreviewPage = lazy(async () => ({
  default: (await import('./features/cases/case-preview-page')).CasePreviewPage,
}));
const CasePage = lazy(async () => ({
  default: (await import('./features/case-session/case-page')).CasePage,
}));
// /feedback/{sessionId}, the hand-off pages and the facilitator's pages (handoff-routes.tsx picks by
// the path).
const FeedbackAndHandoffPages = lazy(async () => ({
  default: (await import('./features/handoff/handoff-routes')).FeedbackAndHandoffPages,
}));
const FeedbackLegacyPage = lazy(async () => ({
  default: (await import('./features/feedback/feedback-legacy-page')).FeedbackLegacyPage,
}));
const ModulesPage = lazy(async () => ({
  default: (await import('./features/modules/modules-page')).ModulesPage,
}));
const ModulePage = lazy(async () => ({
  default: (await import('./features/modules/module-page')).ModulePage,
}));
const BabListPage = lazy(async () => ({
  default: (await import('./features/bad-news/bab-list-page')).BabListPage,
}));
const BabPlayPage = lazy(async () => ({
  default: (await import('./features/bad-news/bab-play-page')).BabPlayPage,
}));
const BabReviewPage = lazy(async () => ({
  default: (await import('./features/bad-news/bab-review-page')).BabReviewPage,
}));
// /subscription and the billing sandbox's pages, with the account's module.
const BillingPage = lazy(async () => ({
  default: (await import('./features/account/account-page')).BillingPage,
}));
const AdminLayout = lazy(async () => ({
  default: (await import('./features/admin/admin-layout')).AdminLayout,
}));
const AdminDashboardPage = lazy(async () => ({
  default: (await import('./features/admin/admin-dashboard-page')).AdminDashboardPage,
}));
const AdminUsersPage = lazy(async () => ({
  default: (await import('./features/admin/admin-users-page')).AdminUsersPage,
}));
const AdminUserPage = lazy(async () => ({
  default: (await import('./features/admin/admin-users-page')).AdminUserPage,
}));
const AdminLogsPage = lazy(async () => ({
  default: (await import('./features/admin/admin-logs-page')).AdminLogsPage,
}));
const AdminAuditPage = lazy(async () => ({
  default: (await import('./features/admin/admin-audit-page')).AdminAuditPage,
}));
const AdminRoutesPage = lazy(async () => ({
  default: (await import('./features/admin/admin-routes-page')).AdminRoutesPage,
}));
const AdminTodosPage = lazy(async () => ({
  default: (await import('./features/admin/admin-todos-page')).AdminTodosPage,
}));
const AdminOutboxPage = lazy(async () => ({
  default: (await import('./features/admin/admin-outbox-page')).AdminOutboxPage,
}));

/** Each public page's component, which a pre-rendered page loads before it hydrates (main.tsx). */
export const publicPageComponents: Record<PublicPagePath, { preload: () => Promise<unknown> }> = {
  '/': LandingPage,
  '/about': AboutPage,
  '/features': FeaturesPage,
  '/research-pilot': ResearchPilotPage,
  '/pricing': PricingPage,
  '/plans/compare': ComparePlansPage,
  '/study-plan': StudyPlanPage,
  '/faq': FaqPage,
  '/help-and-support': HelpAndSupportPage,
  '/help/safari': SafariHelpPage,
  '/contact': ContactPage,
  '/legal': LegalPage,
  '/accessibility': AccessibilityPage,
  '/login': LoginPage,
  '/signup/platform': SignupPage,
};

/** A screen a later issue fills: its title and an honest note. */
const screen = (title: string, intro?: ReactNode) => <Placeholder title={title}>{intro}</Placeholder>;

/** Public screens whose content later issues fill (specification, section 2). */
const publicScreens: [string, string, ReactNode?][] = [
  // Invites and shared sessions
  ['colleague-session/:roomId', 'Colleague session'],
  ['colleague-invite/:roomId', 'Colleague invitation'],
  ['colleague/:token', 'Colleague view'],
  // Dev and showcase
  ['heygen-test', 'Avatar test'],
  ['logo-showcase', 'Logo showcase'],
  ['charts-showcase', 'Charts showcase'],
  ['chart-debug', 'Chart debug'],
  // Legacy copilot controls
  ['copilot/controls', 'Copilot controls'],
  ['copilot/controls/legacy', 'Copilot controls (legacy)'],
  ['copilot/controls/:sessionId', 'Copilot controls'],
  ['ai-facilitator/controls', 'AI facilitator controls'],
  ['ai-facilitator/view', 'AI facilitator view'],
];

/** Dev routes, only with the dev-routes flag on. */
const devScreens: [string, string][] = [
  ['dev/fm-trainee', 'Facilitator mode: trainee view (development)'],
  ['dev/feedback-v2', 'Feedback v2 (development)'],
];

/** Logged-in screens (specification, section 2). */
const protectedScreens: [string, string][] = [
  ['news-updates', 'News & Updates'],
  ['notifications', 'Notifications'],
  ['activity-log', 'Activity log'],
  ['internal-tester-form', 'Internal tester form'],
  ['feature-test', 'Feature test'],
  ['modal-previews', 'Modal previews'],
];

/** /subscription and the billing sandbox's pages (BillingPage picks the page by the path). */
const billingPaths = [
  'subscription',
  'internal/subscription/checkout',
  'internal/subscription/success',
  'internal/subscription/manage',
];

/** Admin screens other than the dashboard and the outbox. */
const adminScreens: [string, string][] = [
  ['cases', 'Cases'],
  ['cases/new', 'New case'],
  ['cases/:caseId', 'Edit case'],
  ['announcements', 'Announcements'],
  ['plans', 'Plan management'],
  ['feature-tiers', 'Feature tiers'],
  ['subscriptions', 'Subscription dashboard'],
  ['costs', 'Costs'],
  ['survey-analytics', 'Survey analytics'],
];

const redirects: [string, string][] = [
  ['help', '/help-and-support'],
  ['research', '/research-pilot'],
  ['register', '/signup/platform'],
  ['analytics', '/performance-hub'],
  ['whats-new', '/'],
  ['subscription-management', '/subscription'],
];

const browseCases = <Route path="browse-cases" element={<CaseSelectionPage title="Browse cases" />} />;

/** The app's routes (declarative mode: server state lives in TanStack Query, not in loaders). */
export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      {/* Public, but a logged-in user goes to the dashboard. */}
      <Route element={<PublicOnly />}>
        <Route index element={<LandingPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/platform" element={<SignupPage />} />
      </Route>

      {/* Public */}
      <Route path="status" element={<StatusPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="features" element={<FeaturesPage />} />
      <Route path="pricing" element={<PricingPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path="help-and-support" element={<HelpAndSupportPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="help/safari" element={<SafariHelpPage />} />
      <Route path="plans/compare" element={<ComparePlansPage />} />
      <Route path="study-plan" element={<StudyPlanPage />} />
      <Route path="research-pilot" element={<ResearchPilotPage />} />
      <Route path="legal" element={<LegalPage />} />
      <Route path="accessibility" element={<AccessibilityPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="resetpassword" element={<ResetPasswordPage />} />
      <Route path="resetpassword/confirm" element={<ResetPasswordConfirmPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="verification-success" element={<VerificationSuccessPage />} />
      <Route path="handoff/live/:token" element={<FeedbackAndHandoffPages />} />
      {/* The facilitator's pages (a guest's grant is in the cookie session). */}
      <Route path="fac-controls/*" element={<FeedbackAndHandoffPages />} />
      <Route path="facilitator/:sessionId" element={<FeedbackAndHandoffPages />} />
      {publicScreens.map(([path, title, intro]) => (
        <Route key={path} path={path} element={screen(title, intro)} />
      ))}
      {flags.hasDevRoutes &&
        devScreens.map(([path, title]) => <Route key={path} path={path} element={screen(title)} />)}
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
        <Route path="settings" element={<AccountPage title="Settings" />} />
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
        {billingPaths.map((path) => (
          <Route key={path} path={path} element={<BillingPage />} />
        ))}
        {protectedScreens.map(([path, title]) => (
          <Route key={path} path={path} element={screen(title)} />
        ))}
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
          <Route path="admin/outbox" element={<AdminOutboxPage />} />
          {adminScreens.map(([path, title]) => (
            <Route key={path} path={`admin/${path}`} element={screen(title)} />
          ))}
          <Route path="admin-logs" element={<AdminLogsPage />} />
        </Route>
        <Route path="admin/*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>

      {/* Any unknown path: /dashboard when logged in, otherwise / (specification, section 2). */}
      <Route path="*" element={<UnknownPath />} />
    </Route>
  </Routes>
);
