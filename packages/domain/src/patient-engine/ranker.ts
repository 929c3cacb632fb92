// Ranks a case's documents (facts, negatives, persona lines, nurse actions…) against the slots of a
// question. The score is built to be comparable across cases, so that one threshold holds:
//
//   query coverage = Σ over query slots of the best credit the document gives it / Σ slot weights,
//                    where credit = idf of the shared term × overlap of the two slots (an ambiguous
//                    word such as "drink" = ALCOHOL|FLUID only half-matches a plain FLUID), cue terms
//                    counting fully and answer-only terms at ANSWER_WEIGHT; a slot that no document
//                    knows weighs UNKNOWN_WEIGHT × the largest idf (COMMON_UNKNOWN_WEIGHT for an
//                    ordinary English word);
//   cue coverage   = for the document's best cue, the idf share of its slots the query holds;
//   consensus      = the mean, over the document's cues, of the share of the query (by weight) each
//                    cue holds (a document asked about in many ways is more likely the one meant);
//   score          = boost × (QUERY_SHARE × query coverage + (1 − QUERY_SHARE) × cue coverage
//                    + CONSENSUS_WEIGHT × consensus).
//
// idf is BM25's, ln(1 + (N − df + 0.5) / (df + 0.5)) over the case's documents, scaled by
// ASPECT_WEIGHT for words that say which aspect is asked ("where", "how long") rather than the topic,
// and by FRAME_WEIGHT for words that set the section of the history (family).

import { analyse, commonStems, type Slot, slotsOf, type Term, type Vocabulary } from './analyse.ts';

/** A document to rank: an id, its kind, the ways to ask for it, and its answer text. */
export type RankDoc = {
  id: string;
  kind: string;
  cues: readonly string[];
  answer: string;
  boost?: number;
  /** The section of the history a fact or negative belongs to (its category), when it has one. */
  section?: string;
};

type IndexedCue = { slots: Slot[]; weights: number[]; total: number };
/** A document's slots: by each term they hold (cues, answer) and per cue. */
type DocSlots = { cueSlots: Map<Term, Slot[]>; answerSlots: Map<Term, Slot[]>; cues: IndexedCue[] };
type IndexedDoc = {
  doc: RankDoc;
  /** Without weak words (the usual case). */
  hard: DocSlots;
  /** With weak words, for a question made only of weak words. */
  soft: DocSlots;
};

/** Documents with their terms and idf, ready to rank queries against. */
export type RankIndex = {
  docs: IndexedDoc[];
  idf: Map<Term, number>;
  maxIdf: number;
  vocab: Vocabulary;
};

/** One ranked document: its score and the parts that make it up. */
export type Ranked = {
  doc: RankDoc;
  score: number;
  queryCoverage: number;
  cueCoverage: number;
  /** Indices of the query slots it matched. */
  matchedSlots: number[];
  /** The query it was ranked against (so the matched slots can be read). */
  query: readonly Slot[];
};

/** How much a term found only in the answer (not in any cue) counts. */
export const ANSWER_WEIGHT = 0.55;
/** Weight of a query slot that no document knows, as a share of the largest idf. */
export const UNKNOWN_WEIGHT = 0.75;
/** Weight of an ordinary English word that no document knows, as a share of the largest idf. */
export const COMMON_UNKNOWN_WEIGHT = 0.3;
/** Share of query coverage in the score (the rest is the best cue's coverage). */
export const QUERY_SHARE = 0.7;
/** Weight of the consensus term: small, it mostly breaks ties. */
export const CONSENSUS_WEIGHT = 0.04;
/**
 * Weight of the share of the query that one cue of the document holds on its own: of two documents
 * that both cover the question, the one with a cue saying all of it was more likely meant than one
 * matched word by word across cues. Small: it breaks near-ties.
 */
export const WHOLE_CUE_WEIGHT = 0.03;
/** Weight of a context slot (a leading time frame) as a share of its idf: it breaks ties, no more. */
export const CONTEXT_WEIGHT = 0.3;
/** Scale of the idf of words that ask for an aspect (where, when, how long, how bad) not a topic. */
export const ASPECT_WEIGHT = 0.6;

