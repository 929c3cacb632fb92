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
import { drugsIn, ordersIn } from '../patient-engine/nurse.ts';
import { answerAsPatient } from '../patient-engine/patient.ts';
import {
  asksSomething,
  type CommunicationBehaviour,
  classifySentence,
  explainsThenPlans,
  findBehaviour,
  firstQuestion,
  isQuestionMark,
  lineShowsBehaviour,
  plansNextStep,
  type ScoringMessage,
  splitLine,
  type TranscriptRef,
} from './behaviours.ts';
import { type PhraseReading, summaryMatches } from './phrases.ts';

/**
 * Version of the scoring rules, stored with a feedback so a re-score can be told apart.
 * 4: hand-off items per SBAR section (one each for Situation, Background, Assessment and
 * Recommendation, with `handoffSection`) instead of one item per case (ADR 0116).
 * 5: explaining what is wrong and what happens next sums up; seen pain and worry named is empathy;
 * a safety-net said to a carer; a question for one datum is closed; the rubrics of 14 cases read
 * both parts their descriptions name (ADR 0140).
 * 6: what must come before the news is late after it; an order that must come first is late after
 * the panel ordered what it precedes; a contingency that waits for an unneeded test is no plan; an
 * escalation item waiting for a round is deferred wherever written (ADR 0141).
 * 7: a place where a colleague is ("when the reg is out of theatre"), a step that waits for a result
 * ("once tissue dx") or is only foreseen ("likely to need theatre") plans nothing; one fact for an
 * item that asks about two things needs a question about each; a doctor's title alone is no role; an
 * allergy history that did not stop the allergen being prescribed was not taken (ADR 0142).
 * 8: a reaction the line set off and a cleft that explains ("what it means is…") ask nothing; typed
 * list numbers; an order put off to another day is not made; a feeling named and waved away is not
 * empathy; a stricture is not bladder outlet obstruction; ward abbreviations (ADR 0143).
 * 9: a history item's question must ask what the item names (17 items gain `about`); a contributing
 * diagnosis is not the diagnosis; the perception before the news checks no understanding; dictated,
 * Scots and Irish forms; "don't worry" asks nothing; a stepwise prevention plan (ADR 0144).
 * 10: a contingency put as a query, a maybe or for a recurrence is not planned; an order that waits for
 * another test is put off; drainage before imaging in the bed-wetting man; "So: …" and "here's the
 * story" sum up; perception asked in any words; typed, northern and polite forms (ADR 0145).
 * 11: an explanation then a plan over two lines sums up an item about a topic when the explanation
 * names it; "you will have a camera test" is a next step; empathy that names a feeling as natural; a
 * drug reaction or a culture's resistance named prescribes nothing; a read-back is no explanation
 * before the perception question, and an offer to explain to someone else checks no understanding;
 * priapism's escalation needs a shunt or theatre; the engine's reading of chunked, reflected and
 * South Asian English questions (ADR 0146).
 * 12: "X vs Y" commits to neither; a "possible" step or one left "to decide on" is not planned (a
 * consent's "possible orchidectomy" is); a closed question of the history before the perception
 * question means the consultation did not start with it, and a perception question before anything
 * was explained checks no understanding; what the trainee has read is no order; empathy that calls a
 * feeling reasonable or names how hard it is to talk; Australian test names; a drug given by mouth
 * is no intravenous item; a question naming only drugs the patient does not take asks for no drug
 * history; feedback asked during a procedure is no safety-net; hyperkalaemia's calcium and
 * insulin-dextrose, and the three parts of support after cancer results; the engine's reading of
 * discourse particles, polite lead-ins, forms of address and the whole family (ADR 0147).
 * 13: a summing-up with clots (plural) blocking, a condition named without its article, a next step
 * in the present ("we book you for…") or headed after the patient's name; "to be sure I explained"
 * checks understanding; measured values stated from the notes establish them; clot retention's causes
 * exclude the anticoagulant; "?TWOC" is a query, not a plan; a condition inside an aside is the
 * aside's own; observations explained away ("he's just sore") were not used; an apology for asking is
 * no empathy; the engine's reading of the reason for coming, "enquire", "relations with your wife", a
 * drink beside food, a worry asked about and a tag of assent after a told plan (ADR 0148).
 * 14: empathy with the verb dropped, a worry heard, what it does to a life, "it has rattled you",
 * "it would do my head in"; identity read off the band; "run me through what happens next"; "So
 * Ma'am, summary: …" and next steps with a modal; the first question skips a statement after a name,
 * setting up the talk in statement order, and reads the question after "tell me, please, —"; orders
 * put off "for later", waiting on a finding or left to a later decision are no orders now; a
 * diagnosis whose cause is still to be found is not committed; blood thinners by brand name; case
 * data (bypassing, the torsion's other side, clot retention's work-up, the cyclist's Hb and
 * "claret", the biopsy result stated as localised, the nephrotoxic drugs held, the anticoagulant's
 * last dose and the diabetes' control asked); a comma inside a
 * short list is no gap, a hedge inside a phrase's span ends it; the engine's reading of ADR 0149.
 * 15: a step put first as the topic of a conditional clause ("ICU, we can involve later if needed")
 * is conditional; "review the images, then theatre" waits for a scan; escalation "on (morning)
 * round" is put off; a trailing "if appropriate" after a step joined on is that step's; "eventually"
 * (German "eventuell") hedges a diagnosis; empathy named as what the situation is ("that's
 * frustrating"), not judging, the pain seen ("you're awful sore, I can see that", "this pain is
 * terrible"); "run me through what you'll do at home" checks understanding; drugs in Spanish and
 * Portuguese spelling; case data (Fournier's debridement may not wait for imaging; nocturia's
 * diagnosis names the prostate, its advice may be "no caffeine" or "less fluid"; retention
 * safety-netting in "cannot come out" words; "orchiepididymitis"); the engine's reading of ADR 0150.
 * 16: empathy that names the weight of it ("that would wear anybody down", "that one is heavy"),
 * shares the feeling ("I'd be the same") or hears a fear at length; "so, to resume:" heads a summary;
 * "let me explain what I think has happened" explains and "the catheter will need to stay" plans;
 * checking the right file is no summary; "Conor, one of the urology regs" introduces; "if you pass
 * clots" safety-nets; case data (the torsion's sudden onset must be asked, not only how long; the
 * bladder cancer's safety-net names a reason to call, its key worker's written information may be
 * pamphlets, its perception question what was explained; prophylaxis is a drug, not voiding after
 * sex; a bladder scan is not the bladder examined; empathy topics in more words); the engine's
 * reading of ADR 0151.
 * 17: a safety-net line completed by the advice beside it ("after every wash, the foreskin goes back
 * forward" then "come back if it swells again"); "from the beginning, how did this come about?" is
 * open; "so, bottom line: … we'll book you…" sums up; "it needs an operation today" is a next step;
 * a step only "thought about" is not planned; pip-tazo, Zosyn and DVIU by name; case data (the
 * antiplatelets asked by name, not by warfarin; the catheter's draining asked, not the urine's
 * colour; straddle or pelvic trauma, not a back injury; a dorsal slit, not only a consultant; the
 * paraphimosis's prevention with its return triggers; pain out of proportion recognised in words,
 * not by a pain score asked; the raised-PSA worry tied to the brother's biopsy; the clot-retention
 * patient's earlier bleeding asked with its investigation, not any hospital or scan); "these are real
 * worries", "it's natural that … makes you afraid" acknowledge a fear; what would happen without a
 * catheter explains why it stays, "needs to stay in" and "we'd plan an operation" are next steps; the
 * engine's reading of ADR 0152 (with the trainee's previous message for a "why … it?").
 * 18: a plan written as a chain of arrows is read step by step (one step's condition is not the
 * next one's; a step that is only a condition goes with the next); a culture abbreviated "R
 * trimethoprim" records resistance, not a prescription; "tell me the whole story" is open; "a world
 * of pain" acknowledges pain and "I ask every bloke this" lifts embarrassment; case data (a trial of
 * voiding is a trial without catheter only after the catheter; the urgent cancer pathway by that
 * name; the chlamydia NAAT sent before the antibiotics); one verb for a list of drugs stops each
 * ("A, B and C are stopped", "A, B and C: please suspend all three"); a negated clause closed by a
 * colon does not reach past it; "bilat" and "radical RT"; a diagnosis whose kind is left open ("high
 * or low pressure to be decided") is not committed; the consultant "to be told after theatre" is not
 * told now; an explanation or a plan with its articles dropped sums up; the engine's reading of ADR
 * 0153 (an offer of company answered by who is with the patient); a stage, grade or risk group a
 * diagnosis item states must not be hedged ("?organ-confined"), though a likely cause may be; tests
 * that "will not change management" are not planned; a sign an item asks to recognise may be
 * recognised aloud, to the patient (case data: the Fournier's pain "more than what skin" shows).
 */
