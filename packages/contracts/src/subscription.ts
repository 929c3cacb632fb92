import {
  billingProviders,
  paidPlanSlugs,
  subscriptionSources,
  subscriptionStatuses,
} from './billing-constants.ts';
import { accessTiers } from './case-names.ts';
import { billingSandboxEndpoints, subscriptionEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

// Subscriptions, usage and the local billing sandbox (specification, sections 3, 4, 7 and 9;
// ADR 0115). The server decides access and quota; these shapes only report them. The constants are
// in billing-constants.ts (zod-free, so the web's header and banners do not load zod).

export {
  AVATAR_MINUTES,
  BILLING,
  billingProviders,
  type PaidPlanSlug,
  paidPlanSlugs,
  SANDBOX_TEST_CARDS,
  type SubscriptionStatus,
  subscriptionSources,
  subscriptionStatuses,
} from './billing-constants.ts';

/**
 * A subscription as the header, the banners and the subscription page read it. Snake-case fields are
 * the ones section 3 names; `days_until_expiry` is negative once the period has ended.
 */
export const ZSubscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  plan_slug: z.string(),
  /** The highest case access tier the plan opens. */
  tier: z.enum(accessTiers),
  subscription_status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** Whole days until the period ends (rounded up); negative when it has ended. */
  days_until_expiry: z.number().int(),
  /** Whether the plan's access still holds (false once the grace after expiry is over). */
  has_access: z.boolean(),
  /** When access ends if nothing is paid: the period end plus the grace days; null while renewing. */
  grace_ends_at: z.string().nullable(),
  source: z.enum(subscriptionSources),
  provider: z.enum(billingProviders),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** One entitlement's use in the current period (section 3: Usage summary). */
export const ZUsageEntry = z.object({
  label: z.string(),
  used: z.number().int(),
  /** 999 when unlimited. */
  allowance: z.number().int(),
  /** 999 when unlimited. */
  remaining: z.number().int(),
  unlimited: z.boolean(),
  /** The period the counter covers (a calendar month on Free; the subscription's period otherwise). */
  period_start: z.string(),
  period_end: z.string(),
});
export type UsageEntry = z.infer<typeof ZUsageEntry>;

/** The plan whose entitlements apply now (Free without a subscription that gives access). */
export const ZEffectivePlan = z.object({
  slug: z.string(),
  name: z.string(),
  tier: z.enum(accessTiers),
  /** The header pill's text (section 4: the tier label). */
  tierLabel: z.enum(['Admin', 'Premium', 'Standard', 'Basic', 'Free']),
  /** The plan includes facilitator observation (inviting a facilitator to watch a session live). */
  facilitatorIncluded: z.boolean(),
});

export const ZUsageSummary = z.object({
  /** Keyed by entitlement: `sessions`, and `avatar_minutes` when HeyGen is configured and the plan has them. */
  usage: z.record(z.string(), ZUsageEntry),
  subscription: ZSubscription.nullable(),
  plan: ZEffectivePlan,
});
export type UsageSummary = z.infer<typeof ZUsageSummary>;

/** An invoice of the subscription page. */
export const ZInvoice = z.object({
  id: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  amount_minor: z.number().int(),
  currency: z.string(),
  amount_label: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
  /** The provider's page for it, when there is one. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

export const ZPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

/** Everything `/subscription` shows. */
export const ZSubscriptionPage = ZUsageSummary.extend({
  invoices: z.array(ZInvoice),
  paymentMethod: ZPaymentMethod.nullable(),
  /** Which provider takes payments here: Stripe, or the local sandbox where no money moves. */
  provider: z.enum(['stripe', 'sandbox']),
});
export type SubscriptionPage = z.infer<typeof ZSubscriptionPage>;

const ZPlanChoice = z.object({ planSlug: z.enum(paidPlanSlugs) });

/** How the browser goes on to change the payment method. */
export const ZPaymentMethodUpdate = z.discriminatedUnion('kind', [
  /** Stripe: mount the Payment Element with this SetupIntent's client secret. */
  z.object({ kind: z.literal('stripe'), clientSecret: z.string(), publishableKey: z.string() }),
  /** The sandbox: its own card form, confirmed at `billingSandboxRoutes.confirmSetup`. */
  z.object({ kind: z.literal('sandbox'), setupId: z.string() }),
]);
export type PaymentMethodUpdate = z.infer<typeof ZPaymentMethodUpdate>;

/** The signed-in user's subscription routes (specification, section 7). */
export const subscriptionRoutes = {
  current: defineRoute(subscriptionEndpoints.current, {
    summary: 'The subscription page: plan, status, period, usage, invoices and payment method',
    tag: 'Subscription',
    auth: 'user',
    data: ZSubscriptionPage,
  }),
  active: defineRoute(subscriptionEndpoints.active, {
    summary: 'The subscription that gives access now, if any',
    tag: 'Subscription',
    auth: 'user',
    data: z.object({ subscription: ZSubscription.nullable() }),
  }),
  usageSummary: defineRoute(subscriptionEndpoints.usageSummary, {
    summary: "The current period's usage of each entitlement, with the subscription",
    tag: 'Subscription',
    auth: 'user',
    data: ZUsageSummary,
  }),
  checkout: defineRoute(subscriptionEndpoints.checkout, {
    summary: "Starts buying a plan: answers the provider's checkout page to go to",
    tag: 'Subscription',
    auth: 'user',
    body: ZPlanChoice,
    data: z.object({ url: z.string() }),
  }),
  changePlan: defineRoute(subscriptionEndpoints.changePlan, {
    summary: 'Moves the current subscription to another paid plan',
    tag: 'Subscription',
    auth: 'user',
    body: ZPlanChoice,
    data: z.object({ subscription: ZSubscription }),
  }),
  cancel: defineRoute(subscriptionEndpoints.cancel, {
    summary: 'Cancels the subscription at the end of its period',
    tag: 'Subscription',
    auth: 'user',
    data: z.object({ subscription: ZSubscription }),
  }),
  reactivate: defineRoute(subscriptionEndpoints.reactivate, {
    summary: 'Undoes a cancellation before the period ends',
    tag: 'Subscription',
    auth: 'user',
    data: z.object({ subscription: ZSubscription }),
  }),
  updatePaymentMethod: defineRoute(subscriptionEndpoints.updatePaymentMethod, {
    summary: 'Starts changing the card the subscription is paid with',
    tag: 'Subscription',
    auth: 'user',
    data: ZPaymentMethodUpdate,
  }),
  manage: defineRoute(subscriptionEndpoints.manage, {
    summary: "The provider's customer portal to go to",
    tag: 'Subscription',
    auth: 'user',
    data: z.object({ url: z.string() }),
  }),
  webhook: defineRoute(subscriptionEndpoints.webhook, {
    summary: "The payment provider's events, verified by their signature (raw body)",
    tag: 'Subscription',
    csrf: false,
    data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
    extraStatuses: { 400: 'Missing or bad signature' },
  }),
};

// ---------------------------------------------------------------------------------------------------
// The local billing sandbox (by default; no money moves)

/**
 * A card typed into the sandbox. Stripe's test numbers decide what happens: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0341 is accepted but fails at the next charge, 4000 0000 0000 0002 is declined.
 */
export const ZSandboxCard = z.object({
  name: z.string().trim().min(1, 'Enter the name on the card').max(120),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM / YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type SandboxCard = z.input<typeof ZSandboxCard>;

export const ZSandboxCheckout = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.string(),
  plan: z.object({ slug: z.string(), name: z.string(), priceLabel: z.string() }),
  /** Where the page goes back to without paying. */
  cancelUrl: z.string(),
});

const ZSandboxClock = z.object({
  /** The sandbox's "now" (the real time plus what has been advanced). */
  now: z.string(),
  advancedDays: z.number(),
});

const idParam = z.object({ id: z.string().min(1).max(80) });

/** The local billing sandbox's own routes; its pages say plainly that no money moves. */
export const billingSandboxRoutes = {
  checkout: defineRoute(billingSandboxEndpoints.checkout, {
    summary: 'A sandbox checkout session, as its checkout page shows it',
    tag: 'Billing sandbox',
    auth: 'user',
    params: idParam,
    data: ZSandboxCheckout,
  }),
  pay: defineRoute(billingSandboxEndpoints.pay, {
    summary: 'Pays a sandbox checkout with a test card; answers the success page to go to',
    tag: 'Billing sandbox',
    auth: 'user',
    params: idParam,
    body: ZSandboxCard,
    data: z.object({ url: z.string() }),
    extraStatuses: { 402: 'The card was declined' },
  }),
  confirmSetup: defineRoute(billingSandboxEndpoints.confirmSetup, {
    summary: 'Saves a new card for the subscription and, if it is past due, pays what is owed',
    tag: 'Billing sandbox',
    auth: 'user',
    params: idParam,
    body: ZSandboxCard,
    data: z.object({ paymentMethod: ZPaymentMethod }),
    extraStatuses: { 402: 'The card was declined' },
  }),
  portal: defineRoute(billingSandboxEndpoints.portal, {
    summary: "The sandbox's management page: subscription, card, invoices and clock",
    tag: 'Billing sandbox',
    auth: 'user',
    data: z.object({
      subscription: ZSubscription.nullable(),
      paymentMethod: ZPaymentMethod.nullable(),
      invoices: z.array(ZInvoice),
      clock: ZSandboxClock,
    }),
  }),
  clock: defineRoute(billingSandboxEndpoints.clock, {
    summary: 'The sandbox clock (renewals, failed charges and grace follow it)',
    tag: 'Billing sandbox',
    auth: 'user',
    data: ZSandboxClock,
  }),
  advanceClock: defineRoute(billingSandboxEndpoints.advanceClock, {
    summary: 'Moves the sandbox clock forward and runs what falls due (not in production)',
    tag: 'Billing sandbox',
    auth: 'user',
    body: z.object({ days: z.number().int().min(1).max(400) }),
    data: ZSandboxClock,
  }),
};
