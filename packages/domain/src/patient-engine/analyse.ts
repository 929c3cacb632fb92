// Turns a text into "slots": each slot is one unit of meaning, given as the terms that can stand for
// it (a concept from the lexicon such as URINE, or a word stem). Pipeline: normalise and tokenise →
// fold spelling → correct typos against the case's cue vocabulary → stem → match lexicon phrases
// (longest first) → drop stopwords → map single words to concepts.

import {
  anaphora,
  bodySiteWords,
  circumstanceConjunctions,
  commonWords,
  coordinators,
  firstPersonSubjects,
  softStopwords,
  stopwords,
  subjectOpeners,
  synonymEntries,
} from './lexicon.ts';
import { stem } from './stem.ts';
import { canonicalSpelling, editDistance, type RawToken, tokenise } from './text.ts';

/** A term is a concept (upper case, from the lexicon) or a word stem (lower case). */
export type Term = string;
/** One unit of meaning: any of these terms stands for it. */
export type Slot = readonly Term[];
/** A slot, a break between coordinated words (",", "and", "or"), or a pronoun pointing back. */
export type Item =
  | {
      kind: 'slot';
      alts: Slot;
      isSoft?: boolean;
      isFrame?: boolean;
      isCircumstance?: boolean;
      /** Said in a clause of circumstance that opens the question ("When you sleep, do you snore?"). */
      isLeading?: boolean;
    }
  | { kind: 'break' }
  | { kind: 'anaphor' };

type Phrase = { stems: string[]; slots: Slot[] };

/** Articles, possessives and some adverbs a phrase may skip over ("pass your water" is "pass water"). */
const glue = new Set([
  'the',
  'a',
  'an',
  'your',
  'my',
  'any',
  'some',
  'his',
  'her',
  'their',
  'this',
  'that',
  'it',
  'them',
  'anything',
  'something',
  // Adverbs that qualify without changing what is asked ("what symptoms do you typically get").
  'typically',
  'usually',
  'normally',
  'generally',
  'actually',
  'really',
  'most',
  'ideally',
  'just',
]);

const parseSpec = (spec: string): Slot[] => (spec === '-' ? [] : spec.split(' ').map((s) => s.split('|')));

const keyWords = (key: string): string[] =>
  tokenise(key)
    .filter((t) => !t.isBreak)
    .map((t) => canonicalSpelling(t.word));

type CompiledLexicon = {
  single: Map<string, Slot[]>;
  phrases: Map<string, Phrase[]>;
  /** Canonical surface words of the lexicon (known words, typo targets). */
  words: Set<string>;
};

const compileLexicon = (): CompiledLexicon => {
  const single = new Map<string, Slot[]>();
  const phrases = new Map<string, Phrase[]>();
  const words = new Set<string>();
  for (const [spec, keys] of synonymEntries) {
    const slots = parseSpec(spec);
    for (const key of keys) {
      const ws = keyWords(key);
      for (const w of ws) words.add(w);
      const stems = ws.map(stem);
      if (stems.length === 1) {
        const s = stems[0]!;
        const existing = single.get(s);
        if (existing && existing.length === 1 && slots.length === 1) {
          const merged = [...new Set([...existing[0]!, ...slots[0]!])];
          single.set(s, [merged]);
        } else if (!existing) single.set(s, slots);
        else if (existing.length < slots.length) single.set(s, slots);
      } else if (stems.length > 1) {
        const first = stems[0]!;
        const list = phrases.get(first) ?? [];
        const same = list.find((p) => p.stems.join(' ') === stems.join(' '));
        if (same && same.slots.length === 1 && slots.length === 1) {
          same.slots = [[...new Set([...same.slots[0]!, ...slots[0]!])]];
        } else if (!same) list.push({ stems, slots });
        phrases.set(first, list);
      }
    }
  }
  for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { single, phrases, words };
};

const lexicon = compileLexicon();

const softStems = new Set([...softStopwords].map((w) => stem(canonicalSpelling(w))));

const bodySiteStems = new Set([...bodySiteWords].map((w) => stem(canonicalSpelling(w))));

