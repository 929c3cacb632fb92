import type { Knex } from 'knex';

// The local billing sandbox's own state (ADR 0115). Only the sandbox provider reads and writes it.

export type SandboxCustomerRow = {
  id: string;
  user_id: string;
  email: string;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  card_behaviour: 'pays' | 'fails' | null;
};

export type SandboxCheckoutRow = {
  id: string;
  customer_id: string;
  plan_slug: string;
  status: 'open' | 'complete' | 'expired';
  subscription_id: string | null;
  cancel_url: string;
  created_at: Date;
};

export type SandboxSetupIntentRow = {
  id: string;
  customer_id: string;
  status: 'requires_payment_method' | 'succeeded';
};

export type SandboxSubscriptionRow = {
  id: string;
  customer_id: string;
  plan_slug: string;
  status: 'active' | 'past_due' | 'canceled';
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  past_due_since: Date | null;
  canceled_at: Date | null;
  created_at: Date;
};

export type SandboxInvoiceRow = {
  id: string;
  subscription_id: string;
  status: 'paid' | 'open' | 'void';
  amount_minor: number;
  currency: string;
  period_start: Date;
  period_end: Date;
  created_at: Date;
};

export type SandboxEventRow = {
  id: string;
  type: string;
  payload: { id: string; type: string; created: number; data: { object: Record<string, unknown> } };
  attempts: number;
};

/** Seconds the user's sandbox clock is ahead of real time. */
export const findSandboxClockOffset = async (db: Knex, userId: string) =>
  Number(
    (
      await db('billing_sandbox_clocks')
        .where({ user_id: userId })
        .first<{ offset_seconds: string } | undefined>('offset_seconds')
    )?.offset_seconds ?? 0,
  );

/** Moves the user's sandbox clock forward; returns the new offset. */
export const advanceSandboxClock = async (db: Knex, userId: string, seconds: number) => {
  const [row] = await db('billing_sandbox_clocks')
    .insert({ user_id: userId, offset_seconds: seconds })
    .onConflict('user_id')
    .merge({ offset_seconds: db.raw('billing_sandbox_clocks.offset_seconds + ?', [seconds]) })
    .returning<{ offset_seconds: string }[]>('offset_seconds');
  return Number(row?.offset_seconds ?? seconds);
};

export const findSandboxCustomerOfUser = (db: Knex, userId: string) =>
  db<SandboxCustomerRow>('billing_sandbox_customers').where({ user_id: userId }).first();

export const findSandboxCustomer = (db: Knex, id: string) =>
  db<SandboxCustomerRow>('billing_sandbox_customers').where({ id }).first();

/** Creates the user's sandbox customer, or returns the one they have. */
export const insertSandboxCustomer = async (
  db: Knex,
  row: { id: string; user_id: string; email: string },
) => {
  await db('billing_sandbox_customers').insert(row).onConflict('user_id').ignore();
  return (await findSandboxCustomerOfUser(db, row.user_id)) as SandboxCustomerRow;
};

export const updateSandboxCard = (
  db: Knex,
  customerId: string,
  card: Pick<
    SandboxCustomerRow,
    'card_brand' | 'card_last4' | 'card_exp_month' | 'card_exp_year' | 'card_behaviour'
  >,
) => db('billing_sandbox_customers').where({ id: customerId }).update(card);

export const insertSandboxCheckout = (
  db: Knex,
  row: Omit<SandboxCheckoutRow, 'created_at' | 'subscription_id' | 'status'>,
) => db('billing_sandbox_checkout_sessions').insert({ ...row, status: 'open' });

/** A checkout session, locked until the transaction ends when `forUpdate`. */
export const findSandboxCheckout = (db: Knex, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = db<SandboxCheckoutRow>('billing_sandbox_checkout_sessions').where({ id }).first();
  return options.forUpdate ? query.forUpdate() : query;
};

export const completeSandboxCheckout = (db: Knex, id: string, subscriptionId: string) =>
  db('billing_sandbox_checkout_sessions')
    .where({ id })
    .update({ status: 'complete', subscription_id: subscriptionId });

export const insertSandboxSetupIntent = (db: Knex, row: { id: string; customer_id: string }) =>
  db('billing_sandbox_setup_intents').insert({ ...row, status: 'requires_payment_method' });

export const findSandboxSetupIntent = (db: Knex, id: string) =>
  db<SandboxSetupIntentRow>('billing_sandbox_setup_intents').where({ id }).first().forUpdate();

export const succeedSandboxSetupIntent = (db: Knex, id: string) =>
  db('billing_sandbox_setup_intents').where({ id }).update({ status: 'succeeded' });

export const insertSandboxSubscription = async (
  db: Knex,
  row: Pick<
    SandboxSubscriptionRow,
    'id' | 'customer_id' | 'plan_slug' | 'current_period_start' | 'current_period_end'
  > & {
    created_at: Date;
  },
) => {
  const [stored] = await db('billing_sandbox_subscriptions')
    .insert({ ...row, status: 'active', updated_at: row.created_at })
    .returning<SandboxSubscriptionRow[]>('*');
  return stored as SandboxSubscriptionRow;
};