export const SCORING_VERSION = 18;

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
  | {
      kind: 'phrase';
      field: SummaryField;
      phrase: string;
      sentence: string;
      /** The order to the nurse that holds it, when it was given in chat (ADR 0111). */
      line?: TranscriptRef;
    }
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
  'checks-understanding':
    'You did not check the patient understood (for example, by asking them to explain the plan back): inviting questions is not enough.',
  summarises: 'You did not sum up for the patient what is happening and what happens next.',
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

/**
 * Whether a trainee's line asked for a fact: it asks something (a question or a request, not a
 * statement), the fact is not a reaction the line set off (news told, a kind word), and it is not one
 * the patient volunteers, or the line asks for it in its own right (the scripted matcher, given the
 * line alone, answers with it).
 */
const askedFor = (caseDef: CaseDefinition, factId: string, question: TranscriptRef | null): boolean => {
  if (!question || !asksSomething(question.text)) return false;
  const fact = caseDef.facts.find((f) => f.id === factId);
  if (fact?.category === 'drug-history' && asksOnlyOtherDrugs(question.text, fact.answer)) return false;
  // (Only a fact of ideas, concerns and feelings is ever a reaction.)
  if (!fact?.volunteered && fact?.category !== 'ice') return true;
  const volunteered = caseDef.facts.filter((f) => f.volunteered).map((f) => f.id);
  const alone = answerAsPatient(
    caseDef,
    { revealedFactIds: volunteered, askedNegativeIds: [], turn: 1 },
    question.text,
  );
  // A reaction the line set off ("I'm so sorry, that's a shock" → "I just need a minute") was said
  // unasked, beside whatever the line asked (ADR 0143).
  if (alone.volunteeredFactIds.includes(factId)) return false;
  return !fact?.volunteered || alone.revealedFactIds.includes(factId);
};

/**
 * A question that names only drugs the patient does not take, and no class of them ("You on warfarin
 * or not?"), asks for neither the drugs he does take (aspirin) nor their history: a neighbouring
 * question, whatever the patient then says.
 */
const asksOnlyOtherDrugs = (question: string, answer: string): boolean => {
  const named = drugsIn(question);
  if (named.length === 0 || drugClassAsked.test(question)) return false;
  const taken = new Set(drugsIn(answer).map((d) => d.key));
  return named.every((d) => !taken.has(d.key));
};
const drugClassAsked =
  /\b(?:blood[- ]?thinn\w*|thin(?:s|ning)? (?:the|your) blood|anti-?coagula\w*|anti-?platelets?|medic\w*|tablets?|pills?|drugs?|meds|prescriptions?|anything (?:else|for|to))\b/i;

/** The trainee's line that a reply answers: the last one before it on its channel, if any. */
const questionBefore = (transcript: readonly ScoringMessage[], i: number): TranscriptRef | null => {
  const m = transcript[i]!;
  for (let j = i - 1; j >= 0; j--) {
    const q = transcript[j]!;
    if (q.sender === 'trainee' && q.channel === m.channel) return ref(q);
    if (q.sender === 'patient' && q.channel === m.channel) return null;
  }
  return null;
};

