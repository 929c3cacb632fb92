import type { LiveEvent, TranscriptMessage } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { afterReply, applyColleagueEvents, type ColleagueState, groupFacts } from './colleague-state';

const sessionId = '11111111-1111-4111-8111-111111111111';
const at = '2026-11-26T10:00:00.000Z';

const line = (
  id: string,
  sender: TranscriptMessage['sender'],
  revealedFactIds: string[] = [],
): TranscriptMessage => ({
  id,
  channel: 'patient',
  sender,
  text: `line ${id}`,
  revealedFactIds,
  elapsedSeconds: 1,
  createdAt: at,
});
const event = (seq: number, message: TranscriptMessage): LiveEvent => ({
  sessionId,
  seq,
  type: 'message',
  at,
  payload: { message },
});
const empty: ColleagueState = { transcript: [], awaitingIds: [], revealedFactIds: [], phase: 'active' };

describe('the colleague page’s state', () => {
  it('waits on each trainee line while the colleague answers, and a patient reply answers the oldest', () => {
    const asked = applyColleagueEvents(
      empty,
      [event(1, line('1', 'trainee')), event(2, line('2', 'trainee'))],
      true,
    );
    expect(asked.awaitingIds).toEqual(['1', '2']);
    const answered = applyColleagueEvents(asked, [event(3, line('3', 'patient', ['fever']))], true);
    expect(answered.awaitingIds).toEqual(['2']);
    expect(answered.revealedFactIds).toEqual(['fever']);
    // The same line again (a catch-up) changes nothing.
    expect(applyColleagueEvents(answered, [event(3, line('3', 'patient', ['fever']))], true)).toEqual(
      answered,
    );
  });

  it('does not wait when the engine answers, and takes its own stored reply once', () => {
    const engine = applyColleagueEvents(empty, [event(1, line('1', 'trainee'))], false);
    expect(engine.awaitingIds).toEqual([]);
    const asked = applyColleagueEvents(empty, [event(1, line('1', 'trainee'))], true);
    const mine = line('2', 'patient', ['pain-site']);
    const replied = afterReply(asked, '1', mine);
    expect(replied.awaitingIds).toEqual([]);
    expect(replied.transcript.map((m) => m.id)).toEqual(['1', '2']);
    // Its live event after the POST's answer: not added twice.
    expect(applyColleagueEvents(replied, [event(2, mine)], true).transcript).toHaveLength(2);
  });

  it('groups the script’s facts by category, in the categories’ order', () => {
    const fact = (id: string, category: 'ice' | 'presenting-complaint') => ({
      id,
      category,
      answer: id,
      redFlag: false,
      volunteered: false,
    });
    const groups = groupFacts([fact('worry', 'ice'), fact('pain', 'presenting-complaint')]);
    expect(groups.map((g) => [g.label, g.facts.map((f) => f.id)])).toEqual([
      ['Presenting complaint', ['pain']],
      ['Ideas, concerns, expectations', ['worry']],
    ]);
  });
});
