import type { Config } from '@urosim/config';
import { AVATAR_MINUTES, type Subscription, type UsageSummary, type User } from '@urosim/contracts';
import {
  findSandboxClockOffset,
  type Knex,
  listSubscriptionsOfUser,
  type SubscriptionWithPlan,
} from '@urosim/db';
import {
  type AccessTier,
  chooseSubscription,
  type SubscriptionAccess,
  subscriptionAccess,
  tierLabel,
  tierOpens,
} from '@urosim/domain';
import { AppError } from '../../http/app-error.ts';
import { isAdmin, type PolicyUser } from '../../policies/index.ts';
import { findUserById } from '../auth/repo.ts';

/** A subscription with the access it gives now. */
export type SubscriptionState = SubscriptionWithPlan & { tier: AccessTier; access: SubscriptionAccess };

/** What a user may do now (ADR 0115): the plan that applies, its allowance's period, the subscription. */
export type Entitlement = {
  now: Date;
  isAdmin: boolean;
  plan: {
    slug: string;
    name: string;
    tier: AccessTier;
    sessionsPerMonth: number | null;
    /** Facilitator observation (invites to watch live, facilitated sessions): the plan's `is_facilitator_included`. */
    facilitatorIncluded: boolean;
    /** HeyGen avatar minutes a period (ADR 0128): null unlimited, 0 when the plan has no avatar. */
    avatarMinutes: number | null;
  };
  /** The subscription the product shows (banners, fields), giving access or not; none on Free. */
  subscription: SubscriptionState | undefined;
  /** Whether that subscription gives its plan's access now. */
  hasPaidAccess: boolean;
  /** The usage period the allowance counts in: the subscription's period, or the calendar month. */
  period: { key: string; start: Date; end: Date };
};

/**
 * "Now" for a user's billing: the real time, or with the billing sandbox the time of the user's
 * sandbox clock (as Stripe's test clocks are per customer), so moving it moves what they may do.
 */
export const billingNow = async (db: Knex, config: Config, userId: string) =>
  config.BILLING_PROVIDER === 'sandbox'
    ? new Date(Date.now() + (await findSandboxClockOffset(db, userId)) * 1000)
    : new Date();

const calendarMonth = (now: Date) => {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: now.toISOString().slice(0, 7), start, end };
};

const subscriptionPeriod = (sub: SubscriptionWithPlan) => ({
  key: `sub:${sub.id}:${sub.current_period_start.toISOString().slice(0, 10)}`,
  start: sub.current_period_start,
  end: sub.current_period_end,
});

const withAccess = (sub: SubscriptionWithPlan, now: Date): SubscriptionState => ({
  ...sub,
  tier: sub.plan.tier as AccessTier,
  access: subscriptionAccess(
    {
      status: sub.status,
      currentPeriodEnd: sub.current_period_end,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pastDueSince: sub.past_due_since,
      renews: sub.source === 'checkout',
    },
    now,
  ),
});

/** The user's entitlement at `now` (their billing clock's time by default). */
export const readEntitlement = async (
  db: Knex,
  config: Config,
  user: PolicyUser,
  at?: Date,
): Promise<Entitlement> => {
  const now = at ?? (await billingNow(db, config, user.id));
  const subscription = chooseSubscription(
    (await listSubscriptionsOfUser(db, user.id)).map((sub) => withAccess(sub, now)),
  );
  const hasPaidAccess = subscription?.access.hasAccess ?? false;
  const base = { now, subscription, hasPaidAccess };
  if (isAdmin(user)) {
    return {
      ...base,
      isAdmin: true,
      plan: {
        slug: 'admin',
        name: 'Admin',
        tier: 'premium',
        sessionsPerMonth: null,
        facilitatorIncluded: true,
        avatarMinutes: null,
      },
      period: calendarMonth(now),
    };
  }
  if (subscription && hasPaidAccess) {
    return {
      ...base,
      isAdmin: false,
      plan: {
        slug: subscription.plan.slug,
        name: subscription.plan.name,
        tier: subscription.tier,
        sessionsPerMonth: subscription.plan.sessions_per_month,
        facilitatorIncluded: subscription.plan.is_facilitator_included,
        avatarMinutes: subscription.plan.is_avatar_included ? (AVATAR_MINUTES[subscription.tier] ?? 60) : 0,
      },
      period: subscriptionPeriod(subscription),
    };
  }
  return {
    ...base,
    isAdmin: false,
    plan: {
      slug: 'free',
      name: 'Free',
      tier: 'free',
      sessionsPerMonth: config.FREE_SESSIONS_PER_MONTH,
      facilitatorIncluded: false,
      avatarMinutes: 0,
    },
    period: calendarMonth(now),
  };
};

