import { describe, expect, it } from 'vitest';
import { casesProgressText, casesTowardsPremium, sessionsLeft, sessionsLeftText } from './pilot-progress';

describe('sessionsLeft', () => {
  it('subtracts the sessions used, never going below zero', () => {
    expect(sessionsLeft({ complimentarySessions: 10, complimentaryUsed: 0 })).toBe(10);
    expect(sessionsLeft({ complimentarySessions: 10, complimentaryUsed: 3 })).toBe(7);
    expect(sessionsLeft({ complimentarySessions: 10, complimentaryUsed: 12 })).toBe(0);
    expect(sessionsLeftText({ complimentarySessions: 10, complimentaryUsed: 3 })).toBe(
      '7 of 10 complimentary sessions left',
    );
  });
});

describe('cases towards the premium month', () => {
  it('counts up to two cases', () => {
    expect(casesTowardsPremium(0)).toBe(0);
    expect(casesTowardsPremium(1)).toBe(1);
    expect(casesTowardsPremium(5)).toBe(2);
    expect(casesTowardsPremium(-1)).toBe(0);
    expect(casesProgressText(1)).toBe('1 of 2 cases completed');
    expect(casesProgressText(4)).toBe('2 of 2 cases completed');
  });
});