/** The first reply that revealed a fact the trainee asked for, with the question before it. */
const factEvidence = (
  caseDef: CaseDefinition,
  factId: string,
  transcript: readonly ScoringMessage[],
): RubricEvidence | null => {
  for (let i = 0; i < transcript.length; i++) {
    const m = transcript[i]!;
    if (m.sender !== 'patient' || !m.revealedFactIds.includes(factId)) continue;
    const question = questionBefore(transcript, i);
    if (askedFor(caseDef, factId, question)) return { kind: 'fact', factId, question, reply: ref(m) };
  }
  return null;
};

/**
 * Measured values (two or more, with decimals: "the PSA was 7.8, then 8.1") that the trainee states to
 * the patient, read from the notes: the fact of those values is established, as examiners credit it,
 * though no question asked for it.
 */
const statedValuesEvidence = (
  caseDef: CaseDefinition,
  factId: string,
  transcript: readonly ScoringMessage[],
): RubricEvidence | null => {
  const values = new Set(caseDef.facts.find((f) => f.id === factId)?.answer.match(/\d+\.\d+/g) ?? []);
  if (values.size < 2) return null;
  const line = transcript.find(
    (m) =>
      m.sender === 'trainee' &&
      m.channel === 'patient' &&
      [...values].every((v) => new RegExp(`(?<![\\d.])${v.replace('.', '[.·]')}(?![\\d])`).test(m.text)),
  );
  return line ? { kind: 'fact', factId, question: ref(line), reply: ref(line) } : null;
};

/** The first reply that gave one of `negativeIds` to a question (the patient's "no" is never volunteered). */
const negativeEvidence = (
  negativeIds: readonly string[],
  transcript: readonly ScoringMessage[],
): RubricEvidence | null => {
  for (let i = 0; i < transcript.length; i++) {
    const m = transcript[i]!;
    const given = m.sender === 'patient' ? m.negativeIds?.find((id) => negativeIds.includes(id)) : undefined;
    if (!given) continue;
    const question = questionBefore(transcript, i);
    if (question && asksSomething(question.text))
      return { kind: 'fact', factId: given, question, reply: ref(m) };
  }
  return null;
};

/**
 * The first topic of `about` that no question of the trainee's to the patient names (by its first
 * word), or undefined when every topic was asked about.
 */
const topicsNotAsked = (about: Topics, transcript: readonly ScoringMessage[]): string | undefined => {
  if (!about) return undefined;
  const asked = transcript
    .filter((m) => m.sender === 'trainee' && m.channel === 'patient' && asksSomething(m.text))
    .map((m) => m.text)
    .join('\n');
  return about.find((topic) => summaryMatches(asked, topic, { reading: 'mention' }) === null)?.[0];
};

const judgeFact = (
  caseDef: CaseDefinition,
  criterion: Extract<RubricItem['criterion'], { kind: 'fact' }>,
  input: SessionScoringInput,
): Judgement => {
  const { factIds, negativeIds, before } = criterion;
  const requireAll = criterion.require === 'all';
  // "Checks allergies before antibiotics": asked only after the first such order, it is too late.
  const deadline = before ? firstOrderOf(before, input, { caseDef, except: [] }) : undefined;
  if (deadline !== undefined) {
    const inTime = { ...input, transcript: input.transcript.filter((m) => m.elapsedSeconds <= deadline) };
    const early = judgeFact(caseDef, { ...criterion, before: undefined }, inTime);
    if (early.evidence) return early;
    const late = judgeFact(caseDef, { ...criterion, before: undefined }, input);
    return late.evidence
      ? { evidence: null, what: `Asked only after ${quoteList(before!, 2)} had been ordered.` }
      : late;
  }
  const found = factIds.map((id) => ({
    id,
    evidence:
      factEvidence(caseDef, id, input.transcript) ?? statedValuesEvidence(caseDef, id, input.transcript),
  }));
  const met = found.filter((f) => f.evidence !== null);
  if (met.length > 0 && (!requireAll || met.length === found.length)) {
    // An allergy history that did not stop the allergen being prescribed was not taken (ADR 0142).
    const drugs = factIds.every((id) => caseDef.facts.find((f) => f.id === id)?.category === 'allergies')
      ? allergens(caseDef, { trueOnly: true })
      : null;
    if (drugs && prescribesAny(input, drugs))
      return {
        evidence: null,
        what: 'The allergy was not acted on: a drug the patient is allergic to was prescribed.',
      };
    // An item that names two things one fact answers needs a question about each (ADR 0142).
    const unasked = topicsNotAsked(criterion.about, input.transcript);
    if (unasked)
      return {
        evidence: null,
        what: `Only part of this was asked about: no question asked about “${unasked}”.`,
      };
    return { evidence: met[0]!.evidence, what: '' };
  }
  // The patient's "no" to a question that establishes the same point ("no burning": painless).
  const negative = negativeIds && !requireAll ? negativeEvidence(negativeIds, input.transcript) : null;
  if (negative) return { evidence: negative, what: '' };
  const firstMissing = found.find((f) => f.evidence === null)!.id;
  const cue = caseDef.facts.find((f) => f.id === firstMissing)?.cues[0];
  const partly = met.length > 0 ? 'Only part of this was asked about. ' : '';
  return {
    evidence: null,
    what: cue
      ? `${partly}No question in the conversation asked for this (for example: “${cue}”).`
      : `${partly}No question in the conversation asked for this.`,
  };
};

const actionNames = (caseDef: CaseDefinition) => {
  const names = new Map<string, { kind: 'examination' | 'investigation'; name: string }>();
  for (const e of caseDef.examination) names.set(e.id, { kind: 'examination', name: e.name });
  for (const v of caseDef.investigations) names.set(v.id, { kind: 'investigation', name: v.name });
  return names;
};

/** Words that tell a patient they have a cancer. */
const cancerWords = ['cancer', 'carcinoma', 'malignancy', 'malignant', 'tumour', 'tumor'] as const;

/**
 * When the patient was told the diagnosis (ADR 0141): the first line to the patient that states,
 * not asks, the working diagnosis or a cancer — hedged or not ("it's probably a cancer" is the news;
 * "it isn't cancer" and "what were you told about the tumour?" are not).
 */
