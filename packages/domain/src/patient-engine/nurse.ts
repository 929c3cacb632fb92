// The scripted nurse: reports the latest observations (stamped with the session clock), answers
// requests that match the case's nurse actions, and takes plain instructions (nil by mouth, call
// theatre or a senior, catheter, cannula, fluids, bloods, a named drug), in the nurse's voice. She
// follows the session's own timeline (ADR 0111): a result is reported only once the investigations
// panel has it back, a drug is given as named (and a repeated request is recognised, not given
// twice), and what the trainee orders in chat is an action of the session (`nurseOrders`).

import type { CaseDefinition } from '@urosim/contracts';
import { analyse, buildVocabulary, queryItems, slotsOf } from './analyse.ts';
import { caseMemo } from './case-cache.ts';
import { classifyPart, splitMessage } from './dialogue.ts';
import { buildRankIndex, type RankDoc, type RankIndex, rank } from './ranker.ts';
import { findExamination, findInvestigation } from './search.ts';
import { canonicalSpelling, editDistance, plainWords } from './text.ts';

/** What the caller keeps between nurse turns. */
export type NurseState = {
  /** Index of this message among the trainee's messages to the nurse, from 0 (0: she introduces herself). */
  turn: number;
};

/** An examination or investigation of the case, requested in the panel or ordered in chat. */
export type NurseOrder = { kind: 'examination' | 'investigation'; itemId: string };

/** The session's own record, which the nurse follows. */
export type NurseTimeline = {
  /** Examinations and investigations requested so far (this message's orders included or not). */
  requested: readonly (NurseOrder & { requestedAtSeconds: number })[];
  /** The trainee's earlier messages to the nurse, oldest first (to recognise a repeated drug). */
  given?: readonly string[];
};

/** The nurse's answer to one message. */
export type NurseReply = {
  reply: string;
  /** The observation set reported (index in `caseDef.nurse.observations`), if any. */
  observationSetIndex?: number;
  /** The nurse action carried out (a case action's id, or `instruction:<kind>`), if any. */
  actionId?: string;
};

