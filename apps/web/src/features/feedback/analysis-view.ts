/** The pure side of the analyses on the feedback page: their texts and table rows. Unit-tested. */
import type { SessionAnalysis } from '@urosim/contracts';
import { roundScore } from '@urosim/domain';
import { durationWords } from '../dashboard/progress-format';

type Communication = Extract<SessionAnalysis, { type: 'communication' }>;
type Reasoning = Extract<SessionAnalysis, { type: 'clinical-reasoning' }>;
type Timeline = Extract<SessionAnalysis, { type: 'timeline' }>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "3 open and 5 closed questions (38% open)." */
export const questionsText = (questions: Communication['questions']) => {
  const total = questions.open + questions.closed;
  if (total === 0) return 'No question to the patient was counted as open or closed.';
  const share = questions.openShare === null ? '' : ` (${roundScore(questions.openShare)}% open)`;
  return `${questions.open} open and ${plural(questions.closed, 'closed question')}${share}.`;
};

/** "12 messages to the patient, 9 words on average." */
export const messagesText = (analysis: Pick<Communication, 'messages' | 'averageWords'>) =>
  analysis.messages === 0
    ? 'You sent no message to the patient.'
    : `${plural(analysis.messages, 'message')} to the patient${analysis.averageWords === null ? '' : `, ${plural(analysis.averageWords, 'word')} on average`}.`;

const historyLabels: Record<string, string> = {
  'presenting-complaint': 'Presenting complaint',
  'history-of-presenting-complaint': 'History of the presenting complaint',
  'past-medical-history': 'Past medical history',
  'drug-history': 'Drug history',
  allergies: 'Allergies',
  'social-history': 'Social history',
  'family-history': 'Family history',
  'systems-review': 'Systems review',
  ice: 'Ideas, concerns and expectations',
};

/** A history category made readable. */
export const historyLabel = (category: string) =>
  historyLabels[category] ?? category.charAt(0).toUpperCase() + category.slice(1).replace(/-/g, ' ');

/** The history table's rows: area, found, of, share (the one rounding). */
export const historyRows = (history: Reasoning['history']) =>
  history.map((row) => [
    historyLabel(row.category),
    row.found,
    row.total,
    `${roundScore(row.total === 0 ? 0 : (row.found / row.total) * 100)}%`,
  ]);

/** "You asked about 1 of 2 red flags." */
export const redFlagsText = (redFlags: Reasoning['redFlags']) =>
  redFlags.total === 0
    ? 'This case has no red-flag history.'
    : `You brought out ${redFlags.found} of ${plural(redFlags.total, 'red flag')} in the history.`;

/** When the first red flag came out, as a time into the session. */
export const firstRedFlagText = (seconds: Timeline['timeToFirstRedFlagSeconds']) =>
  seconds === null
    ? 'No red-flag finding came out in the conversation.'
    : `The first red flag came out ${durationWords(seconds)} into the session.`;

const eventKinds: Record<Timeline['events'][number]['kind'], string> = {
  fact: 'Found out',
  examination: 'Examined',
  investigation: 'Ordered',
};

/** The timeline table's rows: clock time, what happened, the detail. */
export const timelineRows = (events: Timeline['events'], clockAt: (elapsedSeconds: number) => string) =>
  events.map((event) => [
    clockAt(event.elapsedSeconds),
    `${eventKinds[event.kind]}${event.redFlag ? ' (red flag)' : ''}`,
    event.label,
  ]);
