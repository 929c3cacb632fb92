// The scorer against an examiner (ADR 0111): the marked consultations of packages/content/marked,
// played through the scripted engine as the api plays a session, scored, and compared item by item.
// `node bench/scoring-agreement.ts --verbose` prints the same figures and every disagreement.
import { loadCaseLibrary, loadMarkedConsultations } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { agreementReport, cohensKappa, playConsultation } from './agreement.ts';

const cases = loadCaseLibrary();
const marked = loadMarkedConsultations();
const report = agreementReport(cases, marked);
const summary = report.consultations.map((c) => `${c.caseId}--${c.label}: ${c.difference}`).join('\n');

describe('agreement with the examiner', () => {
  it('has at least 12 marked consultations, strong to weak', () => {
    expect(marked.length).toBeGreaterThanOrEqual(12);
    expect(new Set(marked.map((m) => m.label))).toEqual(new Set(['strong', 'average', 'weak']));
  });

  it('agrees on at least 95 % of items, with kappa at least 0.9', () => {
    expect(report.agreement).toBeGreaterThanOrEqual(0.95);
    expect(report.kappa).toBeGreaterThanOrEqual(0.9);
  });

  it('scores within 5 points of the examiner on average, and within 10 on every consultation', () => {
    expect(report.meanAbsoluteDifference, summary).toBeLessThanOrEqual(5);
    expect(report.maxAbsoluteDifference, summary).toBeLessThanOrEqual(10);
  });

  // The goal. The last consultation to miss it (6.6 points) missed only "establishes that the
  // haematuria is painless", which the examiner credits for "does it hurt when you pass water?" and
  // its "no burning": a fact item can name negatives that establish it too (`negativeIds`).
  it('scores within 5 points of the examiner on every consultation', () => {
    expect(report.maxAbsoluteDifference, summary).toBeLessThanOrEqual(5);
  });

  it('records orders given to the nurse as actions of the session', () => {
    const m = marked.find((x) => x.turns.some((t) => t.to === 'nurse'))!;
    const caseDef = cases.find((c) => c.id === m.caseId)!;
    const played = playConsultation(caseDef, { ...m, actions: [] });
    expect(played.actions.length).toBeGreaterThan(0);
    expect(played.transcript.filter((l) => l.sender === 'nurse').length).toBe(
      m.turns.filter((t) => t.to === 'nurse').length,
    );
  });
});

describe('cohensKappa', () => {
  it('is 1 for perfect agreement, 0 for chance, and negative below it', () => {
    expect(
      cohensKappa([
        [true, true],
        [false, false],
      ]),
    ).toBe(1);
    expect(
      cohensKappa([
        [true, true],
        [true, false],
        [false, true],
        [false, false],
      ]),
    ).toBe(0);
    expect(
      cohensKappa([
        [true, false],
        [false, true],
      ]),
    ).toBeLessThan(0);
  });
});
