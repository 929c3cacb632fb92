// The Porter stemmer (M. F. Porter, 1980, with the published "bli"/"logi" revisions), written out
// here so the engine stays pure, dependency-free and deterministic. It works on lower-case ASCII.

import { wordMemo } from './case-cache.ts';

const isConsonant = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
};

/** The number of vowel-consonant sequences in `w` (the "m" of the algorithm). */
const measure = (w: string): number => {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i++;
    m++;
  }
  return m;
};

const hasVowel = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string): boolean => {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
};

/** consonant-vowel-consonant at the end, the last not w, x or y. */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonant(w, n - 1) || isConsonant(w, n - 2) || !isConsonant(w, n - 3)) return false;
  const c = w[n - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
};

const replaceSuffix = (
  w: string,
  rules: readonly (readonly [string, string])[],
  minMeasure: number,
): string => {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : w;
    }
  }
  return w;
};

const step2Rules = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
] as const;

const step3Rules = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
] as const;

const step4Suffixes = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
] as const;

// Longest suffix first within each step, as the algorithm requires.
const step4Sorted = [...step4Suffixes].sort((a, b) => b.length - a.length);

/**
 * Words whose Porter stem would merge them with another word of a consultation: "news" (bad news,
 * the NEWS2 score) is not "new".
 */
const invariant: ReadonlySet<string> = new Set(['news']);

/** Reduces an English word to its Porter stem ("urination" → "urin", "catheterized" → "catheter"). */
export const stem = wordMemo((word: string): string => {
  let w = word;
  if (w.length <= 2 || invariant.has(w)) return w;
  // An adverb is its adjective ("regularly" → "regular", "suddenly" → "sudden"); Porter keeps "-ly".
  // Only after a consonant and with a stem of four letters or more ("family", "early" stay).
  if (w.length >= 7 && w.endsWith('ly') && /[^aeiouy]$/.test(w.slice(0, -2))) w = w.slice(0, -2);

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  // Steps 2 and 3
  w = replaceSuffix(w, step2Rules, 0);
  w = replaceSuffix(w, step3Rules, 0);

  // Step 4
  for (const suffix of step4Sorted) {
    if (!w.endsWith(suffix)) continue;
    const s = w.slice(0, -suffix.length);
    if (measure(s) > 1 && (suffix !== 'ion' || /[st]$/.test(s))) w = s;
    break;
  }

  // Step 5a
  if (w.endsWith('e')) {
    const s = w.slice(0, -1);
    const m = measure(s);
    if (m > 1 || (m === 1 && !endsCvc(s))) w = s;
  }
  // Step 5b
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);

  return w;
});
