import { Route, Routes } from 'react-router';
import { lazyWithPreload } from './components/lazy-with-preload';
import { RootLayout } from './components/root-layout';
import { PublicOnly } from './features/auth/route-guards';
import type { PublicPagePath } from './route-modules';

// The routes the entry knows: the website's pre-rendered pages (src/route-modules.ts), each its own
// chunk. Every other route of the app is in routes.tsx, which is ONE lazy chunk loaded when the path
// is none of these, so the landing page's first load does not grow with the app's routes (ADR 0120).
// Add app routes to routes.tsx, not here.
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
const LoginPage = lazyWithPreload(async () => (await import('./features/auth/pages/login-page')).LoginPage);
const SignupPage = lazyWithPreload(
  async () => (await import('./features/auth/pages/signup-page')).SignupPage,
);

/** The rest of the app's routes (routes.tsx): one chunk, whatever their number. */
const AppRoutes = lazyWithPreload(async () => (await import('./routes')).AppRoutes);

/** Fetches the app's routes ahead of need (main.tsx: a signed-in user, a path not of the website). */
export const preloadAppRoutes = () => AppRoutes.preload();

/**
 * With the app's routes, begins loading the page opened (routes.tsx, preloadOpenedPage); settles
 * once its requests are sent.
 */
export const preloadOpenedPage = async ({ pathname, search }: { pathname: string; search: string }) => {
  await AppRoutes.preload();
  await (await import('./routes')).preloadOpenedPage(pathname, search);
};

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

/**
 * The router's table (declarative mode: server state lives in TanStack Query, not in loaders): the
 * shell, the website's pages, and any other path to routes.tsx's own `<Routes>`. Each of these paths
 * is static, so it outranks whatever routes.tsx could match for the same URL, as in one table.
 */
export const RootRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      {/* Public, but a logged-in user goes to the dashboard. */}
      <Route element={<PublicOnly />}>
        <Route index element={<LandingPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/platform" element={<SignupPage />} />
      </Route>

      {/* Public */}
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

      {/* Every other path, unknown ones included: routes.tsx. */}
      <Route path="*" element={<AppRoutes />} />
    </Route>
  </Routes>
);
