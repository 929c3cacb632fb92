// Which request an action item quotes as its evidence. An action item lists the examinations or
// investigations that meet it ("Checks renal function and inflammatory markers": U&E and CRP, or a
// full blood count); the scorer quotes the earliest of those requested, so a trainee who sent a
// blood count first saw it cited for renal function. The evidence quoted is the requested action
// that is most about what the item describes (its name, aliases and cues against the item's
// words, with the engine's lexicon folding lay and clinical terms), the earliest of equals.
import type { CaseDefinition } from '@urosim/contracts';
import { analyse, slotsOf } from '../patient-engine/analyse.ts';
import type { RubricEvidence, RubricResult, ScoringAction, SessionScore } from './score.ts';

const conceptsOf = (text: string) => slotsOf(analyse(text));

/** The words a case gives an examination or investigation: its name, aliases and cues. */
const actionTexts = (caseDef: CaseDefinition, itemId: string): string[] => {
  const exam = caseDef.examination.find((e) => e.id === itemId);
  if (exam) return [exam.name, ...exam.cues];
  const test = caseDef.investigations.find((i) => i.id === itemId);
  return test ? [test.name, ...test.aliases] : [itemId];
};

/** How many of the item description's concepts the action's own words carry. */
export const actionRelevance = (caseDef: CaseDefinition, description: string, itemId: string) => {
  const terms = new Set(actionTexts(caseDef, itemId).flatMap((text) => conceptsOf(text).flat()));
  return conceptsOf(description).filter((slot) => slot.some((term) => terms.has(term))).length;
};

type ActionEvidence = Extract<RubricEvidence, { kind: 'action' }>;

/**
 * The evidence of a met action item: of the requests that meet it, the one most relevant to the
 * item's description, then the earliest. Other results are returned as they are.
 */
export const relevantActionEvidence = (
  caseDef: CaseDefinition,
  result: RubricResult,
  actions: readonly ScoringAction[],
): RubricResult => {
  const evidence = result.evidence;
  if (!result.met || evidence?.kind !== 'action') return result;
  const item = caseDef.rubric.find((r) => r.id === result.itemId);
  if (item?.criterion.kind !== 'action') return result;
  const wanted = new Set(item.criterion.actionIds);
  let best: { action: ScoringAction; relevance: number } | undefined;
  for (const action of actions) {
    if (!wanted.has(action.itemId)) continue;
    const relevance = actionRelevance(caseDef, result.description, action.itemId);
    if (
      !best ||
      relevance > best.relevance ||
      (relevance === best.relevance && action.requestedAtSeconds < best.action.requestedAtSeconds)
    ) {
      best = { action, relevance };
    }
  }
  if (!best || best.action.itemId === evidence.itemId) return result;
  const exam = caseDef.examination.find((e) => e.id === best.action.itemId);
  const test = caseDef.investigations.find((i) => i.id === best.action.itemId);
  const chosen: ActionEvidence = {
    kind: 'action',
    actionKind: exam ? 'examination' : test ? 'investigation' : best.action.kind,
    itemId: best.action.itemId,
    name: exam?.name ?? test?.name ?? best.action.itemId,
    requestedAtSeconds: best.action.requestedAtSeconds,
  };
  return { ...result, evidence: chosen };
};

/** A score whose met action items quote their most relevant request (see `relevantActionEvidence`). */
export const withRelevantEvidence = (
  caseDef: CaseDefinition,
  score: SessionScore,
  actions: readonly ScoringAction[],
): SessionScore => {
  const fix = (r: RubricResult) => relevantActionEvidence(caseDef, r, actions);
  return {
    ...score,
    results: score.results.map(fix),
    strengths: score.strengths.map(fix),
    missed: score.missed.map(fix),
  };
};
