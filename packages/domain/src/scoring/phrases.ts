// Phrase matching for the end-of-session summary and hand-off: is one of a rubric item's phrases
// (or a synonym of it) in the trainee's text? Reuses the patient engine's normalisation (case,
// accents, contractions, abbreviations, British/American spelling) and Porter stemmer, and the
// lexicon's synonym groups where they are true synonyms. Matching is by whole words, in order,
// inside one sentence: "icu" never matches inside "particular". Phrases are read, not keyword-matched
// (ADR 0111): a phrase that the text negates ("no nephrostomy", "avoid NSAIDs", "not torsion") does
// not count; in a working diagnosis neither does a hedged one ("?torsion", "possible torsion",
// "cannot exclude torsion", "torsion less likely") nor one ranked below another ("epididymo-orchitis
// or torsion", "differential: torsion"); in a plan neither does a maybe or a condition ("consider
// tamsulosin", "nephrostomy if not improving"); and a time-critical step made to wait for a test
// ("USS first, then theatre") does not count for an item that must not wait.

import { synonymEntries } from '../patient-engine/lexicon.ts';
import { stem } from '../patient-engine/stem.ts';
import { canonicalSpelling, tokenise } from '../patient-engine/text.ts';

/** One word of a text, folded: the surface word, its stem and the synonym groups it belongs to. */
type Token = { word: string; stem: string; groups: readonly string[]; isBreak: boolean };

/** A phrase ready to match: its words (glue words dropped) and whether it says a negation itself. */
type CompiledPhrase = { tokens: Token[]; isNegative: boolean };

/**
 * Lexicon groups whose single words are interchangeable in a plan ("renal" for "kidney", "testicle"
 * for "testis", "obstructed" for "blocked"). Groups that gather different things under one idea
 * (drug classes, "cancer" with "radiotherapy", "infection" with "cystitis") are left out: in a
 * score, naming the wrong drug must not count as naming the right one.
 */
const lexiconGroups: ReadonlySet<string> = new Set([
  'URINE',
  'KIDNEY',
  'TESTIS',
  'BLADDER',
  'PROSTATE',
  'STONE',
  'NAUSEA',
  'VOMIT',
  'FEVER',
  'RIGOR',
  'CLOT',
  'ABDOMEN',
  'GROIN',
  'RECTUM',
  'BLOCK',
  'CATHETER',
]);

/**
 * Words a history question may use for a group's idea that name a diagnosis of their own: a
 * "stricture" is a blockage to a patient, but in a summary it is not "bladder outlet obstruction"
 * (ADR 0143).
 */
const ownDiagnoses: ReadonlySet<string> = new Set(['stricture', 'narrowing']);

/** Clinical synonyms of plans that the (history-taking) lexicon does not hold. */
const planSynonyms: readonly (readonly string[])[] = [
  ['cancer', 'cancers', 'carcinoma', 'malignancy', 'malignant', 'neoplasm', 'neoplastic'],
  ['orchidectomy', 'orchiectomy'],
  ['orchidopexy', 'orchiopexy'],
  ['antibiotic', 'antibiotics', 'antimicrobial', 'antimicrobials'],
  ['ultrasound', 'sonography', 'ultrasonography'],
  ['laceration', 'lacerations', 'tear', 'tears'],
];

/**
 * Abbreviations of plans, expanded on both sides (text and phrase) after the engine's own
 * (which already knows FBC, U&E, CT KUB, CTU, USS, MRI, PSA, DRE…).
 */
const planAbbreviations: ReadonlyMap<string, string> = new Map(
  Object.entries({
    nbm: 'nil by mouth',
    npo: 'nil by mouth',
    bilat: 'bilateral',
    // Radiotherapy written as its ward abbreviation after "radical" or "chemo" ("radical RT",
    // "chemo-RT"); "RT" alone may be the right side.
    'radical rt': 'radical radiotherapy',
    'chemo rt': 'chemoradiotherapy',
    abx: 'antibiotics',
    gent: 'gentamicin',
    genta: 'gentamicin',
    cipro: 'ciprofloxacin',
    mero: 'meropenem',
    'co amox': 'co amoxiclav',
    coamox: 'co amoxiclav',
    neph: 'nephrostomy',
    nephro: 'nephrostomy',
    iv: 'intravenous',
    ivi: 'intravenous infusion',
    po: 'oral',
    cbi: 'continuous bladder irrigation',
    twoc: 'trial without catheter',
    mdt: 'multidisciplinary team',
    cns: 'clinical nurse specialist',
    gum: 'genitourinary medicine',
    icu: 'intensive care unit',
    itu: 'intensive care unit',
    hdu: 'high dependency unit',
    ir: 'interventional radiology',
    pcn: 'percutaneous nephrostomy',
    lac: 'laceration',
    cons: 'consultant',
    reg: 'registrar',
    'non op': 'non operative',
    nonop: 'non operative',
    '2 ww': '2 week wait',
    usc: 'urgent suspected cancer',
    udt: 'undescended testis',
    doxy: 'doxycycline',
    lido: 'lidocaine',
    dpnb: 'dorsal penile nerve block',
    // Piperacillin with tazobactam, as a ward writes it ("pip-tazo", "piptaz", the US "Zosyn").
    'pip tazo': 'piperacillin',
    piptazo: 'piperacillin',
    'pip taz': 'piperacillin',
    piptaz: 'piperacillin',
    zosyn: 'piperacillin',
    // Direct vision internal urethrotomy.
    dviu: 'direct vision internal urethrotomy',
  }),
);
const planAbbreviationMaxWords = 2;

const numberWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    zero: '0',
    one: '1',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    eleven: '11',
    twelve: '12',
    fifteen: '15',
    twenty: '20',
    thirty: '30',
    forty: '40',
    fifty: '50',
    hundred: '100',
  }),
);

/** Words a phrase may do without ("drainage of the kidney" is "drainage kidney", "urea and electrolytes" is "U&E"). */
const glue: ReadonlySet<string> = new Set([
  'colonmark',
  'the',
  'a',
  'an',
  'of',
  'and',
  'his',
  'her',
  'their',
  'your',
  'my',
  'its',
]);

/** Words that negate what follows them. */
const negators: ReadonlySet<string> = new Set([
  'no',
  'not',
  'without',
  'avoid',
  'avoiding',
  'avoided',
  'nor',
  'never',
  'decline',
  'declined',
  'declines',
  'refuse',
  'refused',
  'refuses',
  'against',
  'rather',
  'instead',
]);

/**
 * Words that stop or withhold what follows ("stop NSAIDs", "withhold apixaban"): they negate it in
 * a plan, but a phrase that holds one ("stop apixaban") is a plan of its own, which "do not" negates.
 */
const stoppers: ReadonlySet<string> = new Set([
  'stop',
  'stopping',
  'withhold',
  'withholding',
  'hold',
  'omit',
  'omitting',
  'discontinue',
  'suspend',
  'cease',
]);
const negatesNext = (word: string) => negators.has(word) || stoppers.has(word);

/**
 * Words that may stand between a negator and the phrase it negates ("no need for a nephrostomy",
 * "do not give ibuprofen"). Any other word between them breaks the negation ("do not delay
 * antibiotics" asks for antibiotics).
 */
const negationBridge: ReadonlySet<string> = new Set([
  'need',
  'needed',
  'for',
  'further',
  'any',
  'the',
  'a',
  'an',
  'routine',
  'urgent',
  'immediate',
  'to',
  'be',
  'is',
  'are',
  'role',
  'indication',
  'plan',
  'planned',
  'give',
  'giving',
  'start',
  'starting',
  'use',
  'using',
  'prescribe',
  'prescribing',
  'offer',
  'offering',
  'request',
  'requesting',
  'order',
  'ordering',
  'send',
  'sending',
  'arrange',
  'arranging',
  'perform',
  'performing',
  'do',
  'require',
  'requires',
  'required',
  'recommend',
  'recommended',
  'want',
  'attempt',
  'currently',
  'yet',
  'than',
  'of',
  'his',
  'her',
  'their',
  'all',
  'regular',
  'current',
  // Modifiers of the step denied: "no need for hourly urine output", "no strict fluid balance".
  'hourly',
  'strict',
  'formal',
  'repeat',
  'daily',
  'more',
  'additional',
]);
const negationWindow = 4;

/** Words after a phrase that negate it ("nephrostomy not needed", "CT unnecessary"). */
const negatedAfter =
  /^(?:(?:is|are|was|were|be|been|has|have|currently|as|yet|now|at|this|stage|point) )*(?:not (?:needed|required|indicated|necessary|appropriate|recommended|warranted|given|planned|started|done|helpful|useful|suitable|an option|advised|possible)|unnecessary|unwarranted|contraindicated|inappropriate|unsuitable|unhelpful|excluded|ruled out|(?:will|would|wo|does|do) not (?:change|alter|affect) (?:the )?(?:management|plan|anything|what we do|treatment))\b/;

/** Most words a phrase's consecutive words may have between them in the text. */
const maxGap = 2;

const buildGroups = (): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  const add = (word: string, group: string) => {
    const key = stem(canonicalSpelling(word));
    const list = groups.get(key) ?? [];
    if (!list.includes(group)) list.push(group);
    groups.set(key, list);
  };
  for (const [spec, keys] of synonymEntries) {
    if (!lexiconGroups.has(spec)) continue;
    for (const key of keys) {
      const words = tokenise(key).filter((t) => !t.isBreak);
      if (words.length === 1 && !ownDiagnoses.has(key)) add(words[0]!.word, spec);
    }
  }
  planSynonyms.forEach((list, i) => {
    for (const word of list) add(word, `PLAN${i}`);
  });
  return groups;
};

const groupsByStem = buildGroups();
const noGroups: readonly string[] = [];