/** Verbs of keeping something down (what is kept down would otherwise come back up). */
const keepers: ReadonlySet<string> = new Set(['keep', 'kept', 'keeping', 'keeps', 'hold', 'held', 'holding']);

/** Words that open an example or a circumstance after a frame ("…, like when…", "…, especially…"). */
const illustrations: ReadonlySet<string> = new Set(['like', 'especially', 'particularly', 'say', 'eg']);

/** Words that close a clause after "before" used as an adverb ("in before with this", "before at all"). */
const adverbAfterBefore: ReadonlySet<string> = new Set([
  'with',
  'for',
  'about',
  'like',
  'at',
  'too',
  'either',
  'ever',
  'then',
  'as',
  'also',
]);

/** Words that name the present, after which "before" means in the past ("before today"). */
const presentTimes: ReadonlySet<string> = new Set(['today', 'now', 'tonight']);

/**
 * Stems of ordinary English words (an unknown one of these weighs less than an unknown term). Parts
 * of the body are not light: they name what is asked about.
 */
export const commonStems: ReadonlySet<string> = new Set(
  [...commonWords].map((w) => stem(canonicalSpelling(w))).filter((s) => !bodySiteStems.has(s)),
);

/** What a case contributes to analysis: the words it knows and the words a typo may be corrected to. */
export type Vocabulary = {
  /** Canonical words and stems found anywhere in the case: never corrected. */
  known: Set<string>;
  /** Correction targets (case cue words and lexicon words, length ≥ 4), bucketed by length. */
  targets: Map<number, string[]>;
  /** Words dropped like stopwords (the persona's and the nurse's names). */
  names: Set<string>;
  /** Typo corrections already worked out (word → correction, or null for none). */
  corrections: Map<string, string | null>;
};

const titles = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'doctor',
  'nurse',
  'sister',
  'staff',
  'professor',
]);

/** Builds a vocabulary from the case's cue texts (typo targets) and all its other texts (known words). */
export const buildVocabulary = (cueTexts: string[], otherTexts: string[], names: string[]): Vocabulary => {
  const known = new Set<string>();
  const targetSet = new Set<string>();
  for (const w of lexicon.words) if (w.length >= 4 && /^[a-z]+$/.test(w)) targetSet.add(w);
  const addWords = (text: string, isTarget: boolean) => {
    for (const t of tokenise(text)) {
      if (t.isBreak) continue;
      const w = canonicalSpelling(t.word);
      known.add(w);
      known.add(stem(w));
      if (isTarget && w.length >= 4 && /^[a-z]+$/.test(w) && !stopwords.has(w)) targetSet.add(w);
    }
  };
  for (const text of cueTexts) addWords(text, true);
  for (const text of otherTexts) addWords(text, false);
  const targets = new Map<number, string[]>();
  for (const w of [...targetSet].sort()) {
    const list = targets.get(w.length) ?? [];
    list.push(w);
    targets.set(w.length, list);
  }
  const nameSet = new Set<string>();
  for (const n of names)
    for (const t of tokenise(n)) if (!t.isBreak && !titles.has(t.word)) nameSet.add(t.word);
  return { known, targets, names: nameSet, corrections: new Map() };
};

const emptyVocabulary: Vocabulary = {
  known: new Set(),
  targets: new Map(),
  names: new Set(),
  corrections: new Map(),
};

const isKnownWord = (w: string, vocab: Vocabulary): boolean =>
  w.length < 4 ||
  /\d/.test(w) ||
  stopwords.has(w) ||
  commonWords.has(w) ||
  lexicon.words.has(w) ||
  vocab.known.has(w) ||
  vocab.names.has(w) ||
  lexicon.single.has(stem(w)) ||
  vocab.known.has(stem(w));

/** The nearest correction target within the allowed edit distance, or undefined (memoised). */
export const correctTypo = (w: string, vocab: Vocabulary): string | undefined => {
  const known = vocab.corrections.get(w);
  if (known !== undefined) return known ?? undefined;
  const found = searchTypo(w, vocab);
  if (vocab.corrections.size < 10_000) vocab.corrections.set(w, found ?? null);
  return found;
};

