// Communication behaviours read from the trainee's lines to the patient: fixed, ordered patterns over
// normalised sentences (lower case, contractions expanded, punctuation gone, commas kept as " , "),
// so the same transcript always gives the same result.

import type { communicationBehaviours, TranscriptMessage } from '@urosim/contracts';
import { tellsAfterWhWord, withoutListNumbers } from '../patient-engine/dialogue.ts';
import { plainWords } from '../patient-engine/text.ts';

export type CommunicationBehaviour = (typeof communicationBehaviours)[number];

/** A transcript line as scoring reads it. */
export type ScoringMessage = Pick<
  TranscriptMessage,
  'id' | 'channel' | 'sender' | 'text' | 'revealedFactIds' | 'negativeIds' | 'elapsedSeconds'
>;

/** A line of the transcript given as evidence. */
export type TranscriptRef = { messageId: string; text: string; elapsedSeconds: number };

/** Short forms a trainee types, expanded before the patterns run. */
const shortForms: ReadonlyMap<string, string> = new Map(
  Object.entries({
    dob: 'date of birth',
    u: 'you',
    ur: 'your',
    r: 'are',
    ok: 'okay',
    alright: 'all right',
    pls: 'please',
    plz: 'please',
    im: 'i am',
    ive: 'i have',
    ae: 'emergency department',
    'a and e': 'emergency department',
    'a e': 'emergency department',
    ed: 'emergency department',
    doc: 'doctor',
    summarize: 'summarise',
    summarizing: 'summarising',
  }),
);

/**
 * Splits a line into sentences at ".", "!" and "?" followed by a space, and at line breaks; a title
 * ("Dr.", "Mrs.") does not end a sentence.
 */
export const splitLine = (text: string): string[] =>
  // ("A&E the same day if 1) you can't pass water 2) big clots": one sentence, its items commas.)
  withoutListNumbers(text, ', ')
    .split(/(?<=[.!?])(?<!\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Mm]x|[Pp]rof|[Ss]t)\.)\s+|[\n\r]+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));