/** Thousands separators, clock times and numbers glued to units, made into separate words. */
const preNormalise = (text: string): string =>
  text
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d{1,2}):(\d{2})/g, '$1 $2')
    .replace(/\b(\d+(?:\.\d+)?)([a-zA-Z]+)\b/g, '$1 $2')
    .replace(/α/g, ' alpha ')
    .replace(/(?<=[A-Za-z])\/(?=[A-Za-z])/g, ' or ')
    // A query opening an aside qualifies what follows, not what came before: "Urethral stricture
    // (?post-traumatic)" is a stricture of uncertain cause.
    .replace(/\(\s*\?/g, ' , ?')
    // "?torsion" and "torsion?" are a query: a hedge in a working diagnosis.
    .replace(/\?(?=\s*[A-Za-z(])/g, ' querymark ')
    .replace(/(?<=[A-Za-z)])\s*\?/g, ' querymark ')
    // A colon after a word introduces what follows ("No trial without catheter: long-term catheter").
    .replace(/(?<=[A-Za-z)])\s*:\s+/g, ' colonmark , ');

const tokenCache = new Map<string, Token[]>();

/** The folded words of a text (commas kept as breaks); the same text is folded once (bounded cache). */
export const phraseTokens = (text: string): Token[] => {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const tokens = foldTokens(text);
  if (tokenCache.size >= 4000) tokenCache.clear();
  tokenCache.set(text, tokens);
  return tokens;
};

const foldTokens = (text: string): Token[] => {
  const words: { word: string; isBreak: boolean }[] = [];
  for (const t of tokenise(preNormalise(text))) {
    if (t.isBreak) {
      words.push({ word: ',', isBreak: true });
      continue;
    }
    let w = numberWords.get(t.word) ?? t.word;
    if (/^\d+$/.test(w)) w = w.replace(/^0+(?=\d)/, '');
    words.push({ word: w, isBreak: false });
  }
  const expanded: { word: string; isBreak: boolean }[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let n = Math.min(planAbbreviationMaxWords, words.length - i); n >= 1; n--) {
      const slice = words.slice(i, i + n);
      if (slice.some((w) => w.isBreak)) continue;
      const expansion = planAbbreviations.get(slice.map((w) => w.word).join(' '));
      if (expansion === undefined) continue;
      for (const w of expansion.split(' ')) expanded.push({ word: w, isBreak: false });
      i += n;
      matched = true;
      break;
    }
    if (!matched) {
      expanded.push(words[i]!);
      i++;
    }
  }
  return expanded.map(({ word, isBreak }) => {
    if (isBreak) return { word, stem: word, groups: noGroups, isBreak };
    const canonical = canonicalSpelling(word);
    const s = stem(canonical);
    return { word: canonical, stem: s, groups: groupsByStem.get(s) ?? noGroups, isBreak };
  });
};

const compiledCache = new Map<string, CompiledPhrase>();

const compilePhrase = (phrase: string): CompiledPhrase => {
  const cached = compiledCache.get(phrase);
  if (cached) return cached;
  const all = phraseTokens(phrase).filter((t) => !t.isBreak);
  const content = all.filter((t) => !glue.has(t.word));
  const tokens = content.length > 0 ? content : all;
  const compiled = { tokens, isNegative: tokens.some((t) => negators.has(t.word)) };
  if (compiledCache.size < 5000) compiledCache.set(phrase, compiled);
  return compiled;
};

/** Whether a phrase word and a text word mean the same: same word, same stem, or synonyms. */
const sameWord = (p: Token, t: Token): boolean => {
  if (t.isBreak) return false;
  if (p.word === t.word) return true;
  if (/^\d/.test(p.word) || /^\d/.test(t.word)) return false;
  // A short word shares its stem with too many others ("news" and "new").
  if (p.stem === t.stem && Math.min(p.word.length, t.word.length) >= 4) return true;
  return p.groups.length > 0 && t.groups.length > 0 && p.groups.some((g) => t.groups.includes(g));
};

/** End index (exclusive) of the phrase matched at `start`, or -1. */
const matchAt = (phrase: CompiledPhrase, tokens: readonly Token[], start: number): number => {
  if (!sameWord(phrase.tokens[0]!, tokens[start]!)) return -1;
  let j = start + 1;
  for (let k = 1; k < phrase.tokens.length; k++) {
    const previous = phrase.tokens[k - 1]!;
    // Right after a negation only glue may come between ("no fever", not "no pain, fever"); after
    // a stop, what is stopped may be qualified ("stop the capsules": "stop cold capsules").
    const limit = negators.has(previous.word) ? 0 : maxGap;
    let gap = 0;
    let found = -1;
    for (let m = j; m < tokens.length; m++) {
      const t = tokens[m]!;
      if (sameWord(phrase.tokens[k]!, t)) {
        found = m;
        break;
      }
      // (A comma inside a short list is no gap of its own: "ramipril, thiazide, ibuprofen held"; a
      // hedge inside the span ends it: "lump, possibly a tumour" is no "testicular tumour".)
      if (hedgesBefore.has(t.word) || hedgesAfter.has(t.word)) break;
      if (!glue.has(t.word) && !(t.isBreak && t.word === ',' && limit > 0)) gap++;
      if (gap > limit) break;
    }
    if (found < 0) return -1;
    j = found + 1;
  }
  return j;
};

