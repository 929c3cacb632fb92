import { accessTiers, BILLING, type Plan } from '@urosim/contracts';
import type { AssistantDoc } from './assistant.ts';

/** Published cases each plan opens: its own tier and every tier below it. */
export const casesOpenedBy = (tier: Plan['tier'], casesPerTier: Partial<Record<Plan['tier'], number>>) =>
  accessTiers.slice(0, accessTiers.indexOf(tier) + 1).reduce((sum, t) => sum + (casesPerTier[t] ?? 0), 0);

const planSentence = (plan: Plan, casesPerTier: Partial<Record<Plan['tier'], number>>) => {
  const sessions =
    plan.sessionsPerMonth === null ? 'unlimited sessions' : `${plan.sessionsPerMonth} sessions a month`;
  const cases = casesOpenedBy(plan.tier, casesPerTier);
  const extras = [
    plan.isAvatarIncluded && 'avatar mode',
    plan.isFacilitatorIncluded && 'facilitator observation',
  ]
    .filter(Boolean)
    .join(' and ');
  const cost = plan.priceMonthlyMinor === 0 ? 'is free' : `costs ${plan.priceLabel} a month`;
  return `${plan.name} ${cost}: ${sessions}, ${cases} of the library's cases${extras ? `, ${extras}` : ''}.`;
};

/**
 * The plans as a help text, so that "how much does it cost?" is answered with the prices in the
 * database (they are configurable), never with prices written into the help content.
 */
export const plansDoc = (
  plans: readonly Plan[],
  casesPerTier: Partial<Record<Plan['tier'], number>>,
): AssistantDoc => ({
  id: 'plans-and-prices',
  title: 'Plans and prices',
  url: '/pricing',
  paragraphs: [
    `UroSim has ${plans.length} monthly plans. ${plans.map((p) => planSentence(p, casesPerTier)).join(' ')}`,
    [
      'Paid plans are billed monthly by card through Stripe, our payment provider, and can be cancelled at any time on the Subscription page: the plan stays until the end of the period paid for.',
      `If a payment fails or a plan expires, access is kept for ${BILLING.graceDays} more days.`,
      'Each plan opens the cases of its tier and of every tier below it (free, basic, standard, premium). The pricing page compares them in full.',
    ].join(' '),
  ],
  keywords: [
    'price',
    'prices',
    'cost',
    'how much',
    'fee',
    'pay',
    'plans',
    'pricing',
    'subscription',
    'expensive',
    'cheap',
    'per month',
    ...plans.map((p) => p.name),
  ],
});
