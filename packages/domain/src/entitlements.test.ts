import { describe, expect, it } from 'vitest';
import {
  allowanceView,
  chooseSubscription,
  daysUntil,
  subscriptionAccess,
  tierOpens,
} from './entitlements.ts';

const now = new Date('2026-12-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const sub = (over: Partial<Parameters<typeof subscriptionAccess>[0]> = {}) => ({
  status: 'active' as const,
  currentPeriodEnd: days(10),
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  renews: true,
  ...over,
});

describe('entitlements', () => {
  it('opens tiers upwards only', () => {
    expect(tierOpens('premium', 'free')).toBe(true);
    expect(tierOpens('standard', 'standard')).toBe(true);
    expect(tierOpens('basic', 'standard')).toBe(false);
    expect(tierOpens('free', 'premium')).toBe(false);
  });

  it('counts whole days, negative once the period has ended', () => {
    expect(daysUntil(days(6.2), now)).toBe(7);
    expect(daysUntil(days(-0.2), now)).toBe(-1);
    expect(daysUntil(days(-2.5), now)).toBe(-3);
  });

  it('keeps an active plan in its period and for 3 days after a missed renewal', () => {
    expect(subscriptionAccess(sub(), now)).toEqual({
      hasAccess: true,
      graceEndsAt: null,
      daysUntilExpiry: 10,
    });
    const ended = subscriptionAccess(sub({ currentPeriodEnd: days(-2) }), now);
    expect(ended.hasAccess).toBe(true);
    expect(ended.graceEndsAt).toEqual(days(1));
    expect(subscriptionAccess(sub({ currentPeriodEnd: days(-3) }), now).hasAccess).toBe(false);
  });

  it('ends a subscription cancelled at period end there, without grace', () => {
    expect(subscriptionAccess(sub({ cancelAtPeriodEnd: true }), now).hasAccess).toBe(true);
    expect(
      subscriptionAccess(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: days(-1) }), now).hasAccess,
    ).toBe(false);
  });

  it('keeps past_due for 3 days after the failed charge, then not', () => {
    expect(subscriptionAccess(sub({ status: 'past_due', pastDueSince: days(-2) }), now).hasAccess).toBe(true);
    expect(subscriptionAccess(sub({ status: 'past_due', pastDueSince: days(-3) }), now).hasAccess).toBe(
      false,
    );
    expect(subscriptionAccess(sub({ status: 'canceled' }), now).hasAccess).toBe(false);
  });

  it('acts on the subscription giving access with the highest tier, else the newest', () => {
    const pilot = {
      id: 'pilot',
      tier: 'premium' as const,
      access: subscriptionAccess(sub({ renews: false }), now),
    };
    const basic = { id: 'basic', tier: 'basic' as const, access: subscriptionAccess(sub(), now) };
    const old = {
      id: 'old',
      tier: 'basic' as const,
      access: subscriptionAccess(sub({ status: 'canceled' }), now),
    };
    expect(chooseSubscription([basic, pilot])?.id).toBe('pilot');
    expect(chooseSubscription([old, basic])?.id).toBe('basic');
    expect(chooseSubscription([old])?.id).toBe('old');
    expect(chooseSubscription([])).toBeUndefined();
  });

  it('shows an unlimited allowance as 999', () => {
    expect(allowanceView(null, 4)).toEqual({ allowance: 999, used: 4, remaining: 999, unlimited: true });
    expect(allowanceView(20, 25)).toEqual({ allowance: 20, used: 25, remaining: 0, unlimited: false });
  });
});