/** Refuses a case above the tier the user's plan opens (before any quota is spent). */
export const assertCaseOpen = (entitlement: Entitlement, caseTier: AccessTier) => {
  if (entitlement.isAdmin || tierOpens(entitlement.plan.tier, caseTier)) return;
  throw new AppError(
    'PLAN_UPGRADE_REQUIRED',
    `This case needs the ${caseTier[0]!.toUpperCase()}${caseTier.slice(1)} plan or higher. Upgrade to open it.`,
    { requiredTier: caseTier },
  );
};

/** Whether a case of `caseTier` shows locked to the user (admins never). */
export const isCaseLocked = (entitlement: CaseAccess, caseTier: AccessTier) =>
  !entitlement.isAdmin && !tierOpens(entitlement.plan.tier, caseTier);

/** What marks case cards locked: whether the viewer is an admin, and their plan's tier. */
export type CaseAccess = { isAdmin: boolean; plan: Pick<Entitlement['plan'], 'tier'> };

/** The viewer's case access now. */
export const readCaseAccess = async (db: Knex, config: Config, user: PolicyUser): Promise<CaseAccess> => {
  const { isAdmin: admin, plan } = await readEntitlement(db, config, user);
  return { isAdmin: admin, plan };
};

/** The case access of a user known by id (a session's owner); only Free's for an unknown one. */
export const readCaseAccessOfUser = async (db: Knex, config: Config, userId: string): Promise<CaseAccess> => {
  const user = await findUserById(db, userId);
  return user ? readCaseAccess(db, config, user) : { isAdmin: false, plan: { tier: 'free' } };
};

/** A subscription as the contracts show it. */
export const toSubscription = (sub: SubscriptionState): Subscription => ({
  id: sub.id,
  plan_id: sub.plan_id,
  plan_name: sub.plan.name,
  plan_slug: sub.plan.slug,
  tier: sub.tier,
  subscription_status: sub.status,
  cancel_at_period_end: sub.cancel_at_period_end,
  current_period_start: sub.current_period_start.toISOString(),
  current_period_end: sub.current_period_end.toISOString(),
  days_until_expiry: sub.access.daysUntilExpiry,
  has_access: sub.access.hasAccess,
  grace_ends_at: sub.access.graceEndsAt?.toISOString() ?? null,
  source: sub.source,
  provider: sub.provider,
});

/** The plan that applies, with the header pill's label. */
export const effectivePlanOf = (entitlement: Entitlement): UsageSummary['plan'] => ({
  slug: entitlement.plan.slug,
  name: entitlement.plan.name,
  tier: entitlement.plan.tier,
  tierLabel: tierLabel({
    isAdmin: entitlement.isAdmin,
    planName: entitlement.hasPaidAccess ? entitlement.plan.name : null,
  }),
  facilitatorIncluded: entitlement.plan.facilitatorIncluded,
});

/**
 * Refuses facilitator observation (inviting a facilitator to watch, a facilitated session) to a
 * plan that does not include it (ADR 0117): the plans say which (`is_facilitator_included`).
 */
export const assertFacilitatorIncluded = (
  entitlement: Entitlement,
  message = 'Facilitator observation is not included in your plan. Upgrade to invite a facilitator.',
) => {
  if (entitlement.plan.facilitatorIncluded) return;
  // The plans that include it are admin-editable: the message names none (the pricing page does).
  throw new AppError('PLAN_UPGRADE_REQUIRED', message, { feature: 'facilitators' });
};

/** The subscription fields of the user (section 3), from the subscription the product shows. */
export const userSubscriptionFields = (
  entitlement: Entitlement,
): Pick<User, 'subscription_status' | 'subscription_period_end' | 'cancel_at_period_end'> => {
  const sub = entitlement.subscription;
  if (sub?.status !== 'active' && sub?.status !== 'past_due') {
    return { subscription_status: null, subscription_period_end: null, cancel_at_period_end: false };
  }
  return {
    subscription_status: sub.status,
    subscription_period_end: sub.current_period_end.toISOString(),
    cancel_at_period_end: sub.cancel_at_period_end,
  };
};