/** "it's", "that's", "name's": the engine's normaliser drops a final "'s", which here means "is". */
const isContraction =
  /\b(it|that|what|there|here|he|she|who|where|how|this|everything|nothing|something|name)['’]s\b/gi;

/** A sentence folded for the patterns: words joined by single spaces, clauses by " , ". */
export const behaviourText = (sentence: string): string =>
  sentence
    .replace(/\s*[+&]\s*/g, ' and ')
    .split(/[,;:()–—]|\s-\s/)
    .map((clause) => {
      const words = plainWords(clause.replace(isContraction, '$1 is'));
      const out: string[] = [];
      for (let i = 0; i < words.length; ) {
        let n = Math.min(3, words.length - i);
        for (; n > 1; n--) if (shortForms.get(words.slice(i, i + n).join(' ')) !== undefined) break;
        const key = words.slice(i, i + n).join(' ');
        out.push(shortForms.get(key) ?? key);
        i += n;
      }
      return out.join(' ');
    })
    .filter((c) => c.length > 0)
    .join(' , ');

export const isQuestionMark = (sentence: string) => /\?[\s"'”’)]*$/.test(sentence);
/** A question, unless a statement with a tag ("…call 111, okay?"). */
const isAsking = (sentence: string) =>
  isQuestionMark(sentence) &&
  !/[,;]\s*(?:okay|ok|all right|alright|yes|right)\s*\?[\s"'”’)]*$/i.test(sentence);

const titles = '(?:mr|mrs|ms|miss|mx|master|dr)';
const roles =
  '(?:doctors?|registrars?|reg|sho|fy1|fy2|f1|f2|foundation doctor|junior doctor|consultant|houseman|resident|intern|medic|medical student|student doctor|student|urologists?|surgeons?|physician|gp|general practitioner|trainee|on call|clinician|nurse practitioner|physician associate)';
/** Words that, right after "I am", make it something other than an introduction. */
const notIntro =
  '(?!(?:going|not|sorry|afraid|worried|concerned|here|about|happy|glad|unsure|sure|aware|checking|asking|calling|getting|looking|trying|waiting|just going)\\b)';

const patterns: Readonly<Record<Exclude<CommunicationBehaviour, 'open-question-first'>, readonly RegExp[]>> =
  {
    'introduces-self': [
      /\bmy name (?:is|dr|doctor)\b/,
      /\bname is (?:dr|doctor)\b/,
      /\b(?:i am|this is|i am called) (?:dr|doctor) [a-z]+/,
      new RegExp(
        `\\bi am (?:just |also )?(?:${notIntro}[a-z]+ (?:, )?){0,3}(?:, )?(?:one of the|one of your|a|an|the|your)\\b(?: [a-z]+){0,3} ${roles}\\b`,
      ),
      new RegExp(
        `\\bi am (?:${notIntro}[a-z]+ (?:, )?){0,3}(?:, )?(?:from|with|part of) the (?:[a-z]+ ){0,3}(?:team|department)\\b`,
      ),
      /\bi (?:work|am working) (?:in|on|with|for) (?:the )?(?:[a-z]+ ){0,2}(?:team|department|ward)\b/,
      /\b(?:dr|doctor) [a-z]+ here\b/,
      new RegExp(`\\bi will be (?:the|your|one of the) (?:[a-z]+ ){0,2}${roles}\\b`),
      /\b(?:let me|can i|may i|i would like to|i will|i should) (?:just )?introduce myself\b/,
    ],
    'confirms-identity': [
      // (Not a name put down for something: "so I can put your name on the list".)
      /(?<!\b(?:put|write|add|sign|enter|book|pencil) )\b(?:your|his|her|their) (?:full |first |last |second |sur|family )?(?:name|names|surname|date of birth|birthday|hospital number|nhs number|identity|id band|wristband|band|name band|hospital band)\b/,
      /\b(?:when|what year|what date) were you born\b/,
      // Asked in shorthand: "Full name + DOB pls?".
      // (…or after a clause: "just checking I've got the right lad: full name and birthday?")
      /(?:^|, )(?:[a-z]+ )?(?:full name|date of birth)\b|(?:^|, )(?:full )?name (?:and |\+ |& )?(?:date of birth|dob|birthday)\b/,
      /\b(?:am i|are we) (?:speaking|talking) (?:to|with)\b/,
      /\bwho (?:am i|are we) (?:speaking|talking) (?:to|with)\b/,
      new RegExp(`\\b(?:are you|is it|is this|am i with) ${titles} [a-z]+`),
      /\b(?:what|how) (?:should|shall|would|do|can|may|could) (?:i|we|you like (?:me|us) to|you prefer (?:me|us) to|you want (?:me|us) to) (?:call|address) you\b/,
      /\b(?:like|prefer|want|happy) to be (?:called|known as|addressed)\b/,
      /\b(?:confirm|check|verify)(?: [a-z]+){0,3} (?:who you are|your identity|(?:some|a few|a couple of|your) (?:details|identifiers|personal details)|(?:i have |i am speaking to |i am talking to )?the right (?:patient|person))\b/,
    ],
    'shows-empathy': [
      /\b(?:that|this|it) (?:really |must really |certainly )?(?:sounds?|looks?|must (?:be|have been|feel|have felt)|seems?)(?: like)?(?: (?:it (?:is|was|has been|must be|must have been)|you (?:are|have been|were|feel)))?(?: (?:really|very|v|so|quite|incredibly|extremely|pretty|awfully|terribly|truly|absolutely|proper|properly|genuinely|such|a|an|like|been|feeling))* (?:painful|sore|difficult|hard|awful|horrible|terrible|distressing|frightening|scary|worrying|upsetting|tough|uncomfortable|miserable|stressful|rough|unpleasant|nasty|dreadful|exhausting|overwhelming|challenging|lot|shock|worry|upset|worried|frightened|scared|anxious|concerned|agony|agonising|agonizing|frustrating|annoying|embarrassing|mortifying|humiliating|infuriating|maddening)\b/,
      /\bthat (?:is|was|has been|has all been|is all) (?:(?:really|very|so|quite|incredibly|extremely|pretty|awfully|terribly|truly|absolutely|proper|properly|such|a|an) )*(?:painful|difficult|hard|awful|horrible|terrible|distressing|frightening|scary|worrying|upsetting|tough|miserable|stressful|rough|grim|rubbish|dreadful|overwhelming|lot to take in|lot to deal with|shock|worry)\b/,
      // (An apology for asking, "I'm really sorry, this is awkward and I do have to ask…", is not.)
      /\b(?:so|really|very|truly|terribly|genuinely) sorry\b(?![^.?!]*\b(?:to ask|have to ask|need to ask|must ask|got to ask|for asking)\b)/,
      /\bsorry (?:to hear|(?:that )?you|about (?:that|this|all|the|your|what|everything)|for (?:your|what|all|everything|the pain)|this (?:is|has)|that (?:this|it|happened|has))(?![^.?!]*\b(?:to ask|have to ask|need to ask|must ask|got to ask|for asking)\b)/,
      /\bi (?:can |completely |totally |fully |really |do |absolutely |quite |certainly )*understand(?: completely| totally| fully)?(?= ,|$| (?:that (?:this|it|must|is|can|you (?:are|feel|might|may|must))|this (?:is|must|can)|it is|it must|it can|how|why|your (?:concern|worry|worries|fear|fears|frustration|anxiety)|you are (?:worried|scared|frightened|upset|anxious|concerned|in pain|frustrated|nervous|angry|distressed)|you (?:feel|must|might)|what you are going through))/,
      /\bi can (?:only )?imagine\b/,
      /\bi can (?:(?:very |all too )?(?:well|clearly|really|certainly|definitely) )?(?:see|tell|appreciate) (?:how|why|that (?:this|it|you)|this (?:is|has)|you are|you have been)\b.*\b(?:painful|sore|difficult|hard|awful|distressing|frightening|scary|worrying|upsetting|tough|uncomfortable|worried|scared|frightened|upset|anxious|concerned|pain|stressful|lot|suffering|struggling|hurting)\b/,
      /\bunderstandabl[ey]\b/,
      /\b(?:it is|that is|it is completely|it is totally|it is perfectly|that is completely|that is totally|that is perfectly) (?:completely |totally |perfectly |very |entirely |quite )?(?:natural|normal|okay|all right|fine|reasonable) (?:to (?:feel|be)|that you|you feel|for you to)\b/,
      /\byou must (?:be|have been|feel|be feeling) (?:(?:really|very|so|quite|pretty|feeling) )*(?:worried|scared|frightened|anxious|exhausted|upset|in pain|uncomfortable|sore|shaken|concerned|nervous|fed up|tired|stressed|overwhelmed)\b/,
      /\b(?:oh dear|poor you|you poor thing|no wonder you)\b/,
      // Validating the feeling: "you're right to be frightened", "you're not exaggerating".
      /\byou (?:are|were) (?:quite |absolutely |completely |totally )?(?:right|entitled) to (?:be|feel) (?:worried|frightened|scared|concerned|upset|anxious|angry|cross|annoyed|frustrated)\b|\byou (?:are|were) not (?:exaggerating|overreacting|making (?:a fuss|it up))\b/,
      // Validating a worry ("that's a really fair worry", "a completely understandable fear").
      /\b(?:a|is a|is) (?:(?:really|completely|totally|very|perfectly|entirely|quite|proper|properly) )?(?:fair|understandable|natural|normal|reasonable|valid) (?:worry|concern|fear|thing to (?:worry|be worried|feel|fret|be fretting|be worrying|be (?:scared|frightened|afraid|anxious|nervous|upset)))\b/,
      // A feeling named as what the situation is: "that's gert frustrating", "that is so upsetting"
      // (not "it is difficult to say without a scan").
      /\b(?:that|this|it) is (?:(?:really|so|very|such|gert|proper|properly|totally|completely|incredibly|understandably|a|bound to be) )*(?:frustrating|annoying|infuriating|maddening|exhausting|upsetting|distressing|frightening|scary|awful|horrible|tough|rough|hard|difficult|a lot to (?:deal with|take in|cope with|carry))\b(?! to (?:say|tell|know|see|predict|be sure|diagnose|judge))/,
      // Not judging: "it is routine, nobody is judging you", "there is no judgement here".
      /\b(?:nobody|no one|no-one|i am not|we are not|no one here is|nobody here is)(?: is)? judging (?:you|anyone)\b|\bthere is no judge?ment\b|\bwithout (?:any )?judge?ment\b|\bwe (?:do not|never) judge\b/,
      // The pain seen, said first: "you're awful sore, I can see that".
      /\byou (?:are|look|seem) (?:(?:really|very|so|awful|awfully|terribly|quite|clearly|in such) )*(?:sore|in pain|in agony|uncomfortable|distressed|worried|frightened|scared|upset|pain)\b[\s,]*(?:and )?i can (?:see|tell) (?:that|it)\b/,
      // Pain seen for what it does to the patient: "I can see this pain is really troubling you".
      /\bi (?:can )?(?:see|tell|know|appreciate) (?:that )?(?:this|the|your) pain is (?:(?:really|very|so|quite|clearly) )?(?:troubling|bothering|distressing|upsetting|getting to|wearing) you\b|\bi (?:can )?(?:see|tell|know|appreciate) (?:that )?(?:this|the|your) pain is (?:(?:really|very|so|quite|clearly|just) )?(?:terrible|awful|horrible|severe|unbearable|dreadful|excruciating|bad|a lot)\b/,
      /\b(?:do not|try not to) (?:blame|be (?:so |too )?hard on) yourself\b|\b(?:it is|that is|this is) not your fault\b/,
      /\bi (?:completely |totally |fully |really |do )*understand (?:you|him|her) (?:being|feeling) (?:so |very |really )?(?:worried|frightened|scared|anxious|nervous|upset|concerned|angry|frustrated|embarrassed)\b/,
      /\b(?:weighing|playing) on (?:you|your mind)\b/,
      /\bi (?:can see|can tell|know|realise|realize) (?:that )?(?:it|this|that) (?:really |is really |is |must )?(?:hurts|hurting|paining|sore|painful|hurt)\b/,
      // Weight named and shared: "that one is heavy", "that would wear anybody down", "I'd be the same",
      // "fair enough being raging about that".
      /\b(?:that|this)(?: one)? is (?:(?:really|very|so|quite|a) )*heavy\b|\b(?:that|it|this) (?:would|will|could|must|can) wear (?:anybody|anyone|you|a person|me) (?:down|out)\b/,
      // Pain seen and permission not to hide it: "I can tell that side is killing you", "you don't have to
      // be tough in here"; guilt lifted: "don't carry that round on your shoulders", "you've not left it
      // too late", "you did exactly the right thing"; the fear heard: "the anaesthetic is the big scary bit".
      /\bi can (?:see|tell|hear) (?:that )?(?:[a-z]+ ){0,4}(?:is|are) killing you\b|\byou (?:do not|did not) (?:have|need) to be (?:tough|brave|strong|stoic)\b/,
      /\b(?:do not|never) (?:carry|keep carrying) (?:that|this|it|the guilt)\b|\byou (?:have not|did not|have never) (?:left it|come) too late\b|\byou did (?:exactly |absolutely |just )?the right thing\b/,
      /\bi can (?:hear|see|tell) (?:that )?(?:[a-z]+ ){0,4}(?:is|was) the (?:big|biggest|really|most) (?:scary|frightening|worrying|hard|difficult) (?:bit|part|thing)\b/,
      /\bi would (?:be|feel) (?:exactly |just )?the same\b|\bfair enough (?:being|to be|you are|you being|feeling|that you are)\b/,
      // "Of course you are frightened", "that fear is very reasonable", "that must frighten you".
      /\bof course you (?:are|feel|would be|would feel|will be) (?:(?:so|very|really|a bit) )?(?:frightened|worried|scared|anxious|nervous|upset|afraid|angry)\b/,
      /\b(?:that|this|your|the) (?:fear|worry|concern|feeling)s? (?:is|are) (?:(?:very|completely|totally|perfectly|entirely|quite) )?(?:reasonable|understandable|natural|normal|valid|fair)\b/,
      /\b(?:that|this|it) (?:must|would|will) (?:frighten|scare|worry|upset|terrify) (?:you|him|her)\b/,
      /\b(?:it|that|this)(?: is)? not (?:your|his|her) fault\b/,
      // Naming what one sees: "you're clearly in a lot of discomfort", "I know you're worried about…".
      /\byou are (?:clearly |obviously |really |very |so )?in (?:(?:a lot of|so much|such|quite a lot of|a fair bit of|a great deal of|a world of|real|severe|big|much|great|terrible|bad) )?(?:pain|discomfort|agony)\b/,
      // A feeling named and called reasonable: "being scared of losing the kidney is completely reasonable".
      /\b(?:being|feeling|to be|to feel) (?:(?:so|very|really|a bit|a little) )?(?:scared|frightened|worried|anxious|nervous|upset|afraid|embarrassed|angry|frustrated)\b(?: [a-z]+){0,10}? (?:is|are) (?:(?:completely|totally|perfectly|very|entirely|quite|only) )?(?:reasonable|natural|normal|understandable|fair|okay|ok|human)\b/,
      // How hard it is to talk about: "it's not easy to talk about this part of the body with a stranger".
      /\b(?:it is|this is|it can be|it must be) (?:(?:really|very|so|quite|a bit) )?(?:not easy|never easy|hard|difficult) (?:to talk|talking|to discuss|discussing|to speak)\b/,
      // (The verb may be dropped, as in Malaysian and Singapore English: "I know you scared of an operation".)
      /\bi (?:know|realise|realize|appreciate|can see|see|understand) (?:that )?(?:you are|you have been|you must be|you feel|you were|you) (?:(?:really|very|so|quite|a bit|a little|understandably|naturally) )*(?:worried|scared|frightened|anxious|nervous|upset|concerned|embarrassed|in pain|in agony|sore|uncomfortable|distressed|frustrated|angry|afraid|suffering|hurting)\b/,
      /\bi hear you\b/,
      // A fear called natural with what causes it: "it's completely natural that the word 'biopsy'
      // makes you afraid", "these are real worries", "that is entirely understandable" (after a feeling).
      /\b(?:it is|is|it s) (?:(?:completely|totally|perfectly|entirely|quite|very) )?(?:natural|normal|understandable) (?:that|for you to|to)\b(?: [a-z']+){0,8}? (?:afraid|scared|frightened|worried|worry|anxious|nervous|upset|fear)\b|\b(?:these|those|they) are (?:very |completely )?(?:real|valid|understandable|natural|fair) (?:worries|fears|concerns)\b/,
      // The verb dropped, as in many Englishes: "I know this very embarrassing for you."
      /\bi (?:know|realise|realize|appreciate|understand) (?:that )?(?:this|it) (?:(?:really|very|so|quite|a bit|incredibly|awfully|terribly) )*(?:sore|painful|frightening|scary|worrying|upsetting|difficult|hard|distressing|uncomfortable|embarrassing|mortifying|humiliating|awkward)(?= for (?:you|him|her)\b| to (?:talk|say|discuss|ask|hear)\b| ,|$)/,
      // The worry heard and named: "this worry I hear", "I hear your worry", "I know you've been
      // fretting about dialysis".
      /\b(?:i (?:can )?hear|i (?:can )?understand) (?:your|that|this|the) (?:worry|worries|fear|fears|concern|concerns)\b|\b(?:this|that|your) (?:worry|fear|concern) i (?:can )?(?:hear|understand)\b/,
      /\bi (?:know|can see|can tell|understand|realise|realize) (?:that )?you (?:are|have been|were|have) (?:(?:really|been|so|quite|a bit) )*(?:fretting|stewing|losing sleep|beside yourself)\b/,
      // What an infinitive does to the patient: "to come back like this is frightening".
      /^(?:and |but |i know )?(?:to|having to) [a-z]+(?: [a-z]+){0,6} (?:is|must be|can be) (?:(?:really|very|so|quite|pretty|awfully|terribly) )*(?:frightening|scary|worrying|upsetting|distressing|hard|difficult|awful|horrible|exhausting|embarrassing|awkward|miserable|a lot)\b/,
      // What it does to a life: "it is touching your whole life", "it is not a small thing".
      /\b(?:it is|it has been|this is|that is|they are) (?:really |properly |clearly )?(?:touching|affecting|taking over|disrupting|ruining|spoiling|wrecking|dominating) (?:your|his|her) (?:whole |entire |daily |everyday )?(?:life|lives|day|days|work|job|relationship|marriage|sleep|nights)\b|\b(?:it is|this is|that is) (?:not|no) (?:a )?small (?:thing|matter)\b/,
      // "I can hear it's wearing you down", "it's really getting you down".
      /\b(?:i can (?:hear|see|tell) (?:that )?)?(?:it is|its|this is|they are|these are|that is) (?:really |properly |just )?(?:wearing|getting|grinding|dragging) you down\b/,
      /\bi can (?:hear|see|tell) (?:that )?(?:[a-z]+ ){0,9}(?:frightens|worries|scares|upsets|bothers|rattled|shaken|shaken up|frightened|scared|upset|worried) you\b/,
      // Lifting embarrassment: no judgement, and the same questions for everyone.
      /\b(?:i am|we are) not (?:here to )?(?:judging|judge|going to judge)\b|\bno judg(?:e)?ment\b|\bwithout (?:any )?judg(?:e)?ment\b/,
      /\b(?:i|we) ask (?:(?:absolutely|all|just about) )?(?:everyone|everybody|every (?:patient|man|woman|person|bloke|guy|fella|lady)|all (?:my |our |the )?(?:patients|men|women|blokes|guys|fellas|ladies))\b/,
      // As a teenager is spoken to: "bet it's scary", "it's awkward talking about your bits".
      /\b(?:i )?bet (?:it is|that is|this is|it was|you are|you were) (?:(?:really|very|so|quite|pretty|proper|a bit|well) )*(?:scary|frightening|painful|sore|awful|worrying|embarrassing|awkward|horrible|scared|worried|frightened|nervous|embarrassed|tough|hard|grim)\b/,
      /\b(?:it is|this is|that is|it can be|it must be) (?:(?:really|very|so|quite|a bit|pretty|proper|a little) )*(?:awkward|embarrassing) (?:to talk|talking|to discuss|discussing|to ask|to be asked|being asked)\b/,
      /\bi (?:know|realise|realize|appreciate|can see|understand) (?:that )?(?:it is|this is|that is|it has been|this has been|this must be|it must be) (?:(?:really|very|so|quite|a bit|incredibly|awfully|terribly) )*(?:sore|painful|frightening|scary|worrying|upsetting|difficult|hard|distressing|uncomfortable|a lot|a shock|a (?:big|huge|real|terrible|great) shock|tough|awful|horrible|embarrassing|mortifying|humiliating|awkward)\b/,
      // Subject dropped, as typed in a hurry: "Sorry, looks v painful."
      /(?:^|, )(?:looks?|sounds?) (?:(?:really|very|v|so|quite|pretty) )?(?:painful|sore|awful|horrible|nasty|uncomfortable|miserable|rough|difficult|hard|frightening|scary|grim)\b/,
      // Naming the feeling to lift it ("please don't be embarrassed"), unlike a bare "don't worry".
      /\b(?:do not|never) (?:be|feel) (?:embarrassed|ashamed|awkward)\b/,
      /\bnothing to (?:be |feel )?(?:embarrassed|ashamed|shy|shame|shamed)(?: about)?\b/,
      // Naming a feeling as natural in the moment: "it's frightening feeling this sick", "it's a great
      // deal to hear", "you've every right to be fed up", "that would drive me up the wall too".
      /\b(?:it is|it must be|it can be) (?:(?:really|very|so|quite|pretty|awfully|terribly) )*(?:frightening|scary|worrying|upsetting|distressing|horrible|awful|miserable|exhausting) (?:feeling|being|to feel|to be|when|for you|not knowing)\b/,
      /\b(?:it is|that is|this is) (?:such |quite |really )?(?:a lot|a great deal|so much|an awful lot) to (?:take in|hear|deal with|process|absorb|go through|cope with)\b/,
      /\byou (?:have|have got) every right to (?:be|feel) (?:worried|frightened|scared|upset|angry|cross|annoyed|frustrated|fed up|let down|disappointed)\b/,
      /\b(?:that|it) would (?:drive|make) (?:me|anyone|anybody) (?:up the wall|mad|crazy|frustrated|angry|worried|fed up)\b|\b(?:that|it) would do (?:my|anyone's|anybody's) head in\b/,
      // "It makes total sense that's where your head goes", "it makes sense you'd worry".
      /\b(?:it |that )?makes (?:total |complete |perfect |a lot of |every )?sense (?:that )?(?:you (?:are|feel|would|were|worry|might)|that is where your (?:head|mind|thoughts?) (?:goes|go|went))\b/,
      /\btake (?:your|as much|all the) time\b|\btake a (?:moment|minute|second)\b/,
      /\b(?:i am|we are) (?:here|sitting here) (?:for|with|to support) you\b/,
      /\b(?:how|what) (?:are|do|did) you (?:feel|feeling|think|thinking) about (?:this|that|it|what|all|everything|the news)\b/,
      /\b(?:this|that) (?:must|will|may|might) (?:come|have come) as (?:a|quite a|such a) (?:shock|surprise|blow)\b/,
      /\b(?:came|come|comes) as (?:a|quite a|such a) (?:shock|blow)\b/,
      // Naming what it has done to a life ("it sounds like it's taken over your life") and how much there
      // is to carry ("that's a lot to be carrying"); not being alone with it.
      /\b(?:sounds?|seems?|must feel|looks?) (?:like |as if |as though )?(?:it|this|that|they|these|the [a-z]+) (?:is |has |have |are |had )?(?:really |completely |totally |rather |quite )?(?:taken over|taking over|ruled|ruling|ruined|ruining|turned [a-z ]{0,20}upside down|getting you down|got you down|wearing you down|worn you down|knocked you)\b/,
      /\b(?:a lot|so much|an awful lot|a great deal|quite a lot|plenty|a big thing|a heavy thing|a lot on your plate) (?:for you )?to (?:be )?(?:carry|carrying|cope with|coping with|handle|handling|juggle|juggling|go through|going through|put up with|putting up with|live with|living with|deal with|dealing with|take in|taking in)\b/,
      /\byou are not (?:on your own|alone)(?=$| with (?:it|this|that)| in (?:this|that|it|feeling|having))/,
      // Sharing the feeling: "I'd be rattled too seeing red in the bowl."
      /\bi would (?:be|feel) (?:(?:really|pretty|very|just as|a bit) )?(?:rattled|worried|scared|frightened|upset|shaken|nervous|anxious|panicking|freaked out|terrified) (?:too|as well|myself)\b/,
      // What is hard to say, said to be hard ("I know it's not an easy thing to say out loud"), and a
      // fear seen for where it comes from ("I can see why dialysis is on your mind").
      /\b(?:not|never) (?:an |always |very )?easy (?:thing )?to (?:say|talk about|admit|share|bring up|mention|discuss|tell)\b|\bnothing (?:shameful|embarrassing) (?:in|about)\b/,
      /\bi can (?:see|understand|appreciate) why (?:[a-z]+ ){1,6}(?:is|are|has been|would be|must be) on your mind\b|\b(?:not going to|will not|am not going to) brush (?:that|it|this) (?:aside|off)\b/,
    ],
    // Inviting questions ("any questions?") is not checking understanding (ADR 0111), nor is a yes/no
    // check that invites a reflexive yes ("does that make sense?", "do you understand?", "is that
    // clear?"): the patient says back or is asked what they understood (teach-back, ADR 0140).
    'checks-understanding': [
      // ("To be sure I explained clearly, in your own words back to me you can tell: …")
      /\bto (?:make sure|check|be sure) (?:that )?i (?:have |had )?explained\b/,
      // "So I am sure I explained well: …"
      /\b(?:so|just so|so that) i am sure i (?:have )?(?:explained|been clear|made (?:it|myself) clear)\b/,
      /\b(?:so|just so|so that) i know (?:that )?i (?:(?:have|had) )?(?:explained|made sense|been clear)\b|\b(?:be sure|make sure|check) (?:that )?i (?:have|had) (?:made sense|been clear)\b/,
      // "Tell me in (or with) your own words what happens next / the difference between…", not the
      // story ("…in your own words what happened", the open question).
      /\b(?:tell|explain|say|describe)(?: to)? (?:me|us) (?:back )?(?:in|with) your (?:own )?words (?!(?:what|how|why|when) (?:has |had |is |have )?(?:happened|happening|been|going on|brought you|brings you|started|began|the (?:problem|matter|trouble) is)\b)/,
      /\b(?:tell|explain|say|describe)(?: to)? (?:me |us )?(?:back )?(?:(?:in|with) your (?:own )?words )?(?:what|how) (?:the plan|happens next|will happen|is going to happen|we are (?:going to|doing)|the (?:operation|procedure|treatment|next steps?)|you understand|i (?:have )?(?:said|explained))\b/,
      /\bis (?:there )?anything (?:else )?(?:you (?:would like|want|wish|would want) me to (?:go over|clarify|explain)|that (?:is|was) (?:unclear|confusing|not clear)|i can (?:explain|clarify|go over)|you (?:are|were) (?:unsure|not sure|unclear) about|you did not understand)\b/,
      // Instructions said back: "can you tell me how you'll take the tamsulosin and what to look out for?"
      /\b(?:tell|show) me how you (?:will|are going to|would) (?:take|use|give|manage|do|look after|change|empty)\b/,
      /\bwhat (?:will|would) you (?:look out for|watch out for|do if)\b/,
      /\bwhat (?:do|did) you understand\b/,
      // "Can you run me through what's happening next, in your own words?"
      /\b(?:run|walk|take|talk) (?:me|us) through (?:what|how) (?:is |are )?(?:happening|happens|going to happen|will happen|we are (?:doing|going to do)|the plan|the next steps?)\b/,
      /\bwhat is your understanding\b/,
      // "Could you run me through what you'll do at home, and what would bring you back in?"
      /\b(?:run|walk|take|talk) (?:me|us) through what you (?:will|are going to|would) (?:do|take|look out for|watch (?:out )?for)\b|\b(?:tell|show) me what you (?:will|are going to|would) do (?:at home|if|when)\b/,
      /\bwhat (?:have|has) (?:you been|anyone|the doctors?|your [a-z]+) (?:told|explained|said)\b/,
      /\b(?:tell|explain|repeat|say|summarise) (?:me |it |that |this |everything |what (?:i|we) (?:have )?(?:said|discussed|talked about|explained) )?back\b/,
      /\b(?:tell|explain to) me (?:(?:in|with) your (?:own )?words )?what you (?:understand|have understood|know|now know)\b/,
      // (Not to someone else: "would you like me to explain anything to her?")
      /\bwould you like (?:me )?to (?:go over|explain|repeat|go through) (?:anything|that|it|any of that|this|something)\b(?! (?:to|with|for) (?:her|him|them|your|the|my)\b)/,
      // In the passive: "could it be told back to me, in your own words, …"
      /\b(?:told|said|explained|repeated|described|given) back to (?:me|us)\b/,
      /\b(?:walk|talk|take|run) (?:me|us) back through\b/,
      /\b(?:are|were) you (?:happy|okay|comfortable) with (?:the plan|what i have (?:said|explained)|my explanation|the explanation)\b/,
    ],
    summarises: [
      /\b(?:summarise|summarising|sum (?:it |this |that |things |everything )?up|recap|recapping|in summary|in short|(?:to )?(?:pull|pulling|put|putting|bring|bringing) (?:it|this|that|everything|it all|all this|all of this|all that) together)\b/,
      /^(?:so |ok |okay |right )?(?:a )?(?:quick |brief |short )?summary\b/,
      // Announcing the whole picture: "So, here's the story: …", "let me explain what all is happening."
      /\b(?:here is|this is) (?:the (?:story|situation|picture|upshot)|where we are|what is (?:going on|happening|wrong))\b/,
      /\b(?:let me|i will|i am going to|i would like to) (?:just )?(?:explain|tell you) (?:what (?:all )?(?:is|has been) (?:going on|happening)|where we are|what we have found)\b/,
      // (Not the identity checked: "just to be sure I have the right file in my hands".)
      /\b(?:just )?to (?:check|make sure|confirm|be sure|be clear) (?:that )?(?:i|we) (?:have|understood|understand|got|heard|are on the same page)\b(?! (?:the )?(?:right|correct) (?:file|notes|patient|person|records?|details)\b)/,
      /\b(?:let me|can i|could i|may i|i will|i would like to|i am going to|i just want to) (?:just )?(?:check|make sure|confirm) (?:that )?i (?:have|understood|understand|got|heard)\b/,
      /\b(?:let me|let us|can i|could i|i will|i am going to|i would like to) (?:just )?(?:go|run|read) (?:back )?(?:over|through|back) (?:what|that|everything|the main|the key)\b/,
      /\bif i (?:have )?(?:understood|got) (?:you |this |that |it |everything )?(?:right|correctly)\b/,
      /\b(?:from what you have (?:told me|said)|what you have told me (?:so far|is)|so far you have told me|you have told me that)\b/,
    ],
    'safety-nets': [
      /\bif (?:[a-z]+ ){0,5}(?:gets?|getting|becomes?|becoming|goes|feel|feels|feeling|is|are) (?:any |much |a lot |even )?worse\b/,
      /\bif (?:[a-z]+ ){0,5}worsens?\b/,
      /\bif (?:[a-z]+ ){0,4}(?:does not|do not|is not|are not|has not|have not) (?:[a-z]+ )?(?:improve|improving|get better|getting better|settle|settling|go away|going away|resolve|better)\b/,
      /\bif (?:you|he|she|they|it|the [a-z]+|your [a-z]+|things?|anything|this|that|there) (?:[a-z]+ ){0,3}(?:develop|develops|get|gets|notice|notices|start|starts|experience|become|becomes|feel|feels|see|sees|have|has|come|comes|return|returns|recur|recurs|change|changes|happen|happens|are|is)\b(?: [a-z]+| ,){0,6} (?:fever|temperature|temp|hot|shivers?|shivering|shaky|shakes|rigors?|vomit|vomiting|sick|bleed|bleeding|blood|clots?|pain|unwell|worse|confused|dizzy|faint|collapse|breathless|breath|swelling|swollen|discharge|redness|rash|pass urine|pee|wee|passing urine|new symptoms?|symptoms|concerns?|worried|concerned|back)\b/,
      /\bif (?:[a-z]+ ){0,3}(?:you are|you become|you feel|anyone is) (?:at all )?(?:worried|concerned|unsure)\b/,
      /\bif (?:anything|things|something) (?:changes|change)\b/,
      // "If you pass clots or cannot pass urine, …"
      /\bif (?:you|he|she) (?:[a-z]+ ){0,2}?(?:pass|passes|passing|can not pass|cannot pass|are unable to pass|stop passing)(?: [a-z]+){0,2} (?:clots?|blood|urine|water|wee|pee|anything)\b/,
      /\b(?:call|ring|phone|dial|contact)\b(?: [a-z]+){0,4} (?:111|999|nhs 111|an ambulance|the emergency services|us|the ward|the hospital|the team|the nurse|your gp|the gp|the on call|the urology (?:team|ward)|your general practitioner)\b/,
      /\b(?:seek|get) (?:(?:urgent|immediate|medical|emergency) )*(?:medical )?(?:help|advice|attention|care|review)\b/,
      /\bdo not hesitate to\b/,
      /\bpress (?:the |your )?(?:call )?(?:bell|buzzer)\b/,
      /\b(?:warning|red flag) (?:signs|symptoms)\b/,
      /\b(?:look|watch) out for\b/,
      // Said as a label: "Safety-net: A&E the same day if…"
      /^safety ?net\b/,
    ],
  };

/** A feeling named and then dismissed in the same breath ("…, but please don't worry"). */
const dismissed =
  /\bbut (?:, )?(?:(?:honestly|please|really|seriously|you know) (?:, )?)*(?:do not|try not to) worry\b/;

/** A plan for a recurrence ("urethroplasty if it comes back") is a contingency, not a safety-net. */
const recurrencePlan =
  /\b(?:urethroplasty|operation|surgery|procedure|repeat|redo|another|further|second)\b[^.]*\bif (?:it|this|that|the [a-z]+) (?:comes back|come back|recurs|returns|happens again)\b/;

/**
 * What the patient should say during a procedure ("Sharp scratch. Tell me if it hurts.", "let me know
 * if you want me to stop") asks for feedback now: no safety-net, unless it looks ahead.
 */
const duringProcedure =
  /\b(?:tell|let) me (?:know )?if (?:[a-z]+ ){0,3}(?:hurts?|hurting|pain|painful|sore|uncomfortable|stop|break|too much)\b/;
const later = /\b(?:worse|comes? back|again|later|tonight|tomorrow|at home|when you go|after)\b/;

/** Safety-net patterns that count only in a statement with a condition or an urgent instruction. */
const conditionalSafetyNets: readonly RegExp[] = [
  /\b(?:let|tell|alert|inform|call) (?:the |a |one of the |your )?(?:nurses?|staff|us|team|doctors?|me)(?: know)?\b/,
  /\b(?:111|999)\b/,
  /\b(?:go|going|head|return|attend|come) (?:straight )?(?:back )?(?:in )?to (?:the )?(?:emergency department|emergency room|er|ed|a and e|a e|casualty|hospital|urgent care)\b/,
];
const urgency =
  /\b(?:if|straight away|immediately|urgently|right away|at once|any time|anytime|as soon as|sooner|should you)\b/;
const comeBack =
  /\b(?:come|coming|head|get yourself|bring (?:him|her|them|[a-z]+(?: [a-z]+)?)) (?:(?:straight |right )?back|(?:straight|right) in)\b/;

/** Whether one sentence shows a behaviour (open-question-first excepted: see `classifySentence`). */
/**
 * A full name, or a title and a name, asked as a question ("Peter Lindqvist?", "Mr Pike?"): a greeting
 * that starts no history (the examiners do not count it as an identity check either).
 */
const nameAsked =
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]iya|[Hh]ey|(?:[Gg]ood )?(?:[Mm]orning|[Aa]fternoon|[Ee]vening))(?: there)?[,!.]?\s+)*(?:(?:[Yy]ou must be|[Aa]re you),?\s+(?:um,?\s+)?)?(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? [A-Z][A-Za-z'’-]+|[A-Z][A-Za-z'’-]+ (?:[A-Z][A-Za-z'’-]+ )?[A-Z][A-Za-z'’-]+)\s*\?$|^(?:(?:[Aa]nd|[Ss]o) )?(?:[Yy]ou['’]re|[Yy]ou are|[Aa]re you|[Ii]s this|[Ii]s it) (?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? )?[A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+)?(?:,? (?:aren['’]t you|are you not|isn['’]t it|right|yes|yeah))?\s*\??$/;

const sentenceShows = (
  behaviour: Exclude<CommunicationBehaviour, 'open-question-first'>,
  sentence: string,
): boolean => {
  const s = behaviourText(sentence);
  if (s.length === 0) return false;
  if (behaviour === 'safety-nets' && (recurrencePlan.test(s) || (duringProcedure.test(s) && !later.test(s))))
    return false;
  // "I understand, it's a lot to take in, but honestly please don't worry": the feeling named, then
  // waved away (ADR 0143).
  if (behaviour === 'shows-empathy' && dismissed.test(s)) return false;
  if (patterns[behaviour].some((p) => p.test(s))) {
    // A safety-net said as a question is the trainee asking about a symptom, not advising.
    if (behaviour !== 'safety-nets' || !isAsking(sentence)) return true;
  }
  if (behaviour === 'safety-nets' && !isAsking(sentence)) {
    if (comeBack.test(s) && urgency.test(s)) return true;
    if (urgency.test(s) && conditionalSafetyNets.some((p) => p.test(s))) return true;
  }
  return false;
};

// --- open questions

/** Greetings, names and fillers a question may start with ("Hi John, so, what brings you in?"). */
const leadIn =
  /^(?:(?:hello|hi|hiya|hey|good morning|good afternoon|good evening|morning|afternoon|evening|okay|right|so|well|great|lovely|thanks|thank you|now|and|first|firstly|first of all|to start|to start with|to begin|to begin with|from the beginning|from the very beginning|from the start|from the top|first things first|to kick off|to get started|just|please|mr [a-z]+|mrs [a-z]+|ms [a-z]+|miss [a-z]+|mx [a-z]+|dr [a-z]+)(?: ,)? )+/;

const questionStart =
  /^(?:what|how|why|when|where|which|who|whose|(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|may|might|shall)\b(?! (?:come|go|get|be|do|see|need|have|look|check|sort|start|give|take|come back)\b)|any|anything|ever|tell|describe|explain|talk|walk)\b/;

/** Questions and prompts that invite the patient to tell their story. */
const openPrompts: readonly RegExp[] = [
  /\bwhat (?:has |have )?(?:brings?|brought) you\b/,
  /\bhow (?:can|may|could|might) (?:i|we) help\b/,
  /\bwhat can (?:i|we) do for you\b/,
  /\b(?:tell|telling|talk|talking|walk|walking|take|taking|run) (?:me|us)(?: ,)? (?:a (?:bit|little) |more |all )?(?:about|through|more|what|how|why|everything|from the (?:start|beginning)|in your own words)\b/,
  // "Tell me the whole story from the start", "give me the full history": the story asked for.
  /\b(?:tell|give|walk) (?:me|us) (?:through )?(?:the|your|this) (?:whole |full |entire |complete )?(?:story|history|account)\b/,
  // "In your own words", and as other Englishes put it, "with your words".
  /\b(?:in|with) your (?:own )?words\b/,
  /\bwhat (?:has|have) been (?:happening|going on)\b/,
  /\bwhat (?:is|has been) (?:going on|happening|the (?:problem|matter|trouble|main problem))\b/,
  /\bwhat seems to be\b/,
  /^what happened\b/,
  /\b(?:describe|explain) (?:to me )?(?:what|how|the|your|it|everything)\b/,
  /\bwhat (?:do|did) you (?:understand|know|think|make of)\b/,
  /\bhow (?:are|have) you (?:been )?(?:feeling|getting on|coping)\b/,
  /\bhow (?:has|did|does) (?:this|it|that|all this|everything) (?:affect|affected|start|started|begin|began|come on|came on)\b/,
  /\bwhere would you like to (?:start|begin)\b/,
  /\bwhat would you like to (?:talk|discuss|tell|ask|know)\b/,
  /\bwhat (?:made|makes|prompted) you\b/,
  /\bwhat (?:is|are|has been) (?:troubling|bothering|worrying|concerning) you\b/,
  /\bwhat (?:have|has) (?:you )?been told\b/,
  /\bwhat is your understanding\b/,
  /\bwhat (?:are|were) you (?:hoping|expecting)\b/,
];

/** Pleasantries, offers and requests for consent: questions that do not start the history. */
const notSubstantive: readonly RegExp[] = [
  /^how are you(?: doing| keeping)?(?: today| now| this morning| this afternoon| this evening)?$/,
  /^are you (?:okay|all right|comfortable|warm enough|in a comfortable position)\b/,
  /^is (?:it|that) (?:okay|all right|fine)\b/,
  /^(?:do|would) you mind\b/,
  /^would it be (?:okay|all right|fine)\b/,
  /^would you like\b/,
  /^(?:have|take) a seat\b/,
  /^(?:sit|come) (?:down|in)\b/,
  /^shall i\b/,
  /^can i get you\b/,
  /^can you hear me\b/,
  /^is (?:now|this) (?:a good|an okay|okay|a convenient)\b/,
  /^are you happy (?:for me )?to\b/,
  /^(?:can|could|may) i (?:come in|sit|take a seat|call you|start)\b/,
  /^(?:nice|pleased|good|lovely) to meet you\b/,
  /^(?:can|could|may) i (?:just )?(?:ask|have|take)(?: you)? (?:a few|some|a couple of|a little|a bit of) (?:questions|minutes|time|details)\b/,
  /^(?:can|could|may) i ask you (?:some|a few) questions\b/,
  // Setting up the talk (who is with them, whether there is time) comes before the history (ADR 0141).
  /^(?:have|did) you (?:got |brought )?(?:anyone|anybody|someone|somebody) (?:with you|here|along|to come)\b/,
  /^(?:is|was) (?:there )?(?:anyone|anybody|someone|somebody) (?:with you|here|who came)\b/,
  /^(?:have|did) you come (?:on your own|alone|by yourself|with anyone|with someone|with anybody)\b/,
  // (…in the order of a statement too: "Before we start, you came by yourself today?")
  /\byou (?:came|have come|come) (?:here |in |along )?(?:today )?(?:on your own|alone|by yourself|with anyone|with someone|with anybody)\b/,
  /^(?:do|have) you (?:have|got) (?:time|long|enough time|a few minutes)\b/,
  /\byou (?:have|have got|got) (?:some |enough |a bit of |a little )?time (?:with us|for (?:this|me|us)|now|today)\b|\b(?:you are|are you) (?:not )?in (?:a|any) (?:hurry|rush)\b/,
];

const closedWh =
  /^(?:how (?:much|many|old|long|often|far|bad|severe|heavy|big|frequent|frequently|quickly|soon|sure)|what (?:time|day|date|age|year|month|colou?r|number|dose|size|kind|type|side|about|medications?|tablets?|medicines?|is your (?:name|date|age|address|job|occupation)))\b/;
/** "What were the readings?", "what was the result?": a question for one datum, not for the story. */
const datumWh =
  /^what (?:is|was|are|were) (?:the|your|his|her|their) (?!(?:main |biggest )?(?:problem|matter|trouble|concern|concerns|worry|worries|understanding|thoughts?|feelings?|story|experience|question|questions|expectations?|hopes?|fears?)\b)[a-z]+(?: [a-z]+)?$/;

/** An auxiliary not followed by its subject ("has written to us"): no inverted question. */
const auxiliaryWithoutSubject =
  /^(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|may|might|shall)\b(?! (?:you|your|he|she|it|there|they|we|i|the|this|that|these|those|anyone|anybody|anything|someone|somebody|something|any|his|her|their|my|our|a|an)\b)/;

/** How a sentence counts for "open question first": not a history question, open, or closed. */
export type QuestionKind = 'skip' | 'open' | 'closed';

const stripLeadIn = (s: string): string => {
  let t = s;
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(leadIn, '').replace(/^, /, '');
    // A short first clause that is not itself a question is a name or a filler ("John , …").
    const comma = t.indexOf(' , ');
    if (comma > 0) {
      const first = t.slice(0, comma);
      if (first.split(' ').length <= 2 && !questionStart.test(first)) t = t.slice(comma + 3);
    }
    if (t === before) break;
  }
  return t.trim();
};

/** Classifies one sentence of a trainee line for "open question first". */
export const classifySentence = (sentence: string): QuestionKind => {
  const s = stripLeadIn(behaviourText(sentence));
  if (s.length === 0) return 'skip';
  if (openPrompts.some((p) => p.test(s))) return 'open';
  if (
    sentenceShows('introduces-self', sentence) ||
    sentenceShows('confirms-identity', sentence) ||
    nameAsked.test(sentence.trim()) ||
    // "…, or would you rather I called you Pat?": how to address the patient is part of the greeting.
    /\bwould you (?:rather|prefer|like) (?:me to call you|i call(?:ed)? you|to be called|me to use)\b/.test(s)
  )
    return 'skip';
  const bare = s.replace(/ , /g, ' ');
  if (notSubstantive.some((p) => p.test(bare))) return 'skip';
  if (!isQuestionMark(sentence) && !questionStart.test(bare)) return 'skip';
  // Without a question mark, an auxiliary left after a name is a statement's verb, not a question
  // ("Your GP, Dr Ahmed, has written to us about you.").
  if (!isQuestionMark(sentence) && auxiliaryWithoutSubject.test(bare)) return 'skip';
  // "Tell me, please, from your side — what did the doctors explain?": the question after the
  // request is the one asked.
  const asked =
    /^(?:tell|say to) (?:me|us)\b[^a-z]*(?:(?:please|kindly|now|first|honestly|from your (?:side|point of view)|in your own words)\b[^a-z]*)*((?:what|how|why)\b.*)$/.exec(
      bare,
    )?.[1];
  if (asked) return classifySentence(`${asked}?`);
  if (/^why\b/.test(bare)) return 'open';
  if (/^(?:what|how)\b/.test(bare) && !closedWh.test(bare) && !datumWh.test(bare)) return 'open';
  return 'closed';
};

/** The first question in a line that starts the history, and whether it is open; null when none. */
export const firstQuestionIn = (text: string): { sentence: string; open: boolean } | null => {
  for (const sentence of splitLine(text)) {
    const kind = classifySentence(sentence);
    if (kind !== 'skip') return { sentence, open: kind === 'open' };
  }
  return null;
};

// --- introductions: a name and a role

/** Words that, after "I am", are not a name ("I'm sorry", "I'm one of the doctors"). */
const notNames = new Set(
  `a an the one just also here going not sorry afraid worried concerned about happy glad unsure sure aware
  checking asking calling getting looking trying waiting your from with part on in at dr doctor doctors
  so very really just the urology surgical medical on call covering today now back fine well ok okay
  and but then called known over taking going coming fae wi no yer`.split(/\s+/),
);
const namePatterns: readonly RegExp[] = [
  // "Hi, Tom Reilly, urology reg on call": a full name and then a role, without "I'm".
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]iya|[Mm]orning|[Aa]fternoon|[Ee]vening|[Gg]ood (?:morning|afternoon|evening))(?: (?:mate|there|both|all))?[,!.]?\s+)?(?!(?:Mr|Mrs|Ms|Miss|Mx|Dr|Hi|Hello|Hiya|Hey|Morning|Evening|Afternoon|Good|Right|Ok|Okay|So|Sorry|Thanks)\b)[A-Z][A-Za-z'’-]+ [A-Z][A-Za-z'’-]+(?:,|\s+[-–—:])\s+(?:I['’]m |I am )?(?:the |a |one of the |your )?(?:[a-z]+ ){0,2}(?:reg|registrar|sho|doctor|fy1|fy2|f1|f2|consultant|nurse|student|resident|house officer|SpR|StR|SHO|FY[12])\b/,
  // …or a first name and a bare role, as typed ("Priya, uro reg", "Conor, one of the urology regs").
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]iya|[Mm]orning|[Ee]vening)[,!.]?\s+)?(?!(?:Mr|Mrs|Ms|Miss|Mx|Dr|Hi|Hello|Hiya|Hey|Morning|Evening|Afternoon|Good|Right|Ok|Okay|So|Sorry|Thanks)\b)[A-Z][A-Za-z'’-]+,\s+(?:one of the |the |your )?(?:uro|urology|surgical|surgery|on[- ]call)?\s?(?:reg|registrar|sho|SHO|SpR|StR|fy1|fy2|FY1|FY2|f1|f2|consultant|resident|house officer)s?(?:\s+(?:on call|on-call|here|from urology|today))?\s*(?:[.,!;]|$)/,
  /\bmy name(?:['’]s| is)\s+(?:dr\.?\s+|doctor\s+)?[a-z]{2,}/i,
  /\b(?:Dr\.?|Doctor)\s+[A-Z][A-Za-z'’-]+/,
  /\bdr\.?\s+[a-z]{2,}/i,
  // Dictated in lower case: "i'm doctor tom ellis, the urology registrar".
  /\bi(?:['’]m| am) doctor (?!(?:on|in|for|from|here|and|with|who|that|today|tonight)\b)[a-z]{2,}/i,
  /\b(?:call me|known as)\s+[a-z]{2,}/i,
  /\b[A-Z][a-z'’][A-Za-z'’-]*\s+here\b/,
];
/** "I'm Sam", "this is Sam": the word after it, when it is a name. */
const introducedName = /\b(?:i am|i['’]m|im|this is|it['’]s)\s+([a-z'’-]{2,})/gi;

/** Whether a line gives the speaker's name (in any of its sentences: "Ethan? Hi, Femi Okafor, SpR…"). */
export const givesName = (text: string): boolean => {
  const sentences = [text, ...splitLine(text).slice(1)];
  if (namePatterns.some((p) => sentences.some((s) => p.test(s)))) return true;
  for (const m of text.matchAll(introducedName)) {
    const word = m[1]!;
    const capital = /^[A-Z]/.test(word);
    // ("It's Sam" names; "it's most likely a cyst" does not: after "it's" or "this is", a capital.)
    if (!capital && /^(?:it|this)/i.test(m[0])) continue;
    if (!notNames.has(word.toLowerCase()) && (capital || !/(?:ing|ed|ly)$/.test(word))) return true;
  }
  return false;
};

const rolePattern = new RegExp(
  `\\b(?:${roles.slice(3, -1)}|urology|urological)s?\\b|\\b(?:from|with|part of|on) the (?:[a-z]+ ){0,3}(?:team|department)\\b|\\bi (?:work|am working) (?:in|on|with|for)\\b`,
);

/** Whether a line gives the speaker's role ("Dr Patel" alone is a name, not a role: ADR 0142). */
export const givesRole = (text: string): boolean => rolePattern.test(behaviourText(text.replace(/\n/g, ' ')));

/** Whether a line asks something: a question, or a request to tell ("Tell me about the pain"). */
export const asksSomething = (text: string): boolean =>
  splitLine(text).some((sentence) => {
    if (isQuestionMark(sentence)) return true;
    const s = stripLeadIn(behaviourText(sentence)).replace(/ , /g, ' ');
    if (tellsAfterWhWord(s)) return false;
    return (
      /^(?:tell|describe|explain|talk|walk|take me|run (?:me|us) through|go through|fill me in|paint (?:me|us) a picture|let me know|give me|go on|could|can|would|do(?! not\b)|does|did|have|has|had|are|is|was|were|any|what|how|why|when|where|which|who)\b/.test(
        s,
      ) || /\bi (?:would like|want|need|wanted) to (?:ask|know|hear|check|understand)\b/.test(s)
    );
  });

/** A line headed as a summing-up: "So: …", "In short: …". */
const summaryHeading =
  /^\s*(?:so,? )?(?:(?:mr|mrs|ms|miss|dr)\.? [a-z'-]+\s*,\s*|[a-z'-]+\s*,\s*)?(?:so|summary|in summary|in short|in brief|in a nutshell|to sum up|to summarise|to summarize|to put it (?:short|shortly|simply|briefly)|bottom line|(?:so,? )?to resume|en r[eé]sum[eé])\s*:/i;
/** What happens next, named: options, a plan, a return, a call. */
const whatNext =
  /\b(?:options?|plan|next|come back|see you|calls?|will|(?:we|i) (?:are going to|need to|would like to|book|arrange|refer|start|stop|give|do|send|see|admit|put|take|watch|keep|monitor|check|review)|you (?:stay|go home|stay in))\b/;

/**
 * Whether one trainee line shows a behaviour. For open-question-first: whether the first question
 * of the line that starts the history is open. An introduction needs a name and a role.
 */
export const lineShowsBehaviour = (behaviour: CommunicationBehaviour, text: string): boolean => {
  if (behaviour === 'open-question-first') return firstQuestionIn(text)?.open ?? false;
  if (behaviour === 'introduces-self') return givesName(text) && givesRole(text);
  if (behaviour === 'summarises' && explainsAndPlans(text)) return true;
  // "So: cancer in the prostate, found early. The options are … and in two weeks you come back…": a
  // line headed "So:" that goes on to what happens next sums up (the diagnosis alone does not).
  if (behaviour === 'summarises' && summaryHeading.test(text) && whatNext.test(behaviourText(text)))
    return true;
  return splitLine(text).some((sentence) => sentenceShows(behaviour, sentence));
};

// What the rubric's "summarises" items ask for ("summarises the situation and plan", "explains what
// is happening and the plan"): besides a recap, one line that tells the patient what is wrong and
// what will be done next. A plan already carried out ("we've started antibiotics") is not a next
// step, and a line that only asks is not an explanation.
const explainsWhat =
  /\b(?:it is|this is|that is) called\b|\b(?:it looks like|it seems|i think|i suspect|this is|that is|which is) (?:why|what|because|a|an|the|your|you have|caused|due)\b|\bwhich is why\b|\bthat is why\b|\b(?:you have|you have got|you have had) (?:a|an|some) [a-z]+|\byou have [a-z]+ (?:blocking|in|inside|causing|pressing)\b|\bthe (?:scanner|scans) (?:shows?|showed)\b|\b(?:is|are|has|have|was|were|got|has been|had been) (?:blocking|blocked|stuck|trapped|twisted|infected|swollen|bleeding|broken|torn|bunged|clogged|plugged|jammed)\b|\bwe call (?:it|this|that)\b|(?<!\bwhat )\bthe (?:scan|ct|x-?ray|ultrasound|test|tests|bloods?|results?|biopsy|mri) (?:shows?|showed|confirms?|confirmed|found)\b|\bwhat (?:has|had) happened is\b|\b(?:is|was) caused by\b|\bbecause (?:of )?(?:a|an|the|your|some|it|it is|they|they are)\b|\bbecause if (?:we|you|it|the)\b|\b(?:stones?|clots?|infections?|pus|blockages?|twist) (?:is |are )?(?:blocking|trapped|stuck|twisted)\b|\b(?:this|it|that) is (?:a |an )?[a-z]+(?: [a-z]+)? (?:gangrene|disease|syndrome|infection|abscess|stricture|narrowing|retention|torsion|obstruction|fracture|injury|tear|cyst|hydrocele|varicocele|hernia|inflammation|sepsis|priapism|paraphimosis|enlargement|hyperplasia|colic)\b|\b(?:what|which) (?:surgeons|doctors|we|urologists|the doctors) call\b|\bwhat (?:has |is )?happened (?:is|,)|\b(?:clotted|blocked|bunged up) (?:the|your)\b|\b(?:let me|i will|i want to|i would like to) explain what (?:i think |we think )?(?:has happened|is (?:going on|happening|wrong))\b|\b(?:has|have) been (?:slowly |gradually )?(?:narrowing|blocking|squeezing|pressing on)\b|\b(?:has|have) backed up\b|\byou have (?:a |an )?(?:[a-z]+ )?(?:retention|infection|torsion|stones?|fracture|tear|bleed|abscess|sepsis|blockage|cancer|tumour|tumor|priapism|paraphimosis)\b|\bif (?:we|you|i) (?:took|take|were to take|removed|remove|stopped|stop|took out|take out) (?:it|the [a-z]+|them)\b[^.;]*\b(?:would|will|could)\b|\b(?:otherwise|or else)\b[^.;]*\b(?:would|will|could) (?:build|come|get|go|hurt|damage|block|bleed|spread)\b|\b(?:would|will|could) (?:build (?:back )?up and )?(?:hurt|damage|harm|injure|strain) (?:the|your) (?:kidneys?|bladder|testicles?|testis|skin|penis|heart)\b|\b(?:this|it|that|which) (?:damages|hurts|harms|strains|injures) (?:the |your )?(?:kidneys?|bladder|testicles?|testis|skin|penis|heart)\b|\bbecause (?:the |your )?(?:bladder|kidneys?|prostate|stone|urine|pus|catheter|testicle|testis|blood|infection|pressure) (?:is|are|was|were|has|have)\b/;
const nextStep =
  /\b(?:i am|we are|i will|we will|now we|now i|(?:tonight|today|tomorrow|then|first|next|so),? (?:i|we)|(?:i|we) (?:go|gonna|going to go)|your (?:gp|doctor|nurse|team) will|the gp will|(?:they|radiology|the radiologists?|the surgeons?|the team|the consultant|the urologists?|the nurses?) will|i would like to|we would like to|we need to|i need to|you will need|you need|we can|i can|the plan is|the next (?:step|thing)|next we|what i would do|what we will do|what we are going to do|we should|we are going to|i am going to) (?:[a-z]+ ){0,3}?(?:to )?(?:wash|flush|put|give|start|do|arrange|book|refer|take|send|drain|place|insert|operate|treat|check|keep|speak|talk|numb|reduce|remove|scan|get|ask|admit|monitor|see|let|stop|change|bring|discuss|organise|organize|prescribe|clear|replace|repair|push|ease|squeeze|ring|call|phone|bleep|inform|tell|update|review|watch|plan|letting|ringing|calling|getting|giving|starting|sending|taking|booking|arranging|referring|planning|checking|washing|running|restarting|monitoring|run|restart|rebook|follow up|chase)\b|\byou (?:will )?(?:need|require) (?:a|an|to have|to go|to come|to stay|urgent|some|operation|surgery|theatre) |\b(?:it|this|that) (?:needs|will need|requires|is going to need) (?:a|an|urgent|an urgent|surgery|an operation|theatre|draining|drainage)\b|\byou will (?:have|get|go home with) (?:a|an|some|the|it)\b|(?<!\b(?:before|until|till|when|if|once|after|unless) )\bwe (?:would |could |can |will |then )?(?:give|put|remove|start|send|drain|wash|rinse|flush|irrigate|keep|arrange|book|refer|admit|stop|plan|watch|check|review) (?:you|your|a|an|the|some|it|him|her)\b|\byou (?:will|can|could|would|may) (?:go home|stay in|be staying in|be going home)\b|^(?:the )?plan (?:is )?(?!to ask\b)[a-z]+|\bthe only (?:way|option|treatment|thing)(?: [a-z]+){0,4} is to (?:[a-z]+ )?(?:cut|operate|drain|remove|take|give|wash|put|clear)\b|\b(?:(?:the|this|your) (?:catheter|tube|drain|stent)|it)(?: [a-z']+){0,4}? (?:will|is going to|needs to|has to|must|go have to|will have to) (?:need to )?(?:stay|come out|go in|be changed|be removed)\b|\bwe (?:would |will |can )?plan (?:an?|the|your|some|operation|surgery|treatment)\b|\b(?:tonight|today|tomorrow|now|then|first|next|later)\b[^.;]{0,24}?\bwe (?:will )?(?:pass|put|give|start|drain|insert|place|remove|do|take|send|operate|plan)\b|\bwe (?:would|will|can|could) (?:then )?(?:talk|discuss) (?:about )?(?:an?|the|your|options|whether|surgery|treatment)\b/;

/** Whether a line tells the patient a next step (not as a question, not denied). */
export const plansNextStep = (text: string): boolean =>
  splitLine(text)
    .filter((sentence) => !isQuestionMark(sentence))
    .map((sentence) => behaviourText(sentence))
    .some((s) => {
      const m = nextStep.exec(s);
      return !!m && !/\b(?:not|no|never)\b/.test(s.slice(0, m.index).split(' ').slice(-5).join(' '));
    });

/** Whether a line tells the patient what is wrong (not as a question). */
const explains = (text: string): boolean =>
  splitLine(text)
    .filter((sentence) => !isQuestionMark(sentence))
    .some((sentence) => explainsWhat.test(behaviourText(sentence)));

// ("I don't think we need to do the rectal exam" plans nothing.)
const explainsAndPlans = (text: string): boolean => explains(text) && plansNextStep(text);

/**
 * What is wrong told in one line and the next step in the next ("…it's clotted and blocked the
 * catheter." then "Clots are out… I'm letting Mr Lal know tonight."): the first of the two lines.
 * For an item about a topic ("explains the catheter and the plan"), the explaining line names it (a
 * catheter only "thought about" in a later line is not explained).
 */
export const explainsThenPlans = (
  transcript: readonly ScoringMessage[],
  /** What the explaining line must be about (an item's topics), when it names any. */
  about: (text: string) => boolean = () => true,
): TranscriptRef | null => {
  const lines = traineeLines(transcript);
  for (let i = 0; i + 1 < lines.length; i++)
    if (explains(lines[i]!.text) && plansNextStep(lines[i + 1]!.text) && about(lines[i]!.text))
      return ref(lines[i]!);
  return null;
};

const traineeLines = (transcript: readonly ScoringMessage[]) =>
  transcript.filter((m) => m.sender === 'trainee' && m.channel === 'patient');

const ref = (m: ScoringMessage): TranscriptRef => ({
  messageId: m.id,
  text: m.text,
  elapsedSeconds: m.elapsedSeconds,
});

/** The first question of the session that starts the history (trainee to patient), if any. */
export const firstQuestion = (
  transcript: readonly ScoringMessage[],
): { line: TranscriptRef; sentence: string; open: boolean } | null => {
  for (const m of traineeLines(transcript)) {
    const found = firstQuestionIn(m.text);
    if (found) return { line: ref(m), ...found };
  }
  return null;
};

/** The first trainee line to the patient that shows the behaviour, or null. */
export const findBehaviour = (
  behaviour: CommunicationBehaviour,
  transcript: readonly ScoringMessage[],
): TranscriptRef | null => {
  if (behaviour === 'open-question-first') {
    const first = firstQuestion(transcript);
    return first?.open ? first.line : null;
  }
  const lines = traineeLines(transcript);
  const line = lines.find(
    (m, i) =>
      lineShowsBehaviour(behaviour, m.text) &&
      // What the patient understands of why the tests were done, asked before anything was explained,
      // is the perception that opens a consultation, not a check of what was explained (ADR 0144).
      !(
        behaviour === 'checks-understanding' &&
        !lineShowsBehaviour(behaviour, m.text.replace(perceptionQuestion, '')) &&
        !lines.slice(0, i).some((earlier) => {
          // (What the patient said, read back — "So you've had a bad night and want to know…" — is
          // not an explanation.)
          const told = splitLine(earlier.text)
            .filter((sentence) => !readBack.test(behaviourText(sentence)))
            .join(' ');
          return explains(told) || plansNextStep(told);
        })
      ),
  );
  return line ? ref(line) : null;
};

/** A sentence that reads back what the patient said ("So you've had a bad night…", "You mentioned…"). */
const readBack =
  /^(?:(?:ok|okay|right|and|hello|hi) )*(?:so you|you said|you mentioned|you have told me|you told me)\b/;

/** "What's your understanding of why we did the MRI?", "what do you understand so far?" */
const perceptionQuestion =
  /\bwhat(?:['’]s| is| do you| did you) (?:already |currently )?(?:your )?understand(?:ing)?\b[^.?!]*[.?!]?|\bwhat (?:have|has) (?:you been|anyone|the doctors?|your [a-z]+) (?:told|explained|said)\b[^.?!]*[.?!]?/gi;