const listJoiners: ReadonlySet<string> = new Set(['and', 'or', 'nor']);

const isNegated = (tokens: readonly Token[], start: number, end: number): boolean => {
  // A negation covers a list ("avoid trimethoprim and nitrofurantoin", "avoid NSAIDs/opioids"):
  // after "and", "or" or "nor", up to two words of the item before it are skipped. So after a comma
  // of a list that "and" or "or" ends ("no ultrasound, MRI or hormone tests"), not after a comma
  // that ends the negated clause ("no fever, MRI arranged").
  const between: string[] = [];
  let skip = 0;
  let joined = false;
  // The list goes on to its "and"/"or" through short items ("…, MRI, hormone tests or …").
  let listGoesOn = false;
  for (let k = end, words = 0; k < tokens.length && k < end + 12; k++) {
    const t = tokens[k]!;
    if (listJoiners.has(t.word)) {
      listGoesOn = true;
      break;
    }
    words = t.isBreak ? 0 : words + 1;
    if (words > 3) break;
  }
  for (let i = start - 1; i >= 0 && start - i <= negationWindow + 3; i--) {
    const t = tokens[i]!;
    // A negated clause closed by a colon does not reach past it ("No trial without catheter:
    // long-term catheter"); a negator that heads the colon does ("Avoid: NSAIDs, gentamicin").
    if (t.word === 'colonmark') {
      const before = tokens.slice(Math.max(0, i - negationWindow), i);
      const negator = before.map((x) => x.word).findLastIndex((w) => negatesNext(w));
      if (negator >= 0 && before.slice(negator + 1).some((x) => !x.isBreak && !glue.has(x.word)))
        return false;
      continue;
    }
    if (t.isBreak) {
      if ((joined || listGoesOn) && between.length === 0) {
        skip = 2;
        continue;
      }
      break;
    }
    if (negatesNext(t.word)) {
      if (between.every((w) => negationBridge.has(w))) return true;
      break;
    }
    if (listJoiners.has(t.word)) {
      skip = 2;
      joined = true;
      continue;
    }
    if (skip > 0) {
      skip--;
      continue;
    }
    between.push(t.word);
    if (between.length > negationWindow) break;
  }
  const after = tokens
    .slice(end, end + 14)
    .filter((t) => !t.isBreak)
    .map((t) => t.word);
  if (negatedAfter.test(after.slice(0, 6).join(' '))) return true;
  // A list denied after it, in the plural: "ultrasound, MRI and hormone tests are not indicated",
  // "…will not change management".
  const joiner = after.findIndex((w) => listJoiners.has(w));
  if (joiner < 0 || joiner > 6) return false;
  for (let k = joiner + 1; k <= joiner + 6 && k < after.length; k++)
    if (
      ['are', 'were', 'will', 'would', 'do', 'does'].includes(after[k]!) &&
      negatedAfter.test(after.slice(k, k + 6).join(' '))
    )
      return true;
  return false;
};

/**
 * How a text is read: a working diagnosis must be committed and ranked first; differentials may be
 * hedged; a plan's step may be neither a maybe nor a condition; a mention (a topic named in a
 * safety-net, "if you can't pass urine") only needs the words.
 */
export type PhraseReading = 'diagnosis' | 'differentials' | 'plan' | 'mention';

/** Words before a diagnosis that make it a query, not the working diagnosis. */
const hedgesBefore: ReadonlySet<string> = new Set([
  'querymark',
  'query',
  'possible',
  'possibly',
  'questionable',
  'exclude',
  'excluding',
  'consider',
  'considering',
  'unlikely',
  'doubtful',
  'maybe',
  'perhaps',
  // German and Dutch English: "eventuell" is "possibly" ("LUTS, eventually BPE").
  'eventually',
  // A part played in another diagnosis: "AKI from drugs, with a contributory retention".
  'contributing',
  'contributory',
]);
/** Words after a diagnosis that make it a query or rank it down ("torsion less likely"). */
const hedgesAfter: ReadonlySet<string> = new Set([
  'querymark',
  'unlikely',
  'possible',
  'excluded',
  'exclude',
  'doubtful',
  // "…with chronic retention contributing": a part in another diagnosis, not the diagnosis.
  'contributing',
  'contributory',
  'contributor',
  // "Undescended vs retractile testis": two weighed against each other, neither committed to.
  'vs',
  'versus',
]);
/** Words that introduce lower-ranked alternatives in a diagnosis ("X vs Y", "X; differential Y"). */
const rankMarkers: ReadonlySet<string> = new Set([
  'or',
  'vs',
  'versus',
  'differential',
  'differentials',
  'ddx',
  'alternatively',
  'alternative',
  'otherwise',
]);

/** Words that weigh two diagnoses against each other. */
const weighed: ReadonlySet<string> = new Set(['vs', 'versus']);
/**
 * A cause said to be still to be found, or an underlying problem, after a diagnosis (not a cause
 * merely unclear: "ischaemic priapism, cause unclear" is the diagnosis).
 */
