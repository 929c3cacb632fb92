import { describe, expect, it } from 'vitest';
import { renalColicCase } from '../patient-engine/fixtures/renal-colic.ts';
import { questionSetProblems, runQualityGate } from './quality-gate.ts';

describe('the authoring quality gate', () => {
  it('counts right, wrong and deflected answers and lists each miss with what the engine said', () => {
    const report = runQualityGate(renalColicCase, [
      { text: 'Whereabouts does it hurt?', reveals: 'pain-site' },
      { text: 'Does the pain travel anywhere?', reveals: 'pain-radiation' },
      // Expects the wrong fact on purpose: the engine answers about where it hurts.
      { text: 'Show me where the pain is', reveals: 'pain-radiation' },
      { text: 'Have you ever had a heart attack?', reveals: 'negative' },
      { text: 'qwzx plorf?', reveals: 'pain-site' },
    ]);
    expect(report.total).toBe(5);
    expect(report.right).toBe(3);
    expect(report.wrong).toBe(1);
    expect(report.deflected).toBe(1);
    expect(report.rightShare).toBeCloseTo(0.6);
    expect(report.misses.map((m) => [m.text, m.verdict])).toEqual([
      ['Show me where the pain is', 'wrong'],
      ['qwzx plorf?', 'deflected'],
    ]);
    expect(report.misses[0]!.revealed).toContain('pain-site');
    expect(report.misses[0]!.answer.length).toBeGreaterThan(0);
  });

  it('treats "deflect" as right only when the patient reveals nothing and deflects', () => {
    const report = runQualityGate(renalColicCase, [
      { text: 'qwzx plorf?', reveals: 'deflect' },
      { text: 'Whereabouts does it hurt?', reveals: 'deflect' },
    ]);
    expect(report.right).toBe(1);
    expect(report.wrong).toBe(1);
  });

  it('gives zero shares for an empty set', () => {
    expect(runQualityGate(renalColicCase, [])).toMatchObject({ total: 0, rightShare: 0, misses: [] });
  });

  it('names each question whose fact is not in the case', () => {
    expect(
      questionSetProblems(renalColicCase, [
        { text: 'a', reveals: 'pain-site' },
        { text: 'b', reveals: 'no-such-fact' },
        { text: 'c', reveals: 'negative' },
      ]),
    ).toEqual([{ path: 'questions.1.reveals', message: 'no fact with id "no-such-fact"' }]);
  });
});
