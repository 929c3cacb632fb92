import { describe, expect, it } from 'vitest';
import { shouldShowSplash, splashPhaseAt } from './splash-rules';

describe('start-up splash', () => {
  it('runs 0.5 s intro, 3 s organs, 0.8 s fade', () => {
    expect(splashPhaseAt(0)).toBe('intro');
    expect(splashPhaseAt(499)).toBe('intro');
    expect(splashPhaseAt(500)).toBe('organs');
    expect(splashPhaseAt(3_499)).toBe('organs');
    expect(splashPhaseAt(3_500)).toBe('fade');
    expect(splashPhaseAt(4_299)).toBe('fade');
    expect(splashPhaseAt(4_300)).toBe('done');
  });

  it('is skipped with reduced motion, under automation and after the first time in a session', () => {
    const base = {
      isSignedIn: true,
      prefersReducedMotion: false,
      isAutomated: false,
      hasSeenThisSession: false,
    };
    expect(shouldShowSplash(base)).toBe(true);
    expect(shouldShowSplash({ ...base, prefersReducedMotion: true })).toBe(false);
    expect(shouldShowSplash({ ...base, isAutomated: true })).toBe(false);
    expect(shouldShowSplash({ ...base, hasSeenThisSession: true })).toBe(false);
  });

  it('plays as the training app starts for a signed-in user, not over the website for a visitor', () => {
    const base = {
      isSignedIn: true,
      prefersReducedMotion: false,
      isAutomated: false,
      hasSeenThisSession: false,
    };
    expect(shouldShowSplash({ ...base, isSignedIn: false })).toBe(false);
  });
});
