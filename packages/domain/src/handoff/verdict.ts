import {
  type CaseDefinition,
  type HandoffCopilot,
  type HandoffScore,
  type HandoffSectionVerdict,
  type RubricItem,
  type Sbar,
  type SbarSection,
  sbarSections,
} from '@urosim/contracts';
import type { RubricResult, SessionScore } from '../scoring/score.ts';
import { readHandoffDraft } from './copilot.ts';
import { countWords, handoffText } from './text.ts';

/** Whether a rubric item is a hand-off item (only a written hand-off can meet it). */
export const isHandoffItem = (item: Pick<RubricItem, 'category' | 'criterion'>): boolean =>
  item.category === 'handoff' || (item.criterion.kind === 'phrase' && item.criterion.field === 'handoff');

/** The section a hand-off item is judged in: its own, or Assessment when the case names none. */
const sectionOf = (item: RubricItem | undefined): SbarSection => item?.handoffSection ?? 'assessment';

/**
 * Whether a met item's evidence is a sentence of the hand-off. The scorer quotes the sentence it
 * found; an item of the hand-off category met elsewhere (a phrase item read from any field) does
 * not make the hand-off any better, so it counts as missed here.
 */
const quotesHandoff = (result: RubricResult, text: string) =>
  result.evidence?.kind === 'phrase' &&
  result.evidence.field === 'handoff' &&
  text.includes(result.evidence.sentence.trim());

const asHandoffResult = (result: RubricResult, item: RubricItem | undefined, text: string): RubricResult => {
  if (!result.met || quotesHandoff(result, text)) return result;
  return {
    ...result,
    met: false,
    evidence: null,
    missing: { what: 'Not found in your hand-off.', why: item?.rationale ?? '' },
  };
};

const percentOf = (met: number, total: number) => (total === 0 ? 0 : Math.round((met / total) * 1000) / 10);

/**
 * strong: every item of the section met and no structural gap; adequate: at least half of its
 * weight met; weak: less; missing: nothing written in it. A section without items of its own is
 * judged by its structure alone (strong without gaps, else adequate).
 */
const verdictOf = (
  text: string,
  items: readonly RubricResult[],
  gaps: readonly string[],
): HandoffSectionVerdict['verdict'] => {
  if (text.trim() === '') return 'missing';
  const total = items.reduce((n, r) => n + r.weight, 0);
  const met = items.filter((r) => r.met).reduce((n, r) => n + r.weight, 0);
  if (met === total && gaps.length === 0) return 'strong';
  return met * 2 >= total ? 'adequate' : 'weak';
};

/**
 * The hand-off's score from a session's score: its hand-off items (met only with a sentence quoted
 * from the hand-off), the percentage of their weight met, and a verdict per SBAR section with the
 * points it meets and misses and the copilot's structural gaps of that section.
 */
export const handoffScoreOf = (
  caseDef: Pick<CaseDefinition, 'rubric'>,
  score: Pick<SessionScore, 'results'>,
  sbar: Sbar,
  copilot: HandoffCopilot = readHandoffDraft(sbar),
): HandoffScore => {
  const text = handoffText(sbar);
  const rubric = new Map(caseDef.rubric.map((item) => [item.id, item]));
  const items = score.results
    .filter((r) => {
      const item = rubric.get(r.itemId);
      return item ? isHandoffItem(item) : r.category === 'handoff';
    })
    .map((r) => asHandoffResult(r, rubric.get(r.itemId), text));
  const metWeight = items.filter((r) => r.met).reduce((n, r) => n + r.weight, 0);
  const totalWeight = items.reduce((n, r) => n + r.weight, 0);
  const sections = sbarSections.map((section): HandoffSectionVerdict => {
    const own = items.filter((r) => sectionOf(rubric.get(r.itemId)) === section);
    const gaps = copilot.hints.filter((h) => h.section === section).map((h) => h.message);
    return {
      section,
      verdict: verdictOf(sbar[section], own, gaps),
      words: countWords(sbar[section]),
      met: own.filter((r) => r.met).map((r) => r.description),
      missed: own.filter((r) => !r.met).map((r) => r.description),
      gaps,
    };
  });
  return { percent: percentOf(metWeight, totalWeight), metWeight, totalWeight, items, sections };
};

/** What a shared hand-off says in place of a point it misses. */
export const UNNAMED_MISSED_POINT = 'A point the case expects here is not in the hand-off yet.';

/**
 * The score as a shared link shows it (the live page and its PDF): what the hand-off meets, its
 * structure's gaps and the figures, but not the case's points it misses, which would give the case
 * away to whoever the link reaches (ADR 0112: no spoilers before a case is played). Its owner sees
 * them all.
 */
export const sharedHandoffScore = (score: HandoffScore): HandoffScore => ({
  ...score,
  items: score.items.filter((item) => item.met),
  sections: score.sections.map((section) => ({
    ...section,
    missed: section.missed.map(() => UNNAMED_MISSED_POINT),
  })),
});
