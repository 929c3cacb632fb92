import { describe, expect, it } from 'vitest';
import {
  clampProgress,
  clockHand,
  DEFAULT_LOADING_MESSAGE,
  LOADER_DEFAULT_SIZES,
  SPINNER_TYPES,
  SUCCESS_CHECK_MS,
} from './loader-rules';

describe('the loaders of section 9', () => {
  it('has the specified types, message and default sizes', () => {
    expect(SPINNER_TYPES).toEqual(['circular', 'dots', 'wave', 'branded', 'progress']);
    expect(DEFAULT_LOADING_MESSAGE).toBe('Loading...');
    expect(LOADER_DEFAULT_SIZES).toEqual({
      dna: 60,
      stethoscope: 120,
      floatingIcons: 36,
      floatingIconCount: 6,
      skillRadar: 150,
      clock: 120,
    });
    expect(SUCCESS_CHECK_MS).toBe(1_500);
  });

  it('keeps the clock between 0 and 100 and turns its hand clockwise from twelve', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clockHand(0, 10)).toEqual({ x: 0, y: -10 });
    const quarter = clockHand(25, 10);
    expect(quarter.x).toBeCloseTo(10);
    expect(quarter.y).toBeCloseTo(0);
  });
});
