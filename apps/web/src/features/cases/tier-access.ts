import { comingSoon } from '@urosim/contracts';

/**
 * What a case's access tier means for the viewer, as one sentence for its badge ("Premium case —
 * …"). Until card payments open (ADR 0106) every account plays every case, so a paid tier says
 * when it will start to matter, in the pricing pages' words. This is the one place the billing
 * issue changes: it will answer from the viewer's plan.
 */
export const tierAccessText = (
  { tier, name }: { tier: string; name: string },
  isBeforeRelease: boolean = comingSoon.cardPayments,
) => {
  if (tier === 'free') return `${name} case — open to every account`;
  const plans = tier === 'premium' ? `the ${name} plan` : `the ${name} plan and above`;
  return isBeforeRelease
    ? `${name} case — open to you until release, then on ${plans}`
    : `${name} case — on ${plans}`;
};
