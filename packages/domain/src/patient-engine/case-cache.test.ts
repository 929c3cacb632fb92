import { describe, expect, it } from 'vitest';
import { wordMemo } from './case-cache.ts';
import { stem } from './stem.ts';
import { canonicalSpelling } from './text.ts';

describe('wordMemo', () => {
  it('folds each word once and answers the same after', () => {
    const seen: string[] = [];
    const fold = wordMemo((w) => {
      seen.push(w);
      return w.toUpperCase();
    });
    expect([fold('pain'), fold('pain'), fold('blood'), fold('pain')]).toEqual([
      'PAIN',
      'PAIN',
      'BLOOD',
      'PAIN',
    ]);
    expect(seen).toEqual(['pain', 'blood']);
  });

  it('takes any word as a key, the names of built-in properties too', () => {
    const fold = wordMemo((w) => `${w}!`);
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(fold(name)).toBe(`${name}!`);
    expect(stem('constructor')).toBe('constructor');
    expect(canonicalSpelling('__proto__')).toBe('__proto__');
  });

  it('stays bounded however many different words it is given', () => {
    let calls = 0;
    const fold = wordMemo((w) => {
      calls++;
      return w;
    });
    for (let i = 0; i < 50_000; i++) fold(`typo${i}`);
    fold('typo49999');
    expect(calls).toBe(50_000);
    fold('typo0'); // long forgotten: folded again
    expect(calls).toBe(50_001);
  });
});