const causeStillToFind =
  /\b(?:cause|causes|reason|aetiology|etiology) (?:is |are )?(?:still |yet |not yet )?(?:to be (?:found|find|determin\w*|establish\w*|identif\w*|exclud\w*|confirm\w*|investigat\w*|clarif\w*|look\w* for))\b|(?<!\b(?:no|without|not|any|nor) (?:(?:an|obvious|clear|other) )?)\bunderlying (?:[a-z]+ ){0,2}(?:cause|problem|abnormality|pathology|reason|condition|structural)\b(?! (?:excluded|ruled out|found negative))|\b[a-z]+ or [a-z]+ (?:[a-z]+ )?(?:is |are )?(?:still |yet )?(?:to be (?:decid|determin|confirm|establish|clarif)\w*|tbc|tbd)\b/;

/** Whether the words around a match hedge it (within its clause: a comma ends the window). */
const isHedged = (tokens: readonly Token[], start: number, end: number): boolean => {
  // "Undescended vs retractile testis": the weighing inside the match leaves it undecided too.
  for (let i = start + 1; i < end - 1; i++) if (weighed.has(tokens[i]!.word)) return true;
  for (let i = start - 1; i >= 0 && start - i <= negationWindow; i--) {
    const t = tokens[i]!;
    if (t.isBreak) break;
    if (hedgesBefore.has(t.word)) return true;
    if (t.word === 'out' && tokens[i - 1]?.word === 'rule') return true;
    if (t.word === 'likely' && tokens[i - 1]?.word === 'less') return true;
  }
  // "Fournier's gangrene considered and felt unlikely": a judgement later in its clause.
  const clause: string[] = [];
  for (let i = end; i < tokens.length && !tokens[i]!.isBreak; i++) clause.push(tokens[i]!.word);
  if (
    /\b(?:felt|feel|feels|thought|think|deemed|judged|considered|found) (?:to be )?(?:unlikely|less likely|very unlikely)\b/.test(
      clause.join(' '),
    )
  )
    return true;
  // "Recurrent UTIs, cause to be found: ?stone", "…, probably from an underlying problem": a label
  // whose cause is still to be found is a description, not the diagnosis (unless none is: "no
  // underlying cause"); so is one whose kind is left open ("chronic retention, high or low pressure
  // to be decided"). (The words are read as lemmas: "found" is "find".)
  const rest: string[] = [];
  for (let i = end; i < tokens.length; i++) if (!tokens[i]!.isBreak) rest.push(tokens[i]!.word);
  if (causeStillToFind.test(rest.join(' '))) return true;
  for (let i = end; i < tokens.length && i - end < negationWindow; i++) {
    const t = tokens[i]!;
    if (t.isBreak) break;
    if (hedgesAfter.has(t.word)) return true;
    if (t.word === 'less' && tokens[i + 1]?.word === 'likely') return true;
    if (t.word === 'ruled' && tokens[i + 1]?.word === 'out') return true;
  }
  return false;
};

/** Where a compiled phrase occurs in a sentence's tokens: [start, end) of each occurrence. */
const occurrences = (phrase: CompiledPhrase, tokens: readonly Token[]): [number, number][] => {
  const out: [number, number][] = [];
  if (phrase.tokens.length === 0) return out;
  for (let i = 0; i < tokens.length; i++) {
    const end = matchAt(phrase, tokens, i);
    if (end >= 0) out.push([i, end]);
  }
  return out;
};

/** Words before a step of a plan that make it a maybe ("consider tamsulosin"). */
const planHedges: ReadonlySet<string> = new Set(['consider', 'considering', 'possibly', 'maybe', 'perhaps']);
/**
 * "Possible orchidectomy", "a potential nephrectomy": a step foreseen, not planned — unless it is
 * what the patient consents to ("consent for exploration and possible orchidectomy"), which is how a
 * consent names a step that may be needed.
 */
const foreseenHedges: ReadonlySet<string> = new Set(['possible', 'potential', 'potentially']);
const consentWords: ReadonlySet<string> = new Set(['consent', 'consented', 'consenting', 'consents']);
/** The last `max` words before `start` in its clause (a break ends it), joined by spaces. */
const clauseBefore = (tokens: readonly Token[], start: number, max: number): string => {
  const words: string[] = [];
  for (let i = start - 1; i >= 0 && words.length < max && !tokens[i]!.isBreak; i--)
    words.unshift(tokens[i]!.word);
  return words.join(' ');
};

/** A step only foreseen, not planned: "he's likely to need theatre", "may need a nephrostomy". */
const foreseen =
  /\b(?:likely to|may|might|could|probably) (?:well )?(?:need|require|end up (?:needing|in|with)|have to (?:go|have))$|\b(?:decide|deciding|decision) (?:on|about|whether|regarding)(?: (?:an?|the|any|further|on))?$/;
