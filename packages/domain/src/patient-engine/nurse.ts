// The scripted nurse: reports the latest observations (at or before the session time asked) and
// answers requests that match the case's nurse actions, in the nurse's voice, from authored data only.

import type { CaseDefinition } from '@urosim/contracts';
import { analyse, buildVocabulary, queryItems, slotsOf } from './analyse.ts';
import { caseMemo } from './case-cache.ts';
import { classifyPart, splitMessage } from './dialogue.ts';
import { buildRankIndex, type RankDoc, type RankIndex, rank } from './ranker.ts';

/** What the caller keeps between nurse turns. */
export type NurseState = {
  /** Index of this message among the trainee's messages to the nurse, from 0 (0: she introduces herself). */
  turn: number;
};

/** The nurse's answer to one message. */
export type NurseReply = {
  reply: string;
  /** The observation set reported (index in `caseDef.nurse.observations`), if any. */
  observationSetIndex?: number;
  /** The nurse action carried out, if any. */
  actionId?: string;
};

/** The fixed phrases the nurse may use besides authored text and observation values. */
export const nursePhrases = {
  deflection:
    "Sorry, doctor, I'm not sure what you need. I can give you the latest obs, or do what's on the chart.",
  offer: 'What can I do for you?',
  missingVital: "That isn't on the latest set, I'm afraid. Here's what I have:",
} as const;

/** Score an action needs to be carried out (an action done by mistake is worse than a question back). */
export const NURSE_THRESHOLD = 0.6;

type Vital = 'bp' | 'hr' | 'rr' | 'temp' | 'sats' | 'consciousness' | 'pain' | 'news';

const vitalDocs: (RankDoc & { vital: Vital | 'all' })[] = [
  {
    id: 'obs',
    vital: 'all',
    kind: 'obs',
    cues: [
      'obs',
      'observations',
      'vital signs',
      'vitals',
      'latest set of observations',
      'how is the patient doing',
    ],
    answer: '',
  },
  { id: 'vital-bp', vital: 'bp', kind: 'obs', cues: ['blood pressure', 'what is the BP'], answer: '' },
  { id: 'vital-hr', vital: 'hr', kind: 'obs', cues: ['heart rate', 'pulse'], answer: '' },
  { id: 'vital-rr', vital: 'rr', kind: 'obs', cues: ['respiratory rate', 'breathing rate'], answer: '' },
  {
    id: 'vital-temp',
    vital: 'temp',
    kind: 'obs',
    cues: ['temperature', 'is he febrile', 'temp'],
    answer: '',
  },
  {
    id: 'vital-sats',
    vital: 'sats',
    kind: 'obs',
    cues: ['oxygen saturations', 'sats', 'oxygen'],
    answer: '',
  },
  {
    id: 'vital-consciousness',
    vital: 'consciousness',
    kind: 'obs',
    cues: ['conscious level', 'AVPU', 'GCS'],
    answer: '',
  },
  {
    id: 'vital-pain',
    vital: 'pain',
    kind: 'obs',
    cues: ['pain score', 'how much pain is he in'],
    answer: '',
  },
  {
    id: 'vital-news',
    vital: 'news',
    kind: 'obs',
    cues: ['NEWS score', 'NEWS2', 'early warning score'],
    answer: '',
  },
];

type NurseIndex = { rankIndex: RankIndex };

const nurseIndex = caseMemo((c: CaseDefinition): NurseIndex => {
  const docs: RankDoc[] = [
    ...vitalDocs,
    ...c.nurse.actions.map((a) => ({ id: a.id, kind: 'action', cues: a.cues, answer: a.response })),
  ];
  const vocab = buildVocabulary(
    docs.flatMap((d) => d.cues),
    [...docs.map((d) => d.answer), ...c.nurse.observations.map((o) => o.text)],
    [c.nurse.name, c.persona.name],
  );
  return { rankIndex: buildRankIndex(docs, vocab) };
});

type Observation = CaseDefinition['nurse']['observations'][number];
type Vitals = Observation['vitals'];

/** The latest observation set at or before `elapsedSeconds` (the earliest set if none is that early). */
const latestObservation = (
  c: CaseDefinition,
  elapsedSeconds: number,
): { obs: Observation; index: number } => {
  const sets = c.nurse.observations.map((obs, index) => ({ obs, index }));
  const due = sets.filter((s) => s.obs.atSeconds <= elapsedSeconds);
  const pool = due.length > 0 ? due : sets;
  return pool.reduce((best, s) =>
    due.length > 0
      ? s.obs.atSeconds > best.obs.atSeconds
        ? s
        : best
      : s.obs.atSeconds < best.obs.atSeconds
        ? s
        : best,
  );
};

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

