import type { PaymentMethodUpdate, SubscriptionStatus } from '@urosim/contracts';
import type { Knex, PlanRow } from '@urosim/db';

/** A subscription as the provider has it now (the re-read every event leads to; ADR 0115). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** From the subscription's metadata (`user_id`), set at checkout. */
  userId: string | null;
  /** The plan it is on, from its price; null for a price the app does not sell. */
  planSlug: string | null;
  /** The provider's price it is charged at (Stripe's Price id; the sandbox's, where it keeps one). */
  priceId: string | null;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When the charge failed, where the provider says (the sandbox); else the app dates it. */
  pastDueSince: Date | null;
};

export type ProviderPaymentMethod = { brand: string; last4: string; exp_month: number; exp_year: number };

/** A user as a provider's customer is made from. */
export type BillingUser = { id: string; email: string; fullName: string };

/**
 * What the app asks of a payment provider: Stripe, or the local billing sandbox that plays it.
 * Both sign their events with Stripe's scheme, verified with `signingSecret`.
 */
export type BillingProvider = {
  name: 'stripe' | 'sandbox';
  signingSecret: string;
  createCustomer: (user: BillingUser) => Promise<string>;
  /** A checkout of `plan` for the customer: where the browser goes to pay. */
  createCheckout: (input: {
    customerId: string;
    user: BillingUser;
    plan: PlanRow;
  }) => Promise<{ url: string }>;
  /** The customer portal (or the sandbox's management page). */
  createPortal: (customerId: string) => Promise<{ url: string }>;
  /** Starts changing the customer's card. */
  createPaymentMethodUpdate: (customerId: string) => Promise<PaymentMethodUpdate>;
  updateSubscription: (
    id: string,
    change: { cancelAtPeriodEnd?: boolean; plan?: PlanRow },
  ) => Promise<ProviderSubscription>;
  /**
   * The subscription as it is now; null when the provider does not know it. `db` is the webhook's
   * transaction: the sandbox reads its own tables on it (Stripe ignores it).
   */
  retrieveSubscription: (id: string, options?: { db?: Knex }) => Promise<ProviderSubscription | null>;
  paymentMethod: (customerId: string) => Promise<ProviderPaymentMethod | null>;
  /**
   * A new monthly price for `plan` (prices are immutable, in Stripe as in the sandbox: a change is a
   * new price the plan then points at; ADR 0123). Answers the provider's price id.
   */
  createPrice: (plan: PlanRow, price: { amountMinor: number; currency: string }) => Promise<string>;
  /**
   * Puts a renewing subscription on its plan's current price for its next period, charging nothing
   * now (ADR 0123: a price edit reaches new periods only). Answers the subscription as it is then,
   * unchanged when it is already on that price, ends with this period, or is not live. Only Stripe
   * needs it: its subscriptions keep their Price until told; the sandbox charges each renewal the
   * plan's price of the day.
   */
  followPlanPrice?: (sub: ProviderSubscription, plan: PlanRow) => Promise<ProviderSubscription>;
  /** What a verified event asks of the provider itself besides the re-read (Stripe: a new card). */
  onEvent?: (event: { type: string; data: { object: Record<string, unknown> } }) => Promise<void>;
};

/** The contract's subscription statuses from a provider's (Stripe has more). */
export const toSubscriptionStatus = (status: string): SubscriptionStatus => {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
};
