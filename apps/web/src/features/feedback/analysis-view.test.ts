import { describe, expect, it } from 'vitest';
import {
  firstRedFlagText,
  historyLabel,
  historyRows,
  messagesText,
  questionsText,
  redFlagsText,
  timelineRows,
} from './analysis-view';
import { clockAt } from './feedback-view';

describe('analysis texts', () => {
  it('counts questions and messages, with the one rounding', () => {
    expect(questionsText({ open: 1, closed: 2, openShare: 33.333 })).toBe(
      '1 open and 2 closed questions (33% open).',
    );
    expect(questionsText({ open: 1, closed: 1, openShare: 50 })).toBe(
      '1 open and 1 closed question (50% open).',
    );
    expect(questionsText({ open: 0, closed: 0, openShare: null })).toMatch(/No question/);
    expect(messagesText({ messages: 12, averageWords: 9 })).toBe(
      '12 messages to the patient, 9 words on average.',
    );
    expect(messagesText({ messages: 1, averageWords: 1 })).toBe(
      '1 message to the patient, 1 word on average.',
    );
    expect(messagesText({ messages: 0, averageWords: null })).toBe('You sent no message to the patient.');
  });

  it('reads history areas, red flags and the first red flag', () => {
    expect(historyLabel('ice')).toBe('Ideas, concerns and expectations');
    expect(historyLabel('something-new')).toBe('Something new');
    expect(historyRows([{ category: 'drug-history', total: 3, found: 2 }])).toEqual([
      ['Drug history', 2, 3, '67%'],
    ]);
    expect(redFlagsText({ total: 2, found: 1 })).toBe('You brought out 1 of 2 red flags in the history.');
    expect(redFlagsText({ total: 0, found: 0 })).toBe('This case has no red-flag history.');
    expect(firstRedFlagText(80)).toBe('The first red flag came out 1 min 20 s into the session.');
    expect(firstRedFlagText(null)).toBe('No red-flag finding came out in the conversation.');
  });

  it('puts the timeline on the session clock', () => {
    const rows = timelineRows(
      [
        { kind: 'fact', id: 'f', label: 'I feel hot', redFlag: true, elapsedSeconds: 42 },
        { kind: 'investigation', id: 'ct', label: 'CT KUB', redFlag: false, elapsedSeconds: 120 },
      ],
      (seconds) => clockAt(seconds, 600),
    );
    expect(rows).toEqual([
      ['9:18', 'Found out (red flag)', 'I feel hot'],
      ['8:00', 'Ordered', 'CT KUB'],
    ]);
  });
});
