import type { Endpoint } from '../route.ts';

/** Method and path of each route of `subscriptionRoutes` (specification, section 7: Subscription). */
export const subscriptionEndpoints = {
  current: { method: 'get', path: '/api/v1/subscription' },
  active: { method: 'get', path: '/api/v1/subscription/active' },
  usageSummary: { method: 'get', path: '/api/v1/subscription/usage-summary' },
  checkout: { method: 'post', path: '/api/v1/subscription/checkout' },
  changePlan: { method: 'post', path: '/api/v1/subscription/change-plan' },
  cancel: { method: 'post', path: '/api/v1/subscription/cancel' },
  reactivate: { method: 'post', path: '/api/v1/subscription/reactivate' },
  updatePaymentMethod: { method: 'post', path: '/api/v1/subscription/update-payment-method' },
  manage: { method: 'get', path: '/api/v1/subscription/manage' },
  webhook: { method: 'post', path: '/api/v1/subscription/webhook' },
} as const satisfies Record<string, Endpoint>;

/**
 * Method and path of each route of `billingSandboxRoutes`: the local billing sandbox's own pages
 * (checkout, payment method, management, its clock). Mounted only when the sandbox is the provider.
 */
export const billingSandboxEndpoints = {
  checkout: { method: 'get', path: '/api/v1/billing-sandbox/checkout/:id' },
  pay: { method: 'post', path: '/api/v1/billing-sandbox/checkout/:id/pay' },
  confirmSetup: { method: 'post', path: '/api/v1/billing-sandbox/setup/:id/confirm' },
  portal: { method: 'get', path: '/api/v1/billing-sandbox/portal' },
  clock: { method: 'get', path: '/api/v1/billing-sandbox/clock' },
  advanceClock: { method: 'post', path: '/api/v1/billing-sandbox/clock/advance' },
} as const satisfies Record<string, Endpoint>;
