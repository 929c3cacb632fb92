// Whether a reply written by a language model actually states an authored fact. The model's own
// list of "revealed" facts is never trusted (an obedient model under prompt injection lists them
// all for "Hello."): a fact is credited only when the reply's words carry it. See
// docs/adr/0114-model-engine-fallback-and-fact-check.md for the thresholds.
import { analyse, slotsOf } from './analyse.ts';
import { plainWords } from './text.ts';

/** Share of the fact's content concepts the reply must carry. */
export const FACT_COVERAGE_THRESHOLD = 0.5;
/** Concepts the reply must share with a fact of two or more (one shared word is not a fact). */
export const FACT_MIN_SHARED = 2;
/** More facts than this in one reply is a recital of the script, not an answer: none is credited. */
export const MAX_FACTS_PER_REPLY = 3;

const numberWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    zero: '0',
    one: '1',
    once: '1',
    two: '2',
    twice: '2',
    couple: '2',
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
    thirteen: '13',
    fourteen: '14',
    fifteen: '15',
    sixteen: '16',
    seventeen: '17',
    eighteen: '18',
    nineteen: '19',
    twenty: '20',
    thirty: '30',
    forty: '40',
    fifty: '50',
    sixty: '60',
    seventy: '70',
    eighty: '80',
    ninety: '90',
    hundred: '100',
    half: '0.5',
  }),
);

const timeUnits: ReadonlyMap<string, string> = new Map(
  Object.entries({
    second: 'second',
    seconds: 'second',
    minute: 'minute',
    minutes: 'minute',
    mins: 'minute',
    min: 'minute',
    hour: 'hour',
    hours: 'hour',
    hrs: 'hour',
    hr: 'hour',
    day: 'day',
    days: 'day',
    week: 'week',
    weeks: 'week',
    fortnight: 'fortnight',
    month: 'month',
    months: 'month',
    year: 'year',
    years: 'year',
  }),
);

const sides = new Set(['left', 'right']);
const negations = new Set(['no', 'not', 'never', 'nothing', 'none', 'without', 'nor', 'neither']);

/** The word's own drug name when it names a particular medicine (the lexicon files it under a class). */
const isDrugName = (word: string) => {
  if (word.length < 4) return false;
  const slots = slotsOf(analyse(word));
  return slots.length > 1 && slots.some((s) => s.includes('MEDICATION'));
};

/**
 * The values a paraphrase may not change: numbers (digits and number words), time units, sides and
 * drug names. "Three days" is not "three weeks", and ramipril is not amlodipine, even though the
 * engine's lexicon folds them into one concept for matching questions.
 */
export const keyValuesOf = (text: string): Set<string> => {
  const out = new Set<string>();
  const words = plainWords(text);
  const numberAt = (i: number) => {
    const w = words[i];
    if (w === undefined) return undefined;
    if (/^\d+$/.test(w)) return String(Number(w));
    return numberWords.get(w);
  };
  words.forEach((word, i) => {
    const n = numberAt(i);
    if (n !== undefined) out.add(`#${n}`);
    // A time unit is a value only in a duration ("three days", "a couple of weeks"), not in "my days off".
    else if (timeUnits.has(word) && [1, 2, 3].some((back) => numberAt(i - back) !== undefined))
      out.add(`unit:${timeUnits.get(word)}`);
    else if (sides.has(word)) out.add(`side:${word}`);
    else if (isDrugName(word)) out.add(`drug:${word}`);
  });
  return out;
};

const isNegated = (text: string) => plainWords(text).some((w) => negations.has(w));

/**
 * The clauses of a text: sentences split again at commas and at "and", "but", "so" and "then", so
 * that a denial ("it did nothing") does not turn the rest of its sentence into one.
 */
