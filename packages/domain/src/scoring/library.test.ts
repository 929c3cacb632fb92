import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { modelTranscriptFor } from './model.ts';
import { scoreSession } from './score.ts';

const library = loadCaseLibrary();

describe('scoring the case library', () => {
  it('has cases', () => {
    expect(library.length).toBeGreaterThan(0);
  });

  describe.each(library.map((c) => [c.id, c] as const))('%s', (_id, caseDef) => {
    it('a model session scores at least 85 with no critical item missed', () => {
      const score = scoreSession(caseDef, modelTranscriptFor(caseDef));
      expect(
        score.overall,
        JSON.stringify(score.missed.map((r) => [r.itemId, r.missing?.what])),
      ).toBeGreaterThanOrEqual(85);
      expect(score.criticalMissed.map((r) => r.itemId)).toEqual([]);
      expect(score.flagged).toBe(false);
      expect(score.inappropriateActions).toEqual([]);
    });

    it('an empty session scores at most 15 with every critical item missed', () => {
      const score = scoreSession(caseDef, { transcript: [], actions: [], summary: null, handoff: null });
      expect(score.overall).toBeLessThanOrEqual(15);
      expect(score.criticalMissed.map((r) => r.itemId).sort()).toEqual(
        caseDef.rubric
          .filter((r) => r.critical)
          .map((r) => r.id)
          .sort(),
      );
      expect(score.flagged).toBe(true);
    });

    it('the model session and its score are deterministic', () => {
      const model = modelTranscriptFor(caseDef);
      expect(modelTranscriptFor(caseDef)).toEqual(model);
      expect(scoreSession(caseDef, model)).toEqual(scoreSession(caseDef, modelTranscriptFor(caseDef)));
    });

    it('the model session stays within the case duration', () => {
      const model = modelTranscriptFor(caseDef);
      const times = [
        ...model.transcript.map((m) => m.elapsedSeconds),
        ...model.actions.map((a) => a.requestedAtSeconds),
      ];
      expect(Math.max(...times)).toBeLessThanOrEqual(caseDef.durationSeconds);
    });
  });
});
