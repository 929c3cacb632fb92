// A per-case memo for the engine's indexes. The first lookup is by object identity (free); a
// case parsed again from the same content (a new object each request) is found by a fingerprint of
// its JSON, so the index is built once per case version, not once per turn. Bounded; invisible to
// callers: the engine's functions stay pure in effect.

import type { CaseDefinition } from '@urosim/contracts';

const MAX_ENTRIES = 64;

/** FNV-1a over a string: a fast fingerprint, not a security hash. */
const fingerprint = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${text.length}:${h.toString(36)}`;
};

/** Returns a memoised builder: one value per case (by identity, else by content). */
export const caseMemo = <T>(build: (caseDef: CaseDefinition) => T): ((caseDef: CaseDefinition) => T) => {
  const byObject = new WeakMap<CaseDefinition, T>();
  const byContent = new Map<string, T>();
  return (caseDef) => {
    const known = byObject.get(caseDef);
    if (known !== undefined) return known;
    const key = fingerprint(JSON.stringify(caseDef));
    let value = byContent.get(key);
    if (value === undefined) {
      value = build(caseDef);
      if (byContent.size >= MAX_ENTRIES) byContent.delete(byContent.keys().next().value!);
      byContent.set(key, value);
    }
    byObject.set(caseDef, value);
    return value;
  };
};

/** The most words a word memo holds before it starts again (a trainee's typos are unbounded). */
const MAX_WORDS = 20_000;

/**
 * Returns a memoised form of a pure function of one word or short text (a spelling fold, a stem, a
 * clause's plain form): the words and clauses of a turn repeat, and each fold runs a list of patterns.
 * A `Map`, so any text is a safe key.
 */
export const wordMemo = (fold: (word: string) => string): ((word: string) => string) => {
  const memo = new Map<string, string>();
  return (word) => {
    let value = memo.get(word);
    if (value === undefined) {
      value = fold(word);
      if (memo.size >= MAX_WORDS) memo.clear();
      memo.set(word, value);
    }
    return value;
  };
};
