// The scripted patient: answers a trainee's message with authored text only (fact answers,
// negatives, persona lines and a few fixed neutral phrases), recording which facts it revealed.

import type { CaseDefinition } from '@urosim/contracts';
import {
  analyse,
  buildVocabulary,
  commonStems,
  type Item,
  queryItems,
  type Slot,
  segmentsOf,
  slotsOf,
} from './analyse.ts';
import { caseMemo } from './case-cache.ts';
import { type ClosedWorldEntry, closedWorld } from './closed-world.ts';
import {
  classifyPart,
  type MessagePart,
  plainText,
  questionOpeners,
  splitMessage,
  testPattern,
  worryAsked,
} from './dialogue.ts';
import {
  buildRankIndex,
  headSlot,
  isAspect,
  isAspectOnly,
  type RankDoc,
  type Ranked,
  type RankIndex,
  rank,
} from './ranker.ts';
import { stem } from './stem.ts';
import { canonicalSpelling, tokenise } from './text.ts';

/** What the caller keeps between turns (rebuilt from the stored messages). */
export type PatientState = {
  /** Facts revealed so far in the session. */
  revealedFactIds: string[];
  /** Negatives answered so far in the session. */
  askedNegativeIds: string[];
  /** Index of this trainee message in the session, from 0. */
  turn: number;
  /**
   * The trainee's previous message to the patient, if any: what an "it" with no topic of its own
   * points at ("The blood thinner, which one?" then "Why are you taking it?").
   */
  previousMessage?: string;
};

export type PatientReplyKind =
  | 'greeting'
  | 'closing'
  | 'fact'
  | 'negative'
  | 'repeat'
  | 'mixed'
  | 'deflection'
  | 'small-talk';

/** A document the matcher considered, with its score (for debugging and tests). */
export type MatchScore = { id: string; score: number };

/** The patient's answer to one message. */
export type PatientReply = {
  reply: string;
  /** Facts this reply reveals (including facts said again). */
  revealedFactIds: string[];
  /** Negatives this reply gives. */
  negativeIds: string[];
  /**
   * Facts said unprompted (a subset of `revealedFactIds`): what the patient volunteers with the
   * opening line on being greeted, and the reaction to news told or to a kind word said ("Oh God…
   * I need a minute"). They answer no question.
   */
  volunteeredFactIds: string[];
  kind: PatientReplyKind;
  matches: MatchScore[];
};

/** The lexicon's parts of the body: where a symptom is. */
const siteConcepts: ReadonlySet<string> = new Set([
  'TESTIS',
  'GENITAL',
  'RECTUM',
  'ABDOMEN',
  'FLANK',
  'BACK',
  'GROIN',
  'KIDNEY',
  'BLADDER',
  'PROSTATE',
  'BREAST',
  'LEG',
  'CHEST',
  'LUNG',
  'HEAD',
  'PELVIS',
  // Places the lexicon leaves as words (their stems).
  'neck',
  'limb',
  'arm',
  'wrist',
  'shoulder',
  'hand',
  'knee',
  'hip',
  'foot',
  'feet',
  'face',
  'elbow',
  'ankl',
  'spine',
]);

/** Sections of the patient's own history: never the answer to a question about the family. */
const ownHistory: ReadonlySet<string> = new Set([
  'presenting-complaint',
  'history-of-presenting-complaint',
  'past-medical-history',
  'drug-history',
  'allergies',
  'systems-review',
]);

/** Score a document needs to be answered (tuned for precision: a wrong fact is worse than none). */
export const MATCH_THRESHOLD = 0.6;
/** Score the patient's own idea needs when the question asks for it ("what do you think it is?"). */
export const IDEA_THRESHOLD = 0.45;
/** Query coverage a document needs besides the score. */
export const MIN_QUERY_COVERAGE = 0.5;
/** A statement (not a question) is answered only when it matches this well. */
export const STATEMENT_THRESHOLD = 0.8;
/** A request to confirm what was just told ("Is that correct?", "Is that right?", "Correct?"). */
const confirmRequest =
  /^((and|so|ok|okay) )?((is|was) (that|this|it)|that is|(have|did) i (got|get) (that|it)) (right|correct|true|accurate)$|^(right|correct|true)$/;
/** Why the patient came, asked in so many words ("what brings you…", "what is your problem?"). */
const reasonForComing =
  /\b(bring|brings|brought) you\b|\bwhat (is|was|are) (your|the) (main )?(problem|issue|trouble|matter|complaint|complaints)\b|\bhow can (i|we) help\b|\bwhy (are you|you are)\b(?! (taking|on|using|having|getting|still|not|so|feeling|worried|afraid|scared|wearing)\b)|\bwhy (have you come|did you come)\b|\breason (for|why) (you|coming|your visit|the referral)\b|\b(send|sent|sending|refer|referred|referring) you (in|here|to us|to (the )?clinic)\b/;
/** Terms that put a question about a reaction to medicines (where the allergy's rash is stated). */
const ofMedicines = new Set(['MEDICATION', 'ALLERGY', 'ANTIBIOTIC', 'CONTRAST']);

/** How the regular medicines are asked for, to find the case's fact for them. */
const generalMedsQuestion = 'what medicines do you take regularly';
/**
 * Medicines asked for in general ("your meds", "what medicines are you taking", "any other daily
 * medicine"), not a class of them ("any medicine which thins the blood", "medicines from the chemist").
 */
const generalMedsAsked =
  /(?<!\b(?:allergic|allergy|allergies|reaction|reactions|sensitive|intolerant) (?:to|two|too|from|with|of|for|against) )\b(?:your|what|which|any|any other|other|regular|usual|daily|all the|all your|the) (?:regular |usual |daily |other )?(?:meds|medicines|medications|medication|medicine|tablets|tabs|pills)\b(?! (?:which|that|for (?!(?:me|us)\b)|from|like|to|against|you (?:bought|buy|got)))/;

/** The medicines and the allergies asked together ("any meds or allergies?", "allergies and medicines?"). */
const medsAndAllergies =
  /\b(?:meds|medicines|medications|medication|tablets|tabs|pills) (?:or|and|plus) (?:any )?allerg|\ballerg[a-z]* (?:or|and|plus) (?:any |your )?(?:regular )?(?:meds|medicines|medications|medication|tablets|tabs|pills)\b(?! (?:which|that|from|to|against))/;
/** The medicines the patient takes, named as such ("run through the medicines you take"). */
const medsTaken =
  /\b(?:meds|medicines|medications|medication|tablets|tabs|pills) (?:that )?(?:you|do you|are you|you are) (?:take|taking|on|use|using)\b/;

/** At most this many words, a question closing a told plan that the case knows nothing of is a tag ("Sweet as?"). */
const shortTagWords = 4;
/** A word of assent or acceptability, in a tag that asks for agreement ("Sweet as?", "It is ok?"). */
const assentWord =
  /\b(ok|okay|alright|all right|fine|good|sweet|agree|agreed|agreeable|cool|deal|fair|yeah|yes|yep|happy|sure|clear|reasonable|acceptable|understood|sense|follow|eh|ja|hey|innit|d accord|vale)\b/;
/** The words of assent, each (to take them out of a tag and see what else it names). */
const assentWords = new RegExp(assentWord.source, 'g');
/** What a tag may trail that asks nothing more ("Is it okay like this?", "Clear so far?"). */
const tagTail = /\s+(like (this|that)|with you|for you|then|now|so far|with that)$/;
/**
 * Who a tag is said to, after it ("Is that ok with you mate?"): not what it asks. (Courtesy titles
 * and "po" never reach here: `splitMessage` drops them.)
 */
const tagAddress = /\s+(mate|love|dear|pet|boss|bro|hun|my friend)$/;
/** At least this many words (or a clause read as advice or news), a part that is not a question tells something. */
const toldWords = 5;

/** The fixed neutral phrases the patient may use besides authored text. */
export const patientPhrases = {
  repeatLead: 'As I said,',
  farewell: 'Okay. Thank you, doctor.',
  thanks: 'Thank you, doctor.',
  ack: 'Okay.',
  consent: 'Yes, of course.',
  greetingAgain: 'Hello again, doctor.',
  /** How the patient would like to be called: their first name (after it, this text). */
  calledBy: 'is fine.',
  /** The closed world's "no": a symptom, condition or exposure the case does not have. */
  closedNo: 'No, nothing like that.',
  /** The same "no" to a question that asks whether all is well ("is your hearing alright?"). */
  closedFine: 'Fine, no problems there.',
  /** A system the case marks as unknown to the patient. */
  unknownToPatient: "I don't know, I'm afraid. I've never been told anything about that.",
  /** Diagnosis fishing: the patient cannot name the diagnosis or report a result. */
  fishing: "I was hoping you'd tell me, doctor.",
  understood: 'Yes, I think so. Thank you.',
  /** Asked to say back what was explained: the patient tries, as far as a script can follow. */
  toldBack:
    "I'll try. You've told me what you think is going on and what you're going to do about it, and you'll let me know what happens next. Have I got that right?",
  noQuestions: "No, I don't think so. Not at the moment.",
  nothingElse: "No, I think that's everything.",
  /** Asked about the other side only: the complaint is on this one. */
  onlyOnLeft: "No, it's just on the left.",
  onlyOnRight: "No, it's just on the right.",
} as const;

/**
 * Serious news delivered is answered as if the trainee had invited a reaction in one of the usual
 * ways: the patient's reaction is the case's best answer to one of these, matched as strictly as a
 * statement is (none: an acknowledgement).
 */
export const reactionQueries = [
  "How do you feel about what I've just told you?",
  'How are you feeling, hearing that?',
  'That must be a shock.',
] as const;

/**
 * A question that asks whether something is well rather than whether a problem is there: "is your
 * hearing alright?", "are you sleeping OK?", "how's your mood?", "what's your eyesight like?". The
 * closed world's "no" would answer the opposite of what it means; the patient says all is fine.
 */
const asksIfWell = (text: string): boolean => {
  const t = text.toLowerCase().replace(/[’]/g, "'").trim();
  return (
    /\b(?<!as )(ok|okay|alright|all right|fine|good|normal|normally|properly|well)\s*(these days|at the moment|lately|generally|otherwise)?\s*[?.!]*$/.test(
      t,
    ) ||
    (/^(and |so |ok |okay |right )?(how('s| is| are| has| have| about)|what('s| is) (your|the) .+ like\b)/.test(
      t,
    ) &&
      !/^(and |so |ok |okay |right )?how (long|many|much|often|old|bad|far|soon|quickly|severe)\b/.test(t))
  );
};

/** Prefix of the negative ids the closed world records ("closed-world:fever"). */
export const CLOSED_WORLD_PREFIX = 'closed-world:';

type CompiledEntry = { entry: ClosedWorldEntry; names: Slot[][] };

/** The closed world's entries with each name analysed into slots (once, with the lexicon only). */
const compiledWorld: CompiledEntry[] = closedWorld.map((entry) => ({
  entry,
  names: entry.names.map((n) => slotsOf(analyse(n))).filter((slots) => slots.length > 0),
}));

const within = (inner: Slot, outer: Slot) => inner.every((t) => outer.includes(t));

/**
 * Whether a question asks about an entry: each slot of one of its names is asked by a question
 * slot no broader than it ("sick", NAUSEA|VOMIT, asks about feeling sick; "travel", TRAVEL|RADIATE,
 * does not ask about travel abroad).
 */
const asksEntry = (query: readonly Slot[], e: CompiledEntry) =>
  e.names.some((name) =>
    name.every((s) =>
      // A name's word with several senses ("travelled": journey, or pain that spreads) is asked only
      // by that same word: a question in one of its senses may mean the other one.
      query.some((q) => (s.length > 1 ? q.length === s.length && within(q, s) : within(q, s))),
    ),
  );

/**
 * Whether a text's slots state an entry: each slot of one of its names is held by a slot at least
 * as broad ("sick" states vomiting; "bowels" does not state diarrhoea). Broad on purpose: a "no" must
 * never contradict what the patient says.
 */
const statesEntry = (slots: readonly Slot[], e: CompiledEntry) =>
  e.names.some((name) => name.every((s) => slots.some((d) => within(s, d))));

const askedCache = new Map<string, CompiledEntry[]>();

/** The closed-world entries a question's slots ask about (memoised: the same slots recur in a turn). */
const askedEntries = (slots: readonly Slot[]): CompiledEntry[] => {
  const key = slots.map((s) => s.join('|')).join(' ');
  let found = askedCache.get(key);
  if (found === undefined) {
    found = compiledWorld.filter((e) => asksEntry(slots, e));
    if (askedCache.size >= 5_000) askedCache.clear();
    askedCache.set(key, found);
  }
  return found;
};

type PersonaDocId =
  | 'persona-identity'
  | 'persona-occupation'
  | 'persona-ideas'
  | 'persona-concerns'
  | 'persona-expectations';

type PatientIndex = {
  rankIndex: RankIndex;
  /** Persona lines never given as an answer (see `unspokenPersonaDocs`). */
  unspoken: ReadonlySet<string>;
  /** Closed-world entries each document (fact, negative, persona line) states or denies. */
  docEntries: Map<string, Set<string>>;
  /** The case's investigations by name and alias (a question about their result is fishing). */
  tests: RegExp | undefined;
  /** The persona's own names, one word each ("Kyle", "Mathers"): a clause of them alone is a call. */
  names: RegExp;
  /** Each document's cues and answer in plain lower case (for a test named in a results question). */
  docTexts: Map<string, string>;
  /** Closed-world entries some document is about (its cues or its answer). */
  mentioned: Set<string>;
  /** Closed-world entries the patient states (fact answers, persona lines): never answered "no". */
  stated: Set<string>;
  /** Entries stated only as a reaction to a medicine (the allergy's rash): "no" unless medicines are asked. */
  statedAsReaction: Set<string>;
  /** What the family history says of the family: stated only for a question about the family. */
  statedOfFamily: Set<string>;
  unknownSystems: Set<string>;
  answers: Map<string, string>;
  volunteered: string[];
  openingStems: Set<string>;
  /** Each document's cues as sets of their own words (stems), for the word tie-break. */
  cueWords: Map<string, Set<string>[]>;
  /** Facts of the presenting complaint and its history that date it, in the case's order. */
  timeCourse: string[];
  /** The parts of the body each document names (cues and answer): where what it says is. */
  docSites: Map<string, Set<string>>;
  /** Negatives about the past only: every cue asks "before" ("lumps before", "previous lumps"). */
  pastNegatives: Set<string>;
  /**
   * Facts scripted as a reaction to empathy: one of their cues is itself empathy said ("that must be
   * a shock", "I'm so sorry"), not a question ("what are you worried about?").
   */
  empathyReactions: Set<string>;
  /** The terms of the presenting complaint's facts (cues and answers): what "it" is. */
  complaintTerms: Set<string>;
  /** The drug-history fact that answers "what medicines do you take?" (the regular list), if any. */
  generalMeds: string | undefined;
  /** The complaint's own things ("the lump", "the swelling"): named in both its cues and its answer. */
  complaintObjects: Set<string>;
  /**
   * Facts scripted as the patient's saying back what was explained: one of their cues asks for it
   * ("in your own words", "can you repeat back", "tell me what we've discussed").
   */
  teachBacks: string[];
};

