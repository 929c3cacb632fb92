// Scores a session against its case's rubric (design: cases.md, "How a session is judged"). Pure and
// deterministic: the same case and session always give the same score, evidence and order.

import {
  type CaseDefinition,
  type RubricItem,
  rubricCategories,
  type SessionAction,
  type SessionSummary,
  type summaryFields,
} from '@urosim/contracts';
import {
  type CommunicationBehaviour,
  findBehaviour,
  firstQuestion,
  type ScoringMessage,
  type TranscriptRef,
} from './behaviours.ts';
import { summaryMatches } from './phrases.ts';

/** Version of the scoring rules, stored with a feedback so a re-score can be told apart. */
export const SCORING_VERSION = 2;

export type RubricCategory = (typeof rubricCategories)[number];
export type SummaryField = (typeof summaryFields)[number];

/** An examination or investigation the trainee requested. */
export type ScoringAction = Pick<SessionAction, 'kind' | 'itemId' | 'requestedAtSeconds'> & { name?: string };

/** The end-of-session summary form. */
export type ScoringSummary = Pick<
  SessionSummary,
  'diagnosis' | 'differentials' | 'investigations' | 'management' | 'escalation'
>;

/** What a session gives the scorer. */
export type SessionScoringInput = {
  /** The conversation in stored order (trainee, patient, nurse and system lines). */
  transcript: readonly ScoringMessage[];
  actions: readonly ScoringAction[];
  /** The summary form, or null when it was not submitted. */
  summary: ScoringSummary | null;
  /**
   * The SBAR hand-off: its text, null (or empty) when the session asked for one and none was
   * written, undefined when the session had no hand-off step: its items are then left out of the
   * score, not counted as missed.
   */
  handoff?: string | null;
};

/** What met a rubric item. */
export type RubricEvidence =
  | {
      kind: 'fact';
      factId: string;
      /** The trainee's line just before the reply (null when the patient said it unasked). */
      question: TranscriptRef | null;
      /** The patient's reply that revealed the fact. */
      reply: TranscriptRef;
    }
  | {
      kind: 'action';
      actionKind: 'examination' | 'investigation';
      itemId: string;
      name: string;
      requestedAtSeconds: number;
    }
  | { kind: 'phrase'; field: SummaryField; phrase: string; sentence: string }
  | { kind: 'behaviour'; behaviour: CommunicationBehaviour; line: TranscriptRef };

/** Why an item was not met: what was missing, and why it matters (the item's rationale). */
export type MissingReason = { what: string; why: string };

/** One rubric item, judged. */
export type RubricResult = {
  itemId: string;
  category: RubricCategory;
  description: string;
  weight: number;
  critical: boolean;
  kind: RubricItem['criterion']['kind'];
  met: boolean;
  evidence: RubricEvidence | null;
  missing: MissingReason | null;
};

/** Score of one rubric category: met weight over total weight, 0–100 with one decimal. */
export type CategoryScore = {
  category: RubricCategory;
  label: string;
  score: number;
  metWeight: number;
  totalWeight: number;
  metCount: number;
  itemCount: number;
};

/** An inappropriate investigation the trainee requested, with the case's result text as context. */
export type InappropriateAction = {
  itemId: string;
  name: string;
  requestedAtSeconds: number;
  result: string;
};

export type SessionScore = {
  caseId: string;
  scoringVersion: number;
  /** Met weight over total weight of all items, 0–100 with one decimal. */
  overall: number;
  metWeight: number;
  totalWeight: number;
  /** Categories in the rubric's canonical order, only those the case uses. */
  categories: CategoryScore[];
  /** Every rubric item, in the case's order. */
  results: RubricResult[];
  /** Missed items: critical first, then red flags, then by weight (heaviest first), then case order. */
  missed: RubricResult[];
  /** Met items, in the same order as `missed`. */
  strengths: RubricResult[];
  /** Critical items not met; any makes the session flagged, whatever its score. */
  criticalMissed: RubricResult[];
  flagged: boolean;
  /** Missed items of the red-flags category, in the order of `missed`. */
  redFlagsMissed: RubricResult[];
  /** Inappropriate investigations requested (they cost no points; feedback shows them). */
  inappropriateActions: InappropriateAction[];
};

export const rubricCategoryLabels: Readonly<Record<RubricCategory, string>> = {
  history: 'History',
  'red-flags': 'Red flags',
  examination: 'Examination',
  investigations: 'Investigations',
  diagnosis: 'Diagnosis',
  management: 'Management',
  communication: 'Communication',
  handoff: 'Hand-off',
};

export const summaryFieldLabels: Readonly<Record<SummaryField, string>> = {
  diagnosis: 'working diagnosis',
  differentials: 'differentials',
  investigations: 'investigations',
  management: 'management plan',
  escalation: 'escalation',
  handoff: 'hand-off',
};

