import { accessTiers, BILLING, type SubscriptionStatus } from '@urosim/contracts';

/** A case access tier, which is also the highest tier a plan opens. */
export type AccessTier = (typeof accessTiers)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a plan of tier `planTier` opens a case of tier `caseTier` (free ⊂ basic ⊂ standard ⊂ premium). */
export const tierOpens = (planTier: AccessTier, caseTier: AccessTier) =>
  accessTiers.indexOf(planTier) >= accessTiers.indexOf(caseTier);

/** What access rules read of a subscription (ADR 0115). */
export type AccessInput = {
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  /** Whether it renews by itself (false for the research pilot's month). */
  renews: boolean;
};

/** Whether a subscription gives its plan's access at `now`, and until when if nothing is paid. */
export type SubscriptionAccess = {
  hasAccess: boolean;
  /** When access ends if nothing is paid; null while it renews normally. */
  graceEndsAt: Date | null;
  /** Whole days until the period ends (rounded up); negative once it has ended. */
  daysUntilExpiry: number;
};

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** Whole days from `now` to `end`: rounded up while ahead, at most -1 once passed. */
export const daysUntil = (end: Date, now: Date) => {
  const days = (end.getTime() - now.getTime()) / DAY_MS;
  return days > 0 ? Math.ceil(days) : Math.min(-1, Math.floor(days));
};

/**
 * ADR 0115's access table: past_due keeps the plan for the grace days after the failed charge; an
 * active subscription keeps it until its period ends, and for the grace days after when it was not
 * renewed (a missed renewal, the pilot's month), except one cancelled at period end, which ends
 * there; canceled and incomplete give nothing.
 */
export const subscriptionAccess = (sub: AccessInput, now: Date): SubscriptionAccess => {
  const daysUntilExpiry = daysUntil(sub.currentPeriodEnd, now);
  if (sub.status === 'past_due') {
    const graceEndsAt = addDays(sub.pastDueSince ?? sub.currentPeriodEnd, BILLING.graceDays);
    return { hasAccess: now < graceEndsAt, graceEndsAt, daysUntilExpiry };
  }
  if (sub.status !== 'active') return { hasAccess: false, graceEndsAt: null, daysUntilExpiry };
  if (sub.cancelAtPeriodEnd) {
    return { hasAccess: now < sub.currentPeriodEnd, graceEndsAt: sub.currentPeriodEnd, daysUntilExpiry };
  }
  const graceEndsAt = addDays(sub.currentPeriodEnd, BILLING.graceDays);
  const ended = now >= sub.currentPeriodEnd;
  return {
    hasAccess: now < graceEndsAt,
    graceEndsAt: ended || !sub.renews ? graceEndsAt : null,
    daysUntilExpiry,
  };
};

/**
 * The subscription the product acts on among a user's (newest first): the one giving access with
 * the highest tier (a bought plan over the pilot's month when both run), else the newest.
 */
export const chooseSubscription = <S extends { tier: AccessTier; access: SubscriptionAccess }>(
  newestFirst: readonly S[],
): S | undefined => {
  const giving = newestFirst.filter((s) => s.access.hasAccess);
  if (giving.length === 0) return newestFirst[0];
  return giving.reduce((best, s) =>
    accessTiers.indexOf(s.tier) > accessTiers.indexOf(best.tier) ? s : best,
  );
};

/** The remaining count of an allowance; `null` allowance (unlimited) counts as 999 (section 9). */
export const allowanceView = (allowance: number | null, used: number) =>
  allowance === null || allowance >= BILLING.unlimitedAllowance
    ? { allowance: BILLING.unlimitedAllowance, used, remaining: BILLING.unlimitedAllowance, unlimited: true }
    : { allowance, used, remaining: Math.max(0, allowance - used), unlimited: false };