const searchTypo = (w: string, vocab: Vocabulary): string | undefined => {
  const max = w.length >= 9 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let len = w.length - max; len <= w.length + max; len++) {
    for (const candidate of vocab.targets.get(len) ?? []) {
      const d = editDistance(w, candidate, Math.min(max, bestDistance));
      if (d > max || d > bestDistance) continue;
      // A second edit must keep the first letter; a short word may only have lost a letter or
      // swapped two (a changed letter in a short word usually makes another word: born, burn).
      if (d === 2 && candidate[0] !== w[0]) continue;
      const isSafe = isTransposition(w, candidate) || isDoubledKey(w, candidate);
      if (w.length <= 4 && !isSafe) continue;
      if (w.length <= 6 && !(isSafe || candidate.length === w.length + 1)) continue;
      if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
};

/** A token: the word as written (lower case), its canonical form and its stem. */
const isTransposition = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
};

/** One key pressed twice: "bloood" for "blood". */
const isDoubledKey = (typed: string, word: string): boolean => {
  if (typed.length !== word.length + 1) return false;
  for (let i = 1; i < typed.length; i++) {
    if (typed[i] === typed[i - 1] && typed.slice(0, i) + typed.slice(i + 1) === word) return true;
  }
  return false;
};

type Token = { raw: string; word: string; stem: string; isBreak: boolean };

/**
 * The base of a comparative or superlative the engine does not know as such: "weaker" is "weak",
 * "bigger" is "big", "heavier" is "heavy", "larger" is "large" (the Porter stemmer leaves them apart).
 */
const comparativeBase = (w: string, vocab: Vocabulary): string | undefined => {
  const m = /^(.{3,}?)(er|est)$/.exec(w);
  if (!m) return undefined;
  const root = m[1]!;
  const candidates = [
    root,
    /(.)\1$/.test(root) ? root.slice(0, -1) : '',
    root.endsWith('i') ? `${root.slice(0, -1)}y` : '',
    `${root}e`,
  ];
  return candidates.find((c) => c.length >= 3 && isKnownWord(c, vocab));
};

/**
 * An unknown word that is a known one with a negating prefix ("uncircumcised"): the known word, since
 * the question is about the same thing ("are you uncircumcised?" asks about circumcision).
 */
const negatedBase = (w: string, vocab: Vocabulary): string | undefined => {
  const m = /^(?:un|non-?)(.{5,})$/.exec(w);
  return m && isKnownWord(m[1]!, vocab) ? m[1] : undefined;
};

const prepare = (raw: RawToken[], vocab: Vocabulary): Token[] =>
  raw.map((t) => {
    if (t.isBreak) return { raw: ',', word: ',', stem: ',', isBreak: true };
    let w = canonicalSpelling(t.word);
    if (!isKnownWord(t.word, vocab) && !isKnownWord(w, vocab))
      w = comparativeBase(w, vocab) ?? negatedBase(w, vocab) ?? correctTypo(w, vocab) ?? w;
    return { raw: t.word, word: w, stem: stem(w), isBreak: false };
  });

const isStopword = (t: Token) => stopwords.has(t.raw) || stopwords.has(t.word) || /^\d+$/.test(t.word);

const matchPhrase = (tokens: Token[], i: number): { phrase: Phrase; end: number } | undefined => {
  const candidates = lexicon.phrases.get(tokens[i]!.stem);
  if (!candidates) return undefined;
  for (const phrase of candidates) {
    let j = i + 1;
    let k = 1;
    while (k < phrase.stems.length && j < tokens.length) {
      const t = tokens[j]!;
      if (t.isBreak) break;
      if (t.stem === phrase.stems[k]) {
        j++;
        k++;
      } else if (glue.has(t.raw)) j++;
      else break;
    }
    if (k === phrase.stems.length) return { phrase, end: j };
  }
  return undefined;
};

/** Words just before "travel" that make it a journey: a person travels, pain spreads. */
const travellers = new Set(['you', 'i', 'we', 'they', 'he', 'she', 'been', 'to', 'recent', 'foreign']);

