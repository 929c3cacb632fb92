import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { clinicalReasoningAnalysis, communicationAnalysis, timelineAnalysis } from './analysis.ts';
import { modelTranscriptFor } from './model.ts';
import { scoreSession } from './score.ts';

const caseDef = loadCaseLibrary().find((c) => c.id === 'loin-to-groin-pain')!;
const model = modelTranscriptFor(caseDef);
const score = scoreSession(caseDef, model);

describe('session analyses', () => {
  it('communication: every behaviour of the model session is shown, with its line', () => {
    const analysis = communicationAnalysis(model.transcript);
    expect(analysis.behaviours.every((b) => b.shown && b.line)).toBe(true);
    expect(analysis.questions.open).toBeGreaterThan(0);
    expect(communicationAnalysis([]).behaviours.every((b) => !b.shown)).toBe(true);
  });

  it('clinical reasoning: the model finds every fact and red flag and orders every appropriate test', () => {
    const analysis = clinicalReasoningAnalysis(caseDef, model.transcript, model.actions, score);
    expect(analysis.history.every((row) => row.found === row.total)).toBe(true);
    expect(analysis.redFlags.found).toBe(analysis.redFlags.total);
    expect(analysis.investigations.appropriateMissed).toEqual([]);
    expect(analysis.diagnosis.met).toBe(true);
    const empty = clinicalReasoningAnalysis(
      caseDef,
      [],
      [],
      scoreSession(caseDef, { transcript: [], actions: [], summary: null }),
    );
    expect(empty.redFlags.found).toBe(0);
    expect(empty.diagnosis.met).toBe(false);
  });

  it('timeline: events in time order and the time to the first red flag', () => {
    const analysis = timelineAnalysis(caseDef, model.transcript, model.actions);
    const times = analysis.events.map((e) => e.elapsedSeconds);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(analysis.factsFound).toBe(caseDef.facts.length);
    const firstRedFlag = analysis.events.find((e) => e.redFlag);
    expect(analysis.timeToFirstRedFlagSeconds).toBe(firstRedFlag!.elapsedSeconds);
    expect(timelineAnalysis(caseDef, [], []).timeToFirstRedFlagSeconds).toBeNull();
  });
});
