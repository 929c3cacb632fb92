/** The pure side of the feedback page: ordering, labels and texts. Unit-tested. */
import type { Feedback, RubricResultView } from '@urosim/contracts';
import { roundScore, rubricCategoryLabels } from '@urosim/domain';
import { DEFAULT_DURATION_SECONDS, timerAtElapsed } from '../case-session/session-clock';

export type RubricResult = RubricResultView;

/** The results named by `ids`, in that order (unknown ids are skipped). */
export const resultsInOrder = (results: readonly RubricResult[], ids: readonly string[]) => {
  const byId = new Map(results.map((result) => [result.itemId, result]));
  return ids.flatMap((id) => {
    const result = byId.get(id);
    return result ? [result] : [];
  });
};

/** Missed items in display order; any missed item the order leaves out comes last. */
export const missedResults = (feedback: Pick<Feedback, 'results' | 'missedOrder'>) => {
  const ordered = resultsInOrder(feedback.results, feedback.missedOrder);
  const seen = new Set(ordered.map((result) => result.itemId));
  return [...ordered, ...feedback.results.filter((result) => !result.met && !seen.has(result.itemId))];
};

/** Met items in display order; any met item the order leaves out comes last. */
export const strengthResults = (feedback: Pick<Feedback, 'results' | 'strengthsOrder'>) => {
  const ordered = resultsInOrder(feedback.results, feedback.strengthsOrder);
  const seen = new Set(ordered.map((result) => result.itemId));
  return [...ordered, ...feedback.results.filter((result) => result.met && !seen.has(result.itemId))];
};

/** The critical items that were missed (why a session is flagged). */
export const missedCritical = (feedback: Pick<Feedback, 'results' | 'missedOrder'>) =>
  missedResults(feedback).filter((result) => result.critical);

export const isRedFlag = (result: Pick<RubricResult, 'category'>) => result.category === 'red-flags';

/** A rubric category made readable ('red-flags' → 'Red flags'). */
export const categoryLabel = (category: string, labels?: readonly { category: string; label: string }[]) =>
  labels?.find((entry) => entry.category === category)?.label ??
  (rubricCategoryLabels as Record<string, string>)[category] ??
  category.charAt(0).toUpperCase() + category.slice(1).replace(/-/g, ' ');

/**
 * A score shown whole, clamped to 0–100: the domain's one rounding (`roundScore`), the same the
 * api's texts and the dashboard use.
 */
export const wholeScore = roundScore;

/**
 * A moment of the session as its clock showed it (counting down from the session's length), the
 * one convention of the session page ("expected at 4:00") and the feedback: 42 s into a 10-minute
 * session is 9:18.
 */
export const clockAt = (elapsedSeconds: number, durationSeconds: number = DEFAULT_DURATION_SECONDS) =>
  timerAtElapsed(Math.max(0, Number.isFinite(elapsedSeconds) ? elapsedSeconds : 0), durationSeconds);

/** How the feedback says which clock its times are on. */
export const clockNote = (durationSeconds: number) =>
  `Times are the session clock, counting down from ${timerAtElapsed(0, durationSeconds)}.`;

/** What the level comes from: "From 5 scored sessions, average 68%." */
export const levelBasisText = (basis: Feedback['levelBasis']) =>
  basis.scoredSessions <= 1
    ? 'From 1 scored session: this one.'
    : `From ${basis.scoredSessions} scored sessions, average ${roundScore(basis.averageScore)}%.`;

/** The tone of a score: strong from 75, fair from 50, weak below. */
export const scoreTone = (score: number): 'strong' | 'fair' | 'weak' =>
  wholeScore(score) >= 75 ? 'strong' : wholeScore(score) >= 50 ? 'fair' : 'weak';

/** The transcript lines an item's evidence points to (question first), for highlighting. */
export const evidenceMessageIds = (result: Pick<RubricResult, 'evidence'>): string[] => {
  const evidence = result.evidence;
  if (!evidence) return [];
  if (evidence.kind === 'fact') {
    return evidence.question
      ? [evidence.question.messageId, evidence.reply.messageId]
      : [evidence.reply.messageId];
  }
  if (evidence.kind === 'behaviour') return [evidence.line.messageId];
  return [];
};

/**
 * A summary sentence split around the first occurrence of the phrase that met an item, so the page
 * can mark it; `match` is empty when the phrase is not found as written.
 */
export const splitOnPhrase = (sentence: string, phrase: string) => {
  const index = phrase ? sentence.toLowerCase().indexOf(phrase.toLowerCase()) : -1;
  if (index === -1) return { before: sentence, match: '', after: '' };
  return {
    before: sentence.slice(0, index),
    match: sentence.slice(index, index + phrase.length),
    after: sentence.slice(index + phrase.length),
  };
};

const speakers: Record<string, string> = {
  trainee: 'You',
  patient: 'Patient',
  nurse: 'Nurse',
  system: 'System',
};

/** Who said a transcript line, with the patient's or nurse's name when known. */
export const speakerLabel = (sender: string, names: { patient?: string; nurse?: string } = {}) => {
  if (sender === 'patient' && names.patient) return names.patient;
  if (sender === 'nurse' && names.nurse) return `${names.nurse} (nurse)`;
  return speakers[sender] ?? sender;
};