const periodOpeners = new Set(['last', 'past']);
const periodFillers = new Set(['few', 'couple', 'of', 'a', 'two', 'three', 'several', 'or', 'so']);
const timeUnits = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'hour', 'hours', 'fortnight']);

/** Where a recent period ("last day", "past few weeks", "last 24 hours") that starts at i ends, or i. */
const recentPeriodEnd = (tokens: Token[], i: number): number => {
  if (!periodOpeners.has(tokens[i]!.raw)) return i;
  let j = i + 1;
  while (
    j < tokens.length &&
    j <= i + 3 &&
    (periodFillers.has(tokens[j]!.raw) || /^\d+$/.test(tokens[j]!.raw))
  )
    j++;
  return j < tokens.length && timeUnits.has(tokens[j]!.raw) ? j + 1 : i;
};

/** What follows "so I / so we" in a clause of purpose: a modal or a verb of knowing or planning. */
const purposeVerbs = new Set([
  'can',
  'could',
  'know',
  'understand',
  'will',
  'would',
  'may',
  'might',
  'make',
  'get',
  'check',
  'plan',
  'have',
  'need',
]);
/** "So I am clear / sure": a purpose; "so I am tired": a result. */
const purposeStates = new Set(['clear', 'sure', 'certain', 'able']);

/** Whether the subject at `at` ("so I …", "so that we …", "so my team …") opens a clause of purpose. */
const isPurpose = (tokens: readonly Token[], at: number): boolean => {
  const subject = tokens[at];
  if (!subject || !firstPersonSubjects.has(subject.raw)) return false;
  // "So my colleague can…", "so our team…": a possessive's noun comes first; read as before.
  if (subject.raw === 'my' || subject.raw === 'our') return true;
  const verb = tokens[at + 1]?.raw;
  if (verb === 'am' || verb === 'are') return purposeStates.has(tokens[at + 2]?.raw ?? '');
  // "So I can't be pregnant": a negated modal is a consequence, not an aim.
  return verb !== undefined && purposeVerbs.has(verb) && tokens[at + 2]?.raw !== 'not';
};

/** The lexicon's terms for a medicine (a slot of any of them names what is taken). */
const medicineTerms: ReadonlySet<string> = new Set([
  'MEDICATION',
  'DRUG',
  'OTC',
  'SUPPLEMENT',
  'ANTICOAG',
  'ANALGESIA',
  'ANTIBIOTIC',
]);

/** Words that open the event of a time frame ("since the fall", "after your operation"). */
const frameDeterminers: ReadonlySet<string> = new Set(['the', 'your', 'his', 'her', 'that', 'this']);
/**
 * …and the subjects after "since" ("any cough since you landed?"); after "after", a subject asks about
 * the event ("did it start after you fell?").
 */
const sinceSubjects: ReadonlySet<string> = new Set(['you', 'he', 'she', 'they', 'we']);

/** Verbs of treating oneself: "tried anything at home?" asks about the remedy, not the home. */
const remedyVerbs: ReadonlySet<string> = new Set([
  'tried',
  'try',
  'trying',
  'taken',
  'take',
  'taking',
  'used',
  'using',
]);

