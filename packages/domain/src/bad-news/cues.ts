import type { BabScenario } from '@urosim/contracts';

// What a trainee's line does, as SPIKES sees it: the phrases of each step, read from the text
// alone. Scenario words (the news, its jargon, its plan) come from the scenario; the rest are the
// ordinary phrases of the protocol, kept here as data.

/** Lower case, curly quotes straightened, spaces collapsed. */
export const normaliseLine = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()} `;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first index at which `phrase` starts as whole words in a normalised line, or -1. */
const wordIndex = (line: string, phrase: string) => {
  const match = new RegExp(`(?<![a-z0-9])${escapeRegExp(phrase.toLowerCase())}(?![a-z0-9])`).exec(line);
  return match ? match.index : -1;
};

const firstIndex = (line: string, phrases: readonly string[]) => {
  const found = phrases.map((p) => wordIndex(line, p)).filter((i) => i >= 0);
  return found.length === 0 ? -1 : Math.min(...found);
};

const hasAny = (line: string, phrases: readonly string[]) => firstIndex(line, phrases) >= 0;

/** The protocol's phrases, by step. */
export const spikesPhrases = {
  introduction: [
    'my name is',
    "i'm dr",
    'i am dr',
    "i'm doctor",
    "i'm one of the",
    'i am one of the',
    "i'm the",
    'i am the',
  ],
  setting: [
    'somewhere private',
    'somewhere quiet',
    'quiet room',
    'private room',
    'a good time',
    'good time to talk',
    'someone with you',
    'anyone with you',
    'anybody with you',
    'someone to be with you',
    'bring someone',
    'family member',
    'relative with you',
    'friend with you',
    'are you comfortable',
    'have a seat',
    'take a seat',
    'sit down',
    'not be disturbed',
    'enough time',
    'plenty of time',
    'is it ok to talk',
    'is it okay to talk',
    'are you happy to talk',
  ],
  perception: [
    'what do you understand',
    'what you understand about',
    'why you had',
    'why you came',
    'what have you been told',
    'what were you told',
    'what did they tell you',
    'what do you know',
    "what's your understanding",
    'what is your understanding',
    'what were you expecting',
    'what do you think',
    'do you know why',
    'what has been explained',
    'what has anyone told you',
    'what do you remember',
    'what are you worried',
    'what have you been thinking',
    'can you tell me what you know',
  ],
  invitation: [
    'how much would you like',
    'how much do you want',
    'how much detail',
    'how much information',
    'would you like me to explain',
    'would you like me to go through',
    'would you like to know',
    'do you want to know',
    'do you want me to explain',
    'do you want me to go through',
    'shall i go through',
    'shall i explain',
    'are you happy for me to',
    'is it ok if i explain',
    'is it okay if i explain',
    'is it ok if i go through',
    'is it okay if i go through',
    'the results in detail',
    'how would you like me to',
  ],
  warningShot: [
    "i'm afraid",
    'i am afraid',
    'unfortunately',
    'not the news',
    'not good news',
    'bad news',
    'difficult news',
    'serious news',
    'not what we hoped',
    'not what we were hoping',
    'i wish i had better news',
    'i wish i had better',
    'more serious than',
    'not as we had hoped',
    "not as we'd hoped",
    'something serious',
    'some news that is not',
    'results are not good',
    "results aren't good",
    'i am sorry to tell you',
    "i'm sorry to tell you",
    'i am sorry to say',
    "i'm sorry to say",
    'prepare yourself',
    'did not go as planned',
    "didn't go as planned",
    'did not go quite as planned',
    "didn't go quite as planned",
  ],
  empathy: [
    "i'm sorry",
    'i am sorry',
    'so sorry',
    'i can see',
    'i can imagine',
    'i imagine',
    'this must be',
    'that must be',
    'it must be',
    'must be a shock',
    'understandabl',
    'take your time',
    'no rush',
    "it's ok to",
    "it's okay to",
    'it is ok to',
    'it is okay to',
    'a lot to take in',
    'how are you feeling',
    'how do you feel',
    "that's a lot",
    'here for you',
    "you're not alone",
    'you are not alone',
    'it is normal to feel',
    "it's normal to feel",
    'i understand this is',
    'i understand that this',
    'shocking',
    'upsetting',
    'frightening',
    'worrying for you',
  ],
  checksUnderstanding: [
    'does that make sense',
    'does this make sense',
    'make sense so far',
    'what you understand',
    'what have you understood',
    'tell me what you',
    'in your own words',
    'any questions',
    'what questions',
    'is that clear',
    'have i explained',
    'with me so far',
    'follow so far',
    'what you have taken',
    "what you've taken",
    'anything you would like me to go over',
    'anything i can explain',
    'anything you want me to explain',
  ],
  summary: [
    'to summarise',
    'to summarize',
    'to sum up',
    'to recap',
    'in summary',
    'just to go over',
    'the main points',
    'so just to recap',
  ],
  plan: [
    'next step',
    'next steps',
    'the plan',
    'a plan',
    'treatment',
    'options',
    'what happens next',
    'specialist nurse',
    'support',
    'follow-up',
    'follow up',
  ],
  // Words that end the conversation ("we'll see you in clinic" is a plan, not a goodbye).
  closing: [
    'goodbye',
    'bye',
    'see you soon',
    'see you later',
    'take care',
    "we'll be in touch",
    'we will be in touch',
    'i will leave you',
    "i'll leave you",
    "that's everything",
    'that is everything',
    'that is all',
    "that's all",
    'thank you for coming',
    'thanks for coming',
  ],
  greeting: ['hello', 'hi', 'good morning', 'good afternoon', 'good evening'],
  explained: [
    'which means',
    'that means',
    'this means',
    'meaning',
    'in other words',
    'in plain',
    'a type of',
  ],
} as const;

/** What one trainee line does. `position` fields say where a phrase starts (or -1). */
export type LineCues = {
  introduces: boolean;
  greets: boolean;
  setting: boolean;
  perception: boolean;
  invitation: boolean;
  warningShot: boolean;
  /** The news given in plain words (or jargon explained in them). */
  givesNews: boolean;
  /** Jargon terms used and not explained in the same line. */
  jargon: string[];
  empathy: boolean;
  checksUnderstanding: boolean;
  summary: boolean;
  plan: boolean;
  closing: boolean;
  /** A warning phrase comes before the news in the same line. */
  warnsBeforeNews: boolean;
  words: number;
};

/** Reads one trainee line against the scenario's words and the protocol's phrases. */
export const readLine = (
  scenario: Pick<BabScenario, 'newsTerms' | 'jargon' | 'planTerms'>,
  text: string,
): LineCues => {
  const line = normaliseLine(text);
  const isExplained = hasAny(line, spikesPhrases.explained);
  const jargonUsed = scenario.jargon.filter(({ term }) => wordIndex(line, term) >= 0);
  const jargon = jargonUsed
    .filter(({ plain }) => !isExplained && wordIndex(line, plain) < 0)
    .map(({ term }) => term);
  const newsAt = firstIndex(line, scenario.newsTerms);
  // Jargon explained in plain words gives the news as well.
  const givesNews = newsAt >= 0 || (jargonUsed.length > 0 && isExplained);
  const warnAt = firstIndex(line, spikesPhrases.warningShot);
  return {
    introduces: hasAny(line, spikesPhrases.introduction),
    greets: hasAny(line, spikesPhrases.greeting),
    setting: hasAny(line, spikesPhrases.setting),
    perception: hasAny(line, spikesPhrases.perception),
    invitation: hasAny(line, spikesPhrases.invitation),
    warningShot: warnAt >= 0,
    givesNews,
    jargon,
    empathy: hasAny(line, spikesPhrases.empathy),
    checksUnderstanding: hasAny(line, spikesPhrases.checksUnderstanding),
    summary: hasAny(line, spikesPhrases.summary),
    plan: hasAny(line, spikesPhrases.plan) || hasAny(line, scenario.planTerms),
    closing: hasAny(line, spikesPhrases.closing),
    warnsBeforeNews: warnAt >= 0 && (newsAt < 0 || warnAt < newsAt),
    words: line.trim().split(' ').filter(Boolean).length,
  };
};

/** A line this long that gives the news gives too much at once (no pause for the patient). */
export const NO_PAUSE_WORDS = 60;
