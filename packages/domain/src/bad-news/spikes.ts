import type { BabReaction, BabScenario, SpikesItem, SpikesScore, SpikesStep } from '@urosim/contracts';
import { type BabReply, replayBabConversation } from './engine.ts';

/** The SPIKES rubric's version: a stored score of another version is scored again. */
export const SPIKES_VERSION = 1;

/** Each step's label as the review page shows it. */
export const spikesLabels: Record<SpikesStep, string> = {
  setting: 'Setting up the conversation',
  perception: 'Perception: what the patient knows',
  invitation: 'Invitation: how much they want to know',
  knowledge: 'Knowledge: giving the news',
  emotions: 'Emotions: responding with empathy',
  strategy: 'Strategy and summary',
};

/** What each poor delivery is called on the review page. */
export const pitfallLabels: Partial<Record<BabReaction, string>> = {
  jargon: 'Jargon the patient did not understand',
  'no-warning-shot': 'The news came with no warning shot',
  'no-pause': 'Everything in one message: no pause for the news to sink in',
  'no-empathy': 'Moved on while the patient was upset',
  'not-checking-understanding': 'Closed without checking what the patient understood',
};

/** A trainee line of the transcript, as the scorer reads it. */
export type BabTranscriptLine = {
  id: string;
  sender: 'trainee' | 'patient';
  text: string;
  elapsedSeconds: number;
};

type Scored = { line: BabTranscriptLine; reply: BabReply; isBeforeNews: boolean };

const QUOTE_CHARS = 240;
const quoteOf = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text);
/** Up to `max` distinct lines (one line may meet two parts of a step). */
const evidenceOf = (lines: Scored[], max = 2) =>
  [...new Set(lines)].slice(0, max).map(({ line }) => ({
    messageId: line.id,
    quote: quoteOf(line.text),
    elapsedSeconds: line.elapsedSeconds,
  }));

const item = (step: SpikesStep, score: number, evidence: Scored[], comment: string): SpikesItem => ({
  step,
  label: spikesLabels[step],
  score: Math.max(0, Math.min(2, score)),
  maxScore: 2,
  evidence: evidenceOf(evidence),
  comment,
});

const has = (s: Scored, reaction: BabReaction) => s.reply.reactions.includes(reaction);

/**
 * Scores a breaking-bad-news conversation against SPIKES: six steps of 0–2 points, each with the
 * trainee's lines that met it quoted as evidence, or what was missing; the poor deliveries the
 * patient reacted to are listed as pitfalls. The trainee's lines are replayed through the scripted
 * engine, so the score and the patient's reactions always agree.
 */