const clauseTextsOf = (text: string) =>
  text
    .split(/[.!?;,:\n]+|\b(?:and|but|so|then|though|although)\b/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The content concepts of a text: each slot is a set of alternative terms. */
const conceptsOf = (text: string) => slotsOf(analyse(text));

type Clause = { terms: Set<string>; negated: boolean };
/** A text measured once: its clauses, concepts and key values. */
export type Prepared = { clauses: Clause[]; concepts: ReturnType<typeof conceptsOf>; values: Set<string> };

/** A reply measured once, to check it against many facts (`measureFact`). */
export const prepareReply = (text: string): Prepared => ({
  clauses: clauseTextsOf(text).map((clause) => ({
    terms: new Set(conceptsOf(clause).flat()),
    negated: isNegated(clause),
  })),
  concepts: conceptsOf(text),
  values: keyValuesOf(text),
});

// Authored fact texts are few and read on every model turn: measured once each.
const preparedFacts = new Map<string, Prepared>();
const preparedFact = (text: string) => {
  let found = preparedFacts.get(text);
  if (!found) {
    if (preparedFacts.size > 5_000) preparedFacts.clear();
    found = prepareReply(text);
    preparedFacts.set(text, found);
  }
  return found;
};

/** How a reply measures against one fact. */
export type FactEvidence = {
  /** Content concepts of the fact. */
  conceptCount: number;
  /** Of those, carried by the reply with the fact's polarity (said, not denied). */
  shared: number;
  /** Of the fact's concepts, those the reply carries only with the opposite polarity. */
  contradicted: number;
  /** Key values of the fact of a kind (number, unit, side, drug) the reply meets with none of them. */
  missingValues: string[];
  stated: boolean;
};

/**
 * Measures whether `reply` states the fact whose authored text is `factText`: the share of the
 * fact's content concepts (the engine's lexicon folds lay and clinical words, so a paraphrase
 * meets them) that a clause of the reply carries with the polarity of the fact's clause (a denial
 * does not state a symptom), and whether each kind of key value the fact gives is met.
 */
export const measureFact = (factText: string, reply: string | Prepared): FactEvidence => {
  const f = preparedFact(factText);
  const r = typeof reply === 'string' ? prepareReply(reply) : reply;
  const factValues = [...f.values];
  const kindOf = (value: string) => value.replace(/[:#].*$/, '');
  // Each kind of value the fact gives (a number, a time unit, a side, a drug) must be met by at least
  // one of the fact's own values: "three hours ago" states "half six, so three hours ago", "three
  // days" and "the left side" do not.
  const missingValues = factValues.filter(
    (v) => !factValues.some((w) => kindOf(w) === kindOf(v) && r.values.has(w)),
  );
  let shared = 0;
  let contradicted = 0;
  for (const slot of f.concepts) {
    const has = (clause: Clause) => slot.some((term) => clause.terms.has(term));
    const polarities = new Set(f.clauses.filter(has).map((c) => c.negated));
    const carriers = r.clauses.filter(has);
    if (carriers.some((c) => polarities.size === 0 || polarities.has(c.negated))) shared += 1;
    else if (carriers.length > 0) contradicted += 1;
  }
  const needed = Math.max(
    Math.min(FACT_MIN_SHARED, f.concepts.length),
    Math.ceil(f.concepts.length * FACT_COVERAGE_THRESHOLD),
  );
  const stated = f.concepts.length > 0 && shared >= needed && missingValues.length === 0;
  return { conceptCount: f.concepts.length, shared, contradicted, missingValues, stated };
};

/** Whether `reply` states the fact whose authored text is `factText`. */
export const statesFact = (factText: string, reply: string) => measureFact(factText, reply).stated;

/** What a model's reply earns, whatever the model claimed. */
export type FactCheck = {
  /** Facts the reply states (credited), at most MAX_FACTS_PER_REPLY. */
  creditedFactIds: string[];
  /** Facts the model claimed that its reply does not state (not credited). */
  unsupportedClaimIds: string[];
  /** The reply stated more facts than one answer can: nothing was credited. */
  recital: boolean;
};

/**
 * Which facts a reply earns: those whose authored text the reply states (see `measureFact`), checked
 * for every fact of the case whatever the model listed; the model's list serves only to record the
 * claims it could not back. A reply that states more than MAX_FACTS_PER_REPLY facts recites the
 * script and earns none.
 */
export const checkRevealedFacts = (
  facts: readonly { id: string; answer: string }[],
  reply: string,
  claimedIds: readonly string[] = [],
): FactCheck => {
  const prepared = prepareReply(reply);
  const stated = facts.filter((f) => measureFact(f.answer, prepared).stated).map((f) => f.id);
  const recital = stated.length > MAX_FACTS_PER_REPLY;
  const creditedFactIds = recital ? [] : stated;
  const credited = new Set(creditedFactIds);
  const unsupportedClaimIds = [...new Set(claimedIds)].filter(
    (id) => !credited.has(id) && facts.some((f) => f.id === id),
  );
  return { creditedFactIds, unsupportedClaimIds, recital };
};
