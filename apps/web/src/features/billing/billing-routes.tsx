import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is its own chunk, loaded from here rather than from routes.tsx: the landing page's
// entry script lists every chunk its own lazy imports need, and these need many.
const SubscriptionPage = lazy(async () => ({
  default: (await import('./subscription-page')).SubscriptionPage,
}));
const SandboxCheckoutPage = lazy(async () => ({
  default: (await import('./sandbox-pages')).SandboxCheckoutPage,
}));
const SubscriptionSuccessPage = lazy(async () => ({
  default: (await import('./sandbox-pages')).SubscriptionSuccessPage,
}));
const SandboxManagePage = lazy(async () => ({
  default: (await import('./sandbox-pages')).SandboxManagePage,
}));

const sandboxPages: Record<string, typeof SubscriptionPage> = {
  '/internal/subscription/checkout': SandboxCheckoutPage,
  '/internal/subscription/success': SubscriptionSuccessPage,
  '/internal/subscription/manage': SandboxManagePage,
};

/**
 * The billing pages behind one lazy import of routes.tsx, chosen by the path: /subscription and
 * the sandbox's checkout, success and manage pages (the route's Suspense shows while one loads).
 */
export const BillingPage = () => {
  const { pathname } = useLocation();
  const Page = sandboxPages[pathname.replace(/\/+$/, '')] ?? SubscriptionPage;
  return <Page />;
};
