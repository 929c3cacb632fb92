import { describe, expect, it } from 'vitest';
import { renalColicQuestions } from './fixtures/renal-colic.questions.ts';
import { renalColicCase } from './fixtures/renal-colic.ts';
import { classifyAnswer, evaluateQuestionSet } from './quality.ts';

describe('classifyAnswer', () => {
  it.each([
    [['a'], ['a'], { right: 1, wrong: 0, deflected: 0 }],
    [['a'], [], { right: 0, wrong: 0, deflected: 1 }],
    [['a'], ['b'], { right: 0, wrong: 1, deflected: 0 }],
    [['a'], ['a', 'b'], { right: 0, wrong: 1, deflected: 0 }],
    [[], [], { right: 1, wrong: 0, deflected: 0 }],
    [[], ['b'], { right: 0, wrong: 1, deflected: 0 }],
    [['a', 'b'], ['a', 'b'], { right: 2, wrong: 0, deflected: 0 }],
    [['a', 'b'], ['a'], { right: 1, wrong: 0, deflected: 1 }],
    [['a', 'b'], ['a', 'c'], { right: 1, wrong: 1, deflected: 0 }],
    [['a', 'b'], ['a', 'b', 'c'], { right: 2, wrong: 1, deflected: 0 }],
    [['a', 'b'], ['c', 'd', 'e'], { right: 0, wrong: 3, deflected: 0 }],
  ])('expected %j, revealed %j → %j', (expect_, revealed, outcome) => {
    expect(classifyAnswer(expect_, revealed)).toEqual(outcome);
  });
});

describe('evaluateQuestionSet on the fixture development set', () => {
  it('stays at or above 90 % right and at or below 3 % wrong', () => {
    const { totals } = evaluateQuestionSet(renalColicCase, renalColicQuestions);
    expect(totals.units).toBeGreaterThan(renalColicQuestions.questions.length);
    expect(totals.right / totals.units).toBeGreaterThanOrEqual(0.9);
    expect(totals.wrong / totals.units).toBeLessThanOrEqual(0.03);
  });
});