/** A step only thought about: "then we can think about theatre". */
const thoughtAbout = /\b(?:think|thinking|thought) (?:about|of)(?: (?:an?|the|any|further|going to|doing))?$/;
/** Words that join another step on after a step ("TURBT with…", "catheter and…"). */
const joiners: ReadonlySet<string> = new Set(['with', 'plus', 'and', 'followed']);
/** "If appropriate", "if indicated": a qualifier of the step just before it. */
const trailingQualifiers: ReadonlySet<string> = new Set([
  'appropriate',
  'indicated',
  'required',
  'needed',
  'necessary',
  'suitable',
]);
/** Subjects that open a clause about a step named before it ("ICU, we can involve later"). */
const topicSubjects: ReadonlySet<string> = new Set(['we', 'i', 'they', 'he', 'she', 'you']);
/** Words that make what they govern conditional ("if", "depending on"). */
const conditionals: ReadonlySet<string> = new Set(['if', 'depending']);

/** A step that waits for a result: "once tissue dx", "pending the CT", "awaiting histology". */
const waitsForResult =
  /\b(?:(?:once|pending|awaiting|await|subject to) (?:(?:the|a|an|his|her|their|formal|further|repeat|any) )*(?:tissue|dx|diagnosis|histology|biopsy|biopsies|fna|cytology|results?|confirmation)|(?:pending|awaiting|await|subject to) (?:(?:the|a|an|his|her|their|formal|further|repeat|any) )*(?:scan|scans|ct|mri|ultrasound|uss|doppler|imaging|markers|bloods))\b/;

/** When a step is put off to no time in particular. */
const indefinitely =
  /\b(?:in due course|at some (?:point|stage|time)|eventually|sometime|some time|one day)\b/;

/**
 * Whether a step of a plan is a maybe or a condition, not a plan: "consider tamsulosin", "tamsulosin
 * if it fails", "if not improving, nephrostomy" (an "if" before it in the sentence, or after it in
 * its clause).
 */
const isConditional = (tokens: readonly Token[], start: number, end: number): boolean => {
  // "?TWOC later", "theatre?": a step put as a query is not planned.
  if (tokens[end]?.word === 'querymark') return true;
  for (let i = start - 1; i >= 0 && start - i <= 3; i--) {
    if (tokens[i]!.isBreak) break;
    if (tokens[i]!.word === 'querymark' || planHedges.has(tokens[i]!.word)) return true;
    if (foreseenHedges.has(tokens[i]!.word) && !tokens.slice(0, i).some((t) => consentWords.has(t.word)))
      return true;
  }
  for (let i = 0; i < start; i++) if (conditionals.has(tokens[i]!.word)) return true;
  const before = clauseBefore(tokens, start, 5);
  if (foreseen.test(before) || thoughtAbout.test(before)) return true;
  const rest: string[] = [];
  let i = end;
  let joined = false;
  for (; i < tokens.length; i++) {
    if (tokens[i]!.isBreak) break;
    // "TURBT with a single instillation of chemotherapy if appropriate": a trailing "if
    // appropriate" after another step joined on is that step's condition, not this one's.
    if (
      conditionals.has(tokens[i]!.word) &&
      !(joined && tokens[i]!.word === 'if' && trailingQualifiers.has(tokens[i + 1]?.word ?? ''))
    )
      return true;
    if (joiners.has(tokens[i]!.word)) joined = true;
    rest.push(tokens[i]!.word);
  }
  // A step put first as the topic of the clause that follows ("ICU, we can involve after the
  // operation if needed") takes that clause's condition: little but the step before the comma
  // ("intensive care unit"), and a subject after it.
  const topicOnly = rest.length <= 2 && tokens.slice(0, start).every((t) => t.isBreak || glue.has(t.word));
  if (topicOnly && i < tokens.length && topicSubjects.has(tokens[i + 1]?.word ?? '')) {
    for (let j = i + 1; j < tokens.length && !tokens[j]!.isBreak; j++) {
      if (conditionals.has(tokens[j]!.word)) return true;
      rest.push(tokens[j]!.word);
    }
  }
  // A step with no time ("oncology to see in due course", "at some point") is not arranged, nor one
  // that waits for a result ("orchidectomy once tissue dx", "theatre pending the scan").
  const after = rest.join(' ');
  return indefinitely.test(after) || waitsForResult.test(after);
};

/**
 * The words before a place that make it where a colleague is, not where the patient goes: "when
 * they're out of theatre", "the reg is stuck in theatre" (but "debridement in theatre tonight").
 */
const colleagueIsThere =
  /(?:\bout of|\b(?:they|registrars?|consultants?|surgeons?|team|boss|colleague|anaesthetist|anesthetist|sho|fy[12]|doctors?) (?:is|are|was|were|s|re)(?: (?:busy|stuck|still|currently|tied up|now))* (?:in|at))$/;

/** Whether the place a plan names at `start` is where a colleague is (see `colleagueIsThere`). */
const isWhereabouts = (tokens: readonly Token[], start: number): boolean =>
  colleagueIsThere.test(clauseBefore(tokens, start, 6));