/** Whether a slot only asks for an aspect (where, when, how long…) and names no topic. */
export const isAspect = (slot: Slot): boolean => slot.every((t) => aspects.has(t));

/** Whether every slot only asks for an aspect (where, when, how long…) and names no topic. */
export const isAspectOnly = (query: readonly Slot[]): boolean =>
  query.length > 0 && query.every((s) => s.every((t) => aspects.has(t)));

/**
 * The index of the known query slot that weighs most (the head of a coordinated piece), or -1 when
 * the piece has no known topic (only unknown words or aspects).
 */
export const headSlot = (index: RankIndex, query: readonly Slot[]): number => {
  let best = -1;
  let bestWeight = 0;
  query.forEach((s, i) => {
    if (s.every((t) => aspects.has(t))) return;
    const w = Math.max(0, ...s.map((t) => index.idf.get(t) ?? 0));
    if (w > bestWeight) {
      best = i;
      bestWeight = w;
    }
  });
  return best;
};

/**
 * Scale of the idf of words that set the section of the history asked about: "has anyone in your
 * family had problems with their testicles?" is family history, whatever else it names.
 */
export const FRAME_WEIGHT = 1.6;
const frames = new Set<Term>(['FAMILY']);

const aspects = new Set<Term>([
  'SITE',
  'AMOUNT',
  'DURATION',
  'CHARACTER',
  'SEVERITY',
  'ONSET',
  'WHEN',
  'TIMEUNIT',
  'RECENT',
  'BEFORE',
  'PROGRESSION',
]);

const bySlotTerm = (slots: Slot[]) => {
  const map = new Map<Term, Slot[]>();
  for (const s of slots) {
    for (const t of s) {
      const list = map.get(t) ?? [];
      list.push(s);
      map.set(t, list);
    }
  }
  return map;
};

/** How far two slots mean the same: the cosine of their term sets (1 when equal). */
const overlap = (a: Slot, b: Slot): number => {
  if (a === b) return 1;
  let shared = 0;
  for (const t of a) if (b.includes(t)) shared++;
  return shared / Math.sqrt(a.length * b.length);
};

const slotKey = (s: Slot) => [...s].sort().join('|');

const uniqueSlots = (lists: Slot[][]): Slot[] => {
  const seen = new Map<string, Slot>();
  for (const list of lists) for (const s of list) if (!seen.has(slotKey(s))) seen.set(slotKey(s), s);
  return [...seen.values()];
};

