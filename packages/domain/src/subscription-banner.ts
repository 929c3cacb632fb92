import { BILLING, type SubscriptionStatus } from '@urosim/contracts';

// The subscription warning banner and the quota display (specification, sections 4, 6 and 9).
// Pure, so that every rule is unit-tested with the specification's texts.

/** What the banner rules read of a subscription (the api's `Subscription` fits). */
export type BannerSubscription = {
  id: string;
  subscription_status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  /** Whole days until the period ends; negative once it has ended. */
  days_until_expiry: number;
  /** False once the grace after expiry is over; the banner then has nothing left to save. */
  has_access?: boolean;
};

/** Which banner it is, in the order the specification checks them. */
export type SubscriptionBannerKind = 'payment-failed' | 'expired' | 'ending' | 'expiring';

/** What the banner's button does: change the card, buy the plan again, or undo the cancellation. */
export type SubscriptionBannerAction = 'update-payment' | 'renew' | 'reactivate';

export type SubscriptionBanner = {
  kind: SubscriptionBannerKind;
  severity: 'critical' | 'warning' | 'info';
  title: string;
  message: string;
  actionLabel: string;
  action: SubscriptionBannerAction;
};

/** "1 day", "3 days". */
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The text of Payment Failed, which the specification does not show: what happened and what to do,
 * with the grace it leaves (ADR 0115: the plan is kept for 3 days after the failed charge).
 */
export const PAYMENT_FAILED_MESSAGE = `We could not take your last payment. Update your payment method within ${days(BILLING.graceDays)} of the failed charge to keep your access.`;

/**
 * The subscription warning banner, in order (section 4): past_due gives critical 'Payment Failed';
 * days below 0 give critical 'Subscription Expired' with the grace text; cancel_at_period_end gives
 * warning 'Subscription Ending'; otherwise info 'Subscription Expiring Soon'. "N days" is written
 * "1 day" when N is 1. Whether it shows at all is `isBannerShown` (the header variant's rule).
 */
export const subscriptionBanner = (subscription: BannerSubscription): SubscriptionBanner => {
  const left = subscription.days_until_expiry;
  if (subscription.subscription_status === 'past_due')
    return {
      kind: 'payment-failed',
      severity: 'critical',
      title: 'Payment Failed',
      message: PAYMENT_FAILED_MESSAGE,
      actionLabel: 'Update Payment Method',
      action: 'update-payment',
    };
  if (left < 0)
    return {
      kind: 'expired',
      severity: 'critical',
      title: 'Subscription Expired',
      message: `Your subscription expired ${days(-left)} ago. You have a grace period of ${days(BILLING.graceDays)} to renew before losing access.`,
      actionLabel: 'Renew Now',
      action: 'renew',
    };
  if (subscription.cancel_at_period_end)
    return {
      kind: 'ending',
      severity: 'warning',
      title: 'Subscription Ending',
      message: `Your subscription is set to cancel in ${days(left)}. Renew now to keep your access and data.`,
      actionLabel: 'Reactivate Subscription',
      action: 'reactivate',
    };
  return {
    kind: 'expiring',
    severity: 'info',
    title: 'Subscription Expiring Soon',
    message: `Your subscription will expire in ${days(left)}. Renew now to ensure uninterrupted access.`,
    actionLabel: 'Renew Subscription',
    action: 'renew',
  };
};

/**
 * Whether the banner shows (the header variant's rule, section 4): always for past_due; for an
 * active subscription with 7 or fewer days left or set to cancel at period end. Never for a
 * canceled or incomplete one, nor once the grace after expiry is over (`has_access` false), when
 * there is nothing left to renew before losing access.
 */
export const isBannerShown = (subscription: BannerSubscription | null | undefined): boolean => {
  if (!subscription) return false;
  if (subscription.subscription_status === 'past_due') return true;
  if (subscription.subscription_status !== 'active') return false;
  if (subscription.has_access === false) return false;
  return subscription.days_until_expiry <= BILLING.expiryWarningDays || subscription.cancel_at_period_end;
};

/** The session-storage key of a dismissed banner: one flag per subscription (section 4). */
export const bannerDismissalKey = (subscriptionId: string) =>
  `urosim.subscriptionBannerDismissed.${subscriptionId}`;

/** What the quota display reads of one usage entry; any field may be missing. */
export type QuotaEntry = {
  used?: number | null;
  allowance?: number | null;
  remaining?: number | null;
  unlimited?: boolean | null;
};

export type QuotaDisplay =
  | { isUnlimited: true; text: 'Unlimited'; isWarning: false }
  | {
      isUnlimited: false;
      used: number;
      allowance: number;
      remaining: number;
      /** Share of the allowance used, 0 to 100, rounded. */
      percentUsed: number;
      /** More than 80 % used (only allowances below 999 can warn). */
      isWarning: boolean;
      /** "3 of 5 sessions left". */
      text: string;
    };

/**
 * The quota display (sections 6 and 9): 'Unlimited' for admins and for unlimited entries; an
 * allowance or remaining that is not given counts as 999, and 999 means unlimited; otherwise what
 * is left, with the warning above 80 % used, only for allowances below 999.
 */
export const quotaDisplay = (
  entry: QuotaEntry | null | undefined,
  { isAdmin, noun = 'sessions' }: { isAdmin: boolean; noun?: string },
): QuotaDisplay => {
  const unlimited = BILLING.unlimitedAllowance;
  const allowance = entry?.allowance ?? unlimited;
  // A remaining that is not given follows from what was used, if that is given.
  const remaining =
    entry?.remaining ?? (entry?.used != null && allowance < unlimited ? allowance - entry.used : unlimited);
  if (isAdmin || entry?.unlimited || allowance >= unlimited || remaining >= unlimited)
    return { isUnlimited: true, text: 'Unlimited', isWarning: false };
  const used = Math.max(0, entry?.used ?? allowance - remaining);
  const share = allowance > 0 ? used / allowance : 1;
  return {
    isUnlimited: false,
    used,
    allowance,
    remaining: Math.max(0, remaining),
    percentUsed: Math.min(100, Math.round(share * 100)),
    isWarning: share > BILLING.quotaWarningShare,
    text: `${Math.max(0, remaining)} of ${allowance} ${noun} left`,
  };
};