const onOxygen = (text: string) =>
  /\b(\d+\s*l(\/min)?\b|litres? of oxygen|on oxygen|nasal (cannula|specs)|venturi|non-rebreathe|high.flow)/i.test(
    text,
  );

/** NEWS2 (Royal College of Physicians, 2017) from a full set of vitals, SpO2 scale 1; undefined if incomplete. */
export const news2 = (v: Vitals, supplementalOxygen: boolean): number | undefined => {
  const {
    respiratoryRate: rr,
    oxygenSaturation: sats,
    systolic,
    heartRate: hr,
    consciousness,
    temperature: t,
  } = v;
  if (rr === undefined || sats === undefined || systolic === undefined || hr === undefined) return undefined;
  if (consciousness === undefined || t === undefined) return undefined;
  const band = (x: number, bands: [number, number][]) => bands.find(([upTo]) => x <= upTo)?.[1] ?? 0;
  return (
    band(rr, [
      [8, 3],
      [11, 1],
      [20, 0],
      [24, 2],
      [Number.POSITIVE_INFINITY, 3],
    ]) +
    band(sats, [
      [91, 3],
      [93, 2],
      [95, 1],
      [Number.POSITIVE_INFINITY, 0],
    ]) +
    (supplementalOxygen ? 2 : 0) +
    band(systolic, [
      [90, 3],
      [100, 2],
      [110, 1],
      [219, 0],
      [Number.POSITIVE_INFINITY, 3],
    ]) +
    band(hr, [
      [40, 3],
      [50, 1],
      [90, 0],
      [110, 1],
      [130, 2],
      [Number.POSITIVE_INFINITY, 3],
    ]) +
    (consciousness === 'A' ? 0 : 3) +
    band(t, [
      [35, 3],
      [36, 1],
      [38, 0],
      [39, 1],
      [Number.POSITIVE_INFINITY, 2],
    ])
  );
};

const consciousnessLabel: Readonly<Record<NonNullable<Vitals['consciousness']>, string>> = {
  A: 'alert',
  C: 'new confusion',
  V: 'responds to voice',
  P: 'responds to pain',
  U: 'unresponsive',
};

const vitalText = (v: Vitals, vital: Exclude<Vital, 'news'>): string | undefined => {
  switch (vital) {
    case 'bp':
      return v.systolic !== undefined && v.diastolic !== undefined
        ? `BP ${v.systolic}/${v.diastolic}`
        : v.systolic !== undefined
          ? `systolic ${v.systolic}`
          : undefined;
    case 'hr':
      return v.heartRate !== undefined ? `heart rate ${v.heartRate}` : undefined;
    case 'rr':
      return v.respiratoryRate !== undefined ? `resp rate ${v.respiratoryRate}` : undefined;
    case 'temp':
      return v.temperature !== undefined ? `temperature ${v.temperature.toFixed(1)}` : undefined;
    case 'sats':
      return v.oxygenSaturation !== undefined ? `sats ${v.oxygenSaturation}%` : undefined;
    case 'consciousness':
      return v.consciousness !== undefined ? consciousnessLabel[v.consciousness] : undefined;
    case 'pain':
      return v.painScore !== undefined ? `pain score ${v.painScore} out of 10` : undefined;
  }
};

/** The values of the set, unless its text already gives them; NEWS2 unless the text gives it. */
const allVitals = (obs: Observation): string => {
  const v = obs.vitals;
  const numbers = [v.heartRate, v.systolic, v.respiratoryRate, v.temperature, v.oxygenSaturation].filter(
    (n): n is number => n !== undefined,
  );
  const stated = numbers.filter((n) =>
    new RegExp(`(^|[^0-9.])${String(n).replace('.', '\\.')}([^0-9]|$)`).test(obs.text),
  );
  const parts =
    numbers.length > 0 && stated.length * 2 >= numbers.length
      ? []
      : (['hr', 'bp', 'rr', 'temp', 'sats', 'consciousness', 'pain'] as const)
          .map((k) => vitalText(v, k))
          .filter((p): p is string => p !== undefined);
  const score = /\bNEWS/i.test(obs.text) ? undefined : news2(v, onOxygen(obs.text));
  if (score !== undefined) parts.push(`NEWS2 ${score}`);
  return parts.join(', ');
};

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