/** Analyses a text into slots, breaks and back-references, using the case's vocabulary if given. */
export const analyse = (text: string, vocab: Vocabulary = emptyVocabulary): Item[] => {
  const tokens = prepare(tokenise(text), vocab);
  const saysEver = tokens.some((t) => t.raw === 'ever');
  const items: Item[] = [];
  // Where a clause of circumstance after its question began (its slots are made weak at its end).
  let circumstanceFrom: number | undefined;
  const endCircumstance = () => {
    if (circumstanceFrom === undefined) return;
    for (let k = circumstanceFrom; k < items.length; k++) {
      const item = items[k]!;
      if (item.kind === 'slot') items[k] = { ...item, isSoft: true, isCircumstance: !item.isSoft };
    }
    circumstanceFrom = undefined;
  };
  // Whether the text opens with a clause of circumstance ("When you sleep, …"), until its break.
  let leading = false;
  // Within a simile after the question ("…, like a switch being flicked", "sharp, like a knife?"):
  // it shows what is meant, and its words the case and the lexicon do not know are weak words, not
  // unknown topics that would outweigh what is asked.
  let simile = false;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    if (t.isBreak) simile = false;
    if (
      t.raw === 'like' &&
      items[items.length - 1]?.kind === 'break' &&
      ['a', 'an', 'being', 'someone', 'somebody'].includes(tokens[i + 1]?.raw ?? '')
    )
      simile = true;
    if (t.isBreak || coordinators.has(t.raw)) endCircumstance();
    if (t.isBreak && leading) {
      leading = false;
      for (let k = 0; k < items.length; k++) {
        const item = items[k]!;
        if (item.kind === 'slot') items[k] = { ...item, isLeading: true };
      }
    }
    if (
      i === 0 &&
      circumstanceConjunctions.has(t.raw) &&
      subjectOpeners.has(tokens[1]?.raw ?? '') &&
      tokens.some((x) => x.isBreak)
    )
      leading = true;
    if (t.isBreak) {
      items.push({ kind: 'break' });
      i++;
      continue;
    }
    // "Used to" says the past habit ("what did you used to do?"): it names nothing.
    if (t.raw === 'used' && tokens[i + 1]?.raw === 'to') {
      i++;
      continue;
    }
    // A clause of purpose ("…, so I know I've explained it properly", "so that we can plan") is why
    // the trainee asks, not what: nothing of it is asked, up to the next break. A clause of result
    // ("so I'm tired in the day", "so we went to the GP") is what happened, and stays.
    const after = tokens[i + 1];
    if (t.raw === 'so' && isPurpose(tokens, after?.raw === 'that' ? i + 2 : i + 1)) {
      while (i < tokens.length && !tokens[i]!.isBreak) i++;
      continue;
    }
    // A clause of circumstance ("…, maybe when he's crying", "when you pee, …") says when the question
    // applies: it asks no "when", and it belongs to the question before it, not a question of its own.
    // After the question it qualifies, its words weigh as little as weak words: "…, especially when
    // you strain" does not ask about straining.
    if (circumstanceConjunctions.has(t.raw) && after !== undefined && subjectOpeners.has(after.raw)) {
      let last = items.length - 1;
      while (last >= 0 && items[last]!.kind === 'slot' && (items[last] as { isSoft?: boolean }).isSoft)
        last--;
      if (items[last]?.kind === 'break') {
        items.splice(last, 1);
        // In the patient's own words ("it doesn't hurt, even when I press it") the clause is what
        // they say: only a clause about the one asked ("…, when you…", "…, when he…") is weakened.
        if (!firstPersonSubjects.has(after.raw)) circumstanceFrom = items.length;
      }
    }
    // A person who travels goes on a journey ("have you travelled anywhere?", "you've been
    // travelling"); pain that travels spreads ("does it travel anywhere?"): the subject decides.
    // Without one, first in the question, a journey is travelled, or "any travel?" asked ("Travelled
    // anywhere recently?"); "Travel anywhere?" after the pain still asks where it spreads.
    // (After "been", the subject decides: "have you been travelling?" is a journey, "has the redness
    // been travelling?" spreads.)
    const beenOfThing =
      tokens[i - 1]?.raw === 'been' &&
      !['you', 'he', 'she', 'they', 'i', 'we', 'u', 'ya', 'have'].includes(tokens[i - 2]?.raw ?? '');
    if (
      t.stem === 'travel' &&
      !beenOfThing &&
      (travellers.has(tokens[i - 1]?.raw ?? '') ||
        (i === 0 && /^travell?ed$/.test(t.raw)) ||
        (i === 1 && tokens[0]?.raw === 'any' && /^travel$/.test(t.raw)))
    ) {
      items.push({ kind: 'slot', alts: ['TRAVEL'] });
      i++;
      continue;
    }
    // "Related to sex?" is connected with it, not a relative of the patient's ("relatives" shares the
    // stem "relat").
    if (t.stem === stem('related') && /^relate[ds]?$/.test(t.raw)) {
      items.push({ kind: 'slot', alts: ['RELATED'] });
      i++;
      continue;
    }
    // "In the last day", "over the past 48 hours", "this last fortnight": a recent period, whatever
    // its length (the lexicon's phrases name only some).
    const recent = recentPeriodEnd(tokens, i);
    if (recent > i) {
      items.push({ kind: 'slot', alts: ['RECENT'] });
      i = recent;
      continue;
    }
    // "…since the fall?", "…after the operation?": a time frame at the end of what is asked says when,
    // not what: its words are the question's frame (context), as a leading one is (see `classifyPart`).
    if (
      (t.raw === 'since' || t.raw === 'after') &&
      (frameDeterminers.has(after?.raw ?? '') ||
        (t.raw === 'since' && sinceSubjects.has(after?.raw ?? ''))) &&
      items.some((it) => it.kind === 'slot' && !it.isSoft)
    ) {
      let end = i + 2;
      while (end < tokens.length && !tokens[end]!.isBreak && end - i <= 4) end++;
      // …also when only an example or a circumstance follows ("…since the accident, like when sitting
      // up?", "…since the op, especially at night?").
      const illustrates = tokens[end]?.isBreak && illustrations.has(tokens[end + 1]?.raw ?? '');
      if (end === tokens.length || illustrates) {
        for (const w of tokens.slice(i + 2, end)) {
          const mapped = lexicon.single.get(w.stem);
          if (isStopword(w)) continue;
          for (const alts of mapped ?? [[w.stem]]) items.push({ kind: 'slot', alts, isFrame: true });
        }
        i = illustrates ? end + 1 : end;
        continue;
      }
    }
    // "Have you kept your meds down?", "keeping any food down?": what is kept down is what would come
    // back up, whatever is named between (the lexicon's phrases name only some).
    if (keepers.has(t.raw)) {
      let down = i + 1;
      while (down < tokens.length && down - i <= 4 && !tokens[down]!.isBreak && tokens[down]!.raw !== 'down')
        down++;
      if (tokens[down]?.raw === 'down' && down > i + 1) {
        items.push({ kind: 'slot', alts: ['VOMIT'] });
        // Keeping drink down is the drinking too ("have you kept fluids down?").
        const kept = tokens.slice(i + 1, down).flatMap((w) => lexicon.single.get(w.stem) ?? []);
        if (kept.some((alts) => alts.includes('FLUID'))) items.push({ kind: 'slot', alts: ['FLUID'] });
        i = down + 1;
        continue;
      }
    }
    // "At home" after a medicine or a remedy ("what tablets do you take at home?", "tried anything at
    // home?") says where, not what is asked; after anything else ("who helps you at home?", "any
    // support at home?") the home is the topic.
    if (
      t.raw === 'at' &&
      after?.raw === 'home' &&
      (items.some((it) => it.kind === 'slot' && !it.isSoft && it.alts.some((a) => medicineTerms.has(a))) ||
        tokens.slice(0, i).some((p) => remedyVerbs.has(p.raw)))
    ) {
      // (Not even a weak word: "tried anything at home?" alone is not a question about the home.)
      i += 2;
      continue;
    }
    const phrase = matchPhrase(tokens, i);
    if (phrase) {
      for (const alts of phrase.phrase.slots) items.push({ kind: 'slot', alts });
      i = phrase.end;
      continue;
    }
    i++;
    const previous = tokens[i - 2];
    if (vocab.names.has(t.raw) && (previous === undefined || titles.has(previous.raw) || !isMeaningful(t)))
      continue;
    if (coordinators.has(t.raw)) {
      items.push({ kind: 'break' });
      continue;
    }
    if (anaphora.has(t.raw)) {
      items.push({ kind: 'anaphor' });
      continue;
    }
    if (t.raw === 'ms' && tokens[i] !== undefined && vocab.names.has(tokens[i]!.raw)) continue;
    // "before" followed by more words is a time preposition ("before the fall"), not "ever before".
    const next = tokens[i];
    // …unless the question says "ever" ("ever had this before this admission?"), or what follows is
    // the present ("any blood in your pee before today?", "before now"): then it is the past, as
    // "before" alone is.
    if (
      t.raw === 'before' &&
      !saysEver &&
      next !== undefined &&
      !next.isBreak &&
      !coordinators.has(next.raw) &&
      !presentTimes.has(next.raw) &&
      // ("Were you in before with this?", "seen anyone before about it?": "before" ends its clause.)
      !adverbAfterBefore.has(next.raw)
    ) {
      continue;
    }
    if (softStopwords.has(t.raw) || softStopwords.has(t.word) || softStems.has(t.stem)) {
      items.push({ kind: 'slot', alts: [t.stem], isSoft: true });
      continue;
    }
    if (isStopword(t)) continue;
    const mapped = lexicon.single.get(t.stem);
    // An adverb the case and the lexicon do not know ("properly", "literally", "afterwards") says how,
    // not what: a weak word, not an unknown topic that would outweigh the question's known words.
    if (!mapped && isUnknownAdverb(t, vocab)) {
      items.push({ kind: 'slot', alts: [t.stem], isSoft: true });
      continue;
    }
    if (mapped) for (const alts of mapped) items.push({ kind: 'slot', alts });
    else if (simile && !vocab.known.has(t.word) && !vocab.known.has(t.stem))
      items.push({ kind: 'slot', alts: [t.stem], isSoft: true });
    else items.push({ kind: 'slot', alts: [t.stem] });
  }
  endCircumstance();
  return items;
};

