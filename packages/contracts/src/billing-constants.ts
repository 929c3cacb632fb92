// The constants of subscriptions and billing (specification, section 9; ADR 0115), zod-free so
// that the web app's header, banner and quota rules can read them without loading zod.
// `subscription.ts` re-exports them with the schemas.

/** Constants of section 9. */
export const BILLING = {
  /** An allowance of 999 (or none given) means unlimited. */
  unlimitedAllowance: 999,
  /** The quota warning shows above this share used, for allowances below 999. */
  quotaWarningShare: 0.8,
  /** The expiry warning starts this many days before the period ends. */
  expiryWarningDays: 7,
  /** Access is kept this many days after a subscription's period has ended unpaid. */
  graceDays: 3,
} as const;

/**
 * HeyGen avatar minutes a period (ADR 0128) for the plans that include the avatar
 * (`is_avatar_included`); other plans have none. Admins are not counted. The in-browser avatar is
 * free of this allowance: it runs on the trainee's machine and costs nothing to serve.
 */
export const AVATAR_MINUTES: Record<string, number> = { standard: 60, premium: 300 };

/** What a subscription can be (Stripe's statuses that the product acts on). */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Who runs a subscription: the card provider, the local sandbox, or UroSim itself (pilot month). */
export const billingProviders = ['stripe', 'sandbox', 'urosim'] as const;
/** How it began: bought at checkout, or the research pilot's free premium month. */
export const subscriptionSources = ['checkout', 'research-pilot'] as const;

/** The plans that can be bought (Free is what you have without one). */
export const paidPlanSlugs = ['basic', 'standard', 'premium'] as const;
export type PaidPlanSlug = (typeof paidPlanSlugs)[number];

/** The sandbox's test cards and what each does, as its pages list them. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Pays now and at every renewal.' },
  { number: '4000 0000 0000 0341', outcome: 'Is accepted, then fails at the next charge.' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined.' },
] as const;
