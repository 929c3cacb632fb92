import { describe, expect, it } from 'vitest';
import {
  type BannerSubscription,
  bannerDismissalKey,
  isBannerShown,
  PAYMENT_FAILED_MESSAGE,
  quotaDisplay,
  subscriptionBanner,
} from './subscription-banner.ts';
import { tierLabel } from './tiers.ts';

const subscription = (overrides: Partial<BannerSubscription> = {}): BannerSubscription => ({
  id: 'sub_1',
  subscription_status: 'active',
  cancel_at_period_end: false,
  days_until_expiry: 20,
  has_access: true,
  ...overrides,
});

describe('tier label (section 4)', () => {
  it.each([
    [{ isAdmin: true, planName: 'Premium' }, 'Admin'],
    [{ isAdmin: true }, 'Admin'],
    [{ isAdmin: false }, 'Free'],
    [{ isAdmin: false, planName: null }, 'Free'],
    [{ isAdmin: false, planName: 'UroSim Premium' }, 'Premium'],
    [{ isAdmin: false, planName: 'Pro monthly' }, 'Standard'],
    [{ isAdmin: false, planName: 'Standard' }, 'Standard'],
    [{ isAdmin: false, planName: 'Basic' }, 'Basic'],
    [{ isAdmin: false, planName: 'Taster month' }, 'Basic'],
    [{ isAdmin: false, planName: 'Free' }, 'Free'],
    [{ isAdmin: false, planName: 'Department licence' }, 'Free'],
    [{ isAdmin: false, planId: 'premium' }, 'Premium'],
    [{ isAdmin: false, planName: '', planId: 'basic-2026' }, 'Basic'],
  ] as const)('%j gives %s', (input, label) => {
    expect(tierLabel(input)).toBe(label);
  });

  it('checks premium before pro or standard, and those before basic', () => {
    expect(tierLabel({ isAdmin: false, planName: 'Premium pro basic' })).toBe('Premium');
    expect(tierLabel({ isAdmin: false, planName: 'Standard basic' })).toBe('Standard');
  });
});

describe('subscription warning banner (section 4), in order', () => {
  it('past_due gives critical Payment Failed with Update Payment Method, before anything else', () => {
    const banner = subscriptionBanner(
      subscription({ subscription_status: 'past_due', days_until_expiry: -2, cancel_at_period_end: true }),
    );
    expect(banner).toEqual({
      kind: 'payment-failed',
      severity: 'critical',
      title: 'Payment Failed',
      message: PAYMENT_FAILED_MESSAGE,
      actionLabel: 'Update Payment Method',
      action: 'update-payment',
    });
    expect(PAYMENT_FAILED_MESSAGE).toBe(
      'We could not take your last payment. Update your payment method within 3 days of the failed charge to keep your access.',
    );
  });

  it('days below 0 give critical Subscription Expired with the grace text and Renew Now', () => {
    const banner = subscriptionBanner(subscription({ days_until_expiry: -2, cancel_at_period_end: true }));
    expect(banner.kind).toBe('expired');
    expect(banner.severity).toBe('critical');
    expect(banner.title).toBe('Subscription Expired');
    expect(banner.message).toBe(
      'Your subscription expired 2 days ago. You have a grace period of 3 days to renew before losing access.',
    );
    expect(banner.actionLabel).toBe('Renew Now');
    expect(banner.action).toBe('renew');
  });

  it('says "1 day" for one day', () => {
    expect(subscriptionBanner(subscription({ days_until_expiry: -1 })).message).toBe(
      'Your subscription expired 1 day ago. You have a grace period of 3 days to renew before losing access.',
    );
    expect(subscriptionBanner(subscription({ days_until_expiry: 1 })).message).toBe(
      'Your subscription will expire in 1 day. Renew now to ensure uninterrupted access.',
    );
  });

  it('cancel_at_period_end gives warning Subscription Ending with Reactivate Subscription', () => {
    const banner = subscriptionBanner(subscription({ cancel_at_period_end: true, days_until_expiry: 12 }));
    expect(banner).toEqual({
      kind: 'ending',
      severity: 'warning',
      title: 'Subscription Ending',
      message: 'Your subscription is set to cancel in 12 days. Renew now to keep your access and data.',
      actionLabel: 'Reactivate Subscription',
      action: 'reactivate',
    });
  });

  it('otherwise gives info Subscription Expiring Soon with Renew Subscription', () => {
    const banner = subscriptionBanner(subscription({ days_until_expiry: 5 }));
    expect(banner).toEqual({
      kind: 'expiring',
      severity: 'info',
      title: 'Subscription Expiring Soon',
      message: 'Your subscription will expire in 5 days. Renew now to ensure uninterrupted access.',
      actionLabel: 'Renew Subscription',
      action: 'renew',
    });
  });
});

