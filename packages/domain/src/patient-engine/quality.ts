// Measures the scripted patient against a set of paraphrased questions the engine was not tuned on.

import type { CaseDefinition, CaseQuestionSet } from '@urosim/contracts';
import { answerAsPatient, type PatientReply, patientPhrases } from './patient.ts';

/** How one question was answered, in units (one per expected fact for multi-fact questions). */
export type QuestionOutcome = {
  text: string;
  kind?: QuestionKind | undefined;
  expect: string[];
  revealed: string[];
  reply: PatientReply;
  right: number;
  wrong: number;
  deflected: number;
};

/** Totals for a question set (units: one per question, or one per expected fact when several). */
export type QualityTotals = { units: number; right: number; wrong: number; deflected: number };

/** The result of playing a question set against a case. */
export type QualityReport = { caseId: string; questions: QuestionOutcome[]; totals: QualityTotals };

/**
 * Classifies one answer. One expected fact (or none): right when exactly the expected facts were
 * revealed (for none: no fact at all), wrong when any other fact was, deflected when nothing was.
 * Several expected facts: one unit per expected fact, right when revealed; a missing one counts as
 * wrong when an unexpected fact was revealed in its place, otherwise as deflected; unexpected facts
 * beyond the missing ones add wrong units.
 */
export const classifyAnswer = (expect: readonly string[], revealed: readonly string[]) => {
  const expected = new Set(expect);
  const got = new Set(revealed);
  const hits = [...got].filter((id) => expected.has(id)).length;
  const extras = [...got].filter((id) => !expected.has(id)).length;
  if (expected.size <= 1) {
    if (extras > 0) return { right: 0, wrong: 1, deflected: 0 };
    if (expected.size === 0 || hits === 1) return { right: 1, wrong: 0, deflected: 0 };
    return { right: 0, wrong: 0, deflected: 1 };
  }
  const missing = expected.size - hits;
  const wrongInPlace = Math.min(missing, extras);
  return { right: hits, wrong: wrongInPlace + (extras - wrongInPlace), deflected: missing - wrongInPlace };
};

type QuestionKind = NonNullable<CaseQuestionSet['questions'][number]['kind']>;

/**
 * Classifies one reply by what the question tests. "fact" (or no kind): `classifyAnswer`. "no":
 * right only when no fact is revealed and the reply says no (a listed negative or the closed
 * world's no), deflected when it is the persona's deflection, wrong when a fact is revealed.
 * "statement", "fishing", "social": right when no fact is revealed and the reply is not the
 * deflection (a patient who does not understand a plain statement is not right either).
 */
export const classifyReply = (
  kind: QuestionKind | undefined,
  expect: readonly string[],
  reply: Pick<PatientReply, 'revealedFactIds' | 'negativeIds' | 'kind' | 'volunteeredFactIds'>,
  deflection: string,
  text: string,
) => {
  // What the patient volunteers on being greeted (the opening) answers no question: not counted.
  const volunteered = new Set(reply.volunteeredFactIds);
  const answered = reply.revealedFactIds.filter((id) => !volunteered.has(id) || expect.includes(id));
  if (kind === undefined || kind === 'fact') return classifyAnswer(expect, answered);
  if (answered.length > 0) return { right: 0, wrong: 1, deflected: 0 };
  const deflected = text.includes(deflection) || reply.kind === 'deflection';
  if (kind === 'no') {
    const saysNo = reply.negativeIds.length > 0 || text.includes(patientPhrases.unknownToPatient);
    return saysNo ? { right: 1, wrong: 0, deflected: 0 } : { right: 0, wrong: 0, deflected: 1 };
  }
  return deflected ? { right: 0, wrong: 0, deflected: 1 } : { right: 1, wrong: 0, deflected: 0 };
};

/** Plays every question of the set as a fresh turn and classifies each answer. */
export const evaluateQuestionSet = (caseDef: CaseDefinition, set: CaseQuestionSet): QualityReport => {
  const totals: QualityTotals = { units: 0, right: 0, wrong: 0, deflected: 0 };
  const questions = set.questions.map((q) => {
    const reply = answerAsPatient(caseDef, { revealedFactIds: [], askedNegativeIds: [], turn: 1 }, q.text);
    const c = classifyReply(q.kind, q.expect, reply, caseDef.persona.deflection, reply.reply);
    totals.units += c.right + c.wrong + c.deflected;
    totals.right += c.right;
    totals.wrong += c.wrong;
    totals.deflected += c.deflected;
    return { text: q.text, kind: q.kind, expect: q.expect, revealed: reply.revealedFactIds, reply, ...c };
  });
  return { caseId: caseDef.id, questions, totals };
};
