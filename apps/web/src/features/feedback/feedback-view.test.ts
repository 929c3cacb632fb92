import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  clockAt,
  clockNote,
  evidenceMessageIds,
  levelBasisText,
  missedCritical,
  missedResults,
  type RubricResult,
  scoreTone,
  splitOnPhrase,
  strengthResults,
  wholeScore,
} from './feedback-view';

const item = (itemId: string, met: boolean, extra: Partial<RubricResult> = {}): RubricResult => ({
  itemId,
  category: 'history',
  description: itemId,
  weight: 1,
  critical: false,
  kind: 'fact',
  met,
  evidence: null,
  missing: met ? null : { what: `no ${itemId}`, why: `why ${itemId}` },
  ...extra,
});

describe('feedback view', () => {
  const results = [
    item('a', false),
    item('b', true),
    item('c', false, { critical: true }),
    item('d', false, { category: 'red-flags' }),
    item('e', true),
  ];

  it('orders missed items as the server says, then any it left out', () => {
    const ids = missedResults({ results, missedOrder: ['c', 'd'] }).map((r) => r.itemId);
    expect(ids).toEqual(['c', 'd', 'a']);
    expect(missedCritical({ results, missedOrder: ['c', 'd', 'a'] }).map((r) => r.itemId)).toEqual(['c']);
  });

  it('orders strengths and skips unknown ids', () => {
    expect(strengthResults({ results, strengthsOrder: ['e', 'zz'] }).map((r) => r.itemId)).toEqual([
      'e',
      'b',
    ]);
  });

  it('formats scores, times and tones', () => {
    expect(wholeScore(72.6)).toBe(73);
    expect(wholeScore(140)).toBe(100);
    expect(wholeScore(Number.NaN)).toBe(0);
    expect(wholeScore(72.5)).toBe(73);
    // The session clock, as the session page shows it: counting down.
    expect(clockAt(42, 600)).toBe('9:18');
    expect(clockAt(65, 900)).toBe('13:55');
    expect(clockAt(600, 600)).toBe('0:00');
    expect(clockAt(-3, 600)).toBe('10:00');
    expect(clockNote(900)).toBe('Times are the session clock, counting down from 15:00.');
    expect(scoreTone(75)).toBe('strong');
    expect(scoreTone(50)).toBe('fair');
    expect(scoreTone(49.4)).toBe('weak');
  });

  it('says what the level comes from', () => {
    expect(levelBasisText({ scoredSessions: 1, averageScore: 72.5 })).toBe(
      'From 1 scored session: this one.',
    );
    expect(levelBasisText({ scoredSessions: 5, averageScore: 67.5 })).toBe(
      'From 5 scored sessions, average 68%.',
    );
  });

  it('names categories', () => {
    expect(categoryLabel('red-flags')).toBe('Red flags');
    expect(categoryLabel('history', [{ category: 'history', label: 'History taking' }])).toBe(
      'History taking',
    );
    expect(categoryLabel('new-thing')).toBe('New thing');
  });

  it('finds the transcript lines of evidence', () => {
    const ref = (messageId: string) => ({ messageId, text: 't', elapsedSeconds: 1 });
    expect(
      evidenceMessageIds({ evidence: { kind: 'fact', factId: 'f', question: ref('q'), reply: ref('r') } }),
    ).toEqual(['q', 'r']);
    expect(
      evidenceMessageIds({ evidence: { kind: 'fact', factId: 'f', question: null, reply: ref('r') } }),
    ).toEqual(['r']);
    expect(
      evidenceMessageIds({ evidence: { kind: 'behaviour', behaviour: 'shows-empathy', line: ref('l') } }),
    ).toEqual(['l']);
    expect(evidenceMessageIds({ evidence: null })).toEqual([]);
  });

  it('splits a sentence around its phrase, whatever the case', () => {
    expect(splitOnPhrase('Give an NSAID now', 'nsaid')).toEqual({
      before: 'Give an ',
      match: 'NSAID',
      after: ' now',
    });
    expect(splitOnPhrase('Nothing here', 'nsaid')).toEqual({ before: 'Nothing here', match: '', after: '' });
  });
});
