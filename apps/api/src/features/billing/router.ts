import { billingSandboxRoutes, subscriptionRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import type { MountRoute } from '../../http/route.ts';
import { readEntitlement } from './entitlements.ts';
import {
  activeSubscription,
  type BillingDeps,
  cancelSubscription,
  changePlan,
  listInvoices,
  managePortal,
  reactivateSubscription,
  readPaymentMethod,
  startCheckout,
  startPaymentMethodUpdate,
  subscriptionPage,
  usageSummary,
  visibleSubscription,
} from './service.ts';
import { receiveWebhook } from './webhook.ts';

/** Subscriptions (section 7), the payment provider's webhook and, with the sandbox, its own routes. */
export const createBillingRouter = (deps: BillingDeps & { mount: MountRoute }) => {
  const { mount, db, config, billing } = deps;
  const router = Router();

  mount(router, subscriptionRoutes.current, ({ user }) => subscriptionPage(deps, user));
  mount(router, subscriptionRoutes.active, ({ user }) => activeSubscription(deps, user));
  mount(router, subscriptionRoutes.usageSummary, ({ user }) => usageSummary(deps, user));
  mount(router, subscriptionRoutes.checkout, ({ user, body }) => startCheckout(deps, user, body.planSlug));
  mount(router, subscriptionRoutes.changePlan, ({ user, body }) => changePlan(deps, user, body.planSlug));
  mount(router, subscriptionRoutes.cancel, ({ user }) => cancelSubscription(deps, user));
  mount(router, subscriptionRoutes.reactivate, ({ user }) => reactivateSubscription(deps, user));
  mount(router, subscriptionRoutes.updatePaymentMethod, ({ user }) => startPaymentMethodUpdate(deps, user));
  mount(router, subscriptionRoutes.manage, ({ user }) => managePortal(deps, user));
  mount(
    router,
    subscriptionRoutes.webhook,
    ({ req }) => receiveWebhook({ db, provider: billing.provider }, req.body, req.get('stripe-signature')),
    { rawBody: true },
  );

  const { sandbox } = billing;
  if (!sandbox) return router;
  mount(router, billingSandboxRoutes.checkout, ({ user, params }) => sandbox.readCheckout(params.id, user));
  mount(router, billingSandboxRoutes.pay, ({ user, params, body }) => sandbox.pay(params.id, user.id, body));
  mount(router, billingSandboxRoutes.confirmSetup, ({ user, params, body }) =>
    sandbox.confirmSetup(params.id, user.id, body),
  );
  mount(router, billingSandboxRoutes.portal, async ({ user }) => {
    const [entitlement, paymentMethod, invoices, clock] = await Promise.all([
      readEntitlement(db, config, user),
      readPaymentMethod(deps, user.id),
      listInvoices(db, user.id),
      sandbox.clock(user.id),
    ]);
    return { subscription: visibleSubscription(entitlement), paymentMethod, invoices, clock };
  });
  mount(router, billingSandboxRoutes.clock, ({ user }) => sandbox.clock(user.id));
  mount(router, billingSandboxRoutes.advanceClock, ({ user, body }) => {
    if (config.isProduction)
      throw new AppError('FORBIDDEN', 'The sandbox clock cannot be moved in production.');
    return sandbox.advanceClock(user.id, body.days);
  });
  return router;
};
