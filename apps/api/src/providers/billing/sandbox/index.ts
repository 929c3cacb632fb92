import type { Config } from '@urosim/config';
import type { SandboxCard } from '@urosim/contracts';
import {
  advanceSandboxClock,
  findPlanBySlug,
  findSandboxCheckout,
  findSandboxClockOffset,
  findSandboxCustomer,
  findSandboxSubscription,
  insertSandboxCheckout,
  insertSandboxCustomer,
  insertSandboxPrice,
  insertSandboxSetupIntent,
  type Knex,
  listDueSandboxSubscriptions,
  type SandboxSubscriptionRow,
} from '@urosim/db';
import { formatMonthlyPrice } from '@urosim/domain';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.ts';
import type { BillingProvider, ProviderSubscription } from '../types.ts';
import { deliverSandboxEvents } from './delivery.ts';
import { type Changed, confirmSetup, payCheckout, runDue, updateSubscription } from './engine.ts';
import { sandboxId } from './objects.ts';

const DAY_SECONDS = 24 * 60 * 60;
const GRACE_SECONDS = 3 * DAY_SECONDS;

const toProvider = (row: SandboxSubscriptionRow, userId: string): ProviderSubscription => ({
  id: row.id,
  customerId: row.customer_id,
  userId,
  planSlug: row.plan_slug,
  status: row.status,
  currentPeriodStart: row.current_period_start,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  pastDueSince: row.past_due_since,
  // The sandbox charges each renewal the plan's price of the day: nothing to move.
  priceId: null,
});

/** The local billing sandbox as a provider, with its own pages' operations and its clock. */
export const createSandboxProvider = (config: Config, db: Knex, logger: Pick<Logger, 'warn'>) => {
  /** Delivers a change's events once it has committed (the worker retries what fails). */
  const delivered = async <T>(changed: Changed<T>) => {
    await deliverSandboxEvents(db, config, logger, changed.eventIds);
    return changed.result;
  };

  const clockOf = async (userId: string) => {
    const offset = await findSandboxClockOffset(db, userId);
    return { now: new Date(Date.now() + offset * 1000).toISOString(), advancedDays: offset / DAY_SECONDS };
  };

  const runDueOf = async (id: string) => delivered(await runDue(db, id));

  const provider: BillingProvider = {
    name: 'sandbox',
    signingSecret: config.BILLING_SANDBOX_SECRET,
    createCustomer: async (user) =>
      (await insertSandboxCustomer(db, { id: sandboxId('cus'), user_id: user.id, email: user.email })).id,
    createCheckout: async ({ customerId, plan }) => {
      const id = sandboxId('cs');
      await insertSandboxCheckout(db, {
        id,
        customer_id: customerId,
        plan_slug: plan.slug,
        cancel_url: '/pricing',
      });
      return { url: `/internal/subscription/checkout?session=${encodeURIComponent(id)}` };
    },
    createPortal: async () => ({ url: '/internal/subscription/manage' }),
    createPaymentMethodUpdate: async (customerId) => {
      const id = sandboxId('seti');
      await insertSandboxSetupIntent(db, { id, customer_id: customerId });
      return { kind: 'sandbox', setupId: id };
    },
    updateSubscription: async (id, change) => {
      const { sub, userId } = await delivered(
        await updateSubscription(db, id, {
          ...(change.cancelAtPeriodEnd === undefined
            ? {}
            : { cancel_at_period_end: change.cancelAtPeriodEnd }),
          ...(change.plan ? { plan_slug: change.plan.slug } : {}),
        }),
      );
      return toProvider(sub, userId);
    },
    createPrice: async (plan, price) =>
      (
        await insertSandboxPrice(db, {
          id: sandboxId('price'),
          plan_slug: plan.slug,
          amount_minor: price.amountMinor,
          currency: price.currency,
        })
      ).id,
    retrieveSubscription: async (id, options) => {
      const on = options?.db ?? db;
      const row = await findSandboxSubscription(on, id);
      const customer = row && (await findSandboxCustomer(on, row.customer_id));
      return row && customer ? toProvider(row, customer.user_id) : null;
    },
    paymentMethod: async (customerId) => {
      const customer = await findSandboxCustomer(db, customerId);
      if (!customer?.card_last4) return null;
      return {
        brand: customer.card_brand ?? 'card',
        last4: customer.card_last4,
        exp_month: customer.card_exp_month ?? 0,
        exp_year: customer.card_exp_year ?? 0,
      };
    },
  };

  const sandbox = {
    /** A checkout as its page shows it; 404 unless it is the user's. */
    readCheckout: async (id: string, user: { id: string; email: string }) => {
      const checkout = await findSandboxCheckout(db, id);
      const customer = checkout && (await findSandboxCustomer(db, checkout.customer_id));
      if (!checkout || customer?.user_id !== user.id)
        throw new AppError('NOT_FOUND', 'No such sandbox checkout');
      const plan = await findPlanBySlug(db, checkout.plan_slug);
      if (!plan) throw new AppError('NOT_FOUND', 'No such plan');
      return {
        id: checkout.id,
        status: checkout.status,
        email: customer.email,
        plan: {
          slug: plan.slug,
          name: plan.name,
          priceLabel: formatMonthlyPrice(plan.price_monthly_minor, plan.currency),
        },
        cancelUrl: checkout.cancel_url,
      };
    },
    pay: async (id: string, userId: string, card: SandboxCard) => {
      const checkoutId = await delivered(await payCheckout(db, { id, userId, card }));
      return { url: `/internal/subscription/success?session=${encodeURIComponent(checkoutId)}` };
    },
    confirmSetup: async (id: string, userId: string, card: SandboxCard) => ({
      paymentMethod: await delivered(await confirmSetup(db, { id, userId, card })),
    }),
    clock: clockOf,
    /** Moves the user's clock forward, then runs what fell due for their subscriptions. */
    advanceClock: async (userId: string, days: number) => {
      await advanceSandboxClock(db, userId, days * DAY_SECONDS);
      for (const due of await listDueSandboxSubscriptions(db, GRACE_SECONDS, { userId }))
        await runDueOf(due.id);
      return clockOf(userId);
    },
    /** Runs every subscription that its clock has reached (the worker's cron). */
    runAllDue: async () => {
      const due = await listDueSandboxSubscriptions(db, GRACE_SECONDS);
      for (const { id } of due) await runDueOf(id);
      return { ran: due.length };
    },
    /** Delivers every pending event again (the worker's retry). */
    deliverPending: () => deliverSandboxEvents(db, config, logger),
  };

  return { provider, sandbox };
};

export type BillingSandbox = ReturnType<typeof createSandboxProvider>['sandbox'];
