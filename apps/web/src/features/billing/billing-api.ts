import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingSandboxEndpoints,
  type PaidPlanSlug,
  type SandboxCard,
  type Subscription,
  type SubscriptionPage,
  subscriptionEndpoints,
  type UsageSummary,
} from '@urosim/contracts';
import { apiClient } from '../../api/client';
// Debug mode logs the subscription calls, which all start from here.
import '../../api/debug-log';
import { useAuthUser } from '../auth/auth-provider';

/** TanStack Query keys of the subscription, its usage and the billing sandbox. */
export const billingKeys = {
  all: ['billing'] as const,
  usageSummary: (userId: string | undefined) => [...billingKeys.all, 'usage-summary', userId] as const,
  page: () => [...billingKeys.all, 'page'] as const,
  active: () => [...billingKeys.all, 'active'] as const,
  sandboxCheckout: (id: string) => [...billingKeys.all, 'sandbox', 'checkout', id] as const,
  sandboxPortal: () => [...billingKeys.all, 'sandbox', 'portal'] as const,
};

/**
 * The current period's usage, the subscription and the plan that applies: the header pill, the
 * banner and the quota read it. Only asked for when a user id exists (specification, section 7).
 */
export const useUsageSummary = () => {
  const { user } = useAuthUser();
  return useQuery<UsageSummary>({
    queryKey: billingKeys.usageSummary(user?.id),
    queryFn: ({ signal }) => apiClient.call(subscriptionEndpoints.usageSummary, { signal }),
    enabled: !!user?.id,
    staleTime: 60_000,
  });
};

/** Everything `/subscription` shows: plan, status, period, usage, invoices and the card. */
export const useSubscriptionPage = () =>
  useQuery<SubscriptionPage>({
    queryKey: billingKeys.page(),
    queryFn: ({ signal }) => apiClient.call(subscriptionEndpoints.current, { signal }),
  });

/** The subscription that gives access now, if any. */
export const fetchActiveSubscription = (
  signal?: AbortSignal,
): Promise<{ subscription: Subscription | null }> =>
  apiClient.call(subscriptionEndpoints.active, signal ? { signal } : {});

/** Starts buying a plan: the provider's (or the sandbox's) checkout page to go to. */
export const startCheckout = (planSlug: PaidPlanSlug) =>
  apiClient.call(subscriptionEndpoints.checkout, { body: { planSlug } });

/** The provider's customer portal (or the sandbox's management page). */
export const fetchManageUrl = () => apiClient.call(subscriptionEndpoints.manage);

/** Starts changing the card: Stripe's SetupIntent, or the sandbox's setup to confirm. */
export const startPaymentMethodUpdate = () => apiClient.call(subscriptionEndpoints.updatePaymentMethod);

/** Saves a card typed into the sandbox's form for a setup (and pays what is owed, if past due). */
export const confirmSandboxSetup = (setupId: string, card: SandboxCard) =>
  apiClient.call(billingSandboxEndpoints.confirmSetup, { params: { id: setupId }, body: card });

/** Goes to a page the api named: the app's own paths by the router, any other by the browser. */
export const goTo = (url: string, navigate: (path: string) => void) => {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
};

/** Where the card is changed (specification, section 2). */
export const UPDATE_PAYMENT_PATH = '/subscription?action=update-payment';

/**
 * Whether this document was loaded at /subscription. With Stripe, the Content-Security-Policy that
 * lets Stripe.js in is that page's own (ADR 0115), so a client-side route change from another
 * page cannot load it.
 */
export const isDocumentAtSubscription = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  return new URL(entry?.name ?? window.location.href).pathname === '/subscription';
};

/**
 * Opens the card form: with Stripe as the provider by loading the page (for its CSP) unless this
 * document is already /subscription; otherwise by the router.
 */
export const openPaymentMethodUpdate = (provider: string, navigate: (path: string) => void) => {
  if (provider === 'stripe' && !isDocumentAtSubscription()) window.location.assign(UPDATE_PAYMENT_PATH);
  else navigate(UPDATE_PAYMENT_PATH);
};

/** Everything that shows the subscription or the usage is asked for again. */
export const useRefreshBilling = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: billingKeys.all });
};

/** Cancel (at period end), reactivate and change plan: each refreshes what shows the subscription. */
export const useSubscriptionActions = () => {
  const refresh = useRefreshBilling();
  const onSettled = () => refresh();
  return {
    cancel: useMutation({ mutationFn: () => apiClient.call(subscriptionEndpoints.cancel), onSettled }),
    reactivate: useMutation({
      mutationFn: () => apiClient.call(subscriptionEndpoints.reactivate),
      onSettled,
    }),
    changePlan: useMutation({
      mutationFn: (planSlug: PaidPlanSlug) =>
        apiClient.call(subscriptionEndpoints.changePlan, { body: { planSlug } }),
      onSettled,
    }),
  };
};
