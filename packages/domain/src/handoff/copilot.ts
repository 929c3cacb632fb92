import {
  type HandoffCopilot,
  type HandoffHint,
  type Sbar,
  type SbarSection,
  sbarSections,
} from '@urosim/contracts';
import { countWords } from './text.ts';

// The hand-off copilot (ADR 0116): a structural reading of an SBAR draft. Each check asks whether a
// section says a kind of thing (who is calling about whom, observations with numbers, a time
// frame…), never whether it says the case's answer; its message is a fixed sentence of this
// catalogue, so a hint can never carry anything of the case, whatever the draft or the model says.

/** One structural check of a section: its stable code, its section and what the hint says. */
export type HandoffCheck = {
  code: string;
  section: SbarSection;
  message: string;
};

/** Every check the copilot makes, in the order the hints are listed. */
export const HANDOFF_CHECKS = [
  {
    code: 'situation.identity',
    section: 'situation',
    message: 'Say who you are and who the patient is (age, sex, where they are).',
  },
  {
    code: 'situation.problem',
    section: 'situation',
    message: 'Name the problem you are calling about in one line.',
  },
  {
    code: 'situation.concern',
    section: 'situation',
    message: 'Say how worried you are and why you are calling now.',
  },
  {
    code: 'background.history',
    section: 'background',
    message: 'Give the relevant history and how the presentation has unfolded so far.',
  },
  {
    code: 'background.medicines',
    section: 'background',
    message: 'Mention medicines (anticoagulants especially) and allergies, even when there are none.',
  },
  {
    code: 'assessment.observations',
    section: 'assessment',
    message:
      'No current observations in Assessment: give the numbers (pulse, BP, temperature, sats, RR, NEWS).',
  },
  {
    code: 'assessment.findings',
    section: 'assessment',
    message: 'Add the examination findings and the results you have.',
  },
  {
    code: 'assessment.impression',
    section: 'assessment',
    message: 'Say what you think is going on and how unwell the patient is.',
  },
  {
    code: 'recommendation.request',
    section: 'recommendation',
    message: 'Ask for something specific from the listener (review, advice, theatre…).',
  },
  {
    code: 'recommendation.timeframe',
    section: 'recommendation',
    message: 'Say how soon you need it.',
  },
  {
    code: 'recommendation.plan',
    section: 'recommendation',
    message: 'Say what is being done meanwhile, what to watch for and when you will call back.',
  },
] as const satisfies readonly HandoffCheck[];

/** The code of a check of the catalogue. */
export type HandoffCheckCode = (typeof HANDOFF_CHECKS)[number]['code'];

/** The codes of the catalogue, for validating what a model says is lacking. */
export const handoffCheckCodes = HANDOFF_CHECKS.map((c) => c.code) as [
  HandoffCheckCode,
  ...HandoffCheckCode[],
];

const any =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((p) => p.test(text));
const all =
  (...tests: ((text: string) => boolean)[]) =>
  (text: string) =>
    tests.every((t) => t(text));

