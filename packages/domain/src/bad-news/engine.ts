import type { BabEmotion, BabReaction, BabScenario } from '@urosim/contracts';
import { type LineCues, NO_PAUSE_WORDS, readLine } from './cues.ts';

/**
 * Where a breaking-bad-news conversation stands: the patient's emotion, what the trainee has done so
 * far, and how far each list of lines has been used (so replies vary but stay deterministic).
 * Stored with the session after every turn.
 */
export type BabState = {
  emotion: BabEmotion;
  isWarned: boolean;
  isNewsGiven: boolean;
  /** The patient showed an emotion that the trainee has not acknowledged yet. */
  isAwaitingEmpathy: boolean;
  isUnderstandingChecked: boolean;
  used: Partial<Record<keyof BabScenario['lines'], number>>;
};

/** The state before the first line: the patient waits, calm. */
export const initialBabState = (): BabState => ({
  emotion: 'calm',
  isWarned: false,
  isNewsGiven: false,
  isAwaitingEmpathy: false,
  isUnderstandingChecked: false,
  used: {},
});

/** The patient's reply to one trainee line, the reactions that chose it and the state after it. */
export type BabReply = {
  text: string;
  emotion: BabEmotion;
  reactions: BabReaction[];
  cues: LineCues;
  state: BabState;
};

/** How each emotion reads to the trainee. */
export const babEmotionLabels: Record<BabEmotion, { label: string; description: string }> = {
  calm: { label: 'Calm', description: 'Waiting to hear what you have to say.' },
  anxious: { label: 'Anxious', description: 'Worried, watching your face for clues.' },
  shocked: { label: 'Shocked', description: 'Stunned by what was said; barely taking anything in.' },
  tearful: { label: 'Tearful', description: 'Upset and close to tears.' },
  angry: { label: 'Angry', description: 'Feels unheard and is becoming angry.' },
  settling: { label: 'Settling', description: 'Still upset, but ready to talk about what happens next.' },
};

/** The scenario's next line from one list (in turn, then the last one again), with `{term}` filled. */
const pick = (scenario: BabScenario, state: BabState, key: keyof BabScenario['lines'], term?: string) => {
  const list = scenario.lines[key];
  const index = state.used[key] ?? 0;
  const text = list[Math.min(index, list.length - 1)] ?? list[0]!;
  const used = { ...state.used, [key]: index + 1 };
  return { text: term ? text.replaceAll('{term}', term) : text, used };
};

type Decision = {
  key: keyof BabScenario['lines'];
  emotion: BabEmotion;
  reactions: BabReaction[];
  term?: string;
};

/** Before the news: the patient answers the set-up and reacts to jargon or a plan out of order. */
const beforeNews = (cues: LineCues, state: BabState): Decision => {
  const [jargon] = cues.jargon;
  if (jargon) return { key: 'jargon', emotion: 'anxious', reactions: ['jargon'], term: jargon };
  if (cues.warningShot) return { key: 'warningShot', emotion: 'anxious', reactions: ['warning-shot'] };
  if (cues.invitation) return { key: 'invitation', emotion: 'anxious', reactions: ['invitation'] };
  if (cues.perception) return { key: 'perception', emotion: 'anxious', reactions: ['perception'] };
  if (cues.setting) return { key: 'setting', emotion: state.emotion, reactions: ['setting'] };
  if (cues.plan) return { key: 'planBeforeNews', emotion: 'anxious', reactions: [] };
  if (cues.greets || cues.introduces) return { key: 'greeting', emotion: state.emotion, reactions: [] };
  return { key: 'unclear', emotion: state.emotion === 'calm' ? 'calm' : 'anxious', reactions: [] };
};

/** The line that gives the news: how it was given decides how the patient takes it. */
const atTheNews = (cues: LineCues, state: BabState): Decision => {
  const isWarned = state.isWarned || cues.warnsBeforeNews;
  const isTooMuch = cues.plan || cues.words > NO_PAUSE_WORDS;
  const reactions: BabReaction[] = ['news-given'];
  if (cues.jargon.length > 0) reactions.push('jargon');
  if (!isWarned) reactions.push('no-warning-shot');
  if (isTooMuch) reactions.push('no-pause');
  if (isTooMuch) return { key: 'noPause', emotion: 'shocked', reactions };
  if (!isWarned) return { key: 'noWarningShot', emotion: 'shocked', reactions };
  return { key: 'newsHeard', emotion: 'tearful', reactions };
};

