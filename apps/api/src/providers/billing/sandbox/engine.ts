import { BILLING, type SandboxCard } from '@urosim/contracts';
import {
  completeSandboxCheckout,
  findLiveSandboxSubscription,
  findOpenSandboxInvoice,
  findPlanBySlug,
  findSandboxCheckout,
  findSandboxClockOffset,
  findSandboxCustomer,
  findSandboxPrice,
  findSandboxSetupIntent,
  findSandboxSubscription,
  insertSandboxEvent,
  insertSandboxInvoice,
  insertSandboxSubscription,
  type Knex,
  type SandboxCustomerRow,
  type SandboxSubscriptionRow,
  setSandboxInvoiceStatus,
  succeedSandboxSetupIntent,
  updateSandboxCard,
  updateSandboxSubscription,
} from '@urosim/db';
import { AppError } from '../../../http/app-error.ts';
import { acceptCard } from './cards.ts';
import { checkoutObject, eventOf, invoiceObject, sandboxId, subscriptionObject } from './objects.ts';

// The billing sandbox's state machine (ADR 0115). Every change runs in one transaction that also
// writes the change's Stripe-shaped events to the outbox; the caller delivers them after the commit.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes an event to the outbox in the change's transaction. */
type Emit = (type: string, object: Record<string, unknown>, at: Date) => Promise<void>;

/** A change's result and the ids of the events it wrote (to deliver once committed). */
export type Changed<T> = { result: T; eventIds: string[] };

const change = async <T>(db: Knex, run: (trx: Knex.Transaction, emit: Emit) => Promise<T>) => {
  const eventIds: string[] = [];
  const result = await db.transaction(async (trx) => {
    const emit: Emit = async (type, object, at) => {
      const event = eventOf(type, object, at);
      await insertSandboxEvent(trx, { id: event.id, type, payload: event });
      eventIds.push(event.id);
    };
    return run(trx, emit);
  });
  return { result, eventIds } satisfies Changed<T>;
};

/** The sandbox's time for a user: real time plus their clock's offset. */
export const sandboxNow = async (db: Knex, userId: string) =>
  new Date(Date.now() + (await findSandboxClockOffset(db, userId)) * 1000);

/** One month on (the sandbox's billing interval). */
export const addMonth = (at: Date) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

const notFound = () => new AppError('NOT_FOUND', 'No such sandbox checkout or setup');

/**
 * What the plan's price is now: its sandbox price object (ADR 0123: an admin's price change makes a
 * new one, as in Stripe), else the plan's own figure. Checkout and each renewal charge it, so a
 * change reaches a running subscription at its next period, never within the one it has paid.
 */
const priceOf = async (trx: Knex, planSlug: string) => {
  const plan = await findPlanBySlug(trx, planSlug);
  if (!plan) throw new AppError('NOT_FOUND', `No plan ${planSlug}`);
  const priceId = (plan as { sandbox_price_id?: string | null }).sandbox_price_id;
  const price = priceId ? await findSandboxPrice(trx, priceId) : undefined;
  if (price) return { amount_minor: price.amount_minor, currency: price.currency };
  return { amount_minor: plan.price_monthly_minor, currency: plan.currency };
};

/** A customer's checkout, or 404 when it is not theirs. */
const ownCustomer = async (trx: Knex, customerId: string, userId: string) => {
  const customer = await findSandboxCustomer(trx, customerId);
  if (customer?.user_id !== userId) throw notFound();
  return customer;
};

/**
 * Pays a checkout with a test card: the card is saved, the subscription starts now for a month and
 * its first invoice is paid (4000 0000 0000 0341 too: it fails only at the next charge).
 */
export const payCheckout = (db: Knex, input: { id: string; userId: string; card: SandboxCard }) =>
  change(db, async (trx, emit) => {
    const checkout = await findSandboxCheckout(trx, input.id, { forUpdate: true });
    if (!checkout) throw notFound();
    const customer = await ownCustomer(trx, checkout.customer_id, input.userId);
    if (checkout.status === 'complete') return checkout.id;
    if (checkout.status !== 'open') throw new AppError('CONFLICT', 'This checkout has expired.');
    const now = await sandboxNow(trx, input.userId);
    const card = acceptCard(input.card, now);
    if (await findLiveSandboxSubscription(trx, customer.id)) {
      throw new AppError('ALREADY_SUBSCRIBED', 'You already have a subscription: change its plan instead.');
    }
    const price = await priceOf(trx, checkout.plan_slug);
    await updateSandboxCard(trx, customer.id, card);
    const sub = await insertSandboxSubscription(trx, {
      id: sandboxId('sub'),
      customer_id: customer.id,
      plan_slug: checkout.plan_slug,
      current_period_start: now,
      current_period_end: addMonth(now),
      created_at: now,
    });
    const invoice = await insertSandboxInvoice(trx, {
      id: sandboxId('in'),
      subscription_id: sub.id,
      status: 'paid',
      ...price,
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      created_at: now,
    });
    await completeSandboxCheckout(trx, checkout.id, sub.id);
    await emit('checkout.session.completed', checkoutObject(checkout, sub.id, input.userId), now);
    await emit('customer.subscription.created', subscriptionObject(sub, input.userId), now);
    await emit('invoice.paid', invoiceObject(invoice, customer.id), now);
    return checkout.id;
  });