/** A sandbox subscription, locked until the transaction ends when `forUpdate`. */
export const findSandboxSubscription = (db: Knex, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = db<SandboxSubscriptionRow>('billing_sandbox_subscriptions').where({ id }).first();
  return options.forUpdate ? query.forUpdate() : query;
};

/** The customer's subscription that is not canceled, if any. */
export const findLiveSandboxSubscription = (db: Knex, customerId: string) =>
  db<SandboxSubscriptionRow>('billing_sandbox_subscriptions')
    .where({ customer_id: customerId })
    .whereNot({ status: 'canceled' })
    .orderBy('created_at', 'desc')
    .first();

export const updateSandboxSubscription = async (
  db: Knex,
  id: string,
  patch: Partial<Omit<SandboxSubscriptionRow, 'id' | 'customer_id' | 'created_at'>>,
  at: Date,
) => {
  const [stored] = await db('billing_sandbox_subscriptions')
    .where({ id })
    .update({ ...patch, updated_at: at })
    .returning<SandboxSubscriptionRow[]>('*');
  return stored as SandboxSubscriptionRow;
};

/**
 * Sandbox subscriptions with something due by their customer's clock: a period that has ended
 * (renewal, or cancellation at period end), or a failed charge whose grace is over.
 */
export const listDueSandboxSubscriptions = async (
  db: Knex,
  graceSeconds: number,
  options: { userId?: string; limit?: number } = {},
) => {
  const query = db('billing_sandbox_subscriptions as s')
    .join('billing_sandbox_customers as c', 'c.id', 's.customer_id')
    .leftJoin('billing_sandbox_clocks as k', 'k.user_id', 'c.user_id')
    .whereIn('s.status', ['active', 'past_due'])
    .andWhere((q) =>
      q
        .where((a) =>
          a
            .where('s.status', 'active')
            .andWhereRaw(
              's.current_period_end <= now() + make_interval(secs => coalesce(k.offset_seconds, 0))',
            ),
        )
        .orWhereRaw(
          "s.status = 'past_due' and s.past_due_since + make_interval(secs => ?) <= now() + make_interval(secs => coalesce(k.offset_seconds, 0))",
          [graceSeconds],
        ),
    )
    .orderBy('s.current_period_end', 'asc')
    .limit(options.limit ?? 100)
    .select<{ id: string; user_id: string }[]>('s.id', 'c.user_id');
  return options.userId ? query.where('c.user_id', options.userId) : query;
};

export const insertSandboxInvoice = async (db: Knex, row: SandboxInvoiceRow) => {
  await db('billing_sandbox_invoices').insert(row);
  return row;
};

/** The subscription's invoice still owed (attempted and failed), if any. */
export const findOpenSandboxInvoice = (db: Knex, subscriptionId: string) =>
  db<SandboxInvoiceRow>('billing_sandbox_invoices')
    .where({ subscription_id: subscriptionId, status: 'open' })
    .orderBy('created_at', 'desc')
    .first();

export const setSandboxInvoiceStatus = async (db: Knex, id: string, status: SandboxInvoiceRow['status']) => {
  const [stored] = await db('billing_sandbox_invoices')
    .where({ id })
    .update({ status })
    .returning<SandboxInvoiceRow[]>('*');
  return stored as SandboxInvoiceRow;
};

/** Writes an event to the sandbox's outbox (in the caller's transaction). */
export const insertSandboxEvent = (
  db: Knex,
  row: { id: string; type: string; payload: SandboxEventRow['payload'] },
) => db('billing_sandbox_events').insert({ ...row, payload: JSON.stringify(row.payload) });

/** Undelivered events, oldest first; `ids` narrows them to some. */
export const listPendingSandboxEvents = (db: Knex, options: { ids?: string[]; limit?: number } = {}) => {
  const query = db<SandboxEventRow>('billing_sandbox_events')
    .whereNull('delivered_at')
    .orderBy('seq', 'asc')
    .limit(options.limit ?? 100)
    .select('id', 'type', 'payload', 'attempts');
  return options.ids ? query.whereIn('id', options.ids) : query;
};

export const markSandboxEventDelivered = (db: Knex, id: string) =>
  db('billing_sandbox_events')
    .where({ id })
    .update({ delivered_at: db.fn.now(), attempts: db.raw('attempts + 1') });

export const markSandboxEventFailed = (db: Knex, id: string, error: string) =>
  db('billing_sandbox_events')
    .where({ id })
    .update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 300) });

/** An event of the outbox by id (tests). */
export const findSandboxEvent = (db: Knex, id: string) =>
  db('billing_sandbox_events')
    .where({ id })
    .first<{ delivered_at: Date | null; attempts: number } | undefined>();
