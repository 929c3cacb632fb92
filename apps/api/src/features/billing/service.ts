import type { Config } from '@urosim/config';
import type { Invoice, PaidPlanSlug, SubscriptionPage, UsageSummary } from '@urosim/contracts';
import {
  findBillingCustomer,
  findPlanBySlug,
  type InvoiceRow,
  insertBillingCustomer,
  type Knex,
  listInvoicesOfUser,
} from '@urosim/db';
import { formatMoney } from '@urosim/domain';
import { AppError } from '../../http/app-error.ts';
import type { Billing } from '../../providers/billing/index.ts';
import type { UserRow } from '../auth/repo.ts';
import { quotaOf } from '../sessions/quota.ts';
import { AVATAR_MINUTES_USAGE, avatarMinutesUsage } from './avatar-minutes.ts';
import { type Entitlement, effectivePlanOf, readEntitlement, toSubscription } from './entitlements.ts';
import { syncSubscription } from './sync.ts';

export type BillingDeps = { db: Knex; config: Config; billing: Billing };

/** The subscription the pages show: any but an ended one (null means Free, with nothing to say). */
export const visibleSubscription = (entitlement: Entitlement) => {
  const sub = entitlement.subscription;
  return sub && sub.status !== 'canceled' && sub.status !== 'incomplete' ? toSubscription(sub) : null;
};

/** The plan, the current period's usage (the same quota the header and dashboard show) and the subscription. */
export const usageSummary = async (deps: BillingDeps, user: UserRow): Promise<UsageSummary> => {
  const entitlement = await readEntitlement(deps.db, deps.config, user);
  const quota = await quotaOf(deps.db, user.id, entitlement);
  const avatar = await avatarMinutesUsage(deps.db, deps.config, user.id, entitlement);
  const period = {
    period_start: entitlement.period.start.toISOString(),
    period_end: entitlement.period.end.toISOString(),
  };
  return {
    usage: {
      sessions: { label: 'Sessions', ...quota, ...period },
      ...(avatar && { [AVATAR_MINUTES_USAGE]: { ...avatar, ...period } }),
    },
    subscription: visibleSubscription(entitlement),
    plan: effectivePlanOf(entitlement),
  };
};

/** The subscription that gives access now, if any. */
export const activeSubscription = async (deps: BillingDeps, user: UserRow) => {
  const entitlement = await readEntitlement(deps.db, deps.config, user);
  const sub = entitlement.subscription;
  return { subscription: sub && entitlement.hasPaidAccess ? toSubscription(sub) : null };
};

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  status: row.status,
  amount_minor: row.amount_minor,
  currency: row.currency,
  amount_label: formatMoney(row.amount_minor, row.currency),
  period_start: row.period_start.toISOString(),
  period_end: row.period_end.toISOString(),
  created_at: row.created_at.toISOString(),
  url: row.url,
});

/** The user's invoices as the pages list them. */
export const listInvoices = async (db: Knex, userId: string) =>
  (await listInvoicesOfUser(db, userId)).map(toInvoice);

/** The card the provider charges, if the user is its customer and has one. */
export const readPaymentMethod = async (deps: BillingDeps, userId: string) => {
  const customerId = await findBillingCustomer(deps.db, userId, deps.billing.provider.name);
  return customerId ? deps.billing.provider.paymentMethod(customerId) : null;
};

/** Everything `/subscription` shows. */
export const subscriptionPage = async (deps: BillingDeps, user: UserRow): Promise<SubscriptionPage> => {
  const [summary, invoices, paymentMethod] = await Promise.all([
    usageSummary(deps, user),
    listInvoices(deps.db, user.id),
    readPaymentMethod(deps, user.id),
  ]);
  return { ...summary, invoices, paymentMethod, provider: deps.billing.provider.name };
};

/** The user's customer at the provider, made on first need. */
const ensureCustomer = async (deps: BillingDeps, user: UserRow) => {
  const { provider } = deps.billing;
  const existing = await findBillingCustomer(deps.db, user.id, provider.name);
  if (existing) return existing;
  const created = await provider.createCustomer({ id: user.id, email: user.email, fullName: user.full_name });
  await insertBillingCustomer(deps.db, user.id, provider.name, created);
  // Two first checkouts at once: the first link stays, and both use it.
  return (await findBillingCustomer(deps.db, user.id, provider.name)) ?? created;
};

