import { describe, expect, it } from 'vitest';
import { levelForAverageScore, levelForShownScore, roundScore } from './levels.ts';
import { tierLabel } from './tiers.ts';

describe('levelForAverageScore', () => {
  it.each([
    [0, 'Level 1 Starting'],
    [24.99, 'Level 1 Starting'],
    [25, 'Level 2 Learning'],
    [49.9, 'Level 2 Learning'],
    [50, 'Level 3 Growing'],
    [64.9, 'Level 3 Growing'],
    [65, 'Level 4 Skilled'],
    [74.9, 'Level 4 Skilled'],
    [75, 'Level 5 Advanced'],
    [84.9, 'Level 5 Advanced'],
    [85, 'Level 6 Expert'],
    [100, 'Level 6 Expert'],
  ])('%d gives %s', (score, label) => {
    expect(levelForAverageScore(score).label).toBe(label);
  });
});

describe('roundScore', () => {
  it.each([
    [72.5, 73],
    [72.49, 72],
    [74.6, 75],
    [0.4, 0],
    [-3, 0],
    [100.4, 100],
    [Number.NaN, 0],
  ])('%d is shown as %d', (score, shown) => {
    expect(roundScore(score)).toBe(shown);
  });

  it('gives the level of the score as shown (74.6 is shown as 75: Advanced)', () => {
    expect(levelForShownScore(74.6).label).toBe('Level 5 Advanced');
    expect(levelForShownScore(74.4).label).toBe('Level 4 Skilled');
  });
});

describe('tierLabel', () => {
  it.each([
    [{ isAdmin: true, planName: 'Basic' }, 'Admin'],
    [{ isAdmin: false }, 'Free'],
    [{ isAdmin: false, planName: 'Premium yearly' }, 'Premium'],
    [{ isAdmin: false, planName: 'Pro' }, 'Standard'],
    [{ isAdmin: false, planName: 'Standard' }, 'Standard'],
    [{ isAdmin: false, planName: 'Taster' }, 'Basic'],
    [{ isAdmin: false, planName: 'BASIC monthly' }, 'Basic'],
    [{ isAdmin: false, planName: 'Community' }, 'Free'],
  ] as const)('%j gives %s', (input, label) => {
    expect(tierLabel(input)).toBe(label);
  });
});