/**
 * A contingency planned is a step for when treatment fails; a step put as a query or a maybe
 * ("?discuss with consultant", "perhaps theatre", "theatre possible", "an option") is not planned, nor
 * one for a recurrence ("…if it recurs"), which is another episode, not this one failing.
 */
const isQueriedOrOnRecurrence = (tokens: readonly Token[], start: number, end: number): boolean => {
  for (let i = start - 1; i >= 0 && start - i <= 3; i--) {
    if (tokens[i]!.isBreak) break;
    if (tokens[i]!.word === 'querymark' || planHedges.has(tokens[i]!.word)) return true;
  }
  if (thoughtAbout.test(clauseBefore(tokens, start, 5))) return true;
  const after: string[] = [];
  for (let i = end; i < tokens.length && !tokens[i]!.isBreak; i++) after.push(tokens[i]!.word);
  // "Theatre possible.", "theatre?", "a shunt might be an option": not planned.
  if (/^(?:possible|possibly|maybe|perhaps|querymark)\b|\b(?:is|be) an option\b/.test(after.join(' ')))
    return true;
  return /\bif (?:(?:it|this|that|they|he|she|the [a-z]+) (?:recurs?|comes? back|returns?|happens? again)|(?:it is |it s )?(?:recurrent|recurring|it recurs))\b|\b(?:on|for|in case of|should it) recurr?(?:ence|ent|s|ing)?\b/.test(
    after.join(' '),
  );
};

/** Whether what follows a phrase rules it out ("…excluded", "…ruled out on the scan"). */
const ruledOutAfter = (tokens: readonly Token[], end: number) =>
  /^(?:(?:is|was|has|been|now|clinically) )*(?:excluded|ruled out)\b/.test(
    tokens
      .slice(end, end + 4)
      .filter((t) => !t.isBreak)
      .map((t) => t.word)
      .join(' '),
  );

/** Whether a compiled phrase occurs, read in context (see `summaryMatches`), in a sentence. */
const occursIn = (
  phrase: CompiledPhrase,
  tokens: readonly Token[],
  reading: PhraseReading,
  rankedFrom: number,
  contingency: boolean,
): boolean =>
  occurrences(phrase, tokens).some(([i, end]) => {
    if (reading === 'mention') return true;
    // A differential ruled out was considered: "torsion excluded on USS" lists torsion (ADR 0140).
    if (
      !phrase.isNegative &&
      isNegated(tokens, i, end) &&
      !(reading === 'differentials' && ruledOutAfter(tokens, end))
    )
      return false;
    if (reading === 'plan')
      return (
        !isWhereabouts(tokens, i) &&
        (contingency ? !isQueriedOrOnRecurrence(tokens, i, end) : !isConditional(tokens, i, end))
      );
    if (reading !== 'diagnosis') return true;
    return i < rankedFrom && !isHedged(tokens, i, end);
  });

/** Index in a sentence from which diagnoses rank below an earlier one, given whether one came before. */
const rankStart = (tokens: readonly Token[], contentBefore: boolean): number => {
  let content = contentBefore;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.isBreak) continue;
    const lessLikely = t.word === 'less' && tokens[i + 1]?.word === 'likely';
    if ((rankMarkers.has(t.word) || lessLikely) && content) return i;
    if (!glue.has(t.word)) content = true;
  }
  return Number.POSITIVE_INFINITY;
};

// --- conditions: a time-critical step made to wait for a test

/** Words that make a step wait for something ("if", "once", "after", "then", "first"). */
const conditionWords: ReadonlySet<string> = new Set([
  'if',
  'once',
  'after',
  'then',
  'first',
  'depending',
  'pending',
  'awaiting',
  'await',
  'following',
  'when',
  'until',
  'subject',
  'should',
]);
/** Tests a plan may wait for. */
const testWords: ReadonlySet<string> = new Set([
  'scan',
  'scans',
  'ultrasound',
  'doppler',
  'imaging',
  'ct',
  'mri',
  'xray',
  'result',
  'results',
  // "I will review the images, then I call theatre."
  'images',
  'sonography',
  'ultrasonography',
]);
const testNegators: ReadonlySet<string> = new Set([
  'without',
  'no',
  'not',
  'never',
  'avoid',
  'skip',
  'instead',
]);

/** Whether a sentence makes something wait for a test it does not rule out ("USS first", "if the scan shows"). */
const waitsForTest = (tokens: readonly Token[]): boolean => {
  if (!tokens.some((t) => conditionWords.has(t.word))) return false;
  return tokens.some((t, i) => {
    if (!testWords.has(t.word)) return false;
    for (let j = i - 1; j >= 0 && i - j <= negationWindow; j--) {
      if (tokens[j]!.isBreak) break;
      if (testNegators.has(tokens[j]!.word)) return false;
    }
    return true;
  });
};

/**
 * Splits a summary into sentences: at full stops, question and exclamation marks followed by a
 * space, semicolons, line breaks and bullets (a decimal point such as "1.15" does not split).
 */
