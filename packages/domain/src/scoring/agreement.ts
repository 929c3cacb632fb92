// Agreement of the scorer with an examiner (ADR 0111): each marked consultation is played through
// the scripted engine as the api plays a session (the patient's and the nurse's replies generated,
// the facts each reply reveals recorded, orders given to the nurse recorded as actions), scored
// without a hand-off step, and compared item by item with the examiner's marks.

import type { CaseDefinition } from '@urosim/contracts';
import { answerAsNurse, type NurseTimeline, nurseOrders } from '../patient-engine/nurse.ts';
import { answerAsPatient } from '../patient-engine/patient.ts';
import type { ScoringMessage } from './behaviours.ts';
import { type ScoringAction, type SessionScore, type SessionScoringInput, scoreSession } from './score.ts';

/** A consultation as the examiner wrote it: the trainee's side only, and the marks. */
export type MarkedSession = {
  caseId: string;
  label: string;
  turns: readonly { to: 'patient' | 'nurse'; atSeconds: number; text: string }[];
  actions: readonly { kind: 'examination' | 'investigation'; itemId: string; atSeconds: number }[];
  summary: {
    diagnosis: string;
    differentials: string;
    investigations: string;
    management: string;
    escalation: string;
  };
  marks: Readonly<Record<string, { met: boolean; note: string }>>;
  examinerScore: number;
};

/**
 * Plays a consultation: every turn answered by the scripted patient or nurse (state rebuilt from
 * the transcript, as the api does), the panel's actions and the orders given to the nurse merged
 * (each item once, at its first request).
 */
export const playConsultation = (caseDef: CaseDefinition, session: MarkedSession): SessionScoringInput => {
  const transcript: ScoringMessage[] = [];
  const firstAt = new Map<string, ScoringAction>();
  const request = (a: ScoringAction) => {
    const before = firstAt.get(`${a.kind}:${a.itemId}`);
    if (!before || a.requestedAtSeconds < before.requestedAtSeconds) firstAt.set(`${a.kind}:${a.itemId}`, a);
  };
  const panel = [...session.actions].sort((a, b) => a.atSeconds - b.atSeconds);
  const timeline = (at: number): NurseTimeline => ({
    requested: [...firstAt.values()]
      .filter((a) => a.requestedAtSeconds <= at)
      .map((a) => ({ kind: a.kind, itemId: a.itemId, requestedAtSeconds: a.requestedAtSeconds })),
    given: transcript.filter((m) => m.channel === 'nurse' && m.sender === 'trainee').map((m) => m.text),
  });
  let n = 0;
  for (const turn of session.turns) {
    for (const a of panel)
      if (a.atSeconds <= turn.atSeconds)
        request({ kind: a.kind, itemId: a.itemId, requestedAtSeconds: a.atSeconds });
    n++;
    const own = transcript.filter((m) => m.channel === turn.to);
    const asked = own.filter((m) => m.sender === 'trainee');
    const trainee: ScoringMessage = {
      id: `t${n}`,
      channel: turn.to,
      sender: 'trainee',
      text: turn.text,
      revealedFactIds: [],
      elapsedSeconds: turn.atSeconds,
    };
    if (turn.to === 'patient') {
      const answer = answerAsPatient(
        caseDef,
        {
          revealedFactIds: [...new Set(own.flatMap((m) => m.revealedFactIds))],
          askedNegativeIds: [],
          turn: asked.length,
          previousMessage: asked.at(-1)?.text,
        },
        turn.text,
      );
      transcript.push(trainee, {
        id: `r${n}`,
        channel: 'patient',
        sender: 'patient',
        text: answer.reply,
        revealedFactIds: answer.revealedFactIds,
        negativeIds: answer.negativeIds,
        elapsedSeconds: turn.atSeconds,
      });
      continue;
    }
    const before = timeline(turn.atSeconds);
    for (const order of nurseOrders(caseDef, turn.text))
      request({ kind: order.kind, itemId: order.itemId, requestedAtSeconds: turn.atSeconds });
    const answer = answerAsNurse(
      caseDef,
      { turn: own.filter((m) => m.sender === 'trainee').length },
      turn.text,
      turn.atSeconds,
      before,
    );
    transcript.push(trainee, {
      id: `r${n}`,
      channel: 'nurse',
      sender: 'nurse',
      text: answer.reply,
      revealedFactIds: [],
      elapsedSeconds: turn.atSeconds,
    });
  }
  for (const a of panel) request({ kind: a.kind, itemId: a.itemId, requestedAtSeconds: a.atSeconds });
  return { transcript, actions: [...firstAt.values()], summary: session.summary };
};