/** Indexes documents for ranking (cues and answers analysed once). */
export const buildRankIndex = (docs: readonly RankDoc[], vocab: Vocabulary): RankIndex => {
  const prepared = docs.map((doc) => {
    const cueItems = doc.cues.map((c) => analyse(c, vocab));
    const answerItems = analyse(doc.answer, vocab);
    const variant = (withSoft: boolean) => {
      const perCue = cueItems.map((items) => slotsOf(items, withSoft));
      return {
        perCue,
        cueSlots: uniqueSlots(perCue),
        answerSlots: uniqueSlots([slotsOf(answerItems, withSoft)]),
      };
    };
    return { doc, hard: variant(false), soft: variant(true) };
  });
  const df = new Map<Term, number>();
  for (const p of prepared) {
    const terms = new Set<Term>();
    for (const s of [...p.soft.cueSlots, ...p.soft.answerSlots]) for (const t of s) terms.add(t);
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = Math.max(prepared.length, 1);
  const idf = new Map<Term, number>();
  const maxIdf = Math.log(1 + (n - 1 + 0.5) / 1.5);
  for (const [t, f] of df) {
    const v = Math.log(1 + (n - f + 0.5) / (f + 0.5));
    idf.set(t, aspects.has(t) ? v * ASPECT_WEIGHT : frames.has(t) ? v * FRAME_WEIGHT : v);
  }
  const slotWeight = (s: Slot) => Math.max(0, ...s.map((t) => idf.get(t) ?? 0));
  const docSlots = (v: { perCue: Slot[][]; cueSlots: Slot[]; answerSlots: Slot[] }): DocSlots => ({
    cueSlots: bySlotTerm(v.cueSlots),
    answerSlots: bySlotTerm(v.answerSlots),
    cues: v.perCue.map((slots) => {
      const weights = slots.map(slotWeight);
      return { slots, weights, total: weights.reduce((a, b) => a + b, 0) };
    }),
  });
  const indexed: IndexedDoc[] = prepared.map((p) => ({
    doc: p.doc,
    hard: docSlots(p.hard),
    soft: docSlots(p.soft),
  }));
  return { docs: indexed, idf, maxIdf, vocab };
};

const isCommonUnknown = (slot: Slot) => slot.length === 1 && commonStems.has(slot[0]!);

const bestCredit = (q: Slot, map: Map<Term, Slot[]>, idf: Map<Term, number>): number => {
  let best = 0;
  for (const t of q) {
    const slots = map.get(t);
    if (!slots) continue;
    const v = idf.get(t) ?? 0;
    for (const s of slots) best = Math.max(best, v * overlap(q, s));
  }
  return best;
};

/**
 * Ranks every document against the query slots, best first (ties keep document order). `soft`: the
 * query is made only of weak words, so match them against the documents' weak words too. Slots from
 * `contextFrom` on are context (a time frame: "since the operation, …"): they weigh CONTEXT_WEIGHT.
 */
export const rank = (
  index: RankIndex,
  query: readonly Slot[],
  soft = false,
  contextFrom = Infinity,
): Ranked[] => {
  if (query.length === 0) return [];
  const { idf } = index;
  const weights = query.map((s, i) => {
    let w = 0;
    for (const t of s) w = Math.max(w, idf.get(t) ?? 0);
    if (w === 0) w = index.maxIdf * (isCommonUnknown(s) ? COMMON_UNKNOWN_WEIGHT : UNKNOWN_WEIGHT);
    return i >= contextFrom ? w * CONTEXT_WEIGHT : w;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const queryByTerm = bySlotTerm([...query]);

  const out: Ranked[] = [];
  for (const doc of index.docs) {
    const d = soft ? doc.soft : doc.hard;
    let matched = 0;
    const matchedSlots: number[] = [];
    query.forEach((q, i) => {
      // Answers are full of weak words: a question made only of them is matched against cues alone.
      const fromAnswer = soft ? 0 : ANSWER_WEIGHT * bestCredit(q, d.answerSlots, idf);
      const credit = Math.max(bestCredit(q, d.cueSlots, idf), fromAnswer);
      if (credit > 0) {
        matched += Math.min(credit, weights[i]!);
        matchedSlots.push(i);
      }
    });
    if (matched === 0) continue;
    let cueCoverage = 0;
    let consensusSum = 0;
    let bestCueShare = 0;
    for (const cue of d.cues) {
      if (cue.total === 0) continue;
      let covered = 0;
      const heldSlots = new Set<number>();
      cue.slots.forEach((s, i) => {
        let best = 0;
        for (const t of s) {
          for (const q of queryByTerm.get(t) ?? []) {
            const o = overlap(q, s);
            if (o > 0) heldSlots.add(query.indexOf(q));
            best = Math.max(best, o);
          }
        }
        covered += best * cue.weights[i]!;
      });
      let held = 0;
      for (const i of heldSlots) held += weights[i]!;
      consensusSum += total > 0 ? held / total : 0;
      bestCueShare = Math.max(bestCueShare, total > 0 ? held / total : 0);
      cueCoverage = Math.max(cueCoverage, covered / cue.total);
    }
    const queryCoverage = total > 0 ? matched / total : 0;
    const consensus = d.cues.length > 0 ? consensusSum / d.cues.length : 0;
    const score =
      (doc.doc.boost ?? 1) *
      (QUERY_SHARE * queryCoverage +
        (1 - QUERY_SHARE) * cueCoverage +
        CONSENSUS_WEIGHT * consensus +
        WHOLE_CUE_WEIGHT * bestCueShare);
    out.push({ doc: doc.doc, score, queryCoverage, cueCoverage, matchedSlots, query });
  }
  // Stable sort: equal scores keep the authored order, so results never depend on anything else.
  return out.sort((a, b) => b.score - a.score);
};
