import { comingSoon } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { tierAccessText } from './tier-access';

describe('what a tier badge tells the viewer', () => {
  it('a free case is open to every account', () => {
    expect(tierAccessText({ tier: 'free', name: 'Free' })).toBe('Free case — open to every account');
  });

  it('until card payments open, a paid case is open and says what it will need', () => {
    expect(tierAccessText({ tier: 'basic', name: 'Basic' }, true)).toBe(
      'Basic case — open to you until release, then on the Basic plan and above',
    );
    expect(tierAccessText({ tier: 'premium', name: 'Premium' }, true)).toBe(
      'Premium case — open to you until release, then on the Premium plan',
    );
  });

  it('once card payments open, a paid case names its plans', () => {
    expect(tierAccessText({ tier: 'standard', name: 'Standard' }, false)).toBe(
      'Standard case — on the Standard plan and above',
    );
  });

  it('says today what the coming-soon list says', () => {
    expect(tierAccessText({ tier: 'basic', name: 'Basic' })).toBe(
      tierAccessText({ tier: 'basic', name: 'Basic' }, comingSoon.cardPayments),
    );
  });
});