export const newsToldAt = (caseDef: CaseDefinition, input: SessionScoringInput): number | undefined => {
  const phrases = [caseDef.expected.workingDiagnosis, ...caseDef.expected.diagnosisSynonyms, ...cancerWords];
  const told = input.transcript.find(
    (m) =>
      m.sender === 'trainee' && m.channel === 'patient' && states(m.text.replace(cancerService, ''), phrases),
  );
  return told?.elapsedSeconds;
};

/** Whether a line says one of `phrases` in a sentence that tells (not asks), hedged or not. */
const states = (text: string, phrases: readonly string[]): boolean =>
  splitLine(text).some(
    (sentence) =>
      !sentence.trim().endsWith('?') &&
      summaryMatches(sentence, phrases, { reading: 'plan', contingency: true }) !== null,
  );

/** "Cancer" naming a service, not a diagnosis ("our cancer nurse specialist", "the cancer pathway"). */
const cancerService =
  /\b(?:cancer|tumou?r)\s+(?:nurses?|specialists?|team|pathway|clinic|centre|center|services?|unit|doctors?|support|charity|care|ward|referral|board|mdt|multidisciplinary)\b/gi;

/**
 * A summing-up that names the diagnosis itself and what happens next, in one line to the patient
 * ("You have a condition called Fournier's gangrene… you need an urgent operation today"; "So:
 * stricture in the bulbar urethra… Plan DVIU").
 */