// Lexicons, matched against the lower-cased section text (curly apostrophes made straight).
const caller =
  /\b(i am|i'm|im|this is|my name|calling|speaking|f[y]?[12]|sho|reg|registrar|house officer|junior|core trainee|ct[12]|st[1-8]|foundation|doctor|dr\.?\s+\w+|nurse|on[- ]call|medic|surgeon|from (the )?(ward|ed|a&e))\b/;
const patientAge =
  /\b\d{1,3}\s*(-|\s)?\s*(years?|yrs?|y\/o|yo|y)(\s*(-|\s)?\s*old)?\b|\baged?\s+\d{1,3}\b|\b\d{1,3}\s*[mf]\b|\b[mf]\s*\d{1,3}\b/;
const patientPerson =
  /\b(man|woman|male|female|boy|girl|gentleman|gent|lady|mr|mrs|ms|miss|patient|child|baby|infant|teenager|toddler|son|daughter)\b/;
const problem =
  /\b(with|presenting|presented|presents|complain\w*|c\/o|admitted|came in|because|due to|suffering|having|developed|suspected|query|likely|problem|issue|pain\w*|bleed\w*|retention|fever\w*|pyrexi\w*|sepsis|septic|haematuria|hematuria|unable|injur\w*|trauma|swelling|swollen|obstruct\w*|infection|stone|torsion|priapism|collapse\w*|confus\w*)\b/;
const concern =
  /\b(worr\w*|concern\w*|urgent\w*|unwell|deteriorat\w*|sepsis|septic|shock\w*|unstable|sick|emergency|critical\w*|now|tonight|acute\w*|rapid\w*|worse|worsening|escalat\w*|red flag\w*|time[- ]critical|need you|i need|peri[- ]arrest|hypotensi\w*|tachycardi\w*|anxious|scared)\b|\bnews2?\b[^.\n]{0,15}\d/;
const history =
  /\b(history|hx|pmh|past|previous\w*|prior|known|background|since|started|began|onset|yesterday|today|this morning|last night|ago|admitted|presented|came in|diagnosed|type [12]|diabet\w*|hypertensi\w*|surgery|operation|post[- ]?op\w*|procedure|stent\w*|catheter\w*|smoker|days?|weeks?|months?|hours?)\b/;
const medicines =
  /\b(medication\w*|medicine\w*|meds|drugs?|tablets?|regular|takes|taking|prescribed|anticoag\w*|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|doacs?|noacs?|heparin|enoxaparin|clopidogrel|ticagrelor|aspirin|antiplatelets?|insulin|metformin|steroids?|inhalers?|statins?|ramipril|amlodipine|tamsulosin|finasteride|on nil|nil regular)\b/;
const allergies = /\b(allerg\w*|nkda|nka|nkfa|penicillin[- ]allergic|anaphyla\w*)\b/;
const observationName =
  /\b(hr|pulse|heart rate|bp|blood pressure|temp\w*|t|sats?|spo2|sp02|o2|oxygen|rr|resp\w*( rate)?|news2?|gcs|cap(illary)? refill|crt|urine output|uo|obs)\b[^.\n]{0,20}?\d/;
const observationUnit =
  /\b\d{2,3}\s*\/\s*\d{2,3}\b|\d+(\.\d+)?\s*(°\s*c?|degrees|bpm|mmhg|%)|\b\d{2}\.\d\s*c\b/;
const findings =
  /\b(exam\w*|on examination|o\/e|tender\w*|soft|distended|palpa\w*|swollen|swelling|guarding|peritoni\w*|bladder scan\w*|scan\w*|ct|ctkub|ct kub|ultrasound|uss|us|x-?ray|cxr|mri|bloods?|wcc|wbc|crp|creat\w*|egfr|u&es?|ues|hb|haemoglobin|hemoglobin|lactate|dip\w*|urinalysis|culture\w*|results?|showed|shows|showing|revealed|finding\w*|residual|ecg|abg|vbg|gas|psa|potassium|sodium|platelets|inr|clotting|doppler|stones?|hydronephrosis|retained|clots?|catheter\w*)\b/;
const impression =
  /\b(i think|think|suspect\w*|likely|probabl\w*|possibl\w*|impression|diagnosis|working|consistent with|in keeping with|suggest\w*|query|my concern|concern\w*|looks? like|differential\w*|unwell|stable|unstable|septic|sepsis|sick|well|deteriorat\w*|worried|severe|critical\w*)\b|\?\s*\w/;
const request =
  /\b(please|could you|can you|would you|will you|i'd like|i would like|i need|need you|need (a|an|your|urgent|senior)|request\w*|review|come (in|and|to)|advice|advise|theatre|accept|take over|help|consider|decompress\w*|refer\w*|opinion|assess|see (him|her|them|the patient)|discuss|approve|sign off|book)\b/;
const timeframe =
  /\b(now|immediately|urgent\w*|asap|as soon as (possible|you can)|straight away|right away|tonight|today|this (evening|morning|afternoon|shift)|overnight|tomorrow|first thing|next (hour|few hours|\d+)|emergency|stat|soon|before|by the morning|on the ward round)\b|\bwithin (the next )?\d+\s*(min\w*|mins?|h|hrs?|hours?)\b|\bin (the next )?\d+\s*(min\w*|mins?|h|hrs?|hours?)\b|\bby \d{1,2}([:.]\d{2})?\s*(am|pm|h)?\b|\b\d{1,2}[:.]\d{2}\b/;
const plan =
  /\b(meanwhile|in the meantime|until then|while (i|we) wait|i will|i'll|we will|we'll|i have|i've|we have|we've|started|given|giving|continue|continuing|monitor\w*|watch\w*|repeat|re-?check\w*|call (you )?back|ring (you )?back|phone (you )?back|bleep|let you know|update you|escalate|safety[- ]net\w*|hourly|obs|fluid balance|keep (him|her|them)|nil by mouth|nbm|catheteri[sz]\w*|sent|taken|chased|if (he|she|they|it|there|the)|should (he|she|they|it))\b/;

/** Whether a section's text passes each check (by the check's code). */
const detectors: Readonly<Record<HandoffCheckCode, (text: string) => boolean>> = {
  'situation.identity': all(any(caller), any(patientAge, patientPerson)),
  'situation.problem': any(problem),
  'situation.concern': any(concern),
  'background.history': any(history),
  'background.medicines': all(any(medicines, /\bnot anticoagulated\b/), any(allergies)),
  'assessment.observations': any(observationName, observationUnit),
  'assessment.findings': any(findings),
  'assessment.impression': any(impression),
  'recommendation.request': any(request),
  'recommendation.timeframe': any(timeframe),
  'recommendation.plan': any(plan),
};

const normalise = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'");

/** The checks a section's text fails (all of them when it is empty). */
type CatalogueCheck = (typeof HANDOFF_CHECKS)[number];

const failedChecks = (section: SbarSection, text: string): CatalogueCheck[] => {
  const checks = HANDOFF_CHECKS.filter((c) => c.section === section);
  if (text.trim() === '') return checks;
  const normal = normalise(text);
  return checks.filter((c) => !detectors[c.code](normal));
};

const hintOf = (check: HandoffCheck): HandoffHint => ({
  section: check.section,
  code: check.code,
  message: check.message,
});

/**
 * The copilot's reading of a draft given which checks it lacks: the hints (catalogue messages only,
 * in catalogue order), each section's words and status (empty, partial, complete), and whether the
 * whole hand-off is ready. `lacking` may name codes of empty sections or not: an empty section
 * always lacks all of its checks.
 */
export const copilotReading = (
  sbar: Sbar,
  lacking: readonly string[],
  engine: HandoffCopilot['engine'],
): HandoffCopilot => {
  const lack = new Set(lacking);
  const failed = HANDOFF_CHECKS.filter((c) => sbar[c.section].trim() === '' || lack.has(c.code));
  const sections = sbarSections.map((section) => {
    const text = sbar[section];
    const status: 'empty' | 'partial' | 'complete' =
      text.trim() === '' ? 'empty' : failed.some((c) => c.section === section) ? 'partial' : 'complete';
    return { section, words: countWords(text), status };
  });
  return {
    engine,
    hints: failed.map(hintOf),
    sections,
    ready: sections.every((s) => s.status === 'complete'),
  };
};

/** The codes of the checks a draft fails, section by section, by the scripted lexicons. */
export const lackingChecks = (sbar: Sbar): HandoffCheckCode[] =>
  sbarSections.flatMap((section) => failedChecks(section, sbar[section]).map((c) => c.code));

/** The scripted copilot: the structural checks of every section of the draft. */
export const readHandoffDraft = (sbar: Sbar): HandoffCopilot =>
  copilotReading(sbar, lackingChecks(sbar), 'scripted');
