import { describe, expect, it } from 'vitest';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';

describe('text PostgreSQL cannot store', () => {
  it('finds a NUL and a lone surrogate anywhere in params, query and body, naming the field', () => {
    const errors = findUnstorableText({
      params: { id: 'a\u0000b' },
      query: { q: 'ok' },
      body: { summary: { diagnosis: 'stone \uD83D' }, notes: ['fine', '\uDC00 alone'], 'k\u0000': 1 },
    });
    expect(errors.map((e) => e.path)).toEqual(['id', 'summary.diagnosis', 'notes.1', '(key)']);
    expect(errors.every((e) => e.message === UNSTORABLE_TEXT_MESSAGE)).toBe(true);
  });

  it('lets every storable string through: paired surrogates (emoji), accents, other controls', () => {
    expect(
      findUnstorableText({
        body: { text: 'Pain 😣 — naïve café\ttab\nline\u0001', n: 3, flag: true, none: null },
      }),
    ).toEqual([]);
  });
});