const namesAndPlans = (caseDef: CaseDefinition, input: SessionScoringInput): TranscriptRef | null => {
  const names = [caseDef.expected.workingDiagnosis, ...caseDef.expected.diagnosisSynonyms];
  const line = input.transcript.find(
    (m) =>
      m.sender === 'trainee' && m.channel === 'patient' && plansNextStep(m.text) && states(m.text, names),
  );
  return line ? { messageId: line.id, text: line.text, elapsedSeconds: line.elapsedSeconds } : null;
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

/** A clause naming what is to come later ("before the CT", "prior to any biopsy"). */
const comesAfter = /\b(?:before|prior to|ahead of|in advance of)\b[^,.;]*/gi;

/**
 * When the first order of what the phrases name was given: to the nurse, or (given the case) on the
 * panel, leaving out the panel items of `except` (ADR 0141).
 */
const firstOrderOf = (
  phrases: readonly string[],
  input: SessionScoringInput,
  panel?: { caseDef: CaseDefinition; except: readonly string[] },
): number | undefined => {
  // "Dip his urine before the CT" orders the dip, not the CT.
  const said = nurseOrderParts(input).find(
    (o) => summaryMatches(o.text.replace(comesAfter, ''), phrases, { reading: 'plan' }) !== null,
  );
  const times = said ? [said.line.elapsedSeconds] : [];
  if (panel) {
    const names = actionNames(panel.caseDef);
    for (const a of input.actions) {
      const name = panel.except.includes(a.itemId) ? undefined : (names.get(a.itemId)?.name ?? a.name);
      if (name && summaryMatches(name, phrases, { reading: 'plan' }) !== null)
        times.push(a.requestedAtSeconds);
    }
  }
  return times.length > 0 ? Math.min(...times) : undefined;
};

/** A vital sign named. */
const vitalSign = /\b(?:pulse|heart rate|hr|tachy[a-z]*|bp|blood pressure|obs|observations|sats|pressure)\b/i;
/** An abnormal observation put down to pain, or called nothing to worry about, or sure to settle. */
const explainedAway =
  /\b(?:because of|from|with|due to|down to) (?:the |his |her |all the )?pain\b|\bpain(?:'ll| will| is| s)? (?:be )?push(?:ing)?\b|\b(?:just|only|probably just) (?:sore|in pain|the pain|pain)\b|\b(?:he|she|it|they)(?:'ll| will) (?:compensate|settle|be right|be fine)\b|\bno(?:thing|wt) to worry about\b|\bpain only\b/i;
/** Whether a trainee line (not a question) explains away an observation. */
const dismissesObservations = (text: string): boolean =>
  splitLine(text).some((sentence, i, all) => {
    if (isQuestionMark(sentence)) return false;
    // ("Pulse 112? He's just sore.": the value named in the sentence before.)
    const withBefore = `${all[i - 1] ?? ''} ${sentence}`;
    // ("This is blood loss, not only pain." reads it right.)
    return (
      vitalSign.test(withBefore) &&
      explainedAway.test(sentence) &&
      !/\bnot (?:only|just|simply|merely|the|his|her)? ?pain\b/i.test(sentence)
    );
  });

const judgeAction = (
  caseDef: CaseDefinition,
  criterion: Extract<RubricItem['criterion'], { kind: 'action' }>,
  input: SessionScoringInput,
): Judgement => {
  const { actionIds, before, beforeNews } = criterion;
  const requireAll = criterion.require === 'all';
  const names = actionNames(caseDef);
  // "Blood cultures before antibiotics": a request after the first such order does not count; nor
  // does "reviews the results before the news" after the patient was told.
  const ordered = before ? firstOrderOf(before, input, { caseDef, except: actionIds }) : undefined;
  const told = beforeNews ? newsToldAt(caseDef, input) : undefined;
  const deadline = ordered === undefined ? told : told === undefined ? ordered : Math.min(ordered, told);
  const inTime = (a: ScoringAction) => deadline === undefined || a.requestedAtSeconds <= deadline;
  const late = input.actions.filter((a) => actionIds.includes(a.itemId) && !inTime(a));
  if (
    late.length > 0 &&
    (requireAll || !input.actions.some((a) => actionIds.includes(a.itemId) && inTime(a)))
  ) {
    const what =
      deadline === told
        ? `Requested only after the patient had been told the diagnosis (at ${clock(told!)}).`
        : `Requested only after ${quoteList(before!, 2)} had been ordered.`;
    return { evidence: null, what };
  }
  input = { ...input, actions: input.actions.filter(inTime) };
  // Observations asked for and then explained away ("pulse 112? He's just sore, it'll settle") were
  // not used to assess him: an item that rests on them is not met (ADR 0148).
  // (The observations are the case's vital-signs examination, whatever its id.)
  const observations = new Set(
    caseDef.examination.filter((e) => e.system === 'vital-signs').map((e) => e.id),
  );
  const dismissal = actionIds.some((id) => observations.has(id))
    ? input.transcript.find((m) => m.sender === 'trainee' && dismissesObservations(m.text))
    : undefined;
  if (dismissal)
    return {
      evidence: null,
      what: `The observations were explained away (“${dismissal.text.slice(0, 80)}”), not acted on.`,
    };
  const requested = new Set(input.actions.map((a) => a.itemId));
  const notDone = actionIds.filter((id) => !requested.has(id));
  if (requireAll && notDone.length > 0) {
    const options = notDone.map((id) => names.get(id)?.name ?? id);
    const partly = notDone.length < actionIds.length ? 'Only part of this was done. ' : '';
    return { evidence: null, what: `${partly}Not requested: ${options.map((o) => `“${o}”`).join(' and ')}.` };
  }
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

/** Each order the trainee gave the nurse in chat: the part of the line, and the line. */
const nurseOrderParts = (input: SessionScoringInput): { text: string; line: ScoringMessage }[] =>
  input.transcript
    .filter((m) => m.sender === 'trainee' && m.channel === 'nurse')
    .flatMap((m) => ordersIn(m.text).map((text) => ({ text, line: m })));

/** Drugs of a class a patient may be allergic to, by the word that names the allergy. */
const allergyClasses: readonly { named: RegExp; drugs: readonly string[] }[] = [
  {
    named: /penicillin|co-?amoxiclav|amoxicillin/i,
    drugs: [
      'amoxicillin',
      'amoxycillin',
      'co-amoxiclav',
      'coamoxiclav',
      'augmentin',
      'flucloxacillin',
      'piperacillin',
      'tazocin',
      'benzylpenicillin',
      'phenoxymethylpenicillin',
      'ampicillin',
      'pivmecillinam',
      'temocillin',
    ],
  },
  { named: /trimethoprim/i, drugs: ['trimethoprim', 'co-trimoxazole', 'septrin'] },
  { named: /nitrofurantoin/i, drugs: ['nitrofurantoin'] },
];

/** What an allergy fact calls an intolerance or a side effect ("made me sick… that's not an allergy"). */
const intolerance =
  /\b(?:not (?:an?|really an?|a true|a real) allerg|intoleran|sick|nause|vomit|upset (?:my|his|her) stomach|diarrho?ea|side effect)/i;

/**
 * Drugs the case documents the patient as allergic to (from its allergy facts); with `trueOnly`,
 * without the sentences that call a drug an intolerance, or that the next sentence says is not one
 * ("nitrofurantoin made me sick as a dog. That's not an allergy").
 */
const allergens = (caseDef: CaseDefinition, { trueOnly = false } = {}): string[] | null => {
  const sentences = caseDef.facts
    .filter((f) => f.category === 'allergies' && !/^\s*no\b/i.test(f.answer))
    .flatMap((f) => (trueOnly ? f.answer.split(/(?<=[.!?])\s+/) : [f.answer]));
  const text = sentences
    .filter(
      (sentence, i) =>
        !trueOnly ||
        (!intolerance.test(sentence) && !/^that(?:'s| is| was) not\b/i.test(sentences[i + 1] ?? '')),
    )
    .join(' ');
  const drugs = allergyClasses.filter((c) => c.named.test(text)).flatMap((c) => c.drugs);
  return drugs.length === 0 ? null : drugs;
};

/**
 * A text without the clauses that only record an allergy ("penicillin (co-amoxiclav) allergy,
 * rash", as a hand-off's background states it) or a culture's resistance: naming them prescribes
 * nothing. A clause that
 * also gives, starts or weighs a drug ("if allergic, …", "despite the allergy") stays.
 */
const withoutAllergyRecords = (text: string) =>
  text
    .split(/(?<=[,;.!?\n])/)
    .filter(
      (clause) =>
        // ("She's a non-severe penicillin rash" records the reaction, as "allergy" would; "resistant
        // to trimethoprim" and "R trimethoprim" record a culture.)
        !(
          /allerg|intol|anaphyla|\brash\b|\breaction\b|\bhives\b|urticaria|\bresistan(?:t|ce)\b|\bsensitive to\b/i.test(
            clause,
          ) ||
          // (…or as a culture report abbreviates it: "R trimethoprim/nitro", "S co-amox".)
          /(?:^|[\s(;,])[RS]:?\s+[A-Za-z]/.test(clause)
        ) || /\b(?:if|unless|despite|give|giving|start|starting|prescribe|prescribing)\b/i.test(clause),
    )
    .join('');

/** Whether a plan prescribes one of the drugs (not "avoid trimethoprim", not "if allergic, …", not an allergy recorded). */
const prescribes = (text: string, drugs: readonly string[]) =>
  summaryMatches(withoutAllergyRecords(text), drugs) !== null;

/** How a field is read: a working diagnosis is committed and ranked first; differentials may be hedged. */
const readingOf = (field: SummaryField): PhraseReading =>
  field === 'diagnosis' ? 'diagnosis' : field === 'differentials' ? 'differentials' : 'plan';

/** The first field (of those searched) holding one of `phrases`, read in context. */
type PhraseRules = {
  unconditional: boolean;
  contingency: boolean;
  allergens: string[] | null;
  /**
   * For a contingency ("a dorsal slit if reduction fails"): the names of the case's inappropriate
   * tests (not procedures). A contingency that waits for one ("theatre if the scan confirms it") is
   * no plan.
   */
  delayingTests: string[];
  /** The item asks for something told to the patient ("discusses…", "explains…"). */
  spoken: boolean;
  /** The case is acute (ward, emergency department, assessment unit): escalation cannot wait. */
  acute: boolean;
  /** The item is about escalation (its field, or its description says so), wherever it is written. */
  escalation: boolean;
  /** The item names the intravenous route ("gives immediate IV antibiotics"): an oral drug is not it. */
  intravenous: boolean;
  /**
   * A diagnosis item whose further part is a stage, a grade or a risk group ("states localised
   * intermediate-risk cancer", "names and grades the injury"): that part must be stated, not hedged,
   * as a cause may be ("its likely causes").
   */
  committedParts: boolean;
};

/** A clause that gives a drug by mouth ("oral co-amoxiclav", "trimethoprim tablets", "…PO"). */
const byMouth = /\b(?:oral|orally|po|by mouth|tablets?|capsules?)\b/i;

/** Settings where the patient is acutely unwell in hospital now (the model session safety-nets to the nurse there). */
export const acuteSettings: ReadonlySet<string> = new Set([
  'emergency-department',
  'ward',
  'urology-assessment-unit',
]);
/**
 * An escalation put off ("consultant to be informed on the morning ward round", "discuss tomorrow")
 * is not escalation in an acute case (ADR 0140): the senior is told now.
 */
const deferred =
  /\b(?:(?:in|on) the morning|in (?:the )?am\b|tomorrow|(?:morning|next|tomorrow's|tomorrows) (?:ward round|wr)|(?:on|at) (?:the )?(?:morning |next )?(?:ward round|wr|board round|round)|next (?:day|week)|after the weekend|on monday|(?:at|after) (?:the )?(?:morning |day |next )?(?:handover|hand over|board round)|in clinic)\b|\b(?:to be|will be|be) (?:told|informed|called|contacted|updated|phoned|rung|made aware)\b[^.;]*\b(?:after|post)[- ](?:theatre|op|operation|the operation|surgery)\b/i;

/** An item that asks the trainee to tell the patient: what was said to the patient meets it too. */
const toldToPatient = /^(?:discusses|explains|presents|counsels|tells|talks through|goes through)\b/i;

const findPhrase = (
  field: SummaryField | 'any',
  phrases: readonly string[],
  input: SessionScoringInput,
  rules: PhraseRules,
  part = false,
): RubricEvidence | null => {
  // A differential may be named in the diagnosis field too ("epididymo-orchitis; ?torsion"); so may
  // the second part of a diagnosis item (its causes, its stage), which may be hedged.
  const texts: [SummaryField, string, PhraseReading][] =
    field === 'differentials' || (part && field === 'diagnosis' && !rules.committedParts)
      ? fieldTexts(input, 'differentials')
          .concat(fieldTexts(input, 'diagnosis'))
          .map(([f, t]) => [f, t, 'differentials'])
      : fieldTexts(input, field).map(([f, t]) => [f, t, readingOf(f)]);
  const options = { unconditional: rules.unconditional, contingency: rules.contingency };
  // A drug the patient is documented to be allergic to is not the treatment.
  // (Nor, for an intravenous item, a drug given by mouth: "oral co-amoxiclav" is not IV antibiotics.)
  const safe = (t: string) => {
    const allowed = rules.allergens
      ? t
          .split(/(?<=[.;!?\n])/)
          .filter((sentence) => !prescribes(sentence, rules.allergens!))
          .join(' ')
      : t;
    return rules.intravenous
      ? allowed
          .split(/(?<=[.;!?\n,])/)
          .filter((clause) => !byMouth.test(clause))
          .join(' ')
      : allowed;
  };
  const waitsForDelayingTest = (sentence: string) =>
    rules.delayingTests.length > 0 &&
    summaryMatches(sentence, rules.delayingTests, { reading: 'plan', contingency: true }) !== null;
  for (const [f, text, reading] of texts) {
    const match = summaryMatches(safe(text), phrases, { ...options, reading });
    if (match && waitsForDelayingTest(match.sentence)) continue;
    if (match && rules.acute && (rules.escalation || f === 'escalation') && deferred.test(match.sentence))
      continue;
    if (match) return { kind: 'phrase', field: f, ...match };
  }
  // What was said, read as a plan: orders given to the nurse in chat are plans carried out
  // (management and escalation items), and an item about telling the patient ("discusses urethrotomy
  // and urethroplasty") is met by what was said to the patient; a maybe or a condition is not the plan.
  const said = [
    ...(field === 'management' || field === 'escalation' || field === 'any' ? nurseOrderParts(input) : []),
    ...(rules.spoken
      ? input.transcript
          .filter((line) => line.sender === 'trainee' && line.channel === 'patient')
          .map((line) => ({ text: line.text, line }))
      : []),
  ];
  for (const { text, line } of said) {
    const match = summaryMatches(safe(text), phrases, { ...options, reading: 'plan' });
    if (
      !match ||
      (rules.acute && rules.escalation && deferred.test(text)) ||
      waitsForDelayingTest(match.sentence)
    )
      continue;
    return { kind: 'phrase', field: field === 'any' ? 'management' : field, ...match, line: ref(line) };
  }
  return null;
};

/**
 * The case's inappropriate tests (not procedures), by name and alias; and "a scan" itself when no
 * imaging of the case is appropriate (then any scan waited for is one of them).
 */
const delayingTests = (caseDef: CaseDefinition): string[] => {
  const names = caseDef.investigations
    .filter((v) => !v.appropriate && v.kind !== 'procedure')
    .flatMap((v) => [v.name, ...v.aliases]);
  const imagingNeeded = caseDef.investigations.some((v) => v.appropriate && v.kind === 'imaging');
  return imagingNeeded ? names : [...names, 'scan', 'imaging'];
};

/** Whether the summary, the hand-off or an order to the nurse prescribes one of `drugs`. */
const prescribesAny = (input: SessionScoringInput, drugs: string[]): boolean =>
  fieldTexts(input, 'any').some(
    ([f, t]) => f !== 'diagnosis' && f !== 'differentials' && prescribes(t, drugs),
  ) || nurseOrderParts(input).some((o) => prescribes(o.text, drugs));

const judgePhrase = (
  caseDef: CaseDefinition,
  criterion: Extract<RubricItem['criterion'], { kind: 'phrase' }>,
  input: SessionScoringInput,
  description: string,
): Judgement => {
  const { field, phrases } = criterion;
  const alsoPhrases = criterion.alsoPhrases ?? [];
  const rules: PhraseRules = {
    unconditional: criterion.unconditional ?? false,
    contingency: criterion.contingency ?? false,
    allergens: field === 'management' || field === 'any' ? allergens(caseDef) : null,
    delayingTests: criterion.contingency ? delayingTests(caseDef) : [],
    // (A sign recognised may be recognised aloud: "your pain is much more than what the skin shows".)
    spoken:
      toldToPatient.test(description) || (/^recognises\b/i.test(description) && criterion.field === 'any'),
    acute: acuteSettings.has(caseDef.setting.location),
    escalation: field === 'escalation' || /\bescalat/i.test(description),
    // ("Gives immediate IV antibiotics", not "a grade IV injury".)
    intravenous:
      /\b(?:IV|intravenous) (?:[a-z-]+ )?(?:antibiotics?|fluids?|drugs?|medication|treatment)\b/i.test(
        description,
      ),
    committedParts: field === 'diagnosis' && /\b(?:states?|grades?|staging|stage|risk)\b/i.test(description),
  };
  // With a drug the patient is allergic to prescribed, only a named safe drug meets a treatment item:
  // "IV antibiotics" then means the contraindicated one.
  const allergen = rules.allergens;
  const prescribed = allergen !== null && prescribesAny(input, allergen);
  const drugPhrases = phrases.filter((p) => drugsIn(p).length > 0);
  const named = prescribed && drugPhrases.length > 0 ? drugPhrases : phrases;
  const evidence = findPhrase(field, named, input, rules);
  const missingParts = alsoPhrases.filter((part) => findPhrase(field, part, input, rules, true) === null);
  if (evidence && missingParts.length === 0) return { evidence, what: '' };
  const noSummary = input.summary === null;
  const noHandoff = !input.handoff?.trim();
  let what: string;
  const where = field === 'any' ? 'summary or hand-off' : summaryFieldLabels[field];
  if (field === 'handoff' && noHandoff) what = 'No hand-off was written.';
  else if (field !== 'handoff' && field !== 'any' && noSummary) what = 'No summary was submitted.';
  else if (field === 'any' && noSummary && noHandoff) what = 'No summary or hand-off was written.';
  else if (evidence) {
    what = `Only part of this is in your ${where}: expected also ${missingParts.map((p) => quoteList(p, 3)).join(', and ')}.`;
  } else {
    // Present, but only as a maybe, a condition, or after a test it must not wait for.
    const hedged = findPhrase(field, named, input, { ...rules, unconditional: false, contingency: true });
    what =
      hedged?.kind === 'phrase'
        ? `In your ${where} this is only a possibility, a condition, or waits for a test (“${hedged.sentence}”): the item needs it planned outright.`
        : `Not found in your ${where}: expected ${quoteList(phrases)}.`;
  }
  return { evidence: null, what };
};

type Topics = readonly (readonly string[])[] | undefined;

/**
 * A worry waved away names no worry: "don't worry, we'll sort you out" does not acknowledge her fear
 * (ADR 0140), so its words are not a topic's.
 */
const wavedAway =
  /\b(?:do not|don't|dont|no need to|nothing to|try not to) (?:you )?worry(?: about (?:it|that|this|a thing))?\b/gi;

/** Whether a text names every topic a behaviour must be about (each by one of its words or a synonym). */
const namesTopic = (text: string, about: Topics) => {
  const said = text.replace(wavedAway, ' ');
  return !about || about.every((topic) => summaryMatches(said, topic, { reading: 'mention' }) !== null);
};

/**
 * The first trainee line to the patient showing the behaviour, when every topic it must be about is
 * named by a line that shows it (one line, or several: "sorry about the pain" and later "it's
 * natural to feel embarrassed").
 */
const behaviourAbout = (
  behaviour: CommunicationBehaviour,
  about: Topics,
  transcript: readonly ScoringMessage[],
): TranscriptRef | null => {
  if (!about || about.length === 0) return findBehaviour(behaviour, transcript);
  const own = transcript.filter((m) => m.sender === 'trainee' && m.channel === 'patient');
  const lines = own.filter((m) => lineShowsBehaviour(behaviour, m.text));
  const showing = (m: ScoringMessage) => {
    const sentences = splitLine(m.text).filter((x) => lineShowsBehaviour(behaviour, x));
    // Advice given over two lines ("After every wash, the foreskin goes back forward." then "And come
    // back if it swells again.") names its topics in either: the line before a safety-net, or after.
    const i = own.indexOf(m);
    const beside = behaviour === 'safety-nets' ? [own[i - 1], own[i + 1]].filter((x) => x !== undefined) : [];
    // The sentence that shows it names the topic, or (said over two sentences) the line does.
    const names = (topic: readonly string[]) =>
      sentences.some((x) => namesTopic(x, [topic])) || namesTopic(m.text, [topic]);
    // (A line beside it completes one that names a topic itself: "come back if you're worried" does
    // not borrow its trigger.)
    const namesOne = about.some(names);
    return (topic: readonly string[]) =>
      names(topic) || (namesOne && beside.some((x) => namesTopic(x.text, [topic])));
  };
  const covered = about.every((topic) => lines.some((m) => showing(m)(topic)));
  if (!covered) return null;
  const first = lines.find((m) => about.some((topic) => showing(m)(topic)));
  // "Starts with an open question about…": a closed question of the history asked before it ("Any
  // bleeding since the operation?") means the consultation did not start with it.
  if (first && behaviour === 'open-question-first' && closedQuestionBefore(transcript, first)) return null;
  return first ? ref(first) : null;
};

/**
 * Whether a trainee line to the patient before `line` asks a closed question of the history ("Any
 * bleeding since the operation?"); setting the scene ("would you like someone with you?", "have you
 * got a bit of time?") asks nothing of the history.
 */
const closedQuestionBefore = (transcript: readonly ScoringMessage[], line: ScoringMessage) =>
  transcript.some(
    (m) =>
      m.sender === 'trainee' &&
      m.channel === 'patient' &&
      m.elapsedSeconds < line.elapsedSeconds &&
      splitLine(m.text).some(
        (sentence) =>
          classifySentence(sentence) === 'closed' && !settingTheScene.test(sentence.toLowerCase()),
      ),
  );
const settingTheScene =
  /\b(?:would|do) you (?:like|want|prefer|rather)\b|\b(?:whether|if) (?:you would|you'd|you['’]d) (?:like|want|prefer|rather)\b|\b(?:have you got|do you have|is there) (?:a bit of |a little |some |enough )?time\b|\b(?:is|would) (?:it|that) be (?:ok|okay|alright|all right)\b|\bis (?:it|that) (?:ok|okay|alright|all right)\b|\bare you (?:comfortable|ok|okay|alright|all right)\b/;

/** Safety-netting written in the summary (the management or escalation plan). */
const summarySafetyNet = (input: SessionScoringInput, about: Topics): RubricEvidence | null => {
  for (const [field, text] of fieldTexts(input, 'any')) {
    if (field !== 'management' && field !== 'escalation' && field !== 'handoff') continue;
    for (const sentence of splitLine(text.replace(/;/g, '.\n'))) {
      const shows = /\bsafety[- ]?net/i.test(sentence) || lineShowsBehaviour('safety-nets', sentence);
      if (shows && namesTopic(sentence, about))
        return { kind: 'phrase', field, phrase: 'safety-netting', sentence };
    }
  }
  return null;
};

const judgeBehaviour = (
  caseDef: CaseDefinition,
  criterion: Extract<RubricItem['criterion'], { kind: 'behaviour' }>,
  input: SessionScoringInput,
): Judgement => {
  const { behaviour, about, orderedWithin, beforeNews } = criterion;
  // "Confirms identity before sharing results": only what was shown before the patient was told.
  const told = beforeNews ? newsToldAt(caseDef, input) : undefined;
  if (told !== undefined) {
    const early = judgeBehaviour(
      caseDef,
      { ...criterion, beforeNews: false },
      {
        ...input,
        transcript: input.transcript.filter((m) => m.elapsedSeconds < told),
      },
    );
    if (early.evidence) return early;
    const after = judgeBehaviour(caseDef, { ...criterion, beforeNews: false }, input);
    return after.evidence
      ? {
          evidence: null,
          what: `Shown only after the patient had been told the diagnosis (at ${clock(told)}).`,
        }
      : early;
  }
  if (orderedWithin) {
    const at = firstOrderOf(orderedWithin.phrases, input);
    if (at === undefined || at > orderedWithin.seconds) {
      const minutes = Math.round(orderedWithin.seconds / 60);
      return {
        evidence: null,
        what:
          at === undefined
            ? `You did not ask the nurse for ${quoteList(orderedWithin.phrases, 3)}.`
            : `You asked the nurse for it only at ${Math.floor(at / 60)} min ${at % 60} s: it was needed in the first ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      };
    }
  }
  const line =
    behaviourAbout(behaviour, about, input.transcript) ??
    (behaviour === 'summarises'
      ? (namesAndPlans(caseDef, input) ??
        explainsThenPlans(input.transcript, (text) => !about || namesTopic(text, about)))
      : null);
  if (line) return { evidence: { kind: 'behaviour', behaviour, line }, what: '' };
  if (behaviour === 'safety-nets') {
    const written = summarySafetyNet(input, about);
    if (written) return { evidence: written, what: '' };
  }
  if (behaviour === 'open-question-first') {
    const first = firstQuestion(input.transcript);
    return {
      evidence: null,
      what: first
        ? `Your first question was a closed one: “${first.sentence}”.`
        : 'No question was asked of the patient.',
    };
  }
  if (about && about.length > 0 && findBehaviour(behaviour, input.transcript)) {
    const topics = about.map((topic) => `“${topic[0]}”`).join(' and ');
    // (each named by a line that shows the behaviour)
    return { evidence: null, what: `${behaviourMissing[behaviour]} It needs to be about ${topics}.` };
  }
  return { evidence: null, what: behaviourMissing[behaviour] };
};

/**
 * A harmful choice that fails the item whatever else was done (ADR 0111): one of its `failedBy`
 * investigations requested (in the panel or of the nurse) or planned in the summary.
 */
const harmfulChoice = (
  caseDef: CaseDefinition,
  item: RubricItem,
  input: SessionScoringInput,
): string | null => {
  const names = actionNames(caseDef);
  const acute = acuteSettings.has(caseDef.setting.location);
  for (const id of item.failedBy ?? []) {
    const name = names.get(id)?.name ?? id;
    const inv = caseDef.investigations.find((v) => v.id === id);
    // Imaging in an acute case delays treatment; anything else is what the item rules out (dipping
    // a long-term catheter's urine, tests before listing a child).
    const why =
      acute && inv?.kind === 'imaging' ? 'which delays time-critical treatment' : 'which this item rules out';
    if (input.actions.some((a) => a.itemId === id)) return `You requested ${name}, ${why}.`;
    if (!inv) continue;
    for (const [field, text] of fieldTexts(input, 'any')) {
      if (field === 'diagnosis' || field === 'differentials') continue;
      const aliases = [inv.name, ...inv.aliases];
      const planned = summaryMatches(text, aliases, { reading: 'differentials' });
      // A name denied in the same sentence ("No urine dip - unreliable") plans none of it, though a
      // shorter name inside it ("dip") reads as not denied.
      const denied =
        planned !== null &&
        aliases.some(
          (n) =>
            summaryMatches(planned.sentence, [n], { reading: 'mention' }) !== null &&
            summaryMatches(planned.sentence, [n], { reading: 'differentials' }) === null,
        );
      if (planned && !denied) return `Your ${summaryFieldLabels[field]} plans ${name}, ${why}.`;
    }
  }
  return null;
};

const judge = (caseDef: CaseDefinition, item: RubricItem, input: SessionScoringInput): RubricResult => {
  const c = item.criterion;
  const harm = harmfulChoice(caseDef, item, input);
  const j: Judgement = harm
    ? { evidence: null, what: harm }
    : c.kind === 'fact'
      ? judgeFact(caseDef, c, input)
      : c.kind === 'action'
        ? judgeAction(caseDef, c, input)
        : c.kind === 'phrase'
          ? judgePhrase(caseDef, c, input, item.description)
          : judgeBehaviour(caseDef, c, input);
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