export const scoreSpikes = (scenario: BabScenario, transcript: readonly BabTranscriptLine[]): SpikesScore => {
  const traineeLines = transcript.filter((line) => line.sender === 'trainee');
  const replies = replayBabConversation(
    scenario,
    traineeLines.map((line) => line.text),
  );
  let isNewsGiven = false;
  const scored: Scored[] = traineeLines.map((line, index) => {
    const reply = replies[index]!;
    const entry = { line, reply, isBeforeNews: !isNewsGiven };
    isNewsGiven = reply.state.isNewsGiven;
    return entry;
  });
  const before = scored.filter((s) => s.isBeforeNews && !has(s, 'news-given'));
  const newsLine = scored.find((s) => has(s, 'news-given'));
  const after = scored.filter((s) => !s.isBeforeNews);

  // S: introduction and setting (privacy, time, someone with them) before the news.
  const introductions = before.filter((s) => s.reply.cues.introduces);
  const settings = before.filter((s) => s.reply.cues.setting);
  const settingScore = (introductions.length > 0 ? 1 : 0) + (settings.length > 0 ? 1 : 0);
  const setting = item(
    'setting',
    settingScore,
    [...introductions, ...settings],
    settingScore === 2
      ? 'You introduced yourself and set the conversation up before giving the news.'
      : settingScore === 1
        ? introductions.length > 0
          ? 'You introduced yourself, but did not check the setting (privacy, time, someone with them).'
          : 'You set the scene, but did not introduce yourself.'
        : 'No introduction and no setting up before the news.',
  );

  // P: what the patient already knows, asked before the news.
  const perceptions = before.filter((s) => s.reply.cues.perception);
  const perception = item(
    'perception',
    perceptions.length > 0 ? 2 : 0,
    perceptions,
    perceptions.length > 0
      ? 'You found out what the patient already knew before telling them.'
      : 'You did not ask what the patient already knew or expected.',
  );

  // I: how much the patient wants to know, asked before the news.
  const invitations = before.filter((s) => s.reply.cues.invitation);
  const invitation = item(
    'invitation',
    invitations.length > 0 ? 2 : 0,
    invitations,
    invitations.length > 0
      ? 'You asked how much the patient wanted to know before going on.'
      : 'You did not ask how much the patient wanted to know.',
  );

  // K: the news in plain words, after a warning shot, with room to take it in.
  const warnings = scored.filter((s) => s.reply.cues.warningShot && (s.isBeforeNews || s === newsLine));
  const jargonLines = scored.filter((s) => has(s, 'jargon'));
  let knowledgeScore = 0;
  const faults: string[] = [];
  if (newsLine) {
    knowledgeScore = 2;
    if (has(newsLine, 'no-warning-shot')) faults.push('there was no warning shot');
    if (has(newsLine, 'no-pause')) faults.push('everything came in one message, with no pause');
    if (jargonLines.length > 0)
      faults.push(`jargon was left unexplained (${jargonLines[0]!.reply.cues.jargon.join(', ')})`);
    knowledgeScore -= faults.length;
  }
  const knowledge = item(
    'knowledge',
    knowledgeScore,
    newsLine ? [...warnings.filter((w) => w !== newsLine), newsLine] : jargonLines,
    !newsLine
      ? `The news (${scenario.news}) was never given in words the patient understood.`
      : faults.length === 0
        ? 'You gave a warning shot, then the news in plain words, and let it sink in.'
        : `You gave the news, but ${faults.join('; ')}.`,
  );

  // E: the patient's emotion acknowledged, every time it showed.
  const empathic = after.filter((s) => has(s, 'empathy') || (s.reply.cues.empathy && s !== newsLine));
  const unheard = scored.filter((s) => has(s, 'no-empathy'));
  const emotionsScore = empathic.length === 0 ? 0 : unheard.length === 0 ? 2 : 1;
  const emotions = item(
    'emotions',
    emotionsScore,
    empathic,
    emotionsScore === 2
      ? 'You acknowledged the patient’s reaction before moving on.'
      : emotionsScore === 1
        ? 'You showed empathy, but at least once moved on while the patient was upset.'
        : newsLine
          ? 'You did not acknowledge the patient’s emotion.'
          : 'The news was not given, so there was no reaction to respond to.',
  );

  // S: a plan, and a check of understanding or a summary.
  // A plan given while the patient was still upset (or in the news line) is quoted last.
  const isFault = (s: Scored) => has(s, 'no-empathy') || has(s, 'no-pause');
  const plans = after
    .filter((s) => s.reply.cues.plan)
    .concat(newsLine?.reply.cues.plan ? [newsLine] : [])
    .sort((a, b) => Number(isFault(a)) - Number(isFault(b)));
  const checks = after.filter((s) => has(s, 'understanding-checked') || s.reply.cues.summary);
  const isChecked = after.some((s) => has(s, 'understanding-checked'));
  const strategyScore = (plans.length > 0 ? 1 : 0) + (isChecked ? 1 : 0);
  const strategy = item(
    'strategy',
    strategyScore,
    [...plans.slice(0, 1), ...checks.slice(0, 1)],
    strategyScore === 2
      ? 'You agreed a plan and checked what the patient had understood.'
      : plans.length > 0
        ? 'You gave a plan, but did not check what the patient had understood.'
        : isChecked
          ? 'You checked understanding, but gave no plan or next step.'
          : 'No plan and no check of understanding.',
  );

  const items = [setting, perception, invitation, knowledge, emotions, strategy];
  const points = items.reduce((sum, i) => sum + i.score, 0);
  const pitfalls = scored.flatMap((s) =>
    s.reply.reactions
      .filter((reaction) => pitfallLabels[reaction] !== undefined)
      .map((reaction) => ({
        reaction,
        label: pitfallLabels[reaction]!,
        messageId: s.line.id,
        quote: quoteOf(s.line.text),
      })),
  );
  return {
    version: SPIKES_VERSION,
    overall: Math.round((points / (items.length * 2)) * 1000) / 10,
    items,
    pitfalls,
  };
};
