import { accessTiers, comingSoon, type Plan } from '@urosim/contracts';

/** A case access tier: free, basic, standard or premium. */
export type AccessTier = Plan['tier'];

/**
 * How many library cases each access tier holds, counted from the `accessTier` of
 * `packages/content/cases/*.json`. Written out so the pricing pages do not bundle the cases;
 * `plans-format.test.ts` counts the files again and fails when this falls out of step.
 */
export const LIBRARY_CASES_BY_TIER: Readonly<Record<AccessTier, number>> = {
  free: 10,
  basic: 5,
  standard: 4,
  premium: 5,
};

/** Cases in the library, all tiers together. */
export const LIBRARY_CASE_COUNT = accessTiers.reduce((sum, tier) => sum + LIBRARY_CASES_BY_TIER[tier], 0);

/** The tiers a plan opens: its own and every lower one (free ⊂ basic ⊂ standard ⊂ premium). */
export const tiersOpened = (tier: AccessTier): AccessTier[] =>
  accessTiers.slice(0, accessTiers.indexOf(tier) + 1);

/** Library cases a plan opens. */
export const casesOpened = (tier: AccessTier): number =>
  tiersOpened(tier).reduce((sum, opened) => sum + LIBRARY_CASES_BY_TIER[opened], 0);

/** 'free' → 'Free'. */
export const tierLabel = (tier: AccessTier) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** Words in a sentence list: "free", "free and basic", "free, basic and standard". */
const listText = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The tiers a plan opens in words, first one capitalised: "Free, basic and standard". */
export const tiersOpenedText = (tier: AccessTier) => {
  const text = listText(tiersOpened(tier));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "8 of 12 library cases". */
export const casesOpenedText = (tier: AccessTier) =>
  `${casesOpened(tier)} of ${LIBRARY_CASE_COUNT} library cases`;

/** A plan's price as a sentence ends: "Free" or "£9 per month". */
export const priceText = (plan: Pick<Plan, 'priceMonthlyMinor' | 'priceLabel'>) =>
  plan.priceMonthlyMinor === 0 ? 'Free' : `${plan.priceLabel} per month`;

/** "Unlimited sessions", "1 session per month", "5 sessions per month". */
export const sessionsText = (sessionsPerMonth: number | null) => {
  if (sessionsPerMonth === null) return 'Unlimited sessions';
  return `${sessionsPerMonth} ${sessionsPerMonth === 1 ? 'session' : 'sessions'} per month`;
};

/**
 * Where a plan's button leads and what it says, for a visitor or a signed-in user. A paid plan
 * leads to checkout: a signed-in user's button starts it (`checkout` names the plan); a visitor
 * signs up (or signs in) first and comes back to it (`/subscription?checkout=<plan>` starts it).
 * While card payments are not open (`comingSoon.cardPayments`) a paid plan has no button (`to` is
 * null): it says when it can be bought instead of selling what cannot be paid for.
 */
export const planCallToAction = (
  plan: Pick<Plan, 'slug' | 'name' | 'priceMonthlyMinor'>,
  isLoggedIn: boolean,
  arePaymentsOpen = !comingSoon.cardPayments,
): { label: string; to: string | null; checkout?: string } => {
  const isPaid = plan.priceMonthlyMinor > 0;
  if (isPaid && !arePaymentsOpen) return { label: 'Opens at release', to: null };
  if (!isPaid)
    return isLoggedIn
      ? { label: `Choose ${plan.name}`, to: '/subscription' }
      : { label: 'Create a free account', to: '/signup/platform' };
  const slug = encodeURIComponent(plan.slug);
  if (isLoggedIn)
    return { label: `Choose ${plan.name}`, to: `/subscription?checkout=${slug}`, checkout: plan.slug };
  return { label: `Choose ${plan.name}`, to: `/signup/platform?plan=${slug}` };
};