export const splitSentences = (text: string): string[] =>
  text
    // An aside that holds its own condition is a sentence of its own: in "nephrostomy tonight (stent in
    // theatre if IR unavailable)" the condition is the fallback's, not the nephrostomy's, nor that of
    // what follows the aside ("TURBT (chemotherapy if appropriate) and MDT discussion").
    .replace(/\(([^()]*\b(?:if|unless|should|otherwise|failing)\b[^()]*)\)/gi, ';$1;')
    .split(/[;\n\r•]+/)
    .flatMap((part) => part.replace(/^\s*[-*]\s+/, '').split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));

/**
 * A plan's steps: its sentences, and the steps of a sentence written as a chain of arrows ("TURBT +
 * chemo if appropriate → MDT → stop-smoking service"), each its own step, so that one step's
 * condition is not the next one's. A step that is only a condition ("CT → if obstructed →
 * nephrostomy") goes with the step it conditions.
 */
const planSteps = (text: string): string[] =>
  splitSentences(text).flatMap((sentence) => {
    const steps: string[] = [];
    let pending = '';
    for (const step of sentence.split(/\s*(?:→|->|=>|⇒)\s*/)) {
      if (!/[a-z0-9]/i.test(step)) continue;
      const joined = pending ? `${pending} → ${step}` : step;
      if (/^(if|unless|should|once|when|failing|fails?|failed|otherwise|then if)\b/i.test(step.trim()))
        pending = joined;
      else {
        steps.push(joined);
        pending = '';
      }
    }
    if (pending) steps.push(pending);
    return steps;
  });

/** A list of single words ("ramipril, bendroflumethiazide and ibuprofen"), to give each its verb. */
const wordList = String.raw`((?:[A-Za-z][\w-]*\s*,\s*)*[A-Za-z][\w-]*,?\s+and\s+[A-Za-z][\w-]*)`;
const listThenStopped = new RegExp(
  String.raw`\b${wordList}\s+(?:are|were|have been|all)?\s*(stopped|held|suspended|withheld|omitted)\b`,
  'gi',
);
const listThenStop = new RegExp(
  String.raw`\b${wordList}\s*[:,-]\s*(?:please\s+)?(stop|suspend|hold|withhold|omit)\s+(?:all\s+(?:three|four|five|of them)|them(?:\s+all)?|both|these|those|all)\b`,
  'gi',
);
const itemsOf = (list: string) => list.split(/\s*,\s*|\s+and\s+/).filter((w) => w.length > 0);
/**
 * One verb for a list, given to each of its items: "ramipril, bendroflumethiazide and ibuprofen are
 * stopped" stops each, and so does "ramipril, bendroflumethiazide and ibuprofen: please suspend all
 * three".
 */
const distributed = (sentence: string): string =>
  sentence
    .replace(listThenStopped, (_, list: string, verb: string) =>
      itemsOf(list)
        .map((w) => `${w} ${verb}`)
        .join(', '),
    )
    .replace(listThenStop, (_, list: string, verb: string) =>
      itemsOf(list)
        .map((w) => `${verb} ${w}`)
        .join(', '),
    );

/** Where a phrase matched: the rubric phrase and the trainee's sentence that holds it. */
export type PhraseMatch = { phrase: string; sentence: string };

/**
 * How to read a text: as a diagnosis, differentials or a plan (a plan's step may not be a maybe or a
 * condition, unless the item is itself a `contingency`); whether the step must not wait for a test.
 */
export type PhraseOptions = { reading?: PhraseReading; unconditional?: boolean; contingency?: boolean };

/**
 * The first sentence of `text` holding one of `phrases` (normalised, British or American spelling,
 * synonyms, stems, whole words, not negated; in a diagnosis, neither hedged nor ranked below
 * another; in a plan, neither a maybe nor a condition; for an unconditional step, not in or after a
 * sentence that waits for a test), with the
 * first phrase it holds; null when none does.
 */
export const summaryMatches = (
  text: string,
  phrases: readonly string[],
  options: PhraseOptions = {},
): PhraseMatch | null => {
  if (text.trim().length === 0 || phrases.length === 0) return null;
  const reading = options.reading ?? 'plan';
  const compiled = phrases.map((p) => ({ phrase: p, compiled: compilePhrase(p) }));
  let contentBefore = false;
  let waiting = false;
  for (const sentence of reading === 'plan' ? planSteps(text) : splitSentences(text)) {
    const tokens = phraseTokens(reading === 'plan' ? distributed(sentence) : sentence);
    const rankedFrom = reading === 'diagnosis' ? rankStart(tokens, contentBefore) : Number.POSITIVE_INFINITY;
    if (options.unconditional && waitsForTest(tokens)) waiting = true;
    if (tokens.some((t) => !t.isBreak && !glue.has(t.word))) contentBefore = true;
    if (waiting) continue;
    for (const { phrase, compiled: c } of compiled)
      if (occursIn(c, tokens, reading, rankedFrom, options.contingency ?? false)) return { phrase, sentence };
  }
  return null;
};
