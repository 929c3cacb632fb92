import type { publicPages } from '@urosim/contracts';

/** The path of a public page (an entry of `publicPages`). */
export type PublicPagePath = (typeof publicPages)[number]['path'];

/**
 * The module (relative to apps/web) that `site-routes.tsx` lazily loads for each public page. The build
 * (vite.config.ts) turns it into dist/route-preloads.json, from which the server adds modulepreload
 * links for the page's chunk, so the browser fetches it alongside the entry instead of after it. Keep
 * it in step with site-routes.tsx: a module missing from the bundle fails the build.
 */
export const routeModules: Record<PublicPagePath, string> = {
  '/': 'src/features/landing/landing-page.tsx',
  '/about': 'src/features/public-site/about-page.tsx',
  '/features': 'src/features/public-site/features-page.tsx',
  '/research-pilot': 'src/features/public-site/research-pilot-page.tsx',
  '/pricing': 'src/features/public-site/pricing-page.tsx',
  '/plans/compare': 'src/features/public-site/compare-plans-page.tsx',
  '/study-plan': 'src/features/public-site/study-plan-page.tsx',
  '/faq': 'src/features/public-site/faq-page.tsx',
  '/help-and-support': 'src/features/public-site/help-page.tsx',
  '/help/safari': 'src/features/public-site/safari-help-page.tsx',
  '/contact': 'src/features/public-site/contact-page.tsx',
  '/legal': 'src/features/public-site/legal-page.tsx',
  '/accessibility': 'src/features/public-site/accessibility-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/signup/platform': 'src/features/auth/pages/signup-page.tsx',
};