/** After the news: emotions first, then the plan, understanding and closing. */
const afterNews = (cues: LineCues, state: BabState): Decision => {
  const [jargon] = cues.jargon;
  if (state.isAwaitingEmpathy) {
    if (cues.empathy) return { key: 'empathy', emotion: 'settling', reactions: ['empathy'] };
    if ((cues.closing || cues.summary) && !state.isUnderstandingChecked) {
      return {
        key: 'notCheckingUnderstanding',
        emotion: 'angry',
        reactions: ['no-empathy', 'not-checking-understanding'],
      };
    }
    return { key: 'noEmpathy', emotion: 'angry', reactions: ['no-empathy'] };
  }
  if (jargon) return { key: 'jargon', emotion: 'anxious', reactions: ['jargon'], term: jargon };
  if (cues.checksUnderstanding) {
    return { key: 'understandingChecked', emotion: 'settling', reactions: ['understanding-checked'] };
  }
  if ((cues.closing || cues.summary) && !state.isUnderstandingChecked) {
    const reactions: BabReaction[] = ['not-checking-understanding'];
    if (cues.summary) reactions.unshift('summary');
    return { key: 'notCheckingUnderstanding', emotion: 'anxious', reactions };
  }
  if (cues.closing || cues.summary) {
    return { key: 'closing', emotion: 'settling', reactions: cues.summary ? ['summary'] : [] };
  }
  if (cues.plan) return { key: 'plan', emotion: 'settling', reactions: ['plan'] };
  if (cues.empathy) return { key: 'empathy', emotion: 'settling', reactions: ['empathy'] };
  return { key: 'questions', emotion: state.emotion === 'angry' ? 'anxious' : state.emotion, reactions: [] };
};

/**
 * The scripted patient's answer to one trainee line (pure and deterministic). The patient reacts to
 * how the news is given: jargon gets "what does that mean?", news without a warning shot shocks,
 * news with the plan in the same breath is not heard, moving on while the patient is upset makes
 * them angry, and closing without checking what they understood leaves them lost.
 */
export const replyAsBabPatient = (scenario: BabScenario, state: BabState, text: string): BabReply => {
  const cues = readLine(scenario, text);
  const isNewsLine = !state.isNewsGiven && cues.givesNews;
  const decision = state.isNewsGiven
    ? afterNews(cues, state)
    : isNewsLine
      ? atTheNews(cues, state)
      : beforeNews(cues, state);
  // Good steps in the same line are kept as reactions too (the review quotes them).
  const extra: BabReaction[] = [];
  if (!state.isNewsGiven && cues.setting && !decision.reactions.includes('setting')) extra.push('setting');
  if (cues.empathy && state.isNewsGiven && !decision.reactions.includes('empathy')) extra.push('empathy');
  if (cues.plan && state.isNewsGiven && !decision.reactions.includes('plan')) extra.push('plan');
  const { text: reply, used } = pick(scenario, state, decision.key, decision.term);
  const isEmotional =
    decision.emotion === 'shocked' || decision.emotion === 'tearful' || decision.emotion === 'angry';
  const next: BabState = {
    emotion: decision.emotion,
    isWarned: state.isWarned || cues.warningShot,
    isNewsGiven: state.isNewsGiven || isNewsLine,
    isAwaitingEmpathy: isEmotional
      ? true
      : decision.reactions.includes('empathy')
        ? false
        : state.isAwaitingEmpathy,
    isUnderstandingChecked: state.isUnderstandingChecked || decision.key === 'understandingChecked',
    used,
  };
  return {
    text: reply,
    emotion: decision.emotion,
    reactions: [...decision.reactions, ...extra],
    cues,
    state: next,
  };
};

/** Replays a conversation's trainee lines from the start (the state is always re-derivable). */
export const replayBabConversation = (scenario: BabScenario, lines: readonly string[]) => {
  let state = initialBabState();
  return lines.map((line) => {
    const reply = replyAsBabPatient(scenario, state, line);
    state = reply.state;
    return reply;
  });
};
