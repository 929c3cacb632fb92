// Mechanisms added after the second look at the held-out classes (issue 18, ADR 0110's list of
// post-held-out mechanisms), each tested on the fixture case or on the analyser with generic wording.
import { describe, expect, it } from 'vitest';
import { analyse, segmentsOf } from './analyse.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, type PatientState } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const ask = (message: string) => answerAsPatient(c, fresh, message);

describe('a piece that refers back is the predicate of the piece before it', () => {
  it('joins "the swelling, has it gone down" into one group, keeps "fever, or vomiting" apart', () => {
    expect(segmentsOf(analyse('The swelling, has it gone down?'))).toHaveLength(1);
    expect(segmentsOf(analyse('Your left leg, is that one weak too?'))).toHaveLength(1);
    expect(segmentsOf(analyse('Any fever, or vomiting?'))).toHaveLength(2);
  });

  it('leaves the groups of a statement apart (only a question is joined)', () => {
    expect(segmentsOf(analyse("I'm sorry, that must be a shock"), false)).toHaveLength(2);
  });

  it('answers a dislocated topic with its own fact, and nothing for the bare predicate', () => {
    const r = ask('Your water, is it cloudy at all?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.negativeIds).toEqual(['closed-world:cloudy-urine']);
    expect(ask('The testicles, are they swollen at all?').revealedFactIds).toEqual(['testicular-swelling']);
  });
});