/** Charges the invoice still owed with the customer's card: paid → active again; else it stays owed. */
const chargeOwed = async (
  trx: Knex,
  emit: Emit,
  sub: SandboxSubscriptionRow,
  customer: Pick<SandboxCustomerRow, 'id' | 'user_id' | 'card_behaviour'>,
  now: Date,
) => {
  const owed = await findOpenSandboxInvoice(trx, sub.id);
  if (!owed) return;
  if (customer.card_behaviour !== 'pays') {
    await emit('invoice.payment_failed', invoiceObject(owed, customer.id), now);
    return;
  }
  const paid = await setSandboxInvoiceStatus(trx, owed.id, 'paid');
  const active = await updateSandboxSubscription(
    trx,
    sub.id,
    { status: 'active', past_due_since: null },
    now,
  );
  await emit('invoice.paid', invoiceObject(paid, customer.id), now);
  await emit('customer.subscription.updated', subscriptionObject(active, customer.user_id), now);
};

/** Saves a new card from the payment-method page; a past-due subscription is charged with it at once. */
export const confirmSetup = (db: Knex, input: { id: string; userId: string; card: SandboxCard }) =>
  change(db, async (trx, emit) => {
    const setup = await findSandboxSetupIntent(trx, input.id);
    if (!setup) throw notFound();
    const customer = await ownCustomer(trx, setup.customer_id, input.userId);
    const now = await sandboxNow(trx, input.userId);
    const card = acceptCard(input.card, now);
    await updateSandboxCard(trx, customer.id, card);
    await succeedSandboxSetupIntent(trx, setup.id);
    await emit(
      'setup_intent.succeeded',
      { id: setup.id, object: 'setup_intent', customer: customer.id, status: 'succeeded' },
      now,
    );
    const sub = await findLiveSandboxSubscription(trx, customer.id);
    if (sub?.status === 'past_due') await chargeOwed(trx, emit, sub, { ...customer, ...card }, now);
    return {
      brand: card.card_brand,
      last4: card.card_last4,
      exp_month: card.card_exp_month,
      exp_year: card.card_exp_year,
    };
  });

/** Cancels at period end, undoes it, or moves to another plan (from now, within the same period). */
export const updateSubscription = (
  db: Knex,
  id: string,
  patch: { cancel_at_period_end?: boolean; plan_slug?: string },
) =>
  change(db, async (trx, emit) => {
    const sub = await findSandboxSubscription(trx, id, { forUpdate: true });
    if (!sub || sub.status === 'canceled')
      throw new AppError('NO_SUBSCRIPTION', 'This subscription has ended.');
    const customer = (await findSandboxCustomer(trx, sub.customer_id))!;
    const now = await sandboxNow(trx, customer.user_id);
    const updated = await updateSandboxSubscription(trx, sub.id, patch, now);
    await emit('customer.subscription.updated', subscriptionObject(updated, customer.user_id), now);
    return { sub: updated, userId: customer.user_id };
  });

/**
 * Runs what the subscription's clock has reached, as Stripe would: at the period end a
 * subscription cancelled at period end ends; another renews (the card pays: a paid invoice and a
 * new period; it fails: an open invoice, `past_due` from then); past due for the grace days, it is
 * cancelled (Stripe's retries spent). Repeats while the clock is further on (months advanced at once).
 */
export const runDue = (db: Knex, id: string) =>
  change(db, async (trx, emit) => {
    let sub = await findSandboxSubscription(trx, id, { forUpdate: true });
    if (!sub) return;
    const customer = (await findSandboxCustomer(trx, sub.customer_id))!;
    const now = await sandboxNow(trx, customer.user_id);
    const user = customer.user_id;
    for (;;) {
      if (sub.status === 'active' && sub.current_period_end <= now) {
        const at = sub.current_period_end;
        if (sub.cancel_at_period_end) {
          sub = await updateSandboxSubscription(trx, sub.id, { status: 'canceled', canceled_at: at }, at);
          await emit('customer.subscription.deleted', subscriptionObject(sub, user), at);
          return;
        }
        const pays = customer.card_behaviour === 'pays';
        const invoice = await insertSandboxInvoice(trx, {
          id: sandboxId('in'),
          subscription_id: sub.id,
          status: pays ? 'paid' : 'open',
          ...(await priceOf(trx, sub.plan_slug)),
          period_start: at,
          period_end: addMonth(at),
          created_at: at,
        });
        sub = await updateSandboxSubscription(
          trx,
          sub.id,
          {
            current_period_start: at,
            current_period_end: addMonth(at),
            ...(pays ? {} : { status: 'past_due' as const, past_due_since: at }),
          },
          at,
        );
        await emit(pays ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(invoice, customer.id), at);
        await emit('customer.subscription.updated', subscriptionObject(sub, user), at);
        continue;
      }
      if (sub.status === 'past_due' && sub.past_due_since) {
        const graceEnds = new Date(sub.past_due_since.getTime() + BILLING.graceDays * DAY_MS);
        if (graceEnds <= now) {
          sub = await updateSandboxSubscription(
            trx,
            sub.id,
            { status: 'canceled', canceled_at: graceEnds },
            graceEnds,
          );
          await emit('customer.subscription.deleted', subscriptionObject(sub, user), graceEnds);
        }
      }
      return;
    }
  });
