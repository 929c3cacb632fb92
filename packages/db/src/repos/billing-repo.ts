import type { Knex } from 'knex';
import type { PlanRow } from './website-repo.ts';

/** A subscription as the app knows it (ADR 0115): written from provider events, or by the pilot. */
export type SubscriptionRow = {
  id: string;
  user_id: string;
  plan_id: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  past_due_since: Date | null;
  provider: 'stripe' | 'sandbox' | 'urosim';
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  source: 'checkout' | 'research-pilot';
  /** The plan's terms for the current period, taken at its start (ADR 0123); null before. */
  terms?: SubscriptionTerms | null;
  canceled_at?: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** What a period of a subscription is sold at and allows: the plan's terms when the period began. */
export type SubscriptionTerms = Pick<
  PlanRow,
  | 'tier'
  | 'price_monthly_minor'
  | 'currency'
  | 'sessions_per_month'
  | 'is_avatar_included'
  | 'is_facilitator_included'
>;

/** A plan's terms now (snapshotted into a subscription at each period's start). */
export const termsOfPlan = (plan: PlanRow): SubscriptionTerms => ({
  tier: plan.tier,
  price_monthly_minor: plan.price_monthly_minor,
  currency: plan.currency,
  sessions_per_month: plan.sessions_per_month,
  is_avatar_included: plan.is_avatar_included,
  is_facilitator_included: plan.is_facilitator_included,
});

/** A subscription with the plan it is on (the plan's terms as of the subscription's period). */
export type SubscriptionWithPlan = SubscriptionRow & { plan: PlanRow };

export type InvoiceRow = {
  id: string;
  user_id: string;
  subscription_id: string | null;
  provider: string;
  provider_invoice_id: string;
  status: 'paid' | 'open' | 'failed' | 'void';
  amount_minor: number;
  currency: string;
  period_start: Date;
  period_end: Date;
  url: string | null;
  created_at: Date;
};

/** A plan by slug, active or not. */
export const findPlanBySlug = (db: Knex, slug: string) => db<PlanRow>('plans').where({ slug }).first();

/** Every subscription of a user with its plan, newest first. */
export const listSubscriptionsOfUser = async (db: Knex, userId: string): Promise<SubscriptionWithPlan[]> => {
  const rows = await db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .where('s.user_id', userId)
    .orderBy('s.created_at', 'desc')
    .select('s.*', db.raw('row_to_json(p.*) as plan'));
  // A running period keeps the terms it started with: an admin's later edit applies from the next.
  return rows.map((row: SubscriptionRow & { plan: PlanRow & { created_at: string } }) =>
    row.terms ? { ...row, plan: { ...row.plan, ...row.terms } } : row,
  );
};

export const findSubscriptionByProviderId = (db: Knex, providerSubscriptionId: string) =>
  db<SubscriptionRow>('subscriptions').where({ provider_subscription_id: providerSubscriptionId }).first();

/**
 * Writes a provider's subscription as it is now: created on first sight, else brought in step
 * (the provider's re-read is the truth, whatever the order of the events that led to it).
 */
export const upsertProviderSubscription = async (
  db: Knex,
  row: Omit<SubscriptionRow, 'id' | 'created_at' | 'updated_at' | 'source' | 'terms' | 'canceled_at'> & {
    provider_subscription_id: string;
    terms: SubscriptionTerms;
  },
) => {
  const insert = { ...row, terms: JSON.stringify(row.terms) };
  const [stored] = await db<SubscriptionRow>('subscriptions')
    .insert({ ...insert, source: 'checkout' } as never)
    .onConflict('provider_subscription_id')
    .merge({
      plan_id: row.plan_id,
      status: row.status,
      current_period_start: row.current_period_start,
      current_period_end: row.current_period_end,
      cancel_at_period_end: row.cancel_at_period_end,
      past_due_since: row.past_due_since,
      provider_customer_id: row.provider_customer_id,
      terms: insert.terms as never,
      canceled_at: (row.status === 'canceled'
        ? db.raw('coalesce(subscriptions.canceled_at, now())')
        : null) as unknown as Date,
      updated_at: db.fn.now() as unknown as Date,
    })
    .returning('*');
  return stored as SubscriptionRow;
};

/** The research pilot's premium month, once per user: undefined when it was granted before. */
export const insertPilotSubscription = async (
  db: Knex,
  row: { user_id: string; plan_id: string; current_period_start: Date; current_period_end: Date },
) => {
  const [stored] = await db('subscriptions')
    .insert({ ...row, status: 'active', provider: 'urosim', source: 'research-pilot' })
    .onConflict(db.raw("(user_id) WHERE source = 'research-pilot'"))
    .ignore()
    .returning<SubscriptionRow[]>('*');
  return stored;
};

/**
 * Holds, until the transaction ends, the right to write provider subscription `id`: two events
 * about it re-read and write one after the other, so the later re-read is the one that stays.
 */
export const lockProviderSubscription = async (trx: Knex.Transaction, provider: string, id: string) => {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`billing:${provider}:${id}`]);
};

/** The user's customer at a provider, if any. */
export const findBillingCustomer = async (db: Knex, userId: string, provider: string) =>
  (
    await db('billing_customers')
      .where({ user_id: userId, provider })
      .first<{ provider_customer_id: string } | undefined>('provider_customer_id')
  )?.provider_customer_id;

/** The user of a provider's customer, if known. */
export const findUserOfBillingCustomer = async (db: Knex, provider: string, customerId: string) =>
  (
    await db('billing_customers')
      .where({ provider, provider_customer_id: customerId })
      .first<{ user_id: string } | undefined>('user_id')
  )?.user_id;

/** Links a user to their provider customer (the first link stays). */
export const insertBillingCustomer = (db: Knex, userId: string, provider: string, customerId: string) =>
  db('billing_customers')
    .insert({ user_id: userId, provider, provider_customer_id: customerId })
    .onConflict(['user_id', 'provider'])
    .ignore();

/** Records a provider event; false when it was recorded before (a redelivery). */
export const insertBillingEventOnce = async (
  db: Knex,
  event: { provider: string; event_id: string; type: string },
) => {
  const inserted = await db('billing_events')
    .insert(event)
    .onConflict(['provider', 'event_id'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
};

/** Whether a provider event was recorded (tests and support). */
export const countBillingEvents = async (db: Knex, provider: string, eventId: string) =>
  Number(
    (
      await db('billing_events')
        .where({ provider, event_id: eventId })
        .count<{ count: string }[]>({ count: '*' })
    )[0]?.count ?? 0,
  );

/** Writes an invoice as the provider says it is now; a paid invoice stays paid. */
export const upsertInvoice = async (db: Knex, row: Omit<InvoiceRow, 'id' | 'created_at'>) => {
  await db('invoices')
    .insert(row)
    .onConflict(['provider', 'provider_invoice_id'])
    .merge({
      status: db.raw("case when invoices.status = 'paid' then invoices.status else excluded.status end"),
      amount_minor: row.amount_minor,
      subscription_id: row.subscription_id,
      url: row.url,
      updated_at: db.fn.now(),
    });
};

/** The user's invoices, newest first. */
export const listInvoicesOfUser = (db: Knex, userId: string, limit = 24) =>
  db<InvoiceRow>('invoices').where({ user_id: userId }).orderBy('period_start', 'desc').limit(limit);