/** The fixed phrases the nurse may use besides authored text and observation values. */
export const nursePhrases = {
  deflection:
    "Sorry, doctor, I'm not sure what you need. I can give you the latest obs, or do what's on the chart.",
  offer: 'What can I do for you?',
  missingVital: "That isn't on the latest set, I'm afraid. Here's what I have:",
  /** What is to be done only if something turns up ("if they're blocked we'll catheterise him"). */
  onAFinding: "Okay, not yet then. I'll keep an eye out and let you know if that changes.",
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

/** The observations, stamped with the session clock when she reports them (not the set's start). */
const reportObservations = (obs: Observation, vitals: Vital[], elapsedSeconds: number): string => {
  const when = `The latest obs, at ${clock(Math.max(obs.atSeconds, Math.floor(elapsedSeconds)))}:`;
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

// --- orders, drugs and plain instructions

/** Drugs a trainee may name to the nurse (generic names, and a few brand names she knows). */
const drugNames: readonly string[] = [
  'morphine',
  'oramorph',
  'diamorphine',
  'fentanyl',
  'oxycodone',
  'codeine',
  'tramadol',
  'paracetamol',
  'diclofenac',
  'ibuprofen',
  'naproxen',
  'ketorolac',
  'parecoxib',
  'ondansetron',
  'cyclizine',
  'metoclopramide',
  'prochlorperazine',
  'buscopan',
  'hyoscine',
  'entonox',
  'ketamine',
  'lidocaine',
  'instillagel',
  'gentamicin',
  'amikacin',
  'ceftriaxone',
  'cefuroxime',
  'cefalexin',
  'co-amoxiclav',
  'amoxicillin',
  'piperacillin',
  'tazocin',
  'meropenem',
  'ciprofloxacin',
  'doxycycline',
  'azithromycin',
  'trimethoprim',
  'nitrofurantoin',
  'pivmecillinam',
  'fosfomycin',
  'vancomycin',
  'teicoplanin',
  'metronidazole',
  'tamsulosin',
  'alfuzosin',
  'finasteride',
  'hartmann',
  "hartmann's",
  'saline',
  'tranexamic',
  'vitamin k',
  'protamine',
  'heparin',
  'enoxaparin',
  'dalteparin',
  'apixaban',
  'rivaroxaban',
  'warfarin',
  'aspirin',
  'clopidogrel',
  'insulin',
  'dextrose',
  'lactulose',
  'movicol',
  'macrogol',
  'senna',
  'oxygen',
];
const drugPattern = new RegExp(
  `\\b(${[...drugNames]
    .sort((a, b) => b.length - a.length)
    .map((d) => d.replace(/[-'\s]/g, "[-'’\\s]?"))
    .join('|')})\\b`,
  'gi',
);
const dose =
  /^\s*(?:\d+(?:\.\d+)?\s*(?:mg|g|mcg|micrograms?|ml|mls|millilitres?|l|litres?|units?|iu|mmol)\b\s*)?(?:(?:iv|im|po|sc|pr|sl|oral(?:ly)?|intravenous(?:ly)?|intramuscular(?:ly)?|subcut(?:aneous(?:ly)?)?|stat|now|slowly|over \d+ minutes|bolus)\b\s*)*/i;

const drugKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-'’\s]/g, '')
    .replace(/s$/, '');

/** The drugs a text names, each with the dose and route written after it ("diclofenac 75 mg IM"). */
export const drugsIn = (text: string): { key: string; phrase: string }[] => {
  const out: { key: string; phrase: string }[] = [];
  for (const m of text.matchAll(drugPattern)) {
    const key = drugKey(m[1]!);
    if (out.some((d) => d.key === key)) continue;
    const after = text.slice(m.index! + m[0].length).match(dose)?.[0] ?? '';
    out.push({ key, phrase: `${m[1]}${after.trimEnd() ? ` ${after.trim()}` : ''}` });
  }
  return out;
};

/** A part that does not ask for something to be done: a question about a result or a status. */
const isEnquiry = (text: string): boolean => {
  const t = text.toLowerCase().trim();
  if (
    /\b(?:can|could|would|will) you\b|\bplease\b|\b(?:i would like|i'd like|we need|let's|go ahead)\b/.test(t)
  )
    return (
      resultWords.test(t) && !/\b(?:send|take|give|do|get|start|put|request|order|book|arrange)\b/.test(t)
    );
  return (
    /^(?:what|when|where|why|how|has|have|had|is|was|were|are|did|does|any (?:news|word|update|results?))\b/.test(
      t,
    ) || resultWords.test(t)
  );
};

/** A part that puts its request off to another day. */
const forLater =
  /\b(?:tomorrow|tomorrow's|tomorrows|next week|after the weekend|on monday|(?:in the|tomorrow|next) morning|morning list)\b/i;
/** …or until the patient is on the ward ("stick her on the list for a CT once she's been up to the ward"). */
const onceOnWard =
  /\b(?:once|when|after) (?:she|he|they|the patient)(?:'s| is| has| have| are| gets| get| goes| go)? ?(?:been |gone |got )?(?:up )?(?:on|to) the ward\b/i;
/**
 * …or until another test is done ("get a renal ultrasound first and I'll put the catheter in after",
 * "catheter once the scan is back"): the order waits for it.
 */
const afterATest =
  /\b(?:in|it|one|that) after(?:wards)?\b(?= *(?:[,.;!]|$|now in a minute|then))|\b(?:after|once) (?:the |his |her |we have (?:got |had )?(?:the )?)?(?:renal )?(?:ultrasound|uss|scan|ct|mri|x ?ray|bloods|results?)\b(?: (?:is|are|has|have) (?:back|done|been done|come back))?\b/i;
/**
 * …or until the nurse has a moment ("blood cultures you can take later, when you have a moment"), or
 * until a finding turns up ("if they're blocked we'll catheterise him"): nothing is asked for now. (A
 * polite "if you could…", "if not done already", "if needed" still ask.)
 */
const whenConvenient =
  /\b(?:can|could|may) (?:[a-z]+ ){0,2}later\b|\blater(?: on)?,? (?:when|once|whenever) you\b/i;
const onAFinding =
  /^(?:(?:and|then|but|so) )?if (?!(?:you|u) (?:could|can|would|don't mind|do not mind|have a|get a|are able)\b|(?:possible|poss|poss\.|not (?:already )?(?:done|sent|taken|given|started)|needed|required|necessary|you like|that's ok|that is ok|ok)\b)(?:[a-z'0-9.,]+ ){1,10}(?:we'll|we will|i'll|i will|then|we can|we could|we do|we'd|we would|we may|we might)\b/i;
/** A decision left for later ("…, and we'll decide about a catheter after that"): nothing asked now. */
const decidedLater =
  /,?\s+(?:(?:and|then|but|so) )?(?:(?:we'll|we will|i'll|i will|we can|let's|let us) )?(?:then )?decide (?:about|on|whether|if|what)\b/i;
/**
 * A request made on a finding not yet there ("the blood cultures we send if the temperature goes
 * above 38.5"): the request waits for it. (A polite "if you could" is not one.)
 */
const ifAFinding =
  /\bif (?:the |his |her |it |he |she |they )?(?:temperature|temp|fever|pressure|blood pressure|bp|pulse|heart rate|sats|saturations|hb|haemoglobin|potassium|creatinine|lactate|results?|scan|ultrasound|uss|ct|mri|doppler|bloods|culture|urine)\b/i;
const ifAFindingFirst = new RegExp(`^${ifAFinding.source.slice(2)}`, 'i');
/** A part without a closing conditional ("get a scan first, and if they're blocked we'll catheterise"). */
const withoutConditional = (part: string) => {
  const later = decidedLater.exec(part);
  if (later && later.index > 0) return part.slice(0, later.index);
  const m = /,?\s+(?:(?:and|but|then|so) )?(?=if\b)/i.exec(part);
  if (!m || m.index === 0) return part;
  // ("…, and if his temperature spikes, take cultures": the tail waits on a finding; the head asks.)
  const tail = part.slice(m.index + m[0].length);
  return onAFinding.test(tail) ||
    (/^,|^\s*,|,/.test(part.slice(m.index, m.index + m[0].length)) && ifAFindingFirst.test(tail))
    ? part.slice(0, m.index)
    : part;
};
// (What waits on a finding never reaches the orders: `readMessage` leaves it out.)
const putOff = (part: string) =>
  forLater.test(part) || onceOnWard.test(part) || afterATest.test(part) || whenConvenient.test(part);

/**
 * The parts of a message put off: those that say so, and those before a closing clause that only says
 * when ("stick her on the list for a CT with contrast, portal venous is fine, once she's been up to
 * the ward").
 */
const partsPutOff = (caseDef: CaseDefinition, parts: readonly string[], test = putOff): Set<string> => {
  const out = new Set<string>();
  let carried = false;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (test(part)) {
      out.add(part);
      if (i === parts.length - 1 && itemsNamed(caseDef, part).length === 0) carried = true;
    } else if (carried) out.add(part);
  }
  return out;
};

/** A part that says not to do something ("no need for a CT", "don't give morphine", "hold off"). */
const isNegated = (text: string) =>
  /\b(?:don't|do not|dont|no|not|never|avoid|hold off|cancel|without|instead of|rather than)\b|n't\b/i.test(
    text,
  );

const resultWords = /\b(result|results|back|report|reported|show|showed|shown|come back|came back|found)\b/i;

/** Best investigation (or examination) of each comma- or "and"-separated piece of a part. */
/**
 * Asking for a device to be changed, removed or put in: a procedure of its own, which orders only an
 * investigation that is that procedure ("change the catheter" is the catheter change; "put a catheter
 * in" is a catheterisation, not the washout whose "flush the catheter" shares the word).
 */
const procedures: readonly (readonly [asked: RegExp, named: RegExp])[] = [
  [
    /\b(chang(e|es|ed|ing)|replac(e|es|ed|ing)|swap(s|ped|ping)?|new one|remov(e|es|ed|ing)|take (it|them|the [a-z]+) out)\b/i,
    /\b(chang(e|es|ed|ing)|replac(e|es|ed|ing)|swap|new|remov(e|al)|take out|trial without)\b/i,
  ],
  [
    /\b(put|pop|insert|place|pass|get)( in)? (a|an|the)( [a-z0-9-]+)? (catheter|cannula|line|tube|drain)\b/i,
    // The procedure named, or the device itself ("urethral catheter", "two-way catheter"), not
    // something done through it ("flush the catheter").
    /\b(catheteri[sz](e|ation)|insert(ion)?|put in|placement|cannulation)\b|^((?!(the|a|an|your|his|her) )[a-z0-9&-]+ ){0,3}(catheter|cannula|line|tube|drain)$/i,
  ],
];

const linkWords = new Set(['of', 'the', 'a', 'an', 'and', 'with', 'for', 'to', 'in', 'on', 'from']);
/** A word of the order that stands for a word of a test's name (a plural, a typo, a short form). */
const sameWord = (asked: string, named: string) => {
  const a = canonicalSpelling(asked);
  const n = canonicalSpelling(named);
  return a === n || (n.length >= 4 && a.startsWith(n)) || (n.length >= 5 && editDistance(a, n, 1) <= 1);
};
/**
 * Whether a piece of a longer order names the test whole, by its name or one of its aliases: "and
 * bladder" split from "an ultrasound of the kidneys and bladder" names no test, though "bladder" is
 * half of "bladder scan".
 */
const namesWhole = (names: readonly string[], piece: string) => {
  const asked = plainWords(piece);
  return names.some((n) =>
    plainWords(n)
      .filter((w) => !linkWords.has(w))
      .every((w) => asked.some((a) => sameWord(a, w))),
  );
};

const itemsNamed = (caseDef: CaseDefinition, text: string): NurseOrder[] => {
  const out: NurseOrder[] = [];
  const add = (o: NurseOrder) => {
    if (!out.some((x) => x.kind === o.kind && x.itemId === o.itemId)) out.push(o);
  };
  const pieces = [text, ...text.split(/\s*(?:,|;|:|\band\b|\bplus\b|\bwith\b|\bthen\b|\balso\b)\s*/i)];
  pieces.forEach((piece, i) => {
    if (!/[a-z]/i.test(piece) || isNegated(piece)) return;
    const [best] = findInvestigation(caseDef, piece);
    if (!best || best.score < ORDER_THRESHOLD) return;
    const inv = caseDef.investigations.find((v) => v.id === best.id);
    const names = inv ? [inv.name, ...inv.aliases] : [];
    if (inv && i > 0 && !namesWhole(names, piece)) return;
    if (inv && procedures.some(([asked, named]) => asked.test(piece) && !names.some((n) => named.test(n))))
      return;
    add({ kind: 'investigation', itemId: best.id });
  });
  return out;
};

/** The parts of a message to the nurse that ask for something to be done (not enquiries, not "don't"). */
export const ordersIn = (message: string): string[] =>
  splitMessage(message)
    .map((p) => p.text)
    .filter((t) => !isEnquiry(t) && !isNegated(t) && !hasRead.test(t));

/** What the trainee says they have read or looked at ("I've had a look at the CT and the MDT note"): no order. */
const hasRead =
  /^(?:[a-z]+, )?(?:i|we)(?:['’]ve| have| had| just)* (?:had a (?:quick )?look (?:at|through)|looked (?:at|through)|reviewed|read|seen|gone through|been through|went through)\b/i;

/** Score an investigation needs to count as ordered in chat (higher than the search box's). */
export const ORDER_THRESHOLD = 0.6;

/** A plain instruction the nurse takes without a case action. */
type Instruction = { kind: string; pattern: RegExp; reply: (text: string) => string };

const roleNamed = (text: string) =>
  text.match(
    /\b(consultant|registrar|reg|senior|anaesthetist|anaesthetics|outreach|critical care|icu|itu|surgeons?|on-?call team)\b/i,
  )?.[1] ?? 'team';

const instructions: readonly Instruction[] = [
  {
    kind: 'nil-by-mouth',
    pattern:
      /\bnil by mouth\b|\bnbm\b|\bnpo\b|\b(?:keep|stay) (?:\w+ )?(?:fasted|starved)\b|\bnothing (?:to eat|by mouth)\b/i,
    reply: () => "Okay, nil by mouth from now. I've put the sign up by the bed and told the patient why.",
  },
  {
    kind: 'call-theatre',
    pattern:
      /\b(?:call|ring|phone|book|contact|tell|inform|let|speak to|alert)\b.*\btheatres?\b|\btheatre coordinator\b|\bemergency (?:list|theatre)\b/i,
    reply: () => "I've rung theatre: the coordinator has the booking and will call you back with a time.",
  },
  {
    kind: 'call-senior',
    pattern:
      /\b(?:call|ring|bleep|page|phone|contact|get|fast-?bleep|let|inform|tell|escalate to)\b.*\b(?:consultant|registrar|reg|senior|anaesthetist|anaesthetics|outreach|critical care|icu|itu|surgeons?)\b/i,
    reply: (text) => `I'll bleep the ${roleNamed(text).toLowerCase()} now and put them through to you.`,
  },
  {
    kind: 'catheter-change',
    pattern:
      /\b(?:chang(?:e|ing)|replac(?:e|ing)|swap(?:ping)?)\b.*\bcatheter\b|\bcatheter\b.*\b(?:changed|replaced|new one)\b/i,
    reply: () =>
      "I'll get a new catheter, a catheter pack and some gel ready for you. Shout when you're ready to change it.",
  },
  {
    kind: 'catheter',
    pattern:
      /\bcatheteri[sz]e\b|\b(?:put|pop|insert|place|pass|get)\b.*\bcatheter\b|\bcatheter\b.*\b(?:in|please)\b/i,
    reply: () => "I'll put a catheter in now, measure what drains and start a fluid balance chart.",
  },
  {
    kind: 'iv-access',
    pattern: /\bcannula\b|\bcannulate\b|\biv access\b|\bline in\b|\bvenflon\b/i,
    reply: () => "I'll get a cannula in now.",
  },
  {
    kind: 'fluids',
    pattern: /\bfluids?\b|\bhartmann'?s?\b|\bsaline\b|\bbolus\b|\bcrystalloid\b/i,
    reply: (text) => {
      const what = drugsIn(text).find((d) => d.key === 'hartmann' || d.key === 'saline')?.phrase;
      return what
        ? `Putting up ${what} now, as you asked.`
        : "I'll put up the fluids as soon as they're on the chart.";
    },
  },
  {
    kind: 'bloods',
    pattern:
      /\bbloods?\b|\bfbc\b|\bu ?& ?e\b|\bcrp\b|\bcultures?\b|\bgroup and save\b|\bcross-?match\b|\bclotting\b|\bvbg\b|\bgas\b/i,
    reply: () => "I'll take the bloods now and send them off.",
  },
  {
    kind: 'oxygen',
    pattern: /\boxygen\b|\bo2\b/i,
    reply: () => "I'll put some oxygen on and recheck the sats.",
  },
];

type Reading = {
  greeted: boolean;
  wantsObs: boolean;
  vitals: Set<Vital>;
  /** The case action asked for (or asked about, in an enquiry: "how much did the catheter drain?"). */
  action?: { id: string; response: string; partText: string; enquiry: boolean };
  /** Something is to be done only if a finding turns up: nothing is asked for now. */
  onAFinding?: boolean;
  /** Parts asking for something to be done, in order. */
  orders: string[];
  /** Parts asking about a result or a status. */
  enquiries: string[];
};

/** What a message to the nurse asks: observations, a case action, orders and enquiries. */
const readMessage = (caseDef: CaseDefinition, message: string): Reading => {
  const index = nurseIndex(caseDef);
  const reading: Reading = { greeted: false, wantsObs: false, vitals: new Set(), orders: [], enquiries: [] };
  for (const whole of splitMessage(message)) {
    // What is to be done only if something turns up is no order now ("…, and if they're blocked
    // we'll catheterise him").
    const text = withoutConditional(whole.text);
    const waits = onAFinding.test(text.trim()) || ifAFinding.test(text);
    if (text !== whole.text || waits) reading.onAFinding = true;
    if (waits) continue;
    const part = { ...whole, text };
    const moves = classifyPart(part.text, part.isQuestion);
    if (moves.isGreeting || moves.isHowAreYou) reading.greeted = true;
    // To the nurse, a statement ("keep him nil by mouth") is an instruction, not small talk.
    const rest = moves.rest || (moves.isStatement ? part.text : '');
    if (!rest) continue;
    if (isEnquiry(part.text)) reading.enquiries.push(part.text);
    else reading.orders.push(part.text);
    const items = queryItems(analyse(rest, index.rankIndex.vocab));
    const ranked = rank(index.rankIndex, slotsOf(items));
    // Every vital the part names is reported; the best action, if one is clearly asked for.
    for (const r of ranked) {
      if (r.doc.kind !== 'obs' || r.queryCoverage <= 0) continue;
      const doc = vitalDocs.find((d) => d.id === r.doc.id)!;
      if (r.cueCoverage < 0.99) continue;
      if (doc.vital === 'all') reading.wantsObs = true;
      else reading.vitals.add(doc.vital);
    }
    const action = ranked.find((r) => r.doc.kind === 'action');
    const bestObs = ranked.find((r) => r.doc.kind === 'obs');
    if (
      !reading.action &&
      action &&
      action.score >= NURSE_THRESHOLD &&
      action.queryCoverage >= 0.5 &&
      (!bestObs || action.score >= bestObs.score)
    ) {
      reading.action = {
        id: action.doc.id,
        response: action.doc.answer,
        partText: part.text,
        enquiry: isEnquiry(part.text),
      };
      // "Can you repeat his obs?" is an action, not a request to read the chart.
      if (bestObs && bestObs.score <= action.score) {
        reading.wantsObs = false;
        reading.vitals.clear();
      }
    }
  }
  return reading;
};

/** The investigations a case's nurse action carries out (from its cues), best match of each cue. */
const actionInvestigations = caseMemo((c: CaseDefinition) => {
  const out = new Map<string, string[]>();
  for (const a of c.nurse.actions) {
    const ids = new Set<string>();
    for (const cue of a.cues) {
      const [best] = findInvestigation(c, cue);
      if (best && best.score >= 0.8) ids.add(best.id);
    }
    out.set(a.id, [...ids]);
  }
  return out;
});

/**
 * What a message to the nurse orders, as actions of the session: the investigations it names in a
 * request (not in a question about a result, nor after "don't"), and the vital signs when it asks
 * for the observations. Only what is asked: a case's nurse action that does more (a "sepsis six"
 * that also sends a gas) adds nothing to the record. Pure: the api
 * records these like panel requests (once each), and the scorer counts them.
 */
export const nurseOrders = (caseDef: CaseDefinition, message: string): NurseOrder[] =>
  ordersOf(caseDef, readMessage(caseDef, message));

const ordersOf = (caseDef: CaseDefinition, reading: Reading): NurseOrder[] => {
  const out: NurseOrder[] = [];
  const add = (o: NurseOrder) => {
    if (!out.some((x) => x.kind === o.kind && x.itemId === o.itemId)) out.push(o);
  };
  // An order for another day ("USS KUB on tomorrow's list") is left for the day team: nothing is
  // requested now (ADR 0143).
  // (What a part puts off is put off wherever the message names it: "The trauma team want a CT?
  // Stick her on the list for a CT … once she's been up to the ward.")
  const later = partsPutOff(caseDef, reading.orders);
  const laterIds = new Set([...later].flatMap((part) => itemsNamed(caseDef, part).map((o) => o.itemId)));
  for (const part of reading.orders)
    if (!later.has(part)) for (const o of itemsNamed(caseDef, part)) if (!laterIds.has(o.itemId)) add(o);
  // A case action asked for ("set up the flexi room") orders its investigation when the request
  // itself points at it (its best match); what the action does beyond the request is not ordered.
  if (
    reading.action &&
    !reading.action.enquiry &&
    !isNegated(reading.action.partText) &&
    !later.has(reading.action.partText)
  ) {
    const [pointed] = findInvestigation(caseDef, reading.action.partText);
    for (const id of actionInvestigations(caseDef).get(reading.action.id) ?? [])
      if (pointed?.id === id) add({ kind: 'investigation', itemId: id });
  }
  if (reading.wantsObs || reading.vitals.size > 0) {
    const [vitals] = findExamination(caseDef, 'vital signs');
    const exam = caseDef.examination.find((e) => e.id === vitals?.id && e.system === 'vital-signs');
    if (exam) add({ kind: 'examination', itemId: exam.id });
  }
  return out;
};

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/** When each investigation's result is back, from the timeline and this message's orders. */
const backAt = (caseDef: CaseDefinition, requested: NurseTimeline['requested'], itemId: string) => {
  const first = requested
    .filter((r) => r.kind === 'investigation' && r.itemId === itemId)
    .reduce<number | undefined>(
      (t, r) => (t === undefined || r.requestedAtSeconds < t ? r.requestedAtSeconds : t),
      undefined,
    );
  if (first === undefined) return undefined;
  const inv = caseDef.investigations.find((v) => v.id === itemId);
  return first + (inv?.availableAfterSeconds ?? 0);
};

/** What she says about results asked for: back (with the result), pending (when), or not sent. */
const resultsReply = (
  caseDef: CaseDefinition,
  enquiry: string,
  requested: NurseTimeline['requested'],
  elapsedSeconds: number,
): string | undefined => {
  if (!resultWords.test(enquiry)) return undefined;
  const [best] = findInvestigation(caseDef, enquiry);
  const test = best && caseDef.investigations.find((i) => i.id === best.id);
  if (!test) return undefined;
  const at = backAt(caseDef, requested, test.id);
  if (at === undefined)
    return `We haven't sent a ${test.name} yet. You can request it from the investigations list.`;
  if (elapsedSeconds < at)
    return `The ${test.name} has been sent but isn't back yet — about ${minutes(at - elapsedSeconds)}.`;
  return `The ${test.name} is back: ${test.result}`;
};

/** A drug the trainee named: given as named, or recognised as already given. */
const drugReply = (
  asked: { key: string; phrase: string }[],
  authored: string | undefined,
  earlier: readonly string[],
): string => {
  const before = new Set(
    earlier.filter((t) => !isEnquiry(t) && !isNegated(t)).flatMap((t) => drugsIn(t).map((d) => d.key)),
  );
  const repeated = asked.filter((d) => before.has(d.key));
  const fresh = asked.filter((d) => !before.has(d.key));
  const pieces: string[] = [];
  if (repeated.length > 0) {
    const names = repeated.map((d) => d.phrase.split(' ')[0]).join(' and ');
    pieces.push(
      `${names.charAt(0).toUpperCase()}${names.slice(1)} has already been given, as you asked earlier; I won't give a second dose unless you change the prescription.`,
    );
  }
  if (fresh.length > 0) {
    const inAuthored = authored ? drugsIn(authored).map((d) => d.key) : [];
    const exact =
      authored !== undefined &&
      repeated.length === 0 &&
      fresh.every((d) => inAuthored.includes(d.key)) &&
      inAuthored.every((k) => fresh.some((d) => d.key === k));
    if (exact) pieces.push(authored!);
    else {
      const list = fresh.map((d) => d.phrase);
      const text = list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
      pieces.push(`Giving ${text} now, as you asked, once it's on the chart. I'll let you know how it goes.`);
    }
  }
  return pieces.join(' ');
};

/**
 * Answers a trainee's message to the nurse at `elapsedSeconds` of session time: the latest
 * observations (all of them, or the values asked for), the results asked about (only once the
 * timeline has them back), the nurse action or plain instruction asked for (a named drug given as
 * named; one already given recognised; an investigation she sends reported as pending until its
 * result is back). Pure and deterministic; made of authored text, authored values and fixed phrases.
 * Without a `timeline` (older callers) results are not reported and nothing counts as given before.
 */
/** "the urine pregnancy test", "the CT KUB": an investigation's name inside a sentence. */
const theName = (name: string) =>
  `the ${/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name}`;

const listNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What she says about investigations she is doing or sending now, pending until they are back. */
const pendingLine = (
  caseDef: CaseDefinition,
  pending: readonly { id: string; at: number }[],
  now: number,
) => {
  const invs = pending.map((p) => caseDef.investigations.find((v) => v.id === p.id)!);
  const wait = minutes(Math.max(...pending.map((p) => p.at)) - now);
  const hands = invs.filter((v) => v.kind === 'procedure' || v.kind === 'bedside');
  const sent = invs.filter((v) => !hands.includes(v));
  const parts: string[] = [];
  if (hands.length > 0) parts.push(`I'm doing ${listNames(hands.map((v) => theName(v.name)))} now`);
  if (sent.length > 0) parts.push(`I've sent ${listNames(sent.map((v) => theName(v.name)))}`);
  return `${parts.join(', and ')}: I'll have the result${invs.length > 1 ? 's' : ''} for you in about ${wait}.`;
};

export const answerAsNurse = (
  caseDef: CaseDefinition,
  state: NurseState,
  message: string,
  elapsedSeconds: number,
  timeline?: NurseTimeline,
): NurseReply => {
  const reading = readMessage(caseDef, message);
  const orders = ordersOf(caseDef, reading);
  const requested = [
    ...(timeline?.requested ?? []),
    ...orders.map((o) => ({ ...o, requestedAtSeconds: elapsedSeconds })),
  ];
  const pieces: string[] = [];
  if (state.turn === 0 || reading.greeted) pieces.push(introduction(caseDef.nurse.name));
  const introduced = pieces.length;
  let observationSetIndex: number | undefined;
  if (reading.wantsObs || reading.vitals.size > 0) {
    const { obs, index: i } = latestObservation(caseDef, elapsedSeconds);
    observationSetIndex = i;
    pieces.push(reportObservations(obs, reading.wantsObs ? [] : [...reading.vitals], elapsedSeconds));
  }
  let actionId: string | undefined;
  let resultSaid = false;
  if (timeline) {
    for (const enquiry of reading.enquiries) {
      const said = resultsReply(caseDef, enquiry, requested, elapsedSeconds);
      if (said && !pieces.includes(said)) {
        pieces.push(said);
        resultSaid = true;
      }
    }
  }
  const asked = reading.orders.filter((p) => !isNegated(p)).flatMap((p) => drugsIn(p));
  const invName = (id: string) => caseDef.investigations.find((v) => v.id === id);
  const when = (id: string) =>
    backAt(caseDef, requested, id) ?? elapsedSeconds + (invName(id)?.availableAfterSeconds ?? 0);
  // Investigations she is doing or sending with this message, and when each is back.
  const sending = new Map<string, number>();
  for (const o of orders) if (o.kind === 'investigation') sending.set(o.itemId, when(o.itemId));
  if (reading.action) {
    const action = reading.action;
    actionId = action.id;
    const own = actionInvestigations(caseDef).get(action.id) ?? [];
    if (action.enquiry && resultSaid) {
      // Already answered by the results she reported.
    } else if (action.enquiry) {
      // Asked about what an action does: its result once the timeline has it back.
      const done = own.map((id) => ({ id, at: backAt(caseDef, requested, id) }));
      const notSent = done.filter((d) => d.at === undefined);
      const waiting = done.filter((d) => d.at !== undefined && d.at > elapsedSeconds);
      if (own.length > 0 && notSent.length === own.length)
        pieces.push(
          `We haven't done ${listNames(own.map((id) => theName(invName(id)!.name)))} yet. Shall I?`,
        );
      else if (waiting.length > 0)
        pieces.push(
          `${listNames(waiting.map((d) => theName(invName(d.id)!.name))).replace(/^t/, 'T')} isn't back yet: about ${minutes(Math.max(...waiting.map((d) => d.at!)) - elapsedSeconds)}.`,
        );
      else pieces.push(action.response);
    } else if (asked.length > 0) pieces.push(drugReply(asked, action.response, timeline?.given ?? []));
    else {
      // The authored reply may tell a result of what the action does: only once it is back.
      const pendingOwn = own.filter((id) => when(id) > elapsedSeconds);
      if (!timeline || pendingOwn.length === 0) pieces.push(action.response);
      else if (sending.size === 0) pieces.push("I'm on it now; I'll let you know as soon as it's done.");
    }
  } else if (asked.length > 0) {
    actionId = 'instruction:drug';
    pieces.push(drugReply(asked, undefined, timeline?.given ?? []));
  }
  // Plain instructions the case has no action for (each once).
  const done = new Set<string>();
  for (const part of reading.orders) {
    if (isNegated(part) || part === reading.action?.partText) continue;
    const instruction = instructions.find((i) => i.pattern.test(part));
    if (!instruction || done.has(instruction.kind) || (instruction.kind === 'fluids' && asked.length > 0))
      continue;
    if (instruction.kind === 'bloods' && sending.size > 0) continue;
    done.add(instruction.kind);
    actionId ??= `instruction:${instruction.kind}`;
    pieces.push(instruction.reply(part));
  }
  // What is put off to another day is handed over, not sent.
  const handOver = (test: (part: string) => boolean, team: string) => {
    const put = partsPutOff(caseDef, reading.orders, test);
    const later = reading.orders
      .filter((p) => put.has(p) && !isNegated(p))
      .flatMap((p) => itemsNamed(caseDef, p))
      .filter((o) => o.kind === 'investigation');
    if (later.length === 0) return;
    actionId ??= 'instruction:handover';
    pieces.push(
      `I'll hand ${listNames(later.map((o) => theName(invName(o.itemId)!.name)))} over to ${team}, as you asked.`,
    );
  };
  handOver((p) => forLater.test(p), 'the day team');
  handOver((p) => !forLater.test(p) && onceOnWard.test(p), 'the ward team for when they are up there');
  if (timeline) {
    const pending = [...sending].filter(([, at]) => at > elapsedSeconds).map(([id, at]) => ({ id, at }));
    const now = [...sending].filter(([, at]) => at <= elapsedSeconds).map(([id]) => id);
    if (pending.length > 0) {
      actionId ??= 'instruction:investigations';
      pieces.push(pendingLine(caseDef, pending, elapsedSeconds));
    }
    if (now.length > 0 && !reading.action) {
      actionId ??= 'instruction:investigations';
      for (const id of now)
        pieces.push(`${theName(invName(id)!.name).replace(/^t/, 'T')}: ${invName(id)!.result}`);
    }
  }
  if (reading.onAFinding) pieces.push(nursePhrases.onAFinding);
  if (pieces.length === introduced) {
    const saidOnlyHello = reading.greeted && splitMessage(message).every((p) => !classifyPart(p.text).rest);
    pieces.push(saidOnlyHello ? nursePhrases.offer : nursePhrases.deflection);
  }
  return {
    reply: pieces.join(' '),
    ...(observationSetIndex !== undefined ? { observationSetIndex } : {}),
    ...(actionId !== undefined ? { actionId } : {}),
  };
};
