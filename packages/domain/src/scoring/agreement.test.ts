// The scorer against an examiner (ADR 0111): the marked consultations of packages/content/marked,
// played through the scripted engine as the api plays a session, scored, and compared item by item.
// `node bench/scoring-agreement.ts --verbose` prints the same figures and every disagreement.
import { loadCaseLibrary, loadMarkedConsultations, markedFreshDir, markedHeldOutDir } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { agreementReport, cohensKappa, playConsultation } from './agreement.ts';

const cases = loadCaseLibrary();
const marked = loadMarkedConsultations();
const report = agreementReport(cases, marked);
const summary = report.consultations.map((c) => `${c.caseId}--${c.label}: ${c.difference}`).join('\n');

describe('agreement with the examiner', () => {
  it('has at least 12 marked consultations, strong to weak', () => {
    expect(marked.length).toBeGreaterThanOrEqual(12);
    expect(new Set(marked.map((m) => m.label.replace(/-[b-w]$/, '')))).toEqual(
      new Set(['strong', 'average', 'weak']),
    );
  });

  it('agrees on at least 95 % of items, with kappa at least 0.9', () => {
    expect(report.agreement).toBeGreaterThanOrEqual(0.95);
    expect(report.kappa).toBeGreaterThanOrEqual(0.9);
  });

  it('scores within 5 points of the examiner on average', () => {
    expect(report.meanAbsoluteDifference, summary).toBeLessThanOrEqual(5);
  });

  // The goal, not met since other examiners' consultations joined (ADR 0140): 102 of 486 are more than
  // 5 points off, for the reasons ADRs 0140 to 0153 name. Turns red when all are within 5.
  it.fails('scores within 5 points of the examiner on every consultation', () => {
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

// The second examiners' consultations on six other cases, kept blind (marked-held-out/README.md):
// only their totals are read. The floor holds what ADR 0149 measured (95.4 %, κ 0.906): item
// agreement and κ meet the goal; every score within 5 points does not yet.
describe('agreement with the examiner on held-out consultations', () => {
  const heldOut = agreementReport(cases, loadMarkedConsultations(markedHeldOutDir));

  // Its six cases had no tuning file until the seventh examiner round (ADR 0144) marked new
  // consultations on them; the blind files themselves are still never read.
  it('has 18 consultations, none of them in the tuning set, strong to weak', () => {
    expect(heldOut.consultations).toHaveLength(18);
    const tuned = new Set(marked.map((m) => `${m.caseId}--${m.label}`));
    expect(heldOut.consultations.filter((c) => tuned.has(`${c.caseId}--${c.label}`))).toEqual([]);
    expect(new Set(heldOut.consultations.map((c) => c.label))).toEqual(
      new Set(['strong', 'average', 'weak']),
    );
  });

  it('keeps at least the agreement measured when the scorer last changed', () => {
    expect(heldOut.agreement).toBeGreaterThanOrEqual(0.953);
    expect(heldOut.kappa).toBeGreaterThanOrEqual(0.905);
    expect(heldOut.meanAbsoluteDifference).toBeLessThanOrEqual(4.25);
  });

  it.fails('meets the goal: 95 % of items, kappa 0.9, every score within 5 points', () => {
    expect(heldOut.agreement).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.kappa).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.maxAbsoluteDifference).toBeLessThanOrEqual(5);
  });
});

// The latest round, measured on arrival and not read yet (marked-fresh/README.md): it loads, and none of
// it is in the tuning set.
describe('the latest examiner round, not read yet', () => {
  it('loads, strong to weak, and none of it is tuning data', () => {
    const fresh = loadMarkedConsultations(markedFreshDir);
    expect(fresh.length).toBeGreaterThan(0);
    const tuned = new Set(marked.map((m) => `${m.caseId}--${m.label}`));
    expect(fresh.filter((m) => tuned.has(`${m.caseId}--${m.label}`))).toEqual([]);
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
