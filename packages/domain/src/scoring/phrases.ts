// Phrase matching for the end-of-session summary and hand-off: is one of a rubric item's phrases
// (or a synonym of it) in the trainee's text? Reuses the patient engine's normalisation (case,
// accents, contractions, abbreviations, British/American spelling) and Porter stemmer, and the
// lexicon's synonym groups where they are true synonyms. Matching is by whole words, in order,
// inside one sentence: "icu" never matches inside "particular". A phrase that the text negates
// ("no nephrostomy", "IV antibiotics not needed") does not count.

import { synonymEntries } from '../patient-engine/lexicon.ts';
import { stem } from '../patient-engine/stem.ts';
import { canonicalSpelling, tokenise } from '../patient-engine/text.ts';

/** One word of a text, folded: the surface word, its stem and the synonym groups it belongs to. */
type Token = { word: string; stem: string; groups: readonly string[]; isBreak: boolean };

/** A phrase ready to match: its words (glue words dropped) and whether it says a negation itself. */
type CompiledPhrase = { tokens: Token[]; isNegative: boolean };

/**
 * Lexicon groups whose single words are interchangeable in a plan ("renal" for "kidney", "testicle"
 * for "testis", "obstructed" for "blocked"). Groups that gather different things under one idea
 * (drug classes, "cancer" with "radiotherapy", "infection" with "cystitis") are left out: in a
 * score, naming the wrong drug must not count as naming the right one.
 */
const lexiconGroups: ReadonlySet<string> = new Set([
  'URINE',
  'KIDNEY',
  'TESTIS',
  'BLADDER',
  'PROSTATE',
  'STONE',
  'NAUSEA',
  'VOMIT',
  'FEVER',
  'RIGOR',
  'CLOT',
  'ABDOMEN',
  'GROIN',
  'RECTUM',
  'BLOCK',
  'CATHETER',
]);

/** Clinical synonyms of plans that the (history-taking) lexicon does not hold. */
const planSynonyms: readonly (readonly string[])[] = [
  ['cancer', 'cancers', 'carcinoma', 'malignancy', 'malignant', 'neoplasm', 'neoplastic'],
  ['orchidectomy', 'orchiectomy'],
  ['orchidopexy', 'orchiopexy'],
  ['antibiotic', 'antibiotics', 'antimicrobial', 'antimicrobials'],
  ['ultrasound', 'sonography', 'ultrasonography'],
];

/**
 * Abbreviations of plans, expanded on both sides (text and phrase) after the engine's own
 * (which already knows FBC, U&E, CT KUB, CTU, USS, MRI, PSA, DRE…).
 */
const planAbbreviations: ReadonlyMap<string, string> = new Map(
  Object.entries({
    nbm: 'nil by mouth',
    npo: 'nil by mouth',
    abx: 'antibiotics',
    iv: 'intravenous',
    ivi: 'intravenous infusion',
    po: 'oral',
    cbi: 'continuous bladder irrigation',
    twoc: 'trial without catheter',
    mdt: 'multidisciplinary team',
    cns: 'clinical nurse specialist',
    gum: 'genitourinary medicine',
    icu: 'intensive care unit',
    itu: 'intensive care unit',
    hdu: 'high dependency unit',
    ir: 'interventional radiology',
    pcn: 'percutaneous nephrostomy',
    '2 ww': '2 week wait',
  }),
);
const planAbbreviationMaxWords = 2;

const numberWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    zero: '0',
    one: '1',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    eleven: '11',
    twelve: '12',
    fifteen: '15',
    twenty: '20',
    thirty: '30',
    forty: '40',
    fifty: '50',
    hundred: '100',
  }),
);

/** Words a phrase may do without ("drainage of the kidney" is "drainage kidney", "urea and electrolytes" is "U&E"). */
const glue: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'his',
  'her',
  'their',
  'your',
  'my',
  'its',
]);

/** Words that negate what follows them. */
const negators: ReadonlySet<string> = new Set([
  'no',
  'not',
  'without',
  'avoid',
  'avoiding',
  'avoided',
  'nor',
  'never',
  'decline',
  'declined',
  'declines',
  'refuse',
  'refused',
  'refuses',
  'against',
]);