/** One item the scorer and the examiner judged differently. */
export type Disagreement = {
  itemId: string;
  description: string;
  scorer: boolean;
  examiner: boolean;
  examinerNote: string;
  scorerWhy: string;
};

export type ConsultationAgreement = {
  caseId: string;
  label: string;
  items: number;
  agreed: number;
  scorerScore: number;
  examinerScore: number;
  difference: number;
  disagreements: Disagreement[];
  score: SessionScore;
};

export type AgreementReport = {
  consultations: ConsultationAgreement[];
  items: number;
  agreed: number;
  /** Share of items judged alike, 0–1. */
  agreement: number;
  /** Cohen's kappa over every item of every consultation. */
  kappa: number;
  meanAbsoluteDifference: number;
  maxAbsoluteDifference: number;
};

/** Cohen's kappa of two binary raters. */
export const cohensKappa = (pairs: readonly (readonly [boolean, boolean])[]): number => {
  const n = pairs.length;
  if (n === 0) return 1;
  const agree = pairs.filter(([a, b]) => a === b).length / n;
  const a = pairs.filter(([x]) => x).length / n;
  const b = pairs.filter(([, y]) => y).length / n;
  const chance = a * b + (1 - a) * (1 - b);
  return chance === 1 ? 1 : (agree - chance) / (1 - chance);
};

const why = (r: SessionScore['results'][number]): string => {
  if (!r.met) return r.missing?.what ?? '';
  const e = r.evidence;
  if (!e) return '';
  if (e.kind === 'fact') return `fact ${e.factId} after “${e.question?.text ?? ''}”`;
  if (e.kind === 'action') return `requested ${e.name} at ${e.requestedAtSeconds}s`;
  if (e.kind === 'phrase') return `${e.field}: “${e.sentence}”`;
  return `line “${e.line.text}”`;
};

/** Scores every consultation and compares it, item by item, with the examiner's marks. */
export const agreementReport = (
  cases: readonly CaseDefinition[],
  sessions: readonly MarkedSession[],
): AgreementReport => {
  const pairs: [boolean, boolean][] = [];
  const consultations = sessions.map((session): ConsultationAgreement => {
    const caseDef = cases.find((c) => c.id === session.caseId);
    if (!caseDef) throw new Error(`No case ${session.caseId}`);
    const score = scoreSession(caseDef, playConsultation(caseDef, session));
    const disagreements: Disagreement[] = [];
    let items = 0;
    let agreed = 0;
    for (const r of score.results) {
      const mark = session.marks[r.itemId];
      if (!mark) continue;
      items++;
      pairs.push([r.met, mark.met]);
      if (r.met === mark.met) agreed++;
      else
        disagreements.push({
          itemId: r.itemId,
          description: r.description,
          scorer: r.met,
          examiner: mark.met,
          examinerNote: mark.note,
          scorerWhy: why(r),
        });
    }
    return {
      caseId: session.caseId,
      label: session.label,
      items,
      agreed,
      scorerScore: score.overall,
      examinerScore: session.examinerScore,
      difference: Math.round((score.overall - session.examinerScore) * 10) / 10,
      disagreements,
      score,
    };
  });
  const items = consultations.reduce((n, c) => n + c.items, 0);
  const agreed = consultations.reduce((n, c) => n + c.agreed, 0);
  const diffs = consultations.map((c) => Math.abs(c.difference));
  return {
    consultations,
    items,
    agreed,
    agreement: items === 0 ? 1 : agreed / items,
    kappa: cohensKappa(pairs),
    meanAbsoluteDifference: diffs.length === 0 ? 0 : diffs.reduce((a, b) => a + b, 0) / diffs.length,
    maxAbsoluteDifference: Math.max(0, ...diffs),
  };
};
