// Scoring classes of ADR 0148, from the fifteenth examiner round (`-m`: a Kenyan-trained registrar, a
// Gen-Z FY1, a formal consultant, a Turkish-trained SHO, a Russian-trained doctor, a Korean-trained
// doctor). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour } from './behaviours.ts';

describe('a summing-up in the words of other Englishes', () => {
  it('clots (plural) blocking the catheter, and the blood count being checked', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'There were clots blocking your tube after the bleeding. I have flushed them out and we are checking your blood count.',
      ),
    ).toBe(true);
  });
  it('a condition named without an article ("This is Fournier\'s gangrene"), and "you need operation"', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        "This is Fournier's gangrene, a serious infection under the skin. You need operation today to remove the dead tissue.",
      ),
    ).toBe(true);
    // The name alone plans nothing.
    expect(
      lineShowsBehaviour('summarises', "This is Fournier's gangrene, a serious infection under the skin."),
    ).toBe(false);
  });
  it('"So: …" with the next step in the present tense ("we book you for…")', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'So: narrowing in the pipe, poor flow. We book you for a camera operation first.',
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('summarises', 'So: narrowing in the pipe, poor flow.')).toBe(false);
  });
});

describe('a check of understanding with the auxiliary dropped', () => {
  it('"To be sure I explained clearly, in your own words back to me you can tell…"', () => {
    expect(
      lineShowsBehaviour(
        'checks-understanding',
        'To be sure I explained clearly, in your own words back to me you can tell how you will take the tablet?',
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('checks-understanding', 'Is that clear?')).toBe(false);
  });
});
