import type { ActivityItem } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityHref,
  activityStatus,
  clockText,
  durationWords,
  radarPoints,
  scoreText,
  timePerCase,
  trendPoints,
} from './progress-format';

const item = (over: Partial<ActivityItem>): ActivityItem =>
  ({
    sessionId: 's-1',
    caseId: 'c-1',
    caseTitle: 'Case one',
    topic: 'stones',
    startedAt: '2026-03-01T09:00:00Z',
    endedAt: '2026-03-01T09:10:00Z',
    phase: 'ended',
    durationSeconds: 600,
    overall: 70,
    flagged: false,
    summarySubmitted: true,
    ...over,
  }) as ActivityItem;

describe('progress formatting', () => {
  it('formats durations and scores', () => {
    expect(clockText(754)).toBe('12:34');
    expect(clockText(3725)).toBe('1:02:05');
    expect(durationWords(754)).toBe('12 min 34 s');
    expect(durationWords(45)).toBe('45 s');
    expect(durationWords(120)).toBe('2 min');
    expect(scoreText(71.6)).toBe('72%');
    expect(scoreText(null)).toBe('Not scored');
  });

  it('links ended sessions to their feedback and running ones back to the case', () => {
    expect(activityHref(item({}))).toBe('/feedback/s-1');
    expect(activityHref(item({ phase: 'active' }))).toBe('/case/c-1?session=s-1');
    expect(activityStatus(item({ phase: 'active' }))).toBe('In progress');
    expect(activityStatus(item({ overall: null, summarySubmitted: false }))).toBe('Ended, no summary');
  });

  it('averages time per case over ended sessions', () => {
    const rows = timePerCase([
      item({ durationSeconds: 600 }),
      item({ sessionId: 's-2', durationSeconds: 300 }),
      item({ sessionId: 's-3', caseId: 'c-2', caseTitle: 'Case two', durationSeconds: 900 }),
      item({ sessionId: 's-4', phase: 'active', durationSeconds: 5000 }),
    ]);
    expect(rows.map((row) => [row.caseId, row.averageSeconds, row.sessions])).toEqual([
      ['c-2', 900, 1],
      ['c-1', 450, 2],
    ]);
  });

  it('places chart points', () => {
    expect(trendPoints([0, 100], 100, 50)).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 0 },
    ]);
    expect(trendPoints([50], 100, 50)).toEqual([{ x: 50, y: 25 }]);
    const [top] = radarPoints([100, 0, 0, 0], 50, 50, 40);
    expect(top?.x).toBeCloseTo(50);
    expect(top?.y).toBeCloseTo(10);
  });
});