const behaviourMissing: Readonly<Record<CommunicationBehaviour, string>> = {
  'introduces-self': 'You did not introduce yourself (your name and role).',
  'confirms-identity': "You did not confirm the patient's identity (name and date of birth).",
  'open-question-first': 'Your first question was not an open one.',
  'shows-empathy': "You did not acknowledge the patient's feelings or pain.",
  'checks-understanding': 'You did not check the patient understood, or invite questions.',
  summarises: 'You did not summarise the history back to the patient.',
  'safety-nets': 'You did not tell the patient what to look out for and what to do if things get worse.',
};

/** Rounds a share to a percentage with one decimal. */
const percent = (met: number, total: number): number =>
  total === 0 ? 0 : Math.round((met / total) * 1000) / 10;

const quoteList = (items: readonly string[], max = 4): string => {
  const shown = items.slice(0, max).map((p) => `“${p}”`);
  const more = items.length > max ? ` (or ${items.length - max} more)` : '';
  return shown.length <= 1
    ? `${shown[0] ?? ''}${more}`
    : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}${more}`;
};

const ref = (m: ScoringMessage): TranscriptRef => ({
  messageId: m.id,
  text: m.text,
  elapsedSeconds: m.elapsedSeconds,
});

type Judgement = { evidence: RubricEvidence | null; what: string };

const judgeFact = (
  caseDef: CaseDefinition,
  factIds: readonly string[],
  input: SessionScoringInput,
): Judgement => {
  const wanted = new Set(factIds);
  const { transcript } = input;
  for (let i = 0; i < transcript.length; i++) {
    const m = transcript[i]!;
    if (m.sender !== 'patient') continue;
    const factId = m.revealedFactIds.find((id) => wanted.has(id));
    if (factId === undefined) continue;
    let question: TranscriptRef | null = null;
    for (let j = i - 1; j >= 0; j--) {
      const q = transcript[j]!;
      if (q.sender === 'trainee' && q.channel === m.channel) {
        question = ref(q);
        break;
      }
    }
    return { evidence: { kind: 'fact', factId, question, reply: ref(m) }, what: '' };
  }
  const cue = caseDef.facts.find((f) => f.id === factIds[0])?.cues[0];
  return {
    evidence: null,
    what: cue
      ? `No question in the conversation brought this out (for example: “${cue}”).`
      : 'No question in the conversation brought this out.',
  };
};

const judgeAction = (
  caseDef: CaseDefinition,
  actionIds: readonly string[],
  input: SessionScoringInput,
): Judgement => {
  const names = new Map<string, { kind: 'examination' | 'investigation'; name: string }>();
  for (const e of caseDef.examination) names.set(e.id, { kind: 'examination', name: e.name });
  for (const v of caseDef.investigations) names.set(v.id, { kind: 'investigation', name: v.name });
  const wanted = new Set(actionIds);
  // The earliest request; ties keep the stored order.
  let best: ScoringAction | undefined;
  for (const a of input.actions) {
    if (!wanted.has(a.itemId)) continue;
    if (best === undefined || a.requestedAtSeconds < best.requestedAtSeconds) best = a;
  }
  if (best) {
    const known = names.get(best.itemId);
    return {
      evidence: {
        kind: 'action',
        actionKind: known?.kind ?? best.kind,
        itemId: best.itemId,
        name: known?.name ?? best.name ?? best.itemId,
        requestedAtSeconds: best.requestedAtSeconds,
      },
      what: '',
    };
  }
  const options = actionIds.map((id) => names.get(id)?.name ?? id);
  return { evidence: null, what: `Not requested: ${quoteList(options)}.` };
};

const fieldTexts = (input: SessionScoringInput, field: SummaryField | 'any'): [SummaryField, string][] => {
  const s = input.summary;
  const all: [SummaryField, string | null | undefined][] = [
    ['diagnosis', s?.diagnosis],
    ['differentials', s?.differentials],
    ['investigations', s?.investigations],
    ['management', s?.management],
    ['escalation', s?.escalation],
    ['handoff', input.handoff],
  ];
  return all
    .filter(([f]) => field === 'any' || f === field)
    .map(([f, text]) => [f, text ?? ''] as [SummaryField, string]);
};

const judgePhrase = (
  field: SummaryField | 'any',
  phrases: readonly string[],
  input: SessionScoringInput,
): Judgement => {
  for (const [f, text] of fieldTexts(input, field)) {
    const match = summaryMatches(text, phrases);
    if (match) return { evidence: { kind: 'phrase', field: f, ...match }, what: '' };
  }
  const noSummary = input.summary === null;
  const noHandoff = !input.handoff?.trim();
  let what: string;
  if (field === 'handoff' && noHandoff) what = 'No hand-off was written.';
  else if (field !== 'handoff' && field !== 'any' && noSummary) what = 'No summary was submitted.';
  else if (field === 'any' && noSummary && noHandoff) what = 'No summary or hand-off was written.';
  else {
    const where = field === 'any' ? 'summary or hand-off' : summaryFieldLabels[field];
    what = `Not found in your ${where}: expected ${quoteList(phrases)}.`;
  }
  return { evidence: null, what };
};

const judgeBehaviour = (behaviour: CommunicationBehaviour, input: SessionScoringInput): Judgement => {
  const line = findBehaviour(behaviour, input.transcript);
  if (line) return { evidence: { kind: 'behaviour', behaviour, line }, what: '' };
  if (behaviour === 'open-question-first') {
    const first = firstQuestion(input.transcript);
    return {
      evidence: null,
      what: first
        ? `Your first question was a closed one: “${first.sentence}”.`
        : 'No question was asked of the patient.',
    };
  }
  return { evidence: null, what: behaviourMissing[behaviour] };
};

const judge = (caseDef: CaseDefinition, item: RubricItem, input: SessionScoringInput): RubricResult => {
  const c = item.criterion;
  const j =
    c.kind === 'fact'
      ? judgeFact(caseDef, c.factIds, input)
      : c.kind === 'action'
        ? judgeAction(caseDef, c.actionIds, input)
        : c.kind === 'phrase'
          ? judgePhrase(c.field, c.phrases, input)
          : judgeBehaviour(c.behaviour, input);
  const met = j.evidence !== null;
  return {
    itemId: item.id,
    category: item.category,
    description: item.description,
    weight: item.weight,
    critical: item.critical,
    kind: c.kind,
    met,
    evidence: j.evidence,
    missing: met ? null : { what: j.what, why: item.rationale },
  };
};

/** Orders missed items: critical first, then red flags, then heavier, then the case's order. */
const missedOrder = (results: readonly RubricResult[]): RubricResult[] =>
  results
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(b.r.critical) - Number(a.r.critical) ||
        Number(b.r.category === 'red-flags') - Number(a.r.category === 'red-flags') ||
        b.r.weight - a.r.weight ||
        a.i - b.i,
    )
    .map(({ r }) => r);

const inappropriate = (caseDef: CaseDefinition, actions: readonly ScoringAction[]): InappropriateAction[] => {
  const out: InappropriateAction[] = [];
  const seen = new Set<string>();
  const ordered = actions
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.requestedAtSeconds - y.a.requestedAtSeconds || x.i - y.i);
  for (const { a } of ordered) {
    if (a.kind !== 'investigation' || seen.has(a.itemId)) continue;
    const inv = caseDef.investigations.find((v) => v.id === a.itemId);
    if (!inv || inv.appropriate) continue;
    seen.add(a.itemId);
    out.push({
      itemId: inv.id,
      name: inv.name,
      requestedAtSeconds: a.requestedAtSeconds,
      result: inv.result,
    });
  }
  return out;
};

/** An item only a written hand-off can meet. */
const isHandoffItem = (item: RubricItem) =>
  item.category === 'handoff' || (item.criterion.kind === 'phrase' && item.criterion.field === 'handoff');

/** Scores a session against its case's rubric: every item with evidence, categories, overall, flags. */
export const scoreSession = (caseDef: CaseDefinition, input: SessionScoringInput): SessionScore => {
  const rubric =
    input.handoff === undefined ? caseDef.rubric.filter((item) => !isHandoffItem(item)) : caseDef.rubric;
  const results = rubric.map((item) => judge(caseDef, item, input));
  const sum = (rs: readonly RubricResult[]) => rs.reduce((n, r) => n + r.weight, 0);
  const categories: CategoryScore[] = [];
  for (const category of rubricCategories) {
    const items = results.filter((r) => r.category === category);
    if (items.length === 0) continue;
    const metItems = items.filter((r) => r.met);
    const metWeight = sum(metItems);
    const totalWeight = sum(items);
    categories.push({
      category,
      label: rubricCategoryLabels[category],
      score: percent(metWeight, totalWeight),
      metWeight,
      totalWeight,
      metCount: metItems.length,
      itemCount: items.length,
    });
  }
  const missed = missedOrder(results.filter((r) => !r.met));
  const strengths = missedOrder(results.filter((r) => r.met));
  const criticalMissed = missed.filter((r) => r.critical);
  const metWeight = sum(results.filter((r) => r.met));
  const totalWeight = sum(results);
  return {
    caseId: caseDef.id,
    scoringVersion: SCORING_VERSION,
    overall: percent(metWeight, totalWeight),
    metWeight,
    totalWeight,
    categories,
    results,
    missed,
    strengths,
    criticalMissed,
    flagged: criticalMissed.length > 0,
    redFlagsMissed: missed.filter((r) => r.category === 'red-flags'),
    inappropriateActions: inappropriate(caseDef, input.actions),
  };
};