/**
 * Words that may stand between a negator and the phrase it negates ("no need for a nephrostomy",
 * "do not give ibuprofen"). Any other word between them breaks the negation ("do not delay
 * antibiotics" asks for antibiotics).
 */
const negationBridge: ReadonlySet<string> = new Set([
  'need',
  'needed',
  'for',
  'further',
  'any',
  'the',
  'a',
  'an',
  'routine',
  'urgent',
  'immediate',
  'to',
  'be',
  'is',
  'are',
  'role',
  'indication',
  'plan',
  'planned',
  'give',
  'giving',
  'start',
  'starting',
  'use',
  'using',
  'prescribe',
  'prescribing',
  'offer',
  'offering',
  'request',
  'requesting',
  'order',
  'ordering',
  'send',
  'sending',
  'arrange',
  'arranging',
  'perform',
  'performing',
  'do',
  'require',
  'requires',
  'required',
  'recommend',
  'recommended',
  'want',
  'attempt',
  'currently',
  'yet',
]);
const negationWindow = 4;

/** Words after a phrase that negate it ("nephrostomy not needed", "CT unnecessary"). */
const negatedAfter =
  /^(?:(?:is|are|was|were|be|currently|as|yet|now|at|this|stage|point) )*(?:not (?:needed|required|indicated|necessary|appropriate|recommended|warranted|given|planned|started|done|helpful|useful)|unnecessary|unwarranted|contraindicated|inappropriate|unhelpful)\b/;

/** Most words a phrase's consecutive words may have between them in the text. */
const maxGap = 2;

const buildGroups = (): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  const add = (word: string, group: string) => {
    const key = stem(canonicalSpelling(word));
    const list = groups.get(key) ?? [];
    if (!list.includes(group)) list.push(group);
    groups.set(key, list);
  };
  for (const [spec, keys] of synonymEntries) {
    if (!lexiconGroups.has(spec)) continue;
    for (const key of keys) {
      const words = tokenise(key).filter((t) => !t.isBreak);
      if (words.length === 1) add(words[0]!.word, spec);
    }
  }
  planSynonyms.forEach((list, i) => {
    for (const word of list) add(word, `PLAN${i}`);
  });
  return groups;
};

const groupsByStem = buildGroups();
const noGroups: readonly string[] = [];

/** Thousands separators, clock times and numbers glued to units, made into separate words. */
const preNormalise = (text: string): string =>
  text
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d{1,2}):(\d{2})/g, '$1 $2')
    .replace(/\b(\d+(?:\.\d+)?)([a-zA-Z]+)\b/g, '$1 $2')
    .replace(/α/g, ' alpha ');

/** The folded words of a text (commas kept as breaks). */
export const phraseTokens = (text: string): Token[] => {
  const words: { word: string; isBreak: boolean }[] = [];
  for (const t of tokenise(preNormalise(text))) {
    if (t.isBreak) {
      words.push({ word: ',', isBreak: true });
      continue;
    }
    let w = numberWords.get(t.word) ?? t.word;
    if (/^\d+$/.test(w)) w = w.replace(/^0+(?=\d)/, '');
    words.push({ word: w, isBreak: false });
  }
  const expanded: { word: string; isBreak: boolean }[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let n = Math.min(planAbbreviationMaxWords, words.length - i); n >= 1; n--) {
      const slice = words.slice(i, i + n);
      if (slice.some((w) => w.isBreak)) continue;
      const expansion = planAbbreviations.get(slice.map((w) => w.word).join(' '));
      if (expansion === undefined) continue;
      for (const w of expansion.split(' ')) expanded.push({ word: w, isBreak: false });
      i += n;
      matched = true;
      break;
    }
    if (!matched) {
      expanded.push(words[i]!);
      i++;
    }
  }
  return expanded.map(({ word, isBreak }) => {
    if (isBreak) return { word, stem: word, groups: noGroups, isBreak };
    const canonical = canonicalSpelling(word);
    const s = stem(canonical);
    return { word: canonical, stem: s, groups: groupsByStem.get(s) ?? noGroups, isBreak };
  });
};

const compiledCache = new Map<string, CompiledPhrase>();

