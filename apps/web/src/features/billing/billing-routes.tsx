import { SandboxCheckoutPage, SandboxManagePage, SubscriptionSuccessPage } from './sandbox-pages';
import { SubscriptionPage } from './subscription-page';

const pages = {
  subscription: SubscriptionPage,
  checkout: SandboxCheckoutPage,
  success: SubscriptionSuccessPage,
  manage: SandboxManagePage,
} as const;

/** Which billing page a route shows. */
export type BillingPageName = keyof typeof pages;

/**
 * The billing pages, behind one lazy import of routes.tsx (each lazy import costs the landing
 * page's entry script some bytes): /subscription and the sandbox's checkout, success and manage.
 */
export const BillingPage = ({ page }: { page: BillingPageName }) => {
  const Page = pages[page];
  return <Page />;
};
