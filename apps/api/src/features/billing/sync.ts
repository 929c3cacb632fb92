import {
  findPlanBySlug,
  findSubscriptionByProviderId,
  findUserOfBillingCustomer,
  type InvoiceRow,
  insertBillingCustomer,
  type Knex,
  type SubscriptionRow,
  termsOfPlan,
  upsertInvoice,
  upsertProviderSubscription,
} from '@urosim/db';
import type { BillingProvider, ProviderSubscription } from '../../providers/billing/index.ts';

/**
 * Writes a provider's subscription as it is now (ADR 0115: the one write path, after an event's
 * re-read or a change the user asked for). Its user comes from its metadata, else from the
 * customer link; a price the app does not sell, or an unknown user, is left alone (undefined).
 */
export const syncSubscription = async (
  db: Knex,
  provider: BillingProvider['name'],
  sub: ProviderSubscription,
  now: Date,
): Promise<SubscriptionRow | undefined> => {
  const userId = sub.userId ?? (await findUserOfBillingCustomer(db, provider, sub.customerId));
  const plan = sub.planSlug ? await findPlanBySlug(db, sub.planSlug) : undefined;
  if (!userId || !plan) return undefined;
  await insertBillingCustomer(db, userId, provider, sub.customerId);
  const existing = await findSubscriptionByProviderId(db, sub.id);
  // Stripe does not say when a charge failed: the first sight of past_due dates it.
  const pastDueSince =
    sub.status === 'past_due' ? (sub.pastDueSince ?? existing?.past_due_since ?? now) : null;
  // A period keeps the terms it began with (ADR 0123): an admin's edit of the plan reaches the
  // subscription at its next period (or when it moves to another plan), never within this one.
  const isSamePeriod =
    existing?.plan_id === plan.id &&
    existing.current_period_start.getTime() === sub.currentPeriodStart.getTime() &&
    existing.terms;
  const terms = isSamePeriod && existing.terms ? existing.terms : termsOfPlan(plan);
  return upsertProviderSubscription(db, {
    terms,
    user_id: userId,
    plan_id: plan.id,
    status: sub.status,
    current_period_start: sub.currentPeriodStart,
    current_period_end: sub.currentPeriodEnd,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    past_due_since: pastDueSince,
    provider,
    provider_customer_id: sub.customerId,
    provider_subscription_id: sub.id,
  });
};

/**
 * A subscription on an older price of its plan (an admin changed the price, ADR 0123) is moved to
 * the plan's current price for its next period, at any event about it: Stripe sends several before
 * each renewal (`invoice.upcoming` among them), and the move charges nothing now, so whichever comes
 * first moves it and the running period keeps the price it was sold at.
 */
export const followPlanPrice = async (
  db: Knex,
  provider: BillingProvider,
  sub: ProviderSubscription | null,
): Promise<ProviderSubscription | null> => {
  if (!sub?.planSlug || !provider.followPlanPrice) return sub;
  const plan = await findPlanBySlug(db, sub.planSlug);
  return plan ? provider.followPlanPrice(sub, plan) : sub;
};

/** An invoice object of a Stripe-shaped event (the fields the app keeps). */
export type InvoiceObject = {
  id: string;
  status: string | null;
  attempted?: boolean;
  amount_due: number;
  currency: string;
  period_start: number;
  period_end: number;
  hosted_invoice_url?: string | null;
  lines?: { data?: { period?: { start: number; end: number } }[] };
};

/** The subscription an event's object names: itself, a checkout's, or an invoice's. */
export const subscriptionIdOf = (type: string, object: Record<string, unknown>): string | undefined => {
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : (value as { id?: string } | null | undefined)?.id;
  if (type.startsWith('customer.subscription.')) return idOf(object.id);
  if (type === 'checkout.session.completed') return idOf(object.subscription);
  if (type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return undefined;
};

const invoiceStatus = (invoice: InvoiceObject, eventType: string): InvoiceRow['status'] => {
  if (invoice.status === 'paid' || eventType === 'invoice.paid') return 'paid';
  if (invoice.status === 'void' || invoice.status === 'uncollectible') return 'void';
  if (eventType === 'invoice.payment_failed' || invoice.attempted) return 'failed';
  return 'open';
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Writes an invoice of an event for the subscription it belongs to; a paid invoice stays paid. */
export const syncInvoice = async (
  db: Knex,
  provider: BillingProvider['name'],
  subscription: SubscriptionRow,
  invoice: InvoiceObject,
  eventType: string,
) => {
  const period = invoice.lines?.data?.[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  await upsertInvoice(db, {
    user_id: subscription.user_id,
    subscription_id: subscription.id,
    provider,
    provider_invoice_id: invoice.id,
    status: invoiceStatus(invoice, eventType),
    amount_minor: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    period_start: fromUnix(period.start),
    period_end: fromUnix(period.end),
    url: invoice.hosted_invoice_url ?? null,
  });
};