/** A cue that asks the patient to say back what was explained. */
const teachBackCue =
  /\b(own words|(repeat|say|tell|explain) (it |that |this )?back|what (we|i) (have |'ve |’ve )?(just )?(discussed|talked about|explained|told you|said|gone through))\b/i;

/** A persona description written about the patient ("She thinks…", "He is worried…"), not by them. */
const aboutThePatient = /^(he|she|they|his|her|their|that|whether|the patient)\b/i;

/**
 * What in a case's own ICE facts speaks for each of the persona's ideas, concerns and expectations:
 * a fact of the ICE section whose cues ask about it.
 */
const iceCue: Partial<Record<PersonaDocId, RegExp>> = {
  'persona-ideas': /\b(think|thought|idea|ideas|cause|causing|going on)\b/i,
  'persona-concerns': /\b(worr\w*|concern\w*|afraid|scared|fear\w*)\b/i,
  'persona-expectations': /\b(hop\w*|expect\w*|want\w*|like to happen)\b/i,
};

/**
 * The persona's ideas, concerns and expectations that are never the answer: they are spoken only when
 * they are the patient's own words and the case has no ICE fact that says the same. In every library
 * case they describe the patient ("She first thought it was her appendix…"), and the case's ICE
 * facts say it in the patient's voice. They stay in the index (as words of the case), never chosen.
 */
const unspokenPersonaDocs = (c: CaseDefinition): Set<string> => {
  const spoken = (doc: RankDoc & { id: PersonaDocId }) => {
    const cue = iceCue[doc.id];
    if (!cue) return true;
    if (aboutThePatient.test(doc.answer.trim())) return false;
    return !c.facts.some((f) => f.category === 'ice' && f.cues.some((q) => cue.test(q)));
  };
  // The occupation line of a patient someone answers for describes the patient ("Toddler"), not the
  // one who speaks: the case's own facts say what they do.
  const described = (doc: RankDoc & { id: PersonaDocId }) =>
    doc.id === 'persona-occupation' && !!c.persona.proxy;
  return new Set(
    personaDocs(c)
      .filter((doc) => !spoken(doc) || described(doc))
      .map((doc) => doc.id),
  );
};

/** Who the patient is, in the voice of whoever answers (the patient, or the parent who answers for them). */
const identityLine = (p: CaseDefinition['persona']): string => {
  if (!p.proxy) return `My name's ${p.name}, and I'm ${p.age}.`;
  const [his, he] = p.sex === 'female' ? ['her', 'she'] : ['his', 'he'];
  const age = `${p.age} year${p.age === 1 ? '' : 's'} old`;
  return `I'm ${p.proxy.name}, ${his} ${p.proxy.relation}. This is ${p.name.split(' ')[0]}; ${he}'s ${age}.`;
};

const personaDocs = (c: CaseDefinition): (RankDoc & { id: PersonaDocId })[] => {
  const p = c.persona;
  return [
    {
      id: 'persona-identity',
      kind: 'persona',
      cues: [
        'What is your name?',
        'Can you confirm your full name and date of birth?',
        'How old are you?',
        'Who am I speaking to?',
        ...(p.proxy ? ['How old is he?', 'How old is she?', 'What is his name?', 'What is her name?'] : []),
      ],
      answer: identityLine(p),
      boost: 0.92,
    },
    {
      id: 'persona-occupation',
      kind: 'persona',
      cues: ['What do you do for a living?', 'What is your job?', 'Do you work?'],
      answer: `${p.occupation.charAt(0).toUpperCase()}${p.occupation.slice(1)}${/[.!?]$/.test(p.occupation) ? '' : '.'}`,
      boost: 0.92,
    },
    {
      id: 'persona-ideas',
      kind: 'persona',
      cues: [
        'What do you think is going on?',
        'Do you have any ideas about what is causing this?',
        'What do you think it might be?',
      ],
      answer: p.ideas,
      boost: 0.92,
    },
    {
      id: 'persona-concerns',
      kind: 'persona',
      cues: [
        'Is there anything worrying you?',
        'What are you most concerned about?',
        'Do you have any concerns?',
      ],
      answer: p.concerns,
      boost: 0.92,
    },
    {
      id: 'persona-expectations',
      kind: 'persona',
      cues: [
        'What are you hoping we can do for you?',
        'What would you like to happen today?',
        'What are you expecting from today?',
      ],
      answer: p.expectations,
      boost: 0.92,
    },
  ];
};

const contentStems = (text: string, index?: PatientIndex): Set<string> => {
  const out = new Set<string>();
  for (const s of slotsOf(analyse(text, index?.rankIndex.vocab))) for (const t of s) out.add(t);
  return out;
};

/** Builds (once per case) the ranking index of the patient's facts, negatives and persona. */
const complaintSections = new Set(['presenting-complaint', 'history-of-presenting-complaint']);
/** An answer that dates something: "two days ago", "since Tuesday", "for six weeks", "it started…". */
/** A span of time or a time past: "two days", "a few weeks", "…ago". */
const timeSpan = String.raw`\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|several)\s+(minutes?|hours?|days?|weeks?|months?|years?)\b|\bago\b`;
const datesSomething = new RegExp(
  String.raw`${timeSpan}|\bsince (yesterday|last|this|the|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)|\b(started|began|came on)\b`,
  'i',
);
/** An answer that says when, not only that something started ("Started as a boil…" does not). */
const saysWhen = new RegExp(
  String.raw`${timeSpan}|\bsince\b|\b(yesterday|today|tonight|overnight)\b|\b(last|this) (night|morning|afternoon|evening|week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`,
  'i',
);
const timeAspects = new Set(['WHEN', 'DURATION', 'ONSET', 'PROGRESSION']);
/** Whether a slot is the one term `term` alone ("why", "how often", the complaint). */
const isTerm = (slot: Slot, term: string) => slot.length === 1 && slot[0] === term;
/** What the body passes, whose colour or smell a question may ask alone. */
const passed = new Set(['URINE', 'BLOOD', 'DISCHARGE', 'STOOL', 'VOMIT', 'SPUTUM']);
/** How often and when: words of a question that name no topic of their own. */
const countOrWhen = new Set(['FREQUENT', 'TIMEUNIT', 'RECENT', 'WHEN']);
/** A leading frame that names the topic ("about the infections, …"), not a time. */
const topicFrame =
  /^((and|so|ok|okay|right|now) )?(about|regarding|concerning|as for|as regards|with regard to)\b/i;
/** Words that point at the complaint without naming it ("how long have you had this problem?"). */
const complaintPointers = new Set(['problem', 'issu', 'troubl', 'thing', 'symptom']);
/**
 * A question that asks only when or how long: every slot a time aspect, or (with at least one time
 * aspect) a topic of the presenting complaint itself — "how long have you had the pain?" (or a word
 * that points at it: "this problem").
 */
const isTimeCourse = (slots: readonly Slot[], complaintTerms: ReadonlySet<string>) =>
  slots.some((slot) => slot.every((t) => timeAspects.has(t))) &&
  slots.every(
    (slot) =>
      slot.every((t) => timeAspects.has(t)) ||
      slot.some((t) => complaintTerms.has(t) || complaintPointers.has(t)),
  );

const patientIndex = caseMemo((c: CaseDefinition): PatientIndex => {
  const docs: RankDoc[] = [
    ...c.facts.map((f) => ({ id: f.id, kind: 'fact', cues: f.cues, answer: f.answer, section: f.category })),
    ...c.negatives.map((n) => ({
      id: n.id,
      kind: 'negative',
      cues: n.cues,
      answer: n.answer,
      boost: 0.99,
      section: n.category,
    })),
    ...personaDocs(c),
  ];
  const vocab = buildVocabulary(
    docs.flatMap((d) => d.cues),
    [
      ...docs.map((d) => d.answer),
      c.persona.openingLine,
      c.persona.deflection,
      c.persona.speakingStyle,
      c.title,
      c.summary,
      c.setting.brief,
      // The closed world's names are words, not typos of the case's words ("hearing" is not "heaving").
      ...closedWorld.flatMap((e) => e.names),
    ],
    [c.persona.name, c.nurse.name],
  );
  const rankIndex = buildRankIndex(docs, vocab);
  const docEntries = new Map<string, Set<string>>();
  const mentioned = new Set<string>();
  const stated = new Set<string>();
  const statedAsReaction = new Set<string>();
  const statedOfFamily = new Set<string>();
  const slotsIn = (maps: Map<string, Slot[]>[]) => {
    const seen = new Map<string, Slot>();
    for (const m of maps) for (const list of m.values()) for (const sl of list) seen.set(slotKey(sl), sl);
    return [...seen.values()];
  };
  for (const d of rankIndex.docs) {
    const cueSlots = slotsIn([d.soft.cueSlots, d.hard.cueSlots]);
    const answerSlots = slotsIn([d.soft.answerSlots, d.hard.answerSlots]);
    const all = [...cueSlots, ...answerSlots];
    const held = new Set(compiledWorld.filter((e) => statesEntry(all, e)).map((e) => e.entry.id));
    docEntries.set(d.doc.id, held);
    for (const id of held) mentioned.add(id);
    if (d.doc.kind === 'negative') continue;
    // (What a medicine once did — "penicillin brought me out in a rash" — is an allergy, not a
    // symptom the patient has: "any rash on your skin?" may still be answered no, unless the question
    // is about medicines or allergies.)
    if (d.doc.section === 'allergies') {
      for (const e of compiledWorld) if (statesEntry(answerSlots, e)) statedAsReaction.add(e.entry.id);
      continue;
    }
    // What a fact or persona line says: its answer, and its cues' unambiguous words. What the family
    // history says is said of the family ("no prostate cancer in the family"), not of the patient.
    const says = [...answerSlots, ...cueSlots.filter((sl) => sl.length === 1)];
    const of = d.doc.section === 'family-history' ? statedOfFamily : stated;
    for (const e of compiledWorld) if (statesEntry(says, e)) of.add(e.entry.id);
  }
  // Whatever else the patient says (the opening line, the persona) counts as stated too, line by line.
  for (const text of [c.persona.openingLine, c.persona.ideas, c.persona.concerns, c.persona.expectations]) {
    const spoken = slotsOf(analyse(text, vocab), true);
    for (const e of compiledWorld) if (statesEntry(spoken, e)) stated.add(e.entry.id);
  }
  const index: PatientIndex = {
    rankIndex,
    unspoken: unspokenPersonaDocs(c),
    docEntries,
    tests: testPattern(c.investigations.flatMap((v) => [v.name, ...v.aliases])),
    names: personaNames(c.persona.name),
    docTexts: new Map(docs.map((d) => [d.id, plainText([...d.cues, d.answer].join(' '))])),
    mentioned,
    statedAsReaction,
    stated,
    statedOfFamily,
    unknownSystems: new Set(c.persona.unknownSystems ?? []),
    answers: new Map(docs.map((d) => [d.id, d.answer])),
    timeCourse: c.facts
      .filter((f) => complaintSections.has(f.category) && datesSomething.test(f.answer))
      .map((f) => f.id),
    generalMeds: rank(rankIndex, slotsOf(queryItems(analyse(generalMedsQuestion, vocab)))).find(
      (r) => r.doc.kind === 'fact' && r.doc.section === 'drug-history',
    )?.doc.id,
    complaintTerms: new Set(
      rankIndex.docs
        .filter((d) => d.doc.section === 'presenting-complaint')
        .flatMap((d) => [...d.hard.cueSlots.keys(), ...d.hard.answerSlots.keys()]),
    ),
    complaintObjects: new Set(
      rankIndex.docs
        .filter((d) => d.doc.section === 'presenting-complaint')
        .flatMap((d) => [...d.hard.cueSlots.keys()].filter((t) => d.hard.answerSlots.has(t)))
        .filter((t) => /^[A-Z]/.test(t) && !siteConcepts.has(t) && !isAspect([t])),
    ),
    docSites: new Map(
      rankIndex.docs.map((d) => [
        d.doc.id,
        new Set([...d.hard.cueSlots.keys(), ...d.hard.answerSlots.keys()].filter((t) => siteConcepts.has(t))),
      ]),
    ),
    pastNegatives: new Set(
      rankIndex.docs
        .filter(
          (d) =>
            d.doc.kind === 'negative' &&
            d.hard.cues.length > 0 &&
            d.hard.cues.every((cue) => cue.slots.some((sl) => sl.includes('BEFORE'))),
        )
        .map((d) => d.doc.id),
    ),
    empathyReactions: new Set(
      c.facts.filter((f) => f.cues.some((cue) => classifyPart(cue).isEmpathy)).map((f) => f.id),
    ),
    volunteered: c.facts.filter((f) => f.volunteered).map((f) => f.id),
    teachBacks: c.facts
      .filter((f) => f.cues.some((cue) => teachBackCue.test(cue) || classifyPart(cue).isTeachBack))
      .map((f) => f.id),
    openingStems: new Set(),
    cueWords: new Map(docs.map((d) => [d.id, d.cues.map(ownWords)])),
  };
  index.openingStems = contentStems(c.persona.openingLine, index);
  return index;
});

/**
 * The people around the patient as witnesses ("has your wife or anyone else noticed any confusion?",
 * "anything you or your family have noticed?"): who noticed is not what is asked, and a relative
 * named that way does not make a question about the family or the home.
 */
/**
 * Who reported what the question reads back is its source, not its topic: "GP says you're diabetic -
 * what tablets are you on for that?" asks about the diabetes, not about the GP ("the GP didn't give
 * me anything").
 */
const reportedBy =
  /\b((the|your|ur|his|her) )?(gp|gp's|gps|letter|referral|referral letter|notes|note|triage|triage note|triage notes|drug chart|chart|mdt|mdt note|mdt letter|mdt outcome|discharge note|discharge letter|discharge summary|clinic letter|trauma sheet|ambulance sheet|handover|dr [a-z]+)( letter| note| notes)? (says|said|mentions|mentioned|notes|noted|writes|wrote|tells me|told me|reports|reported|records|recorded)( in (his|her|their|the) (letter|note|notes|referral))?( that)?\b|\bi (gather|understand|hear|see from the (notes|letter|referral)|see(?= (that )?(you|your|he|his|she|her)\b))( that)?\b/gi;

/**
 * The staff who passed something on ("Ward says you're on apixaban.", "The nurse tells me you're
 * uncomfortable"): the source of a statement, not what it tells. (Unlike a document's read-back,
 * what the nurse saw is still the complaint: "…- what's the trouble tonight?")
 */
const staffReport =
  /\b((the|your) )?(ward|nurses?|ward staff|staff|ortho|orthopaedics|ortho team|team|ambulance crew|paramedics?)( team)? (says|said|tells me|told me|mentions|mentioned|reports|reported)( that)?\b/gi;

/** Whether a question reads back what a document or the GP reported (`reportedBy`, one match). */
const readsBack = new RegExp(reportedBy.source, 'i');

const witnessesAsSomeone = (text: string): string =>
  text
    .replace(reportedBy, ' ')
    .replace(
      /\b((your|his|her|the) (wife|husband|partner|family|mum|mother|dad|father|daughter|son|relatives|carer|friends?)|mum|mom|dad)(,? or ((anyone|anybody|someone)( else)?|(your |the )?(mum|mom|mother|dad|father|parents|wife|husband|partner|family|relatives|carers?|friends?|daughter|son|children|kids)),?)?(?= (ever )?((might|may|could|would|will) )?(has |have |had )?(ever )?(noticed|said|say|mentioned|mention|spotted|seen|commented|remarked|told you|tell you|thought))/gi,
      'someone',
    );

/** Words too common to tell two cues apart: function words, and the asking itself ("do you know what"). */
const glueWords = new Set(
  'a an the you your yours do does did have has had is are was were be been any i me my we us to of in on it its and or at with about this that there what which'.split(
    ' ',
  ),
);
/**
 * A text's own words (canonical stems), whatever the lexicon makes of them. "Do you know…" is the
 * asking, not a word of what is asked; "does your partner know…" is. Nor is "for" done for someone
 * ("what operation was done for you?") the "for" of what something is for.
 */
const ownWords = (text: string): Set<string> =>
  new Set(
    tokenise(
      text
        .replace(/\b(do|did|would|does) (you|u) (happen to )?know\b/gi, ' ')
        .replace(/\bfor (you|him|her|me|us|them)\b/gi, ' '),
    )
      .filter((t) => !t.isBreak && !glueWords.has(t.word))
      .map((t) => stem(canonicalSpelling(t.word))),
  );
/**
 * How far one of a document's cues and the question say the same in their own words (the cosine of
 * their word sets): of two documents that
 * the concepts leave all but tied, the one asked about in the trainee's words was meant ("who's at
 * home?" is the cue "who lives at home", not "who looks after him").
 */
const wordShare = (index: PatientIndex, id: string, words: ReadonlySet<string>): number => {
  let best = 0;
  for (const cue of index.cueWords.get(id) ?? []) {
    if (cue.size === 0) continue;
    let shared = 0;
    for (const w of cue) if (words.has(w)) shared++;
    best = Math.max(best, shared / Math.sqrt(cue.size * words.size));
  }
  return best;
};

/** The sides of the body a text speaks of ("my left testicle", "the right one", "on the left"). */
const sidesSaid = (text: string): Set<string> =>
  new Set(
    [
      ...text.matchAll(
        /\b(left|right)(?=[- ](one|side|sided|testicle|testis|ball|kidney|loin|groin|flank|leg|hip|arm)s?\b)|\bon the (left|right)\b/gi,
      ),
    ].map((m) => (m[1] ?? m[3] ?? '').toLowerCase()),
  );

/**
 * Whether an answer is about the other side only: it names a side, none of those asked. One that
 * also speaks of "that side" or "the other one" ("Never seen it down on that side. The left one's
 * always there.") is about the side asked too.
 */
const aboutOtherSideOnly = (answer: string, asked: ReadonlySet<string>): boolean => {
  if (/\b(that|this|the other|other) (side|one)\b/i.test(answer)) return false;
  const said = sidesSaid(answer);
  return said.size > 0 && ![...said].some((side) => asked.has(side));
};

/** A question about someone else's illness: "has anyone at home been poorly?", "anyone you live with ill?". */
const othersIll =
  /\b(anyone|anybody|someone|somebody)( else)? (at home|in the house|in your house|you live with|around you|you know|at work|at school|close to you|in your household)\b.*\b(ill|illness|poorly|unwell|sick|sickness|bug|infection|infections|symptoms|fever|temperature|diarrhoea|diarrhea|vomiting|same|similar)\b/;
/**
 * "Does she have any symptoms?", "has he been checked?": asked of a patient who speaks for themself,
 * a question about "she" or "he" is about someone else (the partner just talked about), not the
 * patient's own health.
 */
const someoneElseAsked = /^((and|so|ok|okay|right) )?(does|did|has|had|is|was) (she|he)\b/;
/** The sections that tell the patient's own health. */
const ownHealth: ReadonlySet<string> = new Set([
  'presenting-complaint',
  'history-of-presenting-complaint',
  'systems-review',
  'past-medical-history',
]);

/**
 * The words that open an example in a question ("like", "e.g.", "maybe", "such as", "for example"),
 * not a liking or a likeness ("would you like…", "feels like…").
 */
const illustration =
  /(?<!\b(would|do|did|you|i|we|they|he|she|feel|feels|felt|look|looks|looked|sound|sounds|seem|seems|something|anything|nothing|more|just|is it|was it) )\blike\b|\b(e\.? ?g|eg|such as|for example|for instance|maybe|say|especially|including)\b/;

/**
 * A question about how things are now ("is", "today"), and one that reaches into the past or asks
 * whether all is well ("are both your kidneys normal?": the history answers that).
 */
const asksNow = /\b(is|are|today|now|currently|at the moment|since)\b/;
const asksBefore =
  /\b(was|were|ever|before|usually|normally|last|previous|previously|used to)\b|\b(normal|healthy|ok|okay|fine|alright|all right)\b/;
/**
 * A day named for now outweighs the tense: "what were your kidney bloods today?", "what have your
 * bloods come back as tonight?" ask for today's result, unless the question also reaches back.
 */
const namesToday = /\b(today|tonight|this (morning|afternoon|evening)|since you (came|got) in)\b/;
const reachesBack = /\b(ever|before|usually|normally|previous|previously|used to|last (year|time|check))\b/;
/** What is ahead ("when the operation would be", "what will happen"): the past history holds none of it. */
const asksAhead =
  /\b(would be|will be|is going to be|are going to be|going to happen|will happen|is planned|is booked|is scheduled)\b/;
/** Whether a results question asks for a result of today (or what is ahead), which the past history cannot hold. */
const asksTodaysResult = (asked: string) =>
  (namesToday.test(asked) && !reachesBack.test(asked)) ||
  (asksNow.test(asked) && !asksBefore.test(asked)) ||
  asksAhead.test(asked);

/** Concepts that say only when something happened ("it woke you up", "three hours ago"). */
const whenTerms = new Set([
  'NIGHT',
  'TIMEUNIT',
  'RECENT',
  'BEFORE',
  'WHEN',
  'DURATION',
  'ONSET',
  'PROGRESSION',
]);

/** Words that name a person in a patient's answer ("Married to Ingrid. She says…", "my mum's driving down"). */
const namesSomeone =
  /\b(wife|husband|partner|she|he|her|him|they|them|mum|mother|dad|father|son|daughter|sister|brother|family|friend|friends|girlfriend|boyfriend|children|kids|carer|married|neighbour)\b/i;

/** A fact that says no ("No kidney stones…", "Never had…"). */
const deniesAll = /^(no|never|not|none|nothing|nope)\b/i;

/** The lexicon's words for what the patient thinks, fears, hopes for and feels (ideas, concerns, expectations). */
const iceTerms: ReadonlySet<string> = new Set([
  'IDEA',
  'CONCERN',
  'EXPECT',
  'FEELING',
  'BOTHER',
  'FUTURE',
  'UNDERSTAND',
]);
/** A slot that names a topic of the lexicon (not an aspect, a raw word or an idea, concern or expectation). */
const namesHistory = (slot: Slot) =>
  !isAspect(slot) && slot.some((t) => /^[A-Z]/.test(t)) && !slot.some((t) => iceTerms.has(t));

const passesThreshold = (r: Ranked | undefined): r is Ranked =>
  r !== undefined && r.score >= MATCH_THRESHOLD && r.queryCoverage >= MIN_QUERY_COVERAGE;

const slotKey = (s: Slot) => [...s].sort().join('|');

/** Whether a ranked document matched the head (heaviest) slot of each coordinated segment. */
const coversAll = (index: PatientIndex, r: Ranked, query: Slot[], segments: Slot[][]) => {
  const matched = new Set(r.matchedSlots.filter((i) => i < query.length).map((i) => slotKey(query[i]!)));
  return segments.every((seg) => {
    const head = headSlot(index.rankIndex, seg);
    return head < 0 || matched.has(slotKey(seg[head]!));
  });
};

type PartMatch = {
  docs: Ranked[];
  considered: Ranked[];
  slots: Slot[];
  ranked: Ranked[];
  /** Closed-world entries asked about that the case does not mention: the patient says no. */
  closedNo: string[];
  /** …in a system the case marks as unknown to the patient: the patient does not know. */
  unknown: string[];
  /** The part named no topic of its own and borrowed the question before it ("Where's she gone?"). */
  borrowed?: boolean;
  /**
   * The side the complaint is on, when the part asked about the other side only ("is the right side
   * sore?" of a pain on the left) and nothing else answered: the patient says no, it is on this side.
   */
  onlyOtherSide?: string;
};

const emptyMatch = (): PartMatch => ({
  docs: [],
  considered: [],
  slots: [],
  ranked: [],
  closedNo: [],
  unknown: [],
});

/** Words that only name a section of the history ("condition", "medical problems"), not a topic in it. */
const sectionOnly: ReadonlySet<string> = new Set(['PMH', 'SURGERY']);

/** Two documents this close are as good as tied: a multi-part message may then prefer either. */
export const TIE_MARGIN = 0.05;
/**
 * A negative this close to the best fact wins: a "no" reveals nothing, and a wrong fact is worse
 * than a missed one.
 */
export const AMBIGUITY_MARGIN = 0.01;
/** Query coverage enough for a clear winner (see `clearWinner` in `matchPart`). */
export const CLEAR_WINNER_COVERAGE = 0.35;
/** How far above every other document a clear winner stands. */
export const CLEAR_WINNER_MARGIN = 0.2;
/**
 * Facts this close are tied on concepts: the question's own words break the tie (`wordShare`).
 * 0.02 until ADR 0110's seventh pass; 0.04 once "know" counted as a word of the question when it is
 * not the asking ("does your wife know…?").
 */
export const WORD_TIE_MARGIN = 0.04;
/**
 * How much more of the trainee's own words another tied fact must share than the family history
 * does, to win a question that names a relative.
 */
export const FAMILY_WORD_MARGIN = 0.25;

/** What the trainee's own words say of a part, beside its concepts. */
type AskedInWords = {
  /** The part's own words (stems), for ties between facts (`wordShare`). */
  words: ReadonlySet<string>;
  /** The sides it names ("the right one", "on the left"). */
  sides: ReadonlySet<string>;
  /** Whether it gives examples of what it asks ("…, maybe during sport?", "e.g. latex"). */
  illustrated: boolean;
  /** Whether it asks about someone else's illness ("has anyone at home been poorly?"). */
  ofOthers: boolean;
  /** Whether its context is the topic of the trainee's previous message (an "it" carried over). */
  carried?: boolean;
};

/**
 * Finds what one part of a message asks about. A part with coordinated pieces ("fever or
 * vomiting") is answered piece by piece unless one document answers all of it.
 */
const matchPart = (
  index: PatientIndex,
  analysed: Item[],
  context: Slot[],
  isQuestion: boolean,
  excluded: ReadonlySet<string> = new Set(),
  frame: readonly Slot[] = [],
  referent: readonly Slot[] = [],
  { words, sides, illustrated, ofOthers, carried = false }: AskedInWords = {
    words: new Set(),
    sides: new Set(),
    illustrated: false,
    ofOthers: false,
  },
): PartMatch => {
  // "How many times have you had a urine infection?", "how often do you get infections?": how often
  // an illness comes back is counted in episodes, not the urinary symptom of going often.
  if ([...slotsOf(queryItems(analysed)), ...frame, ...context].some((sl) => sl.includes('INFECTION')))
    analysed = analysed.map((i) =>
      i.kind === 'slot' && isTerm(i.alts, 'FREQUENT') ? { ...i, alts: ['PREVIOUS'] } : i,
    );
  const items = queryItems(analysed);
  let slots = slotsOf(items);
  // A question that refers back to the statement before it asks about what the statement says.
  // An aspect asked of what was told ("The letter says you smoke. How many a day, and since what
  // age?") is answered only by a document about what was told.
  let topicOf: Set<string> | undefined;
  if (referent.length > 0) {
    if (!analysed.some((i) => i.kind === 'slot' && !i.isSoft)) slots = [];
    // "What happened?" of a statement asks what the statement told, not the complaint.
    slots = slots.filter((sl) => !isTerm(sl, 'COMPLAINT'));
    const keys = new Set(slots.map(slotKey));
    if (slots.every(isAspect)) topicOf = new Set(referent.filter((r) => !isAspect(r)).map(slotKey));
    slots = [...slots, ...referent.filter((r) => !keys.has(slotKey(r)))];
  }
  const topics = context.filter((c) => !isAspect(c));
  // A follow-up with no topic of its own ("Any allergies? What happened?", "What operation did you
  // have, and how did it go?", "…, what was it like?") is about the question just before it in the
  // same message: it borrows that question's topic instead of searching its own generic words.
  const followUp =
    topics.length > 0 &&
    referent.length === 0 &&
    !analysed.some(
      (i) =>
        i.kind === 'slot' &&
        !i.isSoft &&
        !isTerm(i.alts, 'COMPLAINT') &&
        // "You're on apixaban." then "Why are you taking it?": why asks of the topic the "it" points at.
        !(carried && isTerm(i.alts, 'WHY')) &&
        // "Your brother had it? What age?": the age of the relative just named, not the patient's.
        !(isTerm(i.alts, 'AGE') && topics.some((c) => c.includes('FAMILY'))) &&
        // "…? What happened when you had it?": an aspect ("when") names no topic either.
        !(isAspect(i.alts) && analysed.some((a) => a.kind === 'anaphor')),
    );
  if (followUp) {
    const keys = new Set(topics.map(slotKey));
    const kept = (sl: Slot) => isAspect(sl) || (carried && isTerm(sl, 'WHY'));
    slots = [...slots.filter((sl) => kept(sl) && !keys.has(slotKey(sl))), ...topics];
  }
  const soft =
    slots.length === 0 ||
    (!followUp && !analysed.some((i) => i.kind === 'slot' && !i.isSoft) && referent.length === 0);
  // "When did it come out?" after a question about the catheter: an aspect needs a topic. So does
  // "how many times?" after "have you been sick?": how often is asked of the question before it (alone,
  // "how often?" is the urinary symptom).
  const howOften = slots.length === 1 && isTerm(slots[0]!, 'FREQUENT');
  // So is a quality alone after a question about what the body passes: "How did the urine look?
  // Describe me the colour." is the urine's colour.
  const qualityOnly =
    slots.length > 0 &&
    slots.every((sl) => sl.every((t) => t === 'COLOUR' || t === 'SMELL' || isAspect([t]))) &&
    topics.some((c) => c.some((t) => passed.has(t))) &&
    // (when it finds nothing alone: "Tell me the colour" may name a fact of its own)
    !passesThreshold(rank(index.rankIndex, slots, soft, slots.length)[0]);
  const aspectOnly = (isAspectOnly(slots) || howOften || qualityOnly) && topics.length > 0;
  if (aspectOnly) {
    const keys = new Set(slots.map(slotKey));
    slots = [...slots, ...topics.filter((c) => !keys.has(slotKey(c)))];
  }
  const own = new Set(slots.map(slotKey));
  const framed = frame.filter((f) => !own.has(slotKey(f)));
  const ranked = rank(index.rankIndex, [...slots, ...framed], soft, slots.length).slice(0, 8);
  const considered = [...ranked];
  const passes = (r: Ranked | undefined): r is Ranked =>
    passesThreshold(r) && (isQuestion || (r.score >= STATEMENT_THRESHOLD && r.queryCoverage >= 0.8));
  const segments = segmentsOf(items, isQuestion);
  let onlyOtherSide: string | undefined;
  // Head concept: when the question names a symptom, condition or exposure of the closed world, the
  // answer must be about it. A document that shares only another word ("pain", "problems") with the
  // question is not an answer to it, however well it scores.
  // When every such entry asked is one the case never mentions, no document can answer: the closed
  // world's "no" does (see `done`).
  const pick = (list: Ranked[], querySlots: Slot[]): Ranked | undefined => {
    const asked = askedEntries(querySlots);
    if (asked.length > 0 && asked.every((e) => !index.mentioned.has(e.entry.id))) {
      // …unless what was asked is named only by a word of several senses, and a document takes it in
      // its other sense with the rest of the question: "where does it travel to?" is where the pain
      // goes, not travel abroad.
      const top = list.find((r) => !excluded.has(r.doc.id));
      const single = querySlots.filter((q) => q.length === 1);
      const otherSense =
        !!top &&
        passesThreshold(top) &&
        querySlots.length > 1 &&
        querySlots.every((_, i) => top.matchedSlots.includes(i)) &&
        !asked.some((e) => asksEntry(single, e));
      if (!otherSense) return undefined;
    }
    // The family history answers only a question about the family ("does anything run in the
    // family?", "has your brother had this?"): "any problems with anaesthetics?" is the patient's own.
    // The frame holds across a coordinated question ("anyone in your family had prostate or bladder
    // problems?": the bladder problems are the family's too). And the patient's own history never
    // answers a question about the family ("anyone in the family with kidney problems?" is not
    // answered with the patient's own kidneys); what they say of the here and now may ("is your
    // mum here?").
    const aboutFamily =
      querySlots.some((s) => s.includes('FAMILY')) || slots.some((s) => s.includes('FAMILY'));
    let eligible = list.filter(
      (r) =>
        !excluded.has(r.doc.id) &&
        (!topicOf || topicOf.size === 0 || r.matchedSlots.some((i) => topicOf.has(slotKey(r.query[i]!)))) &&
        !index.unspoken.has(r.doc.id) &&
        (aboutFamily ? !ownHistory.has(r.doc.section ?? '') : r.doc.section !== 'family-history'),
    );
    // Outside the family history, an answer to a question about the family must be about what is
    // asked of the family, not only about the family ("anyone in the family with kidney problems?"
    // is not answered with who the patient lives with).
    // (A match's slots are its own query's, which holds the frame after the question's slots.)
    const familyTopic = (sl: Slot | undefined) => !!sl && !sl.includes('FAMILY') && !isAspect(sl);
    if (aboutFamily && querySlots.some(familyTopic))
      eligible = eligible.filter(
        (r) => r.doc.section === 'family-history' || r.matchedSlots.some((i) => familyTopic(r.query[i])),
      );
    // A document that shares only "before" with a question that names a topic ("any operations
    // before?" and the cue "was it noticed before") is not about what is asked. (Other aspects, such
    // as "when", do answer: "when did you first notice it?" is about the complaint.)
    const topical = querySlots.some((sl) => !isAspect(sl) && headSlot(index.rankIndex, [sl]) >= 0);
    // Nor is a document outside the complaint's history that shares only an aspect: "where is the
    // pain?" is not answered by "I know where I am", nor by where the patient lives.
    if (topical)
      eligible = eligible.filter(
        (r) =>
          r.matchedSlots.some((i) => !r.query[i]!.every((t) => t === 'BEFORE')) &&
          (complaintSections.has(r.doc.section ?? '') || r.matchedSlots.some((i) => !isAspect(r.query[i]!))),
      );
    // "How long has it been like this?", "how long have you had it?": a time asked of nothing named
    // (and of no earlier question) is asked of the complaint, not of whatever else the patient has had
    // for a while (the catheter of two years).
    if (topics.length === 0 && isAspectOnly(slots) && analysed.some((a) => a.kind === 'anaphor')) {
      const ofComplaint = eligible.filter((r) => complaintSections.has(r.doc.section ?? ''));
      if (ofComplaint.some((r) => passes(r))) eligible = ofComplaint;
    }
    // Someone else's illness ("has anyone at home been poorly with diarrhoea?") is not the patient's own
    // health: the closed world's "no" to ill contacts answers it, not "bowels are normal".
    // Nor is who the patient lives with, which shares only the "at home" of where the others are.
    if (ofOthers)
      eligible = eligible.filter(
        (r) =>
          !ownHealth.has(r.doc.section ?? '') &&
          r.matchedSlots.some(
            (i) => !r.query[i]!.some((t) => t === 'HOME' || t === 'FAMILY' || t === 'WORK'),
          ),
      );
    // "Any rash elsewhere on your body?": what is asked of anywhere but the complaint is not answered
    // by the complaint's own story (the boil it began with), only by what is said of elsewhere; else
    // the closed world's "no" answers. (A place named says where: "any pain anywhere else in your
    // tummy?" is about the tummy.)
    if (
      querySlots.some((sl) => sl.includes('ELSEWHERE')) &&
      !querySlots.some((sl) => sl.some((t) => siteConcepts.has(t)))
    )
      eligible = eligible.filter(
        (r) =>
          !complaintSections.has(r.doc.section ?? '') ||
          r.matchedSlots.some((i) => r.query[i]!.includes('ELSEWHERE')),
      );
    // A "no" about one side ("No, the right side's fine. It's all on the left.") answers only a question
    // that names a side: "any loin pain?" is about the pain the patient has, wherever it is.
    const namesSide = ['right', 'left', 'other', 'both'].some((w) => words.has(w));
    // A fact about one side does not answer a question about the other ("is the right side sore?" of a
    // pain in the left loin): the patient's answer is that it is on the side it is on.
    if (sides.size === 1) {
      const onOtherSide = (r: Ranked) =>
        r.doc.kind === 'fact' && aboutOtherSideOnly(index.answers.get(r.doc.id) ?? '', sides);
      // The best answer but for its side (a near miss will do: the side asked is not the one it names)
      // leaves only a "no" to answer: a lesser fact is no answer to what was asked.
      const top = eligible.find((r) => r.doc.kind === 'fact');
      if (top && top.score >= IDEA_THRESHOLD && onOtherSide(top)) {
        eligible = eligible.filter((r) => r.doc.kind !== 'fact');
        if (!passes(eligible[0])) onlyOtherSide ??= [...sidesSaid(index.answers.get(top.doc.id) ?? '')][0];
      }
    }
    if (!namesSide)
      eligible = eligible.filter(
        (r) =>
          r.doc.kind !== 'negative' ||
          !/\b(right|left|other) (side|one|sided)\b/.test(index.docTexts.get(r.doc.id) ?? ''),
      );
    // A "no" about the past ("never had a lump before") does not answer a question about now ("how
    // did you find the lump?"): it answers only a question that asks about the past. It still
    // stands in the way of a fact that wins by little (`clearWinner`).
    const competing = eligible;
    const asksPast = querySlots.some((sl) => sl.includes('BEFORE'));
    if (!asksPast) {
      eligible = eligible.filter((r) => !index.pastNegatives.has(r.doc.id));
    } else if (querySlots.some(namesHistory)) {
      // What the patient thinks, fears and hopes for is now: "has he had any operations or
      // anaesthetics before?" asks the history, not the fear of the anaesthetic to come. (What they
      // have read or feared before is still theirs: "have you read anything about it before today?")
      eligible = eligible.filter((r) => r.doc.section !== 'ice');
    }
    let first = eligible[0];
    if (!passes(first)) return clearWinner(competing, querySlots);
    // "Ever had pain there before this?" asks about the past: an answer about the past beats the
    // current complaint that shares the question's other words.
    const matchesPast = (r: Ranked) => r.matchedSlots.some((i) => r.query[i]?.includes('BEFORE'));
    if (querySlots.some((sl) => sl.includes('BEFORE')) && !matchesPast(first)) {
      // (…on the same topics: "any tablets for the prostate in the past?" is not answered by the "no"
      // to a biopsy before, which shares only the past.)
      const topics = first.matchedSlots.filter((i) => !isAspect(querySlots[i] ?? []));
      const past = eligible.filter(
        (r) => passes(r) && matchesPast(r) && topics.every((i) => r.matchedSlots.includes(i)),
      );
      if (past.length > 0) {
        eligible = past;
        first = past[0]!;
      }
    }
    // "When did this pain in your testicle start?": the presenting complaint names the topic, but the
    // question asks an aspect of it (when, how long, where, how bad) that the complaint's own fact
    // does not say; the history of the complaint's fact about that aspect answers.
    // (So does a document of another part of the history that matched only the complaint's own words:
    // "how long have you had the erection?" is not the erection tablets the patient never took.)
    const aspectsAsked = querySlots.flatMap((sl, i) => (isAspect(sl) ? [i] : []));
    const onlyComplaint =
      first.doc.section !== 'history-of-presenting-complaint' &&
      first.matchedSlots.length > 0 &&
      first.matchedSlots.every((i) => querySlots[i]?.some((t) => index.complaintTerms.has(t)));
    if ((first.doc.section === 'presenting-complaint' || onlyComplaint) && aspectsAsked.length > 0) {
      const misses = aspectsAsked.filter((i) => !first.matchedSlots.includes(i));
      const aspectFact =
        misses.length > 0
          ? eligible.find(
              (r) =>
                // The complaint covered the question's topic: the aspect's fact need only score.
                r.score >= MATCH_THRESHOLD &&
                r.doc.kind === 'fact' &&
                r.doc.section === 'history-of-presenting-complaint' &&
                misses.every((i) => r.matchedSlots.includes(i)),
            )
          : undefined;
      if (aspectFact) return aspectFact;
    }
    const close = eligible.filter((r) => passes(r) && r.score >= first.score - AMBIGUITY_MARGIN);
    const negative = close.find((r) => r.doc.kind === 'negative');
    // …unless a fact that says the patient has it ("felt a bit light-headed") wins: "dizzy or faint?" is
    // answered with what they had, not with the "no" to passing out. (A fact that itself denies, "no
    // kidney stones, no diabetes", is no better an answer than the case's own "no".)
    const affirms = first.doc.kind === 'fact' && !deniesAll.test(index.answers.get(first.doc.id) ?? '');
    if (negative && !(affirms && negative.score < first.score)) return negative;
    // Facts the concepts leave all but tied: the trainee's own words decide, when they do.
    let tied = eligible.filter(
      (r) => passes(r) && r.doc.kind === 'fact' && r.score >= first.score - WORD_TIE_MARGIN,
    );
    // A question about the family is about the family history first, whenever a family-history
    // fact answers it at all: "has anyone in your family had problems with their testicles?" is not
    // about the patient's own testicles, though those words match the patient's own history better.
    // Unless the trainee's own words say it is about the relative here and now ("is your mum still
    // here?" is the cue "is your mum here", not "anyone in the family").
    const family = aboutFamily
      ? eligible.filter((r) => passes(r) && r.doc.kind === 'fact' && r.doc.section === 'family-history')
      : [];
    if (family.length > 0) {
      const share = (list: Ranked[]) => Math.max(0, ...list.map((r) => wordShare(index, r.doc.id, words)));
      const others = tied.filter((r) => r.doc.section !== 'family-history');
      if (share(others) <= share(family) + FAMILY_WORD_MARGIN) tied = family;
    }
    if (first.doc.kind !== 'fact') return first;
    if (!tied.some((r) => r.doc.id === first.doc.id)) return tied[0];
    if (tied.length < 2 || words.size === 0) return first;
    let chosen = tied[0]!;
    let bestShare = wordShare(index, chosen.doc.id, words);
    for (const r of tied) {
      const share = wordShare(index, r.doc.id, words);
      if (share > bestShare + 1e-9) {
        chosen = r;
        bestShare = share;
      }
    }
    return chosen;
  };
  // A question that names more than the case's words cover ("how quickly has the swelling spread?")
  // still has its answer when one fact stands clearly above every other, scores the threshold,
  // and matched the question's head: then a lower share of the question's words will do.
  const clearWinner = (list: Ranked[], querySlots: Slot[]): Ranked | undefined => {
    const [top, next] = list;
    if (!isQuestion || !top || top.doc.kind !== 'fact') return undefined;
    if (top.score < MATCH_THRESHOLD || top.queryCoverage < CLEAR_WINNER_COVERAGE) return undefined;
    if (next && top.score - next.score < CLEAR_WINNER_MARGIN) return undefined;
    const head = headSlot(index.rankIndex, querySlots);
    return head >= 0 && top.matchedSlots.includes(head) ? top : undefined;
  };
  const done = (docs: Ranked[], used = slots): PartMatch => {
    const out: PartMatch = {
      ...emptyMatch(),
      docs,
      considered,
      slots: used,
      ranked,
      borrowed: followUp || aspectOnly || used !== slots,
      ...(docs.length === 0 && onlyOtherSide ? { onlyOtherSide } : {}),
    };
    if (!isQuestion || referent.length > 0) return out;
    const answered = new Set(docs.flatMap((r) => [...(index.docEntries.get(r.doc.id) ?? [])]));
    const frameFamily = used.some((s) => s.includes('FAMILY'));
    // A word of several senses that the answer took in one ("where does it travel to?", answered with
    // where the pain goes) does not ask about the entry of its other sense (travel abroad).
    const tookSense = new Set(
      docs.flatMap((r) =>
        r.matchedSlots.filter((i) => (r.query[i]?.length ?? 0) > 1).map((i) => slotKey(r.query[i]!)),
      ),
    );
    const unsensed = tookSense.size > 0 ? used.filter((q) => !tookSense.has(slotKey(q))) : used;
    const deniedByCase: string[] = [];
    for (const e of askedEntries(used)) {
      if (answered.has(e.entry.id) || index.stated.has(e.entry.id)) continue;
      if (index.statedAsReaction.has(e.entry.id) && used.some((q) => q.some((t) => ofMedicines.has(t))))
        continue;
      if (unsensed !== used && !asksEntry(unsensed, e)) continue;
      if (frameFamily && index.statedOfFamily.has(e.entry.id)) continue;
      // The case's own "no" about the same thing says it better ("blood when you pass stool?" and "no
      // blood from my back passage"), when the question reached it at all.
      const own = frameFamily
        ? undefined
        : ranked.find((r) => r.doc.kind === 'negative' && index.docEntries.get(r.doc.id)?.has(e.entry.id));
      if (own) {
        if (!out.docs.includes(own)) out.docs = [...out.docs, own];
        deniedByCase.push(e.entry.id);
        continue;
      }
      const system = frameFamily ? 'family-history' : e.entry.system;
      if (index.unknownSystems.has(system)) out.unknown.push(e.entry.id);
      else out.closedNo.push(e.entry.id);
    }
    // A fact or persona line that matched only some of the words of what the patient has not got, and
    // missed the rest ("does your stream spray?" and the weak-stream fact, which shares only "stream"), does not
    // answer it: the "no" does.
    if (out.closedNo.length > 0 || deniedByCase.length > 0) {
      const absent = compiledWorld.filter(
        (e) => out.closedNo.includes(e.entry.id) || deniedByCase.includes(e.entry.id),
      );
      const ofAbsent = (q: Slot) => absent.some((e) => e.names.some((n) => n.some((s) => within(q, s))));
      out.docs = out.docs.filter((r) => {
        if (r.doc.kind === 'negative') return true; // a case's own "no" says it better
        const hit = r.matchedSlots.map((i) => r.query[i]!);
        // (An aspect shared besides — "blood when you pass stool" and "when did you last open your
        // bowels?" — is not a topic of the fact's own.)
        const onlyAbsent = hit.every((q) => ofAbsent(q) || isAspect(q)) && hit.some(ofAbsent);
        const missesAbsent = r.query.some((q) => ofAbsent(q) && !hit.includes(q));
        return !(onlyAbsent && missesAbsent);
      });
      // Nor does a fact reached only through the circumstance that opens the question ("When you
      // sleep, do you snore?" and the waking at night): the question is about what is not there.
      const leadKeys = new Set(
        analysed
          .filter((i) => i.kind === 'slot' && i.isLeading)
          .map((i) => (i.kind === 'slot' ? slotKey(i.alts) : '')),
      );
      if (leadKeys.size > 0)
        out.docs = out.docs.filter(
          (r) => r.doc.kind !== 'fact' || !r.matchedSlots.every((i) => leadKeys.has(slotKey(r.query[i]!))),
        );
      // Nor does the general medical history reached only through the word that names the section
      // ("any heart condition?" and "fit and healthy, mild asthma as a kid"), when that is all that
      // was found: the condition named is what is asked, and the "no" answers it.
      const throughSection = (r: Ranked) =>
        r.doc.kind === 'fact' &&
        r.matchedSlots.every((i) => (r.query[i] ?? []).every((t) => sectionOnly.has(t)));
      const facts = out.docs.filter((r) => r.doc.kind === 'fact');
      if (facts.length > 0 && facts.every(throughSection))
        out.docs = out.docs.filter((r) => !throughSection(r));
    }
    return out;
  };
  const best = pick(ranked, slots);
  // "Any cancer in the family?": the patient names every relative the question covers (the brother's
  // prostate cancer and the aunt's breast cancer), not only the likeliest — each family-history fact
  // that passes and matched all the question's topics the best one did.
  const wholeFamily = (chosen: Ranked): Ranked[] => {
    if (chosen.doc.kind !== 'fact' || chosen.doc.section !== 'family-history') return [chosen];
    // (Only a condition asked of the whole family: not "the same thing", nor one relative named.)
    const topics = chosen.matchedSlots.filter(
      (i) => !isAspect(slots[i] ?? []) && !(slots[i] ?? []).includes('FAMILY'),
    );
    if (topics.length === 0 || [...words].some((w) => namedRelatives.has(w))) return [chosen];
    const kin = ranked.filter(
      (r) =>
        r !== chosen &&
        r.doc.kind === 'fact' &&
        r.doc.section === 'family-history' &&
        !excluded.has(r.doc.id) &&
        passesThreshold(r) &&
        topics.every((i) => r.matchedSlots.includes(i)),
    );
    return [chosen, ...kin];
  };
  if (segments.length > 1) {
    if (best && coversAll(index, best, slots, segments)) return done(wholeFamily(best));
    // "Any pain or swelling in your testicles?" where the case has neither: the bare "pain" is not a
    // question of its own, it shares the head of the piece that names the closed-world entry.
    const askedHere = askedEntries(slots);
    const onlyUnmentioned = askedHere.length > 0 && askedHere.every((e) => !index.mentioned.has(e.entry.id));
    const pieces: Ranked[] = [];
    // "Any pain or swelling in your testicles?": the site the last piece names is where the earlier
    // pieces that name none are asked about, so a fact about that symptom somewhere else (the loin
    // pain of the complaint) does not answer them.
    const siteTerms = (sl: readonly Slot[]) => new Set(sl.flat().filter((t) => siteConcepts.has(t)));
    // (A list of places at the end, "…to your head, neck or limbs?", names them all.)
    const askedSite = siteTerms(segments[segments.length - 1]!);
    for (let k = segments.length - 2; k > 0; k--) {
      const seg = segments[k]!;
      if (!seg.every((sl) => isAspect(sl) || sl.every((t) => siteConcepts.has(t)))) break;
      for (const t of siteTerms(seg)) askedSite.add(t);
    }
    const elsewhere = (seg: Slot[], r: Ranked) => {
      if (askedSite.size === 0 || siteTerms(seg).size > 0 || r.doc.kind !== 'fact') return false;
      const at = index.docSites.get(r.doc.id);
      return !!at && at.size > 0 && ![...at].some((t) => askedSite.has(t));
    };
    // So is the side: "any pain or swelling in the other testicle, the right one?" asks about the
    // pain on the right, which a fact about the pain on the left does not answer.
    const sideTerms = (seg: Slot[]) =>
      new Set<string>(seg.flat().filter((t) => t === 'left' || t === 'right'));
    const askedSides = sideTerms(segments.flat());
    const pieceNamesSide = (seg: Slot[]) =>
      sideTerms(seg).size > 0 || seg.some((sl) => sl.includes('OTHERSIDE'));
    const otherSide = (seg: Slot[], r: Ranked) =>
      askedSides.size === 1 &&
      !pieceNamesSide(seg) &&
      r.doc.kind === 'fact' &&
      aboutOtherSideOnly(index.answers.get(r.doc.id) ?? '', askedSides);
    // "Any knock or injury to the penis or between your legs?": a later piece that names only a place,
    // after a piece that asks about something at a place, is a second place for that topic, not a
    // question of its own.
    const isSite = (sl: Slot) => sl.every((t) => siteConcepts.has(t));
    const onlySite = (seg: Slot[]) => seg.every((sl) => isAspect(sl) || isSite(sl));
    const topicAtSite = (seg: Slot[]) => seg.some(isSite) && !onlySite(seg);
    for (const [n, seg] of segments.entries()) {
      // A piece with no known topic ("day to day", "like supporting it") is not a question of its own.
      if (headSlot(index.rankIndex, seg) < 0) continue;
      if (onlySite(seg) && segments.slice(0, n).some(topicAtSite)) continue;
      // "Any other injuries, to your head, neck, chest or limbs?": places listed after a topic say
      // where it might be; they are not questions of their own.
      if (n > 0 && onlySite(seg) && !onlySite(segments[0]!) && segments.slice(1).every(onlySite)) continue;
      if (onlyUnmentioned && askedEntries(seg).length === 0) continue;
      const r = rank(index.rankIndex, seg, soft);
      considered.push(...r.slice(0, 2));
      const picked = pick(r, seg);
      const p = picked && !elsewhere(seg, picked) && !otherSide(seg, picked) ? picked : undefined;
      if (p && !pieces.some((q) => q.doc.id === p.doc.id)) pieces.push(p);
    }
    // Examples that illustrate a question ("ever had pain like this, maybe during sport?", "allergic to
    // anything - medicines, latex, tape?") are asked within its part of the history: one that finds a
    // fact of another part (the sport the patient plays, the medicines they take) is not asked. So
    // after a "no" the case holds ("is the poo black, like coffee?"), a weaker fact of another part
    // found by the example (the coffee the patient drinks) is not.
    const [lead] = pieces;
    if ((lead?.doc.kind === 'fact' || lead?.doc.kind === 'negative') && illustrated)
      for (let k = pieces.length - 1; k > 0; k--)
        if (
          pieces[k]!.doc.kind === 'fact' &&
          pieces[k]!.doc.section !== lead.doc.section &&
          (lead.doc.kind === 'fact' || pieces[k]!.score < lead.score)
        )
          pieces.splice(k, 1);
    if (pieces.length > 1) return done(pieces);
    return done(best ? wholeFamily(best) : pieces);
  }
  if (best) return done(wholeFamily(best));
  // "Where is it?" after "Have you got pain?": borrow the previous question's meaning.
  const top = ranked[0];
  if (!passes(top) && context.length > 0 && items.some((i) => i.kind === 'anaphor') && slots.length <= 2) {
    const withContext = [...slots, ...context.filter((c) => !slots.includes(c))];
    const r = rank(index.rankIndex, withContext);
    considered.push(...r.slice(0, 3));
    const p = pick(r, withContext);
    if (p) return done([p], withContext);
  }
  return done([]);
};

/** A cue written for "how are you?" itself ("how are you feeling", "how do you feel today"). */
const howAreYouCue = /\bhow (are|r) (you|u)\b|\bhow do you feel\b|\bhow (you are|you re) (feeling|doing)\b/;

/** A case document by id (fact, negative or persona line). */
const docOf = (index: PatientIndex, id: string | undefined): RankDoc | undefined =>
  index.rankIndex.docs.find((d) => d.doc.id === id)?.doc;

/** Stems of the relatives a question may name ("what happened with your brother?"). */
const namedRelatives: ReadonlySet<string> = new Set(
  'mum mother dad father brother sister son daughter uncl aunt aunti grandad grandfath grandmoth gran nan cousin wife husband partner'.split(
    ' ',
  ),
);

/** A document chosen by a rule rather than by the ranking: no score of its own. */
const unranked = (doc: RankDoc, query: Slot[]): Ranked => ({
  doc,
  score: 0,
  queryCoverage: 0,
  cueCoverage: 0,
  matchedSlots: [],
  query,
});

/** The complaint's things a text names as the one in hand ("the lump", "this swelling", "your lump"). */
const definiteComplaint = (text: string, index: PatientIndex): ReadonlySet<string> => {
  const out = new Set<string>();
  if (index.complaintObjects.size === 0) return out;
  for (const m of text
    .toLowerCase()
    .matchAll(/\b(?:the|this|that|your|ur)\s+([a-z]+)\b(?!\s+(?:else|elsewhere|other))/g)) {
    for (const slot of slotsOf(analyse(m[1]!, index.rankIndex.vocab)))
      for (const t of slot) if (index.complaintObjects.has(t)) out.add(t);
  }
  return out;
};

/** The patient's reaction to serious news: the best answer to the usual invitations to react. */
const reactionTo = (index: PatientIndex): PartMatch => {
  let best: PartMatch = emptyMatch();
  for (const q of reactionQueries) {
    const m = matchPart(index, analyse(q, index.rankIndex.vocab), [], false);
    const top = m.docs[0];
    if (top && top.doc.kind === 'fact' && (best.docs[0] === undefined || top.score > best.docs[0].score))
      best = { ...m, docs: [top] };
  }
  return best;
};

/** The documents a set-aside phrase ("apart from the diabetes") names: not the answer this time. */
const setAsideDocs = (index: PatientIndex, text: string, margin = TIE_MARGIN): ReadonlySet<string> => {
  if (!text) return new Set();
  const ranked = rank(index.rankIndex, slotsOf(queryItems(analyse(text, index.rankIndex.vocab))));
  const best = ranked[0];
  if (!passesThreshold(best)) return namedIn(index, text);
  return new Set(
    ranked.filter((r) => passesThreshold(r) && r.score >= best.score - margin).map((r) => r.doc.id),
  );
};

/**
 * The facts whose answer names the person a set-aside phrase names, when nothing matches it as a
 * question would: a person ("apart from Desmond") is named only in what the patient says of them.
 */
const namedIn = (index: PatientIndex, text: string): ReadonlySet<string> => {
  const words = text.split(/[^A-Za-z']+/).filter(Boolean);
  // Only a name: one to three words, each capitalised ("Desmond", "Auntie Jean").
  if (words.length === 0 || words.length > 3 || !words.every((w) => /^[A-Z][a-z']+$/.test(w)))
    return new Set();
  const ids: string[] = [];
  for (const [id, answer] of index.answers) {
    const said = ` ${answer.toLowerCase().replace(/[^a-z']+/g, ' ')} `;
    if (words.every((w) => said.includes(` ${w.toLowerCase()} `) || said.includes(` ${w.toLowerCase()}'s `)))
      ids.push(id);
  }
  return new Set(ids);
};

/** Words that mean nothing to the case or to English as the engine knows it ("asdf qwerty"). */
const isGibberish = (slots: Slot[], index: PatientIndex, text: string) =>
  slots.length > 0 &&
  slots.every((s) => s.every((t) => !index.rankIndex.idf.has(t) && !commonStems.has(t))) &&
  // Keyboard mash, not English: a word with no vowel or four consonants in a row ("asdfgh").
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => w.length >= 3 && (!/[aeiouy]/.test(w) || /[^aeiouy\s]{4,}/.test(w)));

/** A bare noun asked alone ("Viagra?", "Smoker?"): a word or three, no verb, no question word. */
const bareAsk = (p: MessagePart) =>
  p.isQuestion &&
  p.text.trim().split(/\s+/).length <= 3 &&
  // "And any allergies?" opens with a question word after its conjunction.
  !questionOpeners.test(p.text.trim().replace(/^(and|or|so|but|also|plus)\s+/i, ''));

/**
 * "Viagra? Injections?": one-line questions in a row are one list, asked as "Viagra or injections?",
 * so that a fact that answers both answers once.
 */
const listsJoined = (parts: MessagePart[], index: PatientIndex): MessagePart[] => {
  const out: MessagePart[] = [];
  // ("Diabetic? On metformin?" asks two things the case answers apart, each clearly: they stay two
  // questions. A word that alone could mean several things, "Injections?", is read with its list.)
  const best = (text: string) => {
    const [top, next] = rank(index.rankIndex, slotsOf(queryItems(analyse(text, index.rankIndex.vocab))));
    if (!passesThreshold(top) || (passesThreshold(next) && top.score - next.score < TIE_MARGIN))
      return undefined;
    return top.doc.id;
  };
  for (const p of parts) {
    const last = out[out.length - 1];
    const lastAsk = last?.text.split(' or ').at(-1) ?? '';
    if (last && bareAsk(p) && bareAsk({ ...last, text: lastAsk })) {
      const [a, b] = [best(lastAsk), best(p.text)];
      if (a === undefined || b === undefined || a === b) {
        out[out.length - 1] = { text: `${last.text} or ${p.text}`, isQuestion: true };
        continue;
      }
    }
    out.push(p);
  }
  return out;
};

/** Someone other than the patient: a relative, a partner or a carer. */
const relationWord =
  /\b(wife|husband|partner|spouse|mum|mom|mother|dad|father|son|daughter|brother|sister|family|carer|friend|girlfriend|boyfriend|parents?)\b/i;

/** A statement closed with an acknowledgement: the trainee reading back what was said ("…, got it."). */
const acknowledged =
  /\S[\s,-]+(ok|okay|got it|fine|thanks|thank you|right|good|noted|understood|i see|great|lovely|sure|gotcha)$/;

/** "Did it start after…?", "has this come on since…?": a yes-or-no about what came before it. */
const startedAfter =
  /^(?:and |so )?(?:did|has|have|was) (?:it|this|that|all this|the [a-z]+|your [a-z]+) (?:all )?(?:start|started|begin|began|come on|came on|happen|happened|appear|appeared)(?: only)? (?:after|since|following|straight after|right after|soon after) (.+)$/;

/** A value in a patient's answer: a number, or what a result came to. */
const statesValue = /\d|\b(normal|abnormal|raised|high|higher|low|lower|clear)\b/i;

/** The words of a persona's name (two letters or more), as one case-blind pattern for a word. */
const personaNames = (name: string): RegExp => {
  const words = name.split(/[^A-Za-z'-]+/).filter((w) => w.length >= 2);
  return new RegExp(`^(${words.map((w) => w.replace(/[-']/g, '\\$&')).join('|') || '(?!)'})$`, 'i');
};

const lowerFirst = (text: string): string => {
  const m = text.match(/^([A-Z])([a-z'’]*)/);
  if (!m) return text;
  const word = m[0];
  if (/^I('|’|$)/.test(word) || /^[A-Z]{2}/.test(text)) return text;
  return m[1]!.toLowerCase() + text.slice(1);
};

type Piece = {
  kind: Exclude<PatientReplyKind, 'mixed'>;
  text: string;
  factIds: string[];
  negativeIds: string[];
  /** Said unasked: the reaction to news or to a kind word, not an answer. */
  reaction?: boolean;
};

/** Whether the opening line already says what a volunteered fact says (so it need not be repeated). */
const openingCovers = (index: PatientIndex, factAnswer: string): boolean => {
  const stems = contentStems(factAnswer, index);
  if (stems.size === 0) return true;
  let shared = 0;
  for (const s of stems) if (index.openingStems.has(s)) shared++;
  return shared / stems.size >= 0.6;
};

/** The topics of a message's questions (their aspects left out), for an "it" in the next one. */
const previousTopics = (index: PatientIndex, message: string): Slot[] => {
  const seen = new Map<string, Slot>();
  for (const part of splitMessage(message))
    if (part.isQuestion)
      for (const sl of slotsOf(queryItems(analyse(part.text, index.rankIndex.vocab))))
        if (!isAspect(sl)) seen.set(slotKey(sl), sl);
  return [...seen.values()];
};

/**
 * A question put to the patient's companion, not the patient ("Mrs Kowalski, what do you think he
 * should do?" of Mr Kowalski, "Teresa, what's your take?"): its "you" is the companion, so it asks
 * what the case says of them (their view, in the patient's words). The companion is named by the
 * patient's surname with the other title (a spouse), or by a first name the case gives someone else.
 * (Not in a case where someone answers for the patient: there the one addressed is the one answering.)
 */
const toCompanion = (caseDef: CaseDefinition, message: string): string => {
  if (caseDef.persona.proxy) return message;
  const [first = '', ...rest] = caseDef.persona.name.split(/\s+/);
  const surname = (rest[rest.length - 1] ?? '').toLowerCase();
  const m =
    /^\s*(?:(?:and|so|now|ok|okay|right),?\s+)?(?:(mrs|mr|ms|miss)\.?\s+([a-z'-]+)|([A-Z][a-z'-]+))\s*,\s*/i.exec(
      message,
    );
  if (!m) return message;
  let who: string | undefined;
  if (m[1] && m[2]?.toLowerCase() === surname) {
    const female = /^(mrs|ms|miss)$/i.test(m[1]);
    if (female !== (caseDef.persona.sex === 'female')) who = female ? 'your wife' : 'your husband';
  } else if (
    m[3] &&
    // (a name as typed, capitalised: "so, what brings you in?" and "Right, …" call no one)
    /^[A-Z]/.test(m[3]) &&
    !/^(so|right|ok|okay|well|now|and|please|sorry|thanks|listen|look|yes|no|hi|hello|doctor|sir|madam)$/i.test(
      m[3],
    ) &&
    m[3].toLowerCase() !== first.toLowerCase()
  ) {
    const name = m[3];
    // (a name the case writes mid-sentence, not a word that may open one: "So, plan.")
    const named = new RegExp(`[a-z,]\\s+${name}\\b`);
    const inCase =
      caseDef.facts.some((f) => named.test(f.answer)) || named.test(caseDef.persona.speakingStyle ?? '');
    if (inCase) who = name;
  }
  if (!who) return message;
  const rest2 = message.slice(m[0].length);
  return rest2.replace(/\byour\b/gi, `${who}'s`).replace(/\byou\b/gi, who);
};

/**
 * Answers a trainee's message as the case's patient. Pure and deterministic: the same case, state
 * and message always give the same reply, and the reply is made only of authored text.
 */
export const answerAsPatient = (
  caseDef: CaseDefinition,
  state: PatientState,
  typed: string,
): PatientReply => {
  const message = toCompanion(caseDef, typed);
  const index = patientIndex(caseDef);
  const revealedBefore = new Set(state.revealedFactIds);
  const askedBefore = new Set(state.askedNegativeIds);
  const usedDocs = new Set<string>();
  const pieces: Piece[] = [];
  const matches = new Map<string, number>();
  let context: Slot[] = [];
  let greeted = false;
  let courtesy: Piece | undefined;
  let deflected = false;
  const fixed = (kind: Piece['kind'], text: string): Piece => ({ kind, text, factIds: [], negativeIds: [] });

  const openingGiven =
    state.turn > 0 &&
    (index.volunteered.length === 0 || index.volunteered.every((id) => revealedBefore.has(id)));

  const greet = () => {
    if (greeted) return;
    greeted = true;
    if (openingGiven) {
      pieces.push(fixed('greeting', patientPhrases.greetingAgain));
      return;
    }
    const texts = [caseDef.persona.openingLine];
    const factIds: string[] = [];
    for (const id of index.volunteered) {
      if (revealedBefore.has(id)) continue;
      const answer = index.answers.get(id)!;
      if (!openingCovers(index, answer)) texts.push(answer);
      factIds.push(id);
      usedDocs.add(id);
    }
    pieces.push({ kind: 'greeting', text: texts.join(' '), factIds, negativeIds: [] });
  };

  // "Pmh? anything apart from the diabetes?": what the trainee sets aside in one part is known to
  // them, and is the answer to no part of the message.
  const setAsideInMessage = setAsideDocs(
    index,
    [...message.matchAll(/\b(?:apart from|aside from|other than|besides|except for)\s+([^?.!,;]+)/gi)]
      .map((m) => m[1])
      .join(', '),
  );

  // First pass: what each part asks (a pronoun borrows the previous part's meaning). A statement,
  // a social check or diagnosis fishing asks nothing of the case.
  // What a statement just before a question says, for a question that refers back to it ("… a bag on
  // the tummy. How would you feel about that?") or names no topic of its own.
  let statement: Slot[] = [];
  // What the trainee reads back and acknowledges ("Nothing sexual, ok.", "Constant and eight out of
  // ten, got it.") is known to them: it is no part's answer, nor what a later question points back at.
  // (A question with no topic of its own still asks about it: "You smoke, I see. How many a day?")
  const readBack = new Set<string>();
  let statementReadBack = false;
  let familyBefore = false;
  let foodBefore = false;
  let relativeBefore: string | undefined;
  const analysed = listsJoined(splitMessage(message), index).map((part) => {
    const moves = classifyPart(part.text, part.isQuestion, index.tests, index.names);
    // A statement (no question mark, no question word) is not a question: it reveals nothing. Only
    // empathy invites an answer ("that's a lot to take in" → how the patient feels).
    const asks = part.isQuestion || moves.isEmpathy;
    let items =
      moves.rest && !moves.isFishing ? analyse(witnessesAsSomeone(moves.rest), index.rankIndex.vocab) : [];
    // "The GP letter mentions a pelvic fracture - can you tell me what happened?": what happened is
    // what the letter told, not the complaint.
    if (
      readsBack.test(moves.rest) &&
      items.some((i) => i.kind === 'slot' && !i.isSoft && !isAspect(i.alts) && !i.alts.includes('COMPLAINT'))
    )
      items = items.filter((i) => !(i.kind === 'slot' && isTerm(i.alts, 'COMPLAINT')));
    // "Does anyone in your family have…, or has anyone had an operation on their testicles?": the
    // "anyone" of a question that follows one about the family is still the family.
    const namesFamily = items.some((i) => i.kind === 'slot' && i.alts.includes('FAMILY'));
    const asksOfAnyone = /\b(anyone|anybody|someone|somebody)\b/i.test(moves.rest);
    if (part.isQuestion && familyBefore && !namesFamily && asksOfAnyone)
      items = [{ kind: 'slot', alts: ['FAMILY'] }, ...items];
    if (part.isQuestion) familyBefore = namesFamily || (familyBefore && asksOfAnyone);
    // "When did you last eat, and when was your last drink?", "when you eat last time, and drink?": a
    // drink asked beside food, in the same message, is a drink of anything (for fasting), not alcohol,
    // as "eat or drink" is.
    if (foodBefore || items.some((i) => i.kind === 'slot' && i.alts.includes('EAT')))
      items = items.map((i) =>
        i.kind === 'slot' && i.alts.includes('ALCOHOL') && i.alts.includes('FLUID')
          ? { ...i, alts: ['FLUID'] }
          : i,
      );
    if (part.isQuestion) foodBefore ||= items.some((i) => i.kind === 'slot' && i.alts.includes('EAT'));
    // "I'm sorry to hear about your brother. At what age was he diagnosed?": "he" or "she" in a
    // question is the relative the message named before it (the patient is "you"; a proxy's child
    // is "he" already).
    const relative = relationWord.exec(moves.rest || part.text)?.[0];
    if (
      part.isQuestion &&
      !relative &&
      relativeBefore &&
      !caseDef.persona.proxy &&
      /\b(he|she|him|his|her)\b/i.test(moves.rest)
    )
      items = [...analyse(relativeBefore, index.rankIndex.vocab), ...items];
    if (relative) relativeBefore = relative;
    // A clause of circumstance is weak beside what the question asks ("…, especially when you strain"),
    // but it is what is asked about when the rest names no topic, only an aspect ("Last night, when
    // the shivers came on, what was that like?").
    const names = (i: Item) =>
      i.kind === 'slot' &&
      !i.isSoft &&
      !isAspect(i.alts) &&
      !i.alts.includes('RECENT') &&
      // "How many times?" asks how often of what was said before it.
      !isTerm(i.alts, 'FREQUENT') &&
      i.alts.some((t) => /^[A-Z]/.test(t));
    if (!items.some(names) && items.some((i) => i.kind === 'slot' && i.isCircumstance))
      items = items.map((i) =>
        i.kind === 'slot' && i.isCircumstance && !isAspect(i.alts) ? { ...i, isSoft: false } : i,
      );
    // What the patient has told, summed up before the question, is what a question with no topic of
    // its own asks about ("So you've been sick - how many times?"); else it is known, and not asked.
    // A summary that says only when ("So it woke you up three hours ago - how bad is it?") gives no
    // topic: the question is about the complaint.
    if (
      moves.summary &&
      moves.rest &&
      !moves.isFishing &&
      !items.some(names) &&
      analyse(moves.summary, index.rankIndex.vocab).some(
        (i) => names(i) && i.kind === 'slot' && !i.alts.every((t) => whenTerms.has(t)),
      )
    )
      items = analyse(`${moves.summary}, ${moves.rest}`, index.rankIndex.vocab);
    // A leading time frame ("since the operation, …") is context: it weighs little, and it is
    // searched in full only when the rest names no topic.
    let frame: Slot[] = [];
    if (moves.frame && moves.rest && !moves.isFishing) {
      // (After a frame that names a topic, how often and when name none of their own: "About urine
      // infection, how many times this year?"; after a time frame, "how often?" asks of the question before.)
      const ownWords = (i: Item) =>
        i.kind === 'slot' &&
        !i.isSoft &&
        !(topicFrame.test(moves.frame.trim()) && i.alts.every((t) => countOrWhen.has(t)));
      if (items.some(ownWords)) {
        frame = slotsOf(queryItems(analyse(moves.frame, index.rankIndex.vocab)));
        // "Before these two, had you ever had it measured?": a frame before the events asks about
        // the past, which the question then is about.
        if (/^((and|so|ok|okay|right|now) )?(before|prior to)\b/i.test(moves.frame.trim()))
          items = [...items, { kind: 'slot', alts: ['BEFORE'] }];
      } else items = analyse(`${moves.frame}, ${moves.rest}`, index.rankIndex.vocab);
    }
    // So is a trailing one ("any dizziness since the fall?").
    const trailing = items.filter((i) => i.kind === 'slot' && i.isFrame);
    if (trailing.length > 0) {
      items = items.filter((i) => !(i.kind === 'slot' && i.isFrame));
      frame = [...frame, ...slotsOf(trailing)];
    }
    const ownTopic = items.some((i) => i.kind === 'slot' && !i.isSoft && !isAspect(i.alts));
    // "That"/"this" point back at what was just said ("it" points at the topic, not the statement).
    // ("Your GP has written to me, but I'd like to hear it from you: what brings you to clinic?"
    // asks why they came, whatever was said or asked before it.)
    const asksWhyCame = reasonForComing.test(plainText(moves.rest));
    const refersBack =
      part.isQuestion &&
      statement.length > 0 &&
      !asksWhyCame &&
      // (After a read-back, "has this happened before?" is of the complaint in hand; "is that
      // correct?" still asks to confirm what was read back.)
      !(
        statementReadBack &&
        !confirmRequest.test(plainText(moves.rest)) &&
        (ownTopic || /\b(that|this)\b/.test(plainText(moves.rest)))
      ) &&
      (/\b(that|this)\b/.test(plainText(moves.rest)) ||
        !items.some((i) => i.kind === 'slot' && !i.isSoft) ||
        // "…a fall at 19 - can you tell me exactly what happened?", "The letter says you smoke. How
        // many a day?": what happened, or an aspect with no topic of its own, is of what was told
        // (an "it" points at the topic instead: "I'll get you something for the pain. When did it start?").
        (!items.some((i) => i.kind === 'anaphor') &&
          !items.some(
            (i) =>
              i.kind === 'slot' &&
              !i.isSoft &&
              !isAspect(i.alts) &&
              !isTerm(i.alts, 'COMPLAINT') &&
              // (a word the case does not know names nothing of it: "get through")
              i.alts.some((t) => index.rankIndex.idf.has(t)),
          )));
    const restPlain = plainText(moves.rest);
    // An "it" that names no topic, first in the message, points at the topic of the trainee's
    // previous message ("The blood thinner, which one?" then "Why are you taking it?").
    // (only why it is so: "when did it start?" on its own asks of the complaint)
    const topicsBesidesWhy = items.filter(
      (i) => i.kind === 'slot' && !i.isSoft && !isAspect(i.alts) && !isTerm(i.alts, 'WHY'),
    );
    const carried =
      context.length === 0 &&
      part.isQuestion &&
      items.some((i) => i.kind === 'slot' && isTerm(i.alts, 'WHY')) &&
      topicsBesidesWhy.length === 0 &&
      /\b(it|them|they)\b/.test(restPlain) &&
      state.previousMessage !== undefined
        ? previousTopics(index, state.previousMessage)
        : [];
    const search = (items: Item[]) =>
      matchPart(
        index,
        items,
        asksWhyCame ? [] : carried.length > 0 ? carried : context,
        part.isQuestion,
        // In its own part, everything the aside names well ("apart from the alcohol": the
        // drinking at the wedding as well as the weekly units); in later parts, only its answer.
        new Set([
          ...setAsideDocs(index, moves.excluding, CLEAR_WINNER_MARGIN),
          ...setAsideInMessage,
          ...(refersBack ? [] : readBack),
        ]),
        frame,
        refersBack ? statement : [],
        {
          words: ownWords(moves.rest),
          sides: sidesSaid(moves.rest),
          illustrated: illustration.test(restPlain),
          ofOthers: othersIll.test(restPlain) || (!caseDef.persona.proxy && someoneElseAsked.test(restPlain)),
          carried: carried.length > 0,
        },
      );
    let found: PartMatch = moves.isNews
      ? reactionTo(index)
      : items.length === 0 && !(refersBack && moves.rest && !moves.isFishing)
        ? emptyMatch()
        : asks
          ? search(items)
          : { ...emptyMatch(), slots: slotsOf(queryItems(items)) };
    // "Does the lump hurt?", "has the swelling gone down?": the complaint named as the thing in hand
    // is what "it" would be. When its word pulls the answer out of the complaint's story (to "no
    // lumps anywhere else"), the question is asked again without it, as "does it hurt?", and a line
    // of the complaint's story that answers that is the answer.
    const definite = part.isQuestion && asks ? definiteComplaint(moves.rest, index) : new Set<string>();
    const inStory = (m: PartMatch) =>
      m.docs.length > 0 && m.docs.every((r) => complaintSections.has(r.doc.section ?? ''));
    if (definite.size > 0 && !inStory(found)) {
      const without = items.filter((i) => !(i.kind === 'slot' && i.alts.some((t) => definite.has(t))));
      if (without.some((i) => i.kind === 'slot' && !i.isSoft)) {
        const again = search(without);
        if (inStory(again)) found = again;
      }
    }
    // "Did this start after the catheter change?": whether it followed something is asked about
    // that thing. When the case has a fact about it, that is the answer (ADR 0143).
    const followed = part.isQuestion && asks ? startedAfter.exec(plainText(moves.rest)) : null;
    if (followed) {
      const event = search(analyse(followed[1]!, index.rankIndex.vocab));
      if (event.docs.length > 0 && event.docs.every((r) => r.doc.kind === 'fact')) found = event;
    }
    // An offer of company ("Would you like someone here with you for this?") is answered by who came
    // with the patient, when the case says so; not by who they live with.
    if (moves.isOffer)
      found.docs = found.docs.filter((r) =>
        r.doc.cues.some(
          (c) =>
            /\b(with you|came with|come with|here with|anyone here)\b/i.test(c) &&
            !/\b(live|lives|living)\b/i.test(c),
        ),
      );
    // Empathy said, not asked ("I know this is frightening, but we'll look after you"), asks nothing:
    // the patient reacts as the case scripts a reaction to it ("I'm so sorry, that's a lot to take
    // in" and the bad news's "Oh God… I need a minute"), one line at most, and otherwise tells no fact.
    // What worries them is told when it is asked ("what's worrying you most?"). So too when what the
    // part asks is only leave to ask or an offer ("I know you're in a lot of pain - are you ok to
    // answer a few questions?").
    // (Nor does a kind word told with a tag: "I know you are in much pain, we will help you fast, okay?")
    if (
      moves.isEmpathy &&
      (!part.isQuestion || moves.isConsent || moves.isOffer || (moves.isStatement && moves.isAck))
    )
      found.docs = found.docs.filter((r) => index.empathyReactions.has(r.doc.id)).slice(0, 1);
    // Only what the case knows of a statement is carried over (its other words would weigh as unknowns).
    // (An acknowledgement beside a statement, "You smoke, I see.", leaves the statement to be asked about.)
    const social =
      moves.isGreeting ||
      moves.isEmpathy ||
      (moves.isAck && !(moves.rest && items.some((i) => i.kind === 'slot' && !i.isSoft))) ||
      moves.isConsent ||
      moves.isClosing;
    const told =
      !part.isQuestion && !social && !moves.isFishing && !moves.isResultsFishing
        ? // (Who reported it is not what was told: "Ward says you're on apixaban. What's that for?")
          slotsOf(
            queryItems(
              analyse(
                witnessesAsSomeone((moves.rest || part.text).replace(staffReport, ' ')),
                index.rankIndex.vocab,
              ),
            ),
          ).filter((sl) => sl.some((t) => index.rankIndex.idf.has(t)))
        : [];
    // A statement that tells the case nothing ("I promise", "it does matter for this") leaves the
    // one before it as what a following question points back at.
    statement = !part.isQuestion && !social && told.length === 0 ? statement : told;
    statementReadBack = part.isQuestion ? statementReadBack : false;
    if (!part.isQuestion && moves.isAck && moves.rest && acknowledged.test(plainText(part.text))) {
      for (const id of setAsideDocs(index, moves.rest, CLEAR_WINNER_MARGIN)) readBack.add(id);
      statementReadBack = true;
    }
    if (moves.isResultsFishing) {
      // "What did the scan show?": the patient knows a result only where the case says so, in a
      // fact about that very test. But "did they say anything about his hips, like a clicky hip?"
      // names no test: what it asks is whether a condition was found, and a condition the case never
      // mentions gets the closed world's "no" (nobody said so).
      if (moves.resultsTest !== '' || found.docs.length > 0) found.closedNo = [];
      found.unknown = [];
      const test = moves.resultsTest;
      const named = new RegExp(`\\b${test}\\b`);
      if (test) found.docs = found.docs.filter((r) => named.test(index.docTexts.get(r.doc.id) ?? ''));
      // A result of today ("do you know if your kidney is blocked?", "your kidney function today is how
      // much?") is not in the patient's past history ("two kidneys, nobody's said anything's wrong").
      const asked = plainText(part.text);
      if (asksTodaysResult(asked))
        found.docs = found.docs.filter((r) => r.doc.section !== 'past-medical-history');
      // Of the facts about that test, the one that says what it came to answers ("the first was
      // 7.8, the repeat 8.1"), not one that only mentions it ("never had a PSA before").
      const states = (r: Ranked) => statesValue.test(index.answers.get(r.doc.id) ?? '');
      const top = found.docs[0];
      if (test && found.docs.length === 1 && top && !states(top)) {
        const valued = found.ranked.find(
          (r) =>
            r.doc.kind === 'fact' &&
            states(r) &&
            passesThreshold(r) &&
            named.test(index.docTexts.get(r.doc.id) ?? ''),
        );
        if (valued) found.docs = [valued];
      }
    }
    // "What do you think the lump is?" asks for the patient's idea: only an answer to the idea
    // (matched on the idea word) will do, never the fact about the lump.
    if (moves.asksIdea && part.isQuestion && !moves.isResultsFishing) {
      // "What do you think it is?" asks the patient's own view, not the wife's ("what does your wife
      // think?"), unless the question names someone.
      const namesSomeone = relationWord.test(plainText(part.text));
      const othersView = (r: Ranked) => {
        const cues = r.doc.cues;
        return cues.length > 0 && cues.filter((c) => relationWord.test(c)).length * 2 >= cues.length;
      };
      const aboutIdea = (r: Ranked) =>
        (r.doc.section === 'ice' || r.doc.id === 'persona-ideas') &&
        !index.unspoken.has(r.doc.id) &&
        (namesSomeone || !othersView(r)) &&
        r.matchedSlots.some((i) => r.query[i]?.includes('IDEA'));
      // The question names its frame, so the patient's idea may answer it on a weaker match.
      const alt = found.ranked.find((r) => aboutIdea(r) && r.score >= IDEA_THRESHOLD);
      found.docs =
        found.docs.length > 0 && found.docs.every(aboutIdea)
          ? found.docs
          : alt
            ? [alt]
            : found.docs.filter(aboutIdea);
    }
    // "Is anything worrying you about what happens next?": a worry asked about, whatever it is about,
    // is answered by what the patient is worried about when nothing else answers it (the worry asked
    // names its frame, as an idea does, so a weaker match will do).
    if (
      part.isQuestion &&
      !moves.isResultsFishing &&
      found.docs.length === 0 &&
      found.closedNo.length === 0 &&
      /\b(what|anything|any|something)\b/.test(plainText(moves.rest)) &&
      worryAsked.test(plainText(moves.rest))
    ) {
      const worry = found.ranked.find(
        (r) =>
          r.doc.section === 'ice' &&
          !index.unspoken.has(r.doc.id) &&
          r.matchedSlots.some((i) => r.query[i]?.includes('CONCERN')) &&
          r.score >= IDEA_THRESHOLD,
      );
      if (worry) found.docs = [worry];
    }
    // An invitation to ask ("any questions?", "what would you like to ask me?") is answered only by
    // what the patient would ask: a line of the case that asks something.
    if (moves.isQuestionsInvite) {
      const asksSomething = (r: Ranked) =>
        !index.unspoken.has(r.doc.id) && index.answers.get(r.doc.id)?.includes('?') === true;
      found.docs = found.docs.filter(asksSomething);
      const alt = found.ranked.find((r) => asksSomething(r) && passesThreshold(r));
      if (found.docs.length === 0 && alt) found.docs = [alt];
    }
    // "How are you feeling today?" is a courtesy: a symptom of the complaint answers it only when
    // scripted for it ("how are you feeling"), not when it shares a word ("feeling hot"). (How they
    // are "in yourself" asks their general health; how they feel after news, their reaction.)
    if (moves.isHowAreYou && !/\b(in (yourself|general)|otherwise|generally)\b/.test(plainText(moves.rest)))
      found.docs = found.docs.filter(
        (r) =>
          // (nor one of the systems' review: "How are you feeling?" is not "feeling feverish")
          !(complaintSections.has(r.doc.section ?? '') || r.doc.section === 'systems-review') ||
          r.doc.cues.some((c) => howAreYouCue.test(c.toLowerCase())),
      );
    // Only a question sets the topic a later "where is it?" borrows (not a greeting or a kind word).
    // (A trailing time frame goes with it: "…since the op, or is it more recent?" is about the same.)
    if (found.slots.length > 0 && part.isQuestion) context = [...found.slots, ...slotsOf(trailing)];
    // What a demonstrative points at ("this pressure", "these symptoms"): the complaint in hand.
    const pointedAt = items.flatMap((it, i) => {
      const next = items[i + 1];
      return it.kind === 'anaphor' && next?.kind === 'slot' && !next.isSoft && !isAspect(next.alts)
        ? [slotKey(next.alts)]
        : [];
    });
    // Whether the part's words name nothing the case knows (a tag such as "Sweet as?" or "It is ok?").
    const namesNothing = !items.some(
      (i) => i.kind === 'slot' && !i.isSoft && i.alts.some((t) => index.rankIndex.idf.has(t)),
    );
    return { part, moves, found, pointedAt, namesNothing };
  });

  // Coherence: when a part's answer is all but tied with the answer another part chose, both
  // parts were about that one thing (e.g. "where does it hurt, and does it spread?"). So too when the
  // part's own best answer is only a partial match (below a whole-cue score of 1) and the fact another
  // part chose covers this part's head: "how often in the day, and do you get caught short?" is one
  // fact, not that fact plus a neighbour that shares the part's words. Neither holds when the part's
  // own answer is a whole cue of it in more of its words ("Is it painful? And any heaviness?"), nor
  // when the other part's fact scores far below it here.
  // A part that borrowed its topic follows the part it borrowed from, never the other way round.
  const chosenBy = (i: number) =>
    new Set(
      analysed.flatMap((a, j) =>
        j === i || (a.found.borrowed && !analysed[i]!.found.borrowed)
          ? []
          : a.found.docs.map((r) => r.doc.id),
      ),
    );
  // What the parts before this one chose (those that borrowed their topic count only for a part that
  // borrowed too), kept as the loop goes: a message of many parts stays linear.
  const chosenEarlier = new Set<string>();
  const chosenEarlierOwn = new Set<string>();
  const cohere = ({ found, moves }: (typeof analysed)[number], i: number) => {
    const earlier = found.borrowed ? chosenEarlier : chosenEarlierOwn;
    // "Do you have diabetes, or any other medical problems?": "other" is other than what the parts
    // before it were answered with; the next answer that passes, all but tied with it, answers it.
    // ("Your brother had it? Anybody else in the family?": someone else is not the one just named, and
    // the next relative need not tie.)
    const [first] = found.docs;
    const rest = plainText(moves.rest);
    if (first && earlier.has(first.doc.id) && /\b(?:other|else)\b/.test(rest)) {
      const margin = /\b(?:any ?one|any ?body|some ?one|some ?body) else\b/.test(rest)
        ? CLEAR_WINNER_MARGIN
        : TIE_MARGIN;
      const next = found.ranked.find(
        (r) =>
          !earlier.has(r.doc.id) &&
          r.doc.kind === first.doc.kind &&
          passesThreshold(r) &&
          r.score >= first.score - margin,
      );
      if (next) {
        found.docs = [next, ...found.docs.filter((d) => d !== first && !earlier.has(d.doc.id))];
        return;
      }
    }
    // A part with several answers drops a fact that one an earlier part chose all but ties with in
    // this part's own ranking: "Any allergies? What happened when you reacted - any swelling or
    // trouble breathing?" is the allergy's story, not the breathing of today.
    if (found.docs.length > 1) {
      const scoreOf = (id: string) => found.ranked.find((r) => r.doc.id === id)?.score;
      found.docs = found.docs.filter((d) => {
        const own = scoreOf(d.doc.id);
        return !(
          d.doc.kind === 'fact' &&
          own !== undefined &&
          found.ranked.some(
            (r) =>
              r.doc.id !== d.doc.id &&
              r.doc.kind === 'fact' &&
              earlier.has(r.doc.id) &&
              passesThreshold(r) &&
              r.score >= own - TIE_MARGIN,
          )
        );
      });
    }
    const [top] = found.docs;
    if (found.docs.length !== 1 || !top) return;
    // "Who's at home with you, and is it disturbing them?": a later part about the people an earlier
    // part's answer named ("Married to Ingrid. She says I wake her up") asks about them. A fact that
    // names no one (the nights that bother the patient) does not answer it; the earlier answer does.
    const pronoun = caseDef.persona.proxy
      ? /\b(them|they|their)\b/i
      : /\b(them|they|their|she|he|her|him)\b/i;
    if (
      top.doc.kind === 'fact' &&
      !namesSomeone.test(index.answers.get(top.doc.id) ?? '') &&
      pronoun.test(moves.rest)
    ) {
      const people = analysed
        .slice(0, i)
        .flatMap((a) => a.found.docs)
        .find(
          (r) => r.doc.section === 'social-history' && namesSomeone.test(index.answers.get(r.doc.id) ?? ''),
        );
      if (people) {
        found.docs = [people];
        return;
      }
    }
    // "What is your problem? Since how many days?": how long the complaint has gone on is a second
    // question, answered by the fact that dates it, not a twin of the complaint told before it.
    if (
      top.doc.kind === 'fact' &&
      !earlier.has(top.doc.id) &&
      isTimeCourse(
        found.slots.filter((sl) => !isTerm(sl, 'COMPLAINT')),
        index.complaintTerms,
      )
    )
      return;
    const others = chosenBy(i);
    const head = headSlot(index.rankIndex, found.slots);
    // The part's own words, read only when a candidate gets that far (they cost a tokenisation).
    let own: Set<string> | undefined;
    const ownOf = () => {
      own ??= ownWords(moves.rest);
      return own;
    };
    // And a later part that a fact an earlier part chose answers as well as its own best does (it
    // matched every concept that answer matched, scored near it, and shares as many of the part's
    // words): "Was he born on time? What did he weigh?" asks the birth weight, not today's growth.
    const followsEarlier = (r: Ranked) =>
      earlier.has(r.doc.id) &&
      r.score >= top.score - CLEAR_WINNER_MARGIN &&
      top.matchedSlots.every((m) => r.matchedSlots.includes(m)) &&
      wordShare(index, r.doc.id, ownOf()) >= wordShare(index, top.doc.id, ownOf());
    const twin = found.ranked.find(
      (r) =>
        r.doc.id !== top.doc.id &&
        others.has(r.doc.id) &&
        passesThreshold(r) &&
        ((r.score >= top.score - TIE_MARGIN &&
          // A whole cue of the part's own, in more of its words, is not a twin of another's answer.
          (top.score < 1 || wordShare(index, r.doc.id, ownOf()) >= wordShare(index, top.doc.id, ownOf()))) ||
          (r.doc.kind === top.doc.kind &&
            ((top.score < 1 &&
              head >= 0 &&
              r.matchedSlots.includes(head) &&
              r.score >= top.score - CLEAR_WINNER_MARGIN &&
              // (another part of the history that shares the head is no twin: "any regular
              // medicines? any allergies?" and the allergy's "reactions to medicines"; what the
              // patient thinks of it still gives way: "do you think you've passed the stone?")
              (r.doc.section === top.doc.section || top.doc.section === 'ice')) ||
              followsEarlier(r)))),
    );
    if (twin) found.docs = [twin];
  };
  analysed.forEach((part, i) => {
    cohere(part, i);
    for (const r of part.found.docs) {
      chosenEarlier.add(r.doc.id);
      if (!part.found.borrowed) chosenEarlierOwn.add(r.doc.id);
    }
  });

  // "What medicines are you on, including anything from the chemist?", "run through your meds,
  // especially any blood thinners": the medicines in general are asked as well as the class named.
  // When the part's answer is another drug-history fact, the regular list answers too, on a weaker
  // match (it shares only the word "medicines").
  const meds = index.generalMeds;
  if (meds)
    for (const { part, moves, found } of analysed) {
      if (!part.isQuestion || found.docs.some((d) => d.doc.id === meds)) continue;
      const text = plainText(moves.rest);
      const ofDrugs = found.docs.some((d) => d.doc.kind === 'fact' && d.doc.section === 'drug-history');
      // (…or asked beside the allergies: "any meds or allergies?")
      const besideAllergies =
        (medsAndAllergies.test(text) || medsTaken.test(text)) &&
        found.docs.some((d) => d.doc.section === 'allergies');
      if (!(ofDrugs && generalMedsAsked.test(text)) && !besideAllergies) continue;
      const general = found.ranked.find((r) => r.doc.id === meds);
      if (general && general.score >= IDEA_THRESHOLD) found.docs.push(general);
    }

  // The time course: "when did this all start?", "how long has it been going on?" name no topic
  // but the complaint. When nothing passes, the history of the complaint answers them: the fact of
  // the presenting complaint (or its history) that dates it, the one the question ranked highest.
  // (When they found both the complaint and the fact of its history that dates it — "since when are
  // you seeing the blood in the urine, the first time?" — the dating fact answers alone.)
  for (const { part, moves, found, pointedAt } of analysed) {
    if (!part.isQuestion || moves.isFishing || moves.isResultsFishing) continue;
    if (found.closedNo.length > 0 || found.unknown.length > 0) continue;
    const aboutComplaint = found.slots.filter((sl) => !pointedAt.includes(slotKey(sl)));
    if (!isTimeCourse(aboutComplaint, index.complaintTerms)) continue;
    if (found.docs.length > 1) {
      const dating = found.docs.some(
        (r) => r.doc.section === 'history-of-presenting-complaint' && index.timeCourse.includes(r.doc.id),
      );
      if (dating) found.docs = found.docs.filter((r) => r.doc.section !== 'presenting-complaint');
      continue;
    }
    const dated = (id: string) => index.timeCourse.includes(id);
    // (The complaint alone, when it says nothing of when — "how long have you had this problem?" —
    // gives way to the fact that dates it.)
    const complaint = found.docs.length === 1 ? found.docs[0]!.doc : undefined;
    const when = (id: string) => id !== complaint?.id && saysWhen.test(index.answers.get(id) ?? '');
    const undatedComplaint =
      complaint?.section === 'presenting-complaint' &&
      !saysWhen.test(complaint.answer) &&
      index.timeCourse.some(when);
    // (The start asked of the complaint — "when did the blood in the urine start?", "since when have
    // you had it?" — is told by the fact of its history that tells the start, not by the complaint
    // told again, which may say only how long.)
    if (complaint?.section === 'presenting-complaint' && aboutComplaint.some((sl) => sl.includes('ONSET'))) {
      const start = found.ranked.find(
        (r) =>
          r.doc.kind === 'fact' &&
          r.doc.section === 'history-of-presenting-complaint' &&
          dated(r.doc.id) &&
          r.matchedSlots.some((i) => r.query[i]?.includes('ONSET')),
      );
      if (start) {
        found.docs = [start];
        continue;
      }
    }
    if (found.docs.length > 0 && !undatedComplaint) continue;
    // (A fact that says when answers before one that only says it started.)
    const datedFacts = found.ranked.filter((r) => r.doc.kind === 'fact' && dated(r.doc.id));
    const ranked = datedFacts.find((r) => when(r.doc.id)) ?? (undatedComplaint ? undefined : datedFacts[0]);
    const first = index.timeCourse.find(when) ?? index.timeCourse[0];
    const doc = ranked?.doc ?? docOf(index, first);
    if (doc) found.docs = [unranked(doc, found.slots)];
  }

  // Teach-back ("could you tell me in your own words what happens next?"): a fact the case scripts
  // for it (the patient's own summing-up) answers, whatever else its words name ("…what the plan is"
  // is not what the patient plans); the complaint's story does not, and having no such fact is no
  // reason to ask the doctor to rephrase: the patient tries to say it back.
  for (const { moves, found } of analysed) {
    if (!moves.isTeachBack) continue;
    const scripted = index.teachBacks[0];
    if (scripted !== undefined) {
      found.docs = [
        found.docs.find((r) => r.doc.id === scripted) ??
          found.considered.find((r) => r.doc.id === scripted) ??
          unranked(docOf(index, scripted)!, found.slots),
      ];
    } else if (found.docs.every((r) => r.doc.kind === 'fact' && complaintSections.has(r.doc.section ?? ''))) {
      found.docs = [];
    } else continue;
    found.closedNo = [];
    found.unknown = [];
  }

  // A plan or an explanation told, then a short question the case knows nothing of ("…and we'll keep
  // you in. Sweet as?", "…we hold the apixaban tonight. It is ok?"): the question asks whether the
  // patient agrees with what was told, in whatever words the asker's English has for it. The patient
  // says so, rather than asking the doctor to rephrase.
  const last = analysed[analysed.length - 1];
  const tag = last ? plainText(last.moves.rest).replace(tagAddress, '').replace(tagTail, '') : '';
  // (The word of assent may itself be a word the case knows: "Clear?" is not the urine's colour.)
  const namesOnlyAssent = () =>
    !analyse(tag.replace(assentWords, ' '), index.rankIndex.vocab).some(
      (i) => i.kind === 'slot' && !i.isSoft && i.alts.some((t) => index.rankIndex.idf.has(t)),
    );
  if (
    last?.part.isQuestion &&
    analysed.length > 1 &&
    tag.split(' ').length <= shortTagWords &&
    // (a question of agreement is a yes or no in a word of assent: "What would you prefer?" asks for
    // a choice, "did it do anything?" and "…or any problem?" follow up what was said)
    !/^(what|which|how|when|where|who|whose|why)\b/.test(tag) &&
    assentWord.test(tag) &&
    (last.namesNothing || namesOnlyAssent()) &&
    !last.moves.isFishing &&
    !last.moves.isResultsFishing &&
    analysed.some(
      ({ part, moves }) =>
        !part.isQuestion &&
        (moves.isStatement || moves.isNews || plainText(moves.rest).split(' ').length >= toldWords),
    )
  ) {
    // (What it would borrow from the plan told before it is not asked: "…we watch the colour. All good?")
    last.moves.isUnderstandingCheck = true;
    last.found.docs = [];
    last.found.closedNo = [];
    last.found.unknown = [];
    last.found.onlyOtherSide = undefined;
  }
  // So is a told clause closed by a word of agreement, after the plan it sums up ("…If it shows
  // something, we talk about a biopsy. Nothing gets rushed, you decide with us, seen?"): what it says is
  // told, and the tag asks whether the patient agrees. (Not a question put in the order of a statement:
  // "no fevers, right?", "you've had it before, yeah?" ask about the patient.)
  const lastPlain = last ? plainText(last.part.text) : '';
  const tagged = /,\s*([a-z' ]+)$/.exec(lastPlain);
  const body = tagged ? lastPlain.slice(0, tagged.index) : '';
  if (
    last?.part.isQuestion &&
    tagged &&
    (tagged[1]!.split(' ').length <= 2 ||
      /^(is that|is it|that is) (ok|okay|alright|all right|fine|good)$/.test(tagged[1]!)) &&
    (assentWord.test(tagged[1]!) || /^(seen|right|yeah|ya|innit|no)$/.test(tagged[1]!)) &&
    body.split(' ').length >= 4 &&
    !/^((so|and|ok|okay|right|now|then|well) )*(what|which|how|when|where|who|whose|why|do|does|did|is|are|was|were|have|has|had|can|could|would|will|any|anything|ever|no)\b/.test(
      body,
    ) &&
    !/\b(you|he|she)( have| has| had| got| feel| felt| noticed| take| took| are| were| is| was| get| never| do| did| still|'ve|'re|'s)\b/.test(
      body,
    ) &&
    /\b(we|i|us|the nurse|the team)\b/.test(body) &&
    // (nor a question inside it: "I'd like to ask about your waterworks, any problems, yeah?")
    !body
      .split(/\s*,\s*/)
      .some((c) =>
        /^(any|anything|what|which|how|when|where|who|why|do|does|did|is|are|have|has|ever)\b/.test(c),
      ) &&
    !/\b((ask|asking) (you )?(about|whether|if)|tell me|let me know|know if|know whether|check if|check whether)\b/.test(
      body,
    ) &&
    // (after the plan it sums up, or as an intention told by its form: "Let's see what we can do, seen?")
    (analysed.some(
      ({ part, moves }) =>
        part !== last.part && !part.isQuestion && (moves.isStatement || moves.isNews || moves.isEmpathy),
    ) ||
      /^((so|and|ok|okay|right|now|then|well) )*(let's|lets|let us|let me|we will|we'll|i will|i'll|we are going to|i am going to|i am here to|we are here to)\b/.test(
        body,
      ))
  ) {
    last.moves.isUnderstandingCheck = true;
    last.found.docs = [];
    last.found.closedNo = [];
    last.found.unknown = [];
    last.found.onlyOtherSide = undefined;
  }

  let fished = false;
  let closedSaid = false;
  // "As I said," once a reply: a second fact said again follows the first without it.
  let repeatSaid = false;
  const again = (text: string) => {
    if (repeatSaid) return text;
    repeatSaid = true;
    return `${patientPhrases.repeatLead} ${lowerFirst(text)}`;
  };
  for (const { part, moves, found } of analysed) {
    if (moves.isGreeting) greet();
    if (moves.isConsent) pieces.push(fixed('small-talk', patientPhrases.consent));
    for (const r of found.considered) {
      if (r.score < 0.2) continue;
      matches.set(r.doc.id, Math.max(matches.get(r.doc.id) ?? 0, Math.round(r.score * 1000) / 1000));
    }
    if (moves.isTeachBack && found.docs.length === 0) {
      pieces.push(fixed('small-talk', patientPhrases.toldBack));
      continue;
    }
    if (
      moves.isFishing ||
      (moves.isResultsFishing && found.docs.length === 0 && found.closedNo.length === 0)
    ) {
      // Diagnosis fishing: the patient answers as a patient and reveals nothing.
      if (!fished) pieces.push(fixed('small-talk', patientPhrases.fishing));
      fished = true;
      continue;
    }
    if (found.docs.length > 0) {
      for (const r of found.docs) {
        const id = r.doc.id;
        if (usedDocs.has(id)) continue;
        usedDocs.add(id);
        const answer = index.answers.get(id)!;
        const isRepeat = r.doc.kind === 'negative' ? askedBefore.has(id) : revealedBefore.has(id);
        const kind: Piece['kind'] = isRepeat
          ? 'repeat'
          : r.doc.kind === 'fact'
            ? 'fact'
            : r.doc.kind === 'negative'
              ? 'negative'
              : 'small-talk';
        pieces.push({
          kind,
          text: isRepeat ? again(answer) : answer,
          factIds: r.doc.kind === 'fact' ? [id] : [],
          negativeIds: r.doc.kind === 'negative' ? [id] : [],
          reaction: !part.isQuestion && (moves.isNews || moves.isEmpathy),
        });
      }
    }
    if (found.closedNo.length > 0 || found.unknown.length > 0) {
      // The closed world: what the case neither states nor denies, the patient has not got.
      const ids = found.closedNo.map((id) => `${CLOSED_WORLD_PREFIX}${id}`);
      // A negative already said no: the closed world's entries are recorded with it, not said twice.
      const saidNo = pieces.find((p) => p.negativeIds.some((id) => found.docs.some((r) => r.doc.id === id)));
      if (saidNo && found.docs.every((r) => r.doc.kind === 'negative')) saidNo.negativeIds.push(...ids);
      else if (found.closedNo.length > 0 && !closedSaid) {
        const isRepeat = ids.every((id) => askedBefore.has(id));
        const no = asksIfWell(part.text) ? patientPhrases.closedFine : patientPhrases.closedNo;
        pieces.push({
          kind: isRepeat ? 'repeat' : 'negative',
          text: isRepeat ? again(no) : no,
          factIds: [],
          negativeIds: ids,
        });
        closedSaid = true;
      } else if (found.closedNo.length > 0)
        pieces
          .find((p) => p.text.endsWith(patientPhrases.closedNo) || p.text.endsWith(patientPhrases.closedFine))
          ?.negativeIds.push(...ids);
      if (found.unknown.length > 0 && found.docs.length === 0 && found.closedNo.length === 0)
        pieces.push(fixed('small-talk', patientPhrases.unknownToPatient));
      continue;
    }
    if (found.docs.length > 0) continue;
    if (found.onlyOtherSide) {
      const id = `${CLOSED_WORLD_PREFIX}only-${found.onlyOtherSide}`;
      const no = found.onlyOtherSide === 'left' ? patientPhrases.onlyOnLeft : patientPhrases.onlyOnRight;
      const isRepeat = askedBefore.has(id);
      pieces.push({
        kind: isRepeat ? 'repeat' : 'negative',
        text: isRepeat ? again(no) : no,
        factIds: [],
        negativeIds: [id],
      });
      continue;
    }
    if (moves.isNamePreference) {
      // Called by their first name, as most patients are happy to be (or, where someone answers for
      // the patient, by that person's).
      const name = caseDef.persona.proxy?.name ?? caseDef.persona.name;
      pieces.push(fixed('small-talk', `${name.split(/\s+/)[0]} ${patientPhrases.calledBy}`));
      if (found.docs.length === 0) continue;
    }
    if (moves.isUnderstandingCheck) pieces.push(fixed('small-talk', patientPhrases.understood));
    else if (moves.isQuestionsInvite) pieces.push(fixed('small-talk', patientPhrases.noQuestions));
    else if (moves.isAnythingElse) pieces.push(fixed('small-talk', patientPhrases.nothingElse));
    if (moves.isUnderstandingCheck || moves.isQuestionsInvite || moves.isAnythingElse) continue;
    if (moves.isHowAreYou) {
      // "How are you?" that the case does not answer: the opening line at the start, else a hello.
      if (state.turn === 0) greet();
      else courtesy ??= fixed('small-talk', patientPhrases.greetingAgain);
    } else if (moves.isClosing) {
      pieces.push(fixed('closing', patientPhrases.farewell));
    } else if (
      (part.isQuestion || (!moves.isStatement && isGibberish(found.slots, index, moves.rest))) &&
      moves.rest.length > 0 &&
      !moves.isAck &&
      // (an offer of company the case has no answer for is a courtesy, thanked)
      !moves.isOffer
    ) {
      // A question that finds nothing in the case: the persona's deflection, once per reply.
      if (!deflected) pieces.push(fixed('deflection', caseDef.persona.deflection));
      deflected = true;
    } else if (moves.isEmpathy || moves.isOffer) {
      courtesy ??= fixed('small-talk', patientPhrases.thanks);
    } else if (moves.rest.length > 0 || moves.isAck || moves.isStatement) {
      courtesy ??= fixed('small-talk', patientPhrases.ack);
    }
  }
  if (pieces.length === 0) pieces.push(courtesy ?? fixed('deflection', caseDef.persona.deflection));
  // A compound message whose other parts were answered needs no "sorry, what?" tacked on; and a
  // reply never says the same line twice.
  if (pieces.some((p) => p.kind !== 'deflection')) {
    for (let i = pieces.length - 1; i >= 0; i--) if (pieces[i]!.kind === 'deflection') pieces.splice(i, 1);
  }
  const seenTexts = new Set<string>();
  for (let i = 0; i < pieces.length; i++) {
    if (seenTexts.has(pieces[i]!.text)) pieces.splice(i--, 1);
    else seenTexts.add(pieces[i]!.text);
  }

  const kinds = new Set(pieces.map((p) => p.kind));
  const kind: PatientReplyKind = kinds.size === 1 ? pieces[0]!.kind : 'mixed';
  return {
    reply: pieces.map((p) => p.text).join(' '),
    revealedFactIds: [...new Set(pieces.flatMap((p) => p.factIds))],
    negativeIds: [...new Set(pieces.flatMap((p) => p.negativeIds))],
    volunteeredFactIds: [
      ...new Set(pieces.filter((p) => p.kind === 'greeting' || p.reaction).flatMap((p) => p.factIds)),
    ],
    kind,
    matches: [...matches]
      .map(([id, score]) => ({ id, score }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)),
  };
};

/**
 * Every line the patient may say for this case: authored answers and persona lines, the same
 * prefixed "As I said," for a repeat, and the fixed neutral phrases. A reply is always some of
 * these joined by spaces (the grounding guarantee, checked by the tests).
 */
export const patientLines = (caseDef: CaseDefinition): string[] => {
  const index = patientIndex(caseDef);
  const answers = [...index.answers.values()];
  const p = caseDef.persona;
  return [
    ...answers,
    ...answers.map((a) => `${patientPhrases.repeatLead} ${lowerFirst(a)}`),
    p.openingLine,
    p.deflection,
    ...Object.values(patientPhrases),
  ];
};
