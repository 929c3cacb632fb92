import { readdirSync, readFileSync } from 'node:fs';
import { accessTiers, comingSoon } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  casesOpened,
  casesOpenedText,
  LIBRARY_CASE_COUNT,
  LIBRARY_CASES_BY_TIER,
  planCallToAction,
  priceText,
  sessionsText,
  tiersOpened,
  tiersOpenedText,
} from './plans-format';

const casesDir = new URL('../../../../../packages/content/cases/', import.meta.url);

describe('LIBRARY_CASES_BY_TIER', () => {
  it('matches the access tiers of the case files', () => {
    const counted = Object.fromEntries(accessTiers.map((tier) => [tier, 0])) as Record<string, number>;
    const files = readdirSync(casesDir).filter((name) => name.endsWith('.json'));
    for (const file of files) {
      const { accessTier = 'free' } = JSON.parse(readFileSync(new URL(file, casesDir), 'utf8')) as {
        accessTier?: string;
      };
      counted[accessTier] = (counted[accessTier] ?? 0) + 1;
    }
    expect(counted).toEqual(LIBRARY_CASES_BY_TIER);
    expect(LIBRARY_CASE_COUNT).toBe(files.length);
  });
});

describe('tiers and cases opened', () => {
  it('opens the plan’s tier and every lower one', () => {
    expect(tiersOpened('free')).toEqual(['free']);
    expect(tiersOpened('standard')).toEqual(['free', 'basic', 'standard']);
    expect(tiersOpened('premium')).toEqual(['free', 'basic', 'standard', 'premium']);
  });

  it('counts the cases of those tiers', () => {
    expect(casesOpened('free')).toBe(10);
    expect(casesOpened('basic')).toBe(15);
    expect(casesOpened('standard')).toBe(19);
    expect(casesOpened('premium')).toBe(24);
    expect(casesOpenedText('basic')).toBe('15 of 24 library cases');
  });

  it('names the tiers in a sentence', () => {
    expect(tiersOpenedText('free')).toBe('Free');
    expect(tiersOpenedText('basic')).toBe('Free and basic');
    expect(tiersOpenedText('premium')).toBe('Free, basic, standard and premium');
  });
});

describe('priceText', () => {
  it('reads the price the server formatted, as a sentence ends', () => {
    expect(priceText({ priceMonthlyMinor: 0, priceLabel: 'Free' })).toBe('Free');
    expect(priceText({ priceMonthlyMinor: 2900, priceLabel: '£29' })).toBe('£29 per month');
  });
});

describe('sessionsText', () => {
  it('reads null as unlimited and counts the rest', () => {
    expect(sessionsText(null)).toBe('Unlimited sessions');
    expect(sessionsText(1)).toBe('1 session per month');
    expect(sessionsText(5)).toBe('5 sessions per month');
  });
});

describe('planCallToAction', () => {
  const free = { slug: 'free', name: 'Free', priceMonthlyMinor: 0 };
  const basic = { slug: 'basic', name: 'Basic', priceMonthlyMinor: 900 };

  it('sends visitors to sign up, with the paid plan chosen, once payments are open', () => {
    expect(planCallToAction(free, false, true)).toEqual({
      label: 'Create a free account',
      to: '/signup/platform',
    });
    expect(planCallToAction(basic, false, true)).toEqual({
      label: 'Choose Basic',
      to: '/signup/platform?plan=basic',
    });
  });

  it('starts checkout of a paid plan for signed-in users, once payments are open', () => {
    expect(planCallToAction(free, true, true)).toEqual({ label: 'Choose Free', to: '/subscription' });
    expect(planCallToAction(basic, true, true)).toEqual({
      label: 'Choose Basic',
      to: '/subscription?checkout=basic',
      checkout: 'basic',
    });
  });

  it('sells no paid plan while card payments are not open; the free plan still signs up', () => {
    expect(planCallToAction(basic, false, false)).toEqual({ label: 'Opens at release', to: null });
    expect(planCallToAction(basic, true, false)).toEqual({ label: 'Opens at release', to: null });
    expect(planCallToAction(free, false, false)).toEqual({
      label: 'Create a free account',
      to: '/signup/platform',
    });
  });

  it('follows the release list by default: card payments are open', () => {
    expect(comingSoon.cardPayments).toBe(false);
    expect(planCallToAction(basic, false).to).toBe('/signup/platform?plan=basic');
  });
});