const compilePhrase = (phrase: string): CompiledPhrase => {
  const cached = compiledCache.get(phrase);
  if (cached) return cached;
  const all = phraseTokens(phrase).filter((t) => !t.isBreak);
  const content = all.filter((t) => !glue.has(t.word));
  const tokens = content.length > 0 ? content : all;
  const compiled = { tokens, isNegative: tokens.some((t) => negators.has(t.word)) };
  if (compiledCache.size < 5000) compiledCache.set(phrase, compiled);
  return compiled;
};

/** Whether a phrase word and a text word mean the same: same word, same stem, or synonyms. */
const sameWord = (p: Token, t: Token): boolean => {
  if (t.isBreak) return false;
  if (p.word === t.word) return true;
  if (/^\d/.test(p.word) || /^\d/.test(t.word)) return false;
  // A short word shares its stem with too many others ("news" and "new").
  if (p.stem === t.stem && Math.min(p.word.length, t.word.length) >= 4) return true;
  return p.groups.length > 0 && t.groups.length > 0 && p.groups.some((g) => t.groups.includes(g));
};

/** End index (exclusive) of the phrase matched at `start`, or -1. */
const matchAt = (phrase: CompiledPhrase, tokens: readonly Token[], start: number): number => {
  if (!sameWord(phrase.tokens[0]!, tokens[start]!)) return -1;
  let j = start + 1;
  for (let k = 1; k < phrase.tokens.length; k++) {
    const previous = phrase.tokens[k - 1]!;
    // Right after a negation only glue may come between ("no fever", not "no pain, fever").
    const limit = negators.has(previous.word) ? 0 : maxGap;
    let gap = 0;
    let found = -1;
    for (let m = j; m < tokens.length; m++) {
      const t = tokens[m]!;
      if (sameWord(phrase.tokens[k]!, t)) {
        found = m;
        break;
      }
      if (!glue.has(t.word)) gap++;
      if (gap > limit) break;
    }
    if (found < 0) return -1;
    j = found + 1;
  }
  return j;
};

const isNegated = (tokens: readonly Token[], start: number, end: number): boolean => {
  const between: string[] = [];
  for (let i = start - 1; i >= 0 && start - i <= negationWindow; i--) {
    const t = tokens[i]!;
    if (t.isBreak) break;
    if (negators.has(t.word)) {
      if (between.every((w) => negationBridge.has(w))) return true;
      break;
    }
    between.push(t.word);
  }
  const after = tokens
    .slice(end, end + 6)
    .filter((t) => !t.isBreak)
    .map((t) => t.word)
    .join(' ');
  return negatedAfter.test(after);
};

/** Whether a compiled phrase occurs, not negated, in a sentence's tokens. */
const occursIn = (phrase: CompiledPhrase, tokens: readonly Token[]): boolean => {
  if (phrase.tokens.length === 0) return false;
  for (let i = 0; i < tokens.length; i++) {
    const end = matchAt(phrase, tokens, i);
    if (end < 0) continue;
    if (phrase.isNegative || !isNegated(tokens, i, end)) return true;
  }
  return false;
};

/**
 * Splits a summary into sentences: at full stops, question and exclamation marks followed by a
 * space, semicolons, line breaks and bullets (a decimal point such as "1.15" does not split).
 */
export const splitSentences = (text: string): string[] =>
  text
    .split(/[;\n\r•]+/)
    .flatMap((part) => part.replace(/^\s*[-*]\s+/, '').split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));

/** Where a phrase matched: the rubric phrase and the trainee's sentence that holds it. */
export type PhraseMatch = { phrase: string; sentence: string };

/**
 * The first sentence of `text` holding one of `phrases` (normalised, British or American spelling,
 * synonyms, stems, whole words, not negated), with the first phrase it holds; null when none does.
 */
export const summaryMatches = (text: string, phrases: readonly string[]): PhraseMatch | null => {
  if (text.trim().length === 0 || phrases.length === 0) return null;
  const compiled = phrases.map((p) => ({ phrase: p, compiled: compilePhrase(p) }));
  for (const sentence of splitSentences(text)) {
    const tokens = phraseTokens(sentence);
    for (const { phrase, compiled: c } of compiled) if (occursIn(c, tokens)) return { phrase, sentence };
  }
  return null;
};
