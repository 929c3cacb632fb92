import type { SandboxCard } from '@urosim/contracts';
import { AppError } from '../../../http/app-error.ts';

/** What a sandbox test card does: pay at every charge, or be accepted and fail at the next charge. */
export type CardBehaviour = 'pays' | 'fails';

/** Stripe's test card numbers the sandbox knows; any other number is declined (no real card here). */
const testCards: Record<string, { brand: string; behaviour: CardBehaviour | 'declined' }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'pays' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'pays' },
  '4000000000000341': { brand: 'visa', behaviour: 'fails' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
};

/** A card the sandbox accepted, as it is stored with the customer. */
export type AcceptedCard = {
  card_brand: string;
  card_last4: string;
  card_exp_month: number;
  card_exp_year: number;
  card_behaviour: CardBehaviour;
};

/**
 * Reads a card typed into the sandbox (already shaped by ZSandboxCard) at the sandbox's `now`:
 * declined (CARD_DECLINED) for 4000 0000 0000 0002, an expired card or a number that is not one
 * of the test cards; else what it will do at each charge.
 */
export const acceptCard = (card: SandboxCard, now: Date): AcceptedCard => {
  const number = card.number.replace(/[\s-]/g, '');
  const known = testCards[number];
  if (!known) {
    throw new AppError(
      'CARD_DECLINED',
      'The sandbox takes only its test cards: no real card, no money moves.',
    );
  }
  if (known.behaviour === 'declined') throw new AppError('CARD_DECLINED', 'Your card was declined.');
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const expMonth = month ?? 0;
  const expYear = 2000 + (year ?? 0);
  // A card is good until the end of its expiry month.
  if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) {
    throw new AppError('CARD_DECLINED', 'Your card has expired.');
  }
  return {
    card_brand: known.brand,
    card_last4: number.slice(-4),
    card_exp_month: expMonth,
    card_exp_year: expYear,
    card_behaviour: known.behaviour,
  };
};