const reportObservations = (obs: Observation, vitals: Vital[]): string => {
  const when = `The latest obs, at ${clock(obs.atSeconds)}:`;
  const wanted = vitals.includes('news') && !vitals.some((v) => v !== 'news') ? [] : vitals;
  if (vitals.length === 0 || vitals.includes('news')) {
    const numbers = allVitals(obs);
    return `${when} ${sentence(obs.text)}${numbers ? ` ${sentence(numbers.charAt(0).toUpperCase() + numbers.slice(1))}` : ''}`;
  }
  const values = wanted
    .filter((v): v is Exclude<Vital, 'news'> => v !== 'news')
    .map((v) => vitalText(obs.vitals, v))
    .filter((p): p is string => p !== undefined);
  if (values.length === 0) return `${nursePhrases.missingVital} ${sentence(obs.text)}`;
  return `${when} ${sentence(values.join(', '))}`;
};

const introduction = (name: string) =>
  /^(staff nurse|senior staff nurse|charge nurse|student nurse|nurse|sister|matron|hca|healthcare assistant)\b/i.test(
    name,
  )
    ? `Hi, I'm ${name}.`
    : `Hi, I'm Staff Nurse ${name}.`;

/**
 * Answers a trainee's message to the nurse: the latest observations at `elapsedSeconds` of session
 * time (all of them, or the values asked for), or the nurse action the message asks for. Pure and
 * deterministic; made only of authored text, authored values and a few fixed phrases.
 */
export const answerAsNurse = (
  caseDef: CaseDefinition,
  state: NurseState,
  message: string,
  elapsedSeconds: number,
): NurseReply => {
  const index = nurseIndex(caseDef);
  const vitals = new Set<Vital>();
  let wantsObs = false;
  let actionId: string | undefined;
  let actionText: string | undefined;
  let greeted = false;
  for (const part of splitMessage(message)) {
    const moves = classifyPart(part.text, part.isQuestion);
    if (moves.isGreeting || moves.isHowAreYou) greeted = true;
    if (!moves.rest) continue;
    const items = queryItems(analyse(moves.rest, index.rankIndex.vocab));
    const slots = slotsOf(items);
    const ranked = rank(index.rankIndex, slots);
    // Every vital the part names is reported; the best action, if one is clearly asked for.
    for (const r of ranked) {
      if (r.doc.kind !== 'obs' || r.queryCoverage <= 0) continue;
      const doc = vitalDocs.find((d) => d.id === r.doc.id)!;
      const isNamed = r.cueCoverage >= 0.99;
      if (!isNamed) continue;
      if (doc.vital === 'all') wantsObs = true;
      else vitals.add(doc.vital);
    }
    const action = ranked.find((r) => r.doc.kind === 'action');
    const bestObs = ranked.find((r) => r.doc.kind === 'obs');
    if (
      !actionId &&
      action &&
      action.score >= NURSE_THRESHOLD &&
      action.queryCoverage >= 0.5 &&
      (!bestObs || action.score >= bestObs.score)
    ) {
      actionId = action.doc.id;
      actionText = action.doc.answer;
      // "Can you repeat his obs?" is an action, not a request to read the chart.
      if (bestObs && bestObs.score <= action.score) {
        wantsObs = false;
        vitals.clear();
      }
    }
  }

  const pieces: string[] = [];
  if (state.turn === 0 || greeted) pieces.push(introduction(caseDef.nurse.name));
  let observationSetIndex: number | undefined;
  if (wantsObs || vitals.size > 0) {
    const { obs, index: i } = latestObservation(caseDef, elapsedSeconds);
    observationSetIndex = i;
    pieces.push(reportObservations(obs, wantsObs ? [] : [...vitals]));
  }
  if (actionText) pieces.push(actionText);
  if (observationSetIndex === undefined && !actionText) {
    const saidOnlyHello = greeted && splitMessage(message).every((p) => !classifyPart(p.text).rest);
    pieces.push(saidOnlyHello ? nursePhrases.offer : nursePhrases.deflection);
  }
  return {
    reply: pieces.join(' '),
    ...(observationSetIndex !== undefined ? { observationSetIndex } : {}),
    ...(actionId !== undefined ? { actionId } : {}),
  };
};