const paidPlan = async (db: Knex, slug: PaidPlanSlug) => {
  const plan = await findPlanBySlug(db, slug);
  if (!plan?.is_active) throw new AppError('NOT_FOUND', 'No such plan');
  return plan;
};

/** Starts buying a plan: where the browser goes to pay. Refused while a bought plan gives access. */
export const startCheckout = async (deps: BillingDeps, user: UserRow, planSlug: PaidPlanSlug) => {
  const entitlement = await readEntitlement(deps.db, deps.config, user);
  const sub = entitlement.subscription;
  if (sub && entitlement.hasPaidAccess && sub.source === 'checkout') {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      `You already have the ${sub.plan.name} plan: change your plan instead.`,
    );
  }
  const plan = await paidPlan(deps.db, planSlug);
  const customerId = await ensureCustomer(deps, user);
  return deps.billing.provider.createCheckout({
    customerId,
    user: { id: user.id, email: user.email, fullName: user.full_name },
    plan,
  });
};

/** The bought subscription the user can act on (active or past due, at this provider), else 409. */
const ownSubscription = async (deps: BillingDeps, user: UserRow) => {
  const { subscription: sub } = await readEntitlement(deps.db, deps.config, user);
  const live = sub && (sub.status === 'active' || sub.status === 'past_due');
  if (!sub || !live || sub.provider !== deps.billing.provider.name || !sub.provider_subscription_id) {
    throw new AppError('NO_SUBSCRIPTION', 'You have no subscription to change.');
  }
  return { ...sub, provider_subscription_id: sub.provider_subscription_id };
};

/** Asks the provider for a change and writes its answer as the webhook would; the subscription after it. */
const changeSubscription = async (
  deps: BillingDeps,
  user: UserRow,
  change: { cancelAtPeriodEnd?: boolean; plan?: Awaited<ReturnType<typeof paidPlan>> },
) => {
  const sub = await ownSubscription(deps, user);
  const { provider } = deps.billing;
  const updated = await provider.updateSubscription(sub.provider_subscription_id, change);
  await syncSubscription(deps.db, provider.name, updated, new Date());
  const after = await readEntitlement(deps.db, deps.config, user);
  const shown = after.subscription?.id === sub.id ? after.subscription : undefined;
  if (!shown) throw new AppError('NO_SUBSCRIPTION', 'You have no subscription to change.');
  return { subscription: toSubscription(shown) };
};

export const cancelSubscription = (deps: BillingDeps, user: UserRow) =>
  changeSubscription(deps, user, { cancelAtPeriodEnd: true });

export const reactivateSubscription = (deps: BillingDeps, user: UserRow) =>
  changeSubscription(deps, user, { cancelAtPeriodEnd: false });

export const changePlan = async (deps: BillingDeps, user: UserRow, planSlug: PaidPlanSlug) =>
  changeSubscription(deps, user, { plan: await paidPlan(deps.db, planSlug) });

/** Starts changing the card (Stripe's Payment Element, or the sandbox's card form). */
export const startPaymentMethodUpdate = async (deps: BillingDeps, user: UserRow) => {
  await ownSubscription(deps, user);
  const customerId = await findBillingCustomer(deps.db, user.id, deps.billing.provider.name);
  if (!customerId) throw new AppError('NO_SUBSCRIPTION', 'You have no subscription to change.');
  return deps.billing.provider.createPaymentMethodUpdate(customerId);
};

/** The provider's customer portal (the sandbox's management page). */
export const managePortal = async (deps: BillingDeps, user: UserRow) => {
  const customerId = await findBillingCustomer(deps.db, user.id, deps.billing.provider.name);
  if (!customerId) throw new AppError('NO_SUBSCRIPTION', 'You have no subscription to manage.');
  return deps.billing.provider.createPortal(customerId);
};