/**
 * The items a query is matched with: weak words dropped when anything else is left, kept (as
 * ordinary slots) when they are all there is.
 */
export const queryItems = (items: Item[]): Item[] => {
  const hasHard = items.some((i) => i.kind === 'slot' && !i.isSoft);
  return hasHard
    ? items.filter((i) => !(i.kind === 'slot' && i.isSoft))
    : items.map((i) => (i.kind === 'slot' ? { kind: 'slot', alts: i.alts } : i));
};

const isUnknownAdverb = (t: Token, vocab: Vocabulary) =>
  t.raw.length > 5 &&
  /(ly|wards)$/.test(t.raw) &&
  !vocab.known.has(t.word) &&
  !vocab.known.has(t.stem) &&
  // (A word the lexicon knows only inside a phrase, such as "properly" in "emptied properly", is
  // still a bare adverb on its own.)
  !lexicon.single.has(t.stem);

const isMeaningful = (t: Token) => lexicon.single.has(t.stem) || commonWords.has(t.raw);

/** The slots of analysed items, each distinct set of terms once. */
export const slotsOf = (items: readonly Item[], withSoft = false): Slot[] => {
  const seen = new Set<string>();
  const out: Slot[] = [];
  for (const item of items) {
    if (item.kind !== 'slot' || (item.isSoft && !withSoft)) continue;
    const key = [...item.alts].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item.alts);
  }
  return out;
};

/**
 * Splits analysed items at breaks into groups of slots (empty groups dropped). A group that refers
 * back ("the right side, is that one sore too?", "the swelling, has it gone down?") is the predicate
 * of the group before it, not a question of its own: the two are one group (in a question only:
 * `joinBackReferences`).
 */
export const segmentsOf = (items: readonly Item[], joinBackReferences = true): Slot[][] => {
  const groups: { items: Item[]; refersBack: boolean }[] = [];
  let current: Item[] = [];
  let refersBack = false;
  const close = () => {
    const last = groups[groups.length - 1];
    if (refersBack && last !== undefined) last.items.push(...current);
    else groups.push({ items: current, refersBack });
    current = [];
    refersBack = false;
  };
  for (const item of items) {
    if (item.kind === 'break') {
      if (current.some((i) => i.kind === 'slot')) close();
      else current = [];
    } else {
      if (joinBackReferences && item.kind === 'anaphor' && !current.some((i) => i.kind === 'slot'))
        refersBack = true;
      current.push(item);
    }
  }
  if (current.length > 0) close();
  return groups.map((g) => slotsOf(g.items)).filter((s) => s.length > 0);
};