describe('header variant: when the banner shows', () => {
  it.each([
    ['past_due, far from the end', { subscription_status: 'past_due', days_until_expiry: 25 }, true],
    ['past_due without access', { subscription_status: 'past_due', has_access: false }, true],
    ['active, 8 days left', { days_until_expiry: 8 }, false],
    ['active, 7 days left', { days_until_expiry: 7 }, true],
    ['active, 0 days left', { days_until_expiry: 0 }, true],
    ['active, expired 2 days ago (grace)', { days_until_expiry: -2 }, true],
    ['active, grace over', { days_until_expiry: -4, has_access: false }, false],
    [
      'active, cancel at period end, 25 days left',
      { cancel_at_period_end: true, days_until_expiry: 25 },
      true,
    ],
    ['canceled', { subscription_status: 'canceled', days_until_expiry: 3 }, false],
    ['incomplete', { subscription_status: 'incomplete', days_until_expiry: 3 }, false],
  ] as const)('%s: %s', (_, overrides, shown) => {
    expect(isBannerShown(subscription(overrides))).toBe(shown);
  });

  it('never without a subscription', () => {
    expect(isBannerShown(null)).toBe(false);
    expect(isBannerShown(undefined)).toBe(false);
  });
});

describe('banner dismissal', () => {
  it('is one flag per subscription', () => {
    expect(bannerDismissalKey('sub_1')).not.toBe(bannerDismissalKey('sub_2'));
    expect(bannerDismissalKey('sub_1')).toBe(bannerDismissalKey('sub_1'));
    expect(bannerDismissalKey('sub_1')).toContain('sub_1');
  });
});

describe('quota display (sections 6 and 9)', () => {
  it("is 'Unlimited' for admins, whatever the entry", () => {
    expect(quotaDisplay({ used: 5, allowance: 5, remaining: 0 }, { isAdmin: true })).toEqual({
      isUnlimited: true,
      text: 'Unlimited',
      isWarning: false,
    });
  });

  it('counts 999 as unlimited, and a missing allowance or remaining as 999', () => {
    for (const entry of [
      { used: 3, allowance: 999, remaining: 999 },
      { used: 3, unlimited: true, allowance: 20, remaining: 17 },
      { used: 3 },
      {},
      null,
      undefined,
    ]) {
      expect(quotaDisplay(entry, { isAdmin: false }).text).toBe('Unlimited');
    }
  });

  it('warns above 80 % used, not at 80 %', () => {
    const at80 = quotaDisplay({ used: 4, allowance: 5, remaining: 1 }, { isAdmin: false });
    expect(at80).toMatchObject({ isWarning: false, percentUsed: 80, text: '1 of 5 sessions left' });
    const above = quotaDisplay({ used: 17, allowance: 20, remaining: 3 }, { isAdmin: false });
    expect(above).toMatchObject({ isWarning: true, percentUsed: 85, text: '3 of 20 sessions left' });
    const spent = quotaDisplay({ used: 5, allowance: 5, remaining: 0 }, { isAdmin: false });
    expect(spent).toMatchObject({ isWarning: true, percentUsed: 100, remaining: 0 });
  });

  it('works out what is used or left when one of them is missing', () => {
    expect(quotaDisplay({ allowance: 50, remaining: 5 }, { isAdmin: false })).toMatchObject({
      used: 45,
      isWarning: true,
    });
    expect(quotaDisplay({ allowance: 20, used: 2 }, { isAdmin: false })).toMatchObject({
      remaining: 18,
      isWarning: false,
      text: '18 of 20 sessions left',
    });
  });
});
