// The library's hand-off items (ADR 0116, docs/case-authoring.md "Hand-off items"): one per SBAR
// section, met by a competent hand-off of the case, not by a vague one, and specific to the case.
import { loadCaseLibrary } from '@urosim/content';
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { traineeHandoffs } from './fixtures/trainee-handoffs.ts';
import { scoreSession } from './score.ts';

const library = loadCaseLibrary();

const sectionNames: Readonly<Record<string, string>> = {
  S: 'Situation',
  B: 'Background',
  A: 'Assessment',
  R: 'Recommendation',
};

/** A hand-off written from a case's key points: "Situation: …\nBackground: …" ("S:" prefixes named). */
const handoffFromKeyPoints = (keyPoints: readonly string[]): string =>
  keyPoints
    .map((k) => {
      const m = /^([SBAR]):\s*/.exec(k);
      return m ? `${sectionNames[m[1]!]}: ${k.slice(m[0].length)}` : k;
    })
    .join('\n');

const handoffResults = (caseDef: CaseDefinition, handoff: string) =>
  scoreSession(caseDef, { transcript: [], actions: [], summary: null, handoff }).results.filter(
    (r) => r.category === 'handoff',
  );

const handoffWeight = (caseDef: CaseDefinition) =>
  caseDef.rubric.filter((r) => r.category === 'handoff').reduce((n, r) => n + r.weight, 0);

/** The share of a case's hand-off weight another text meets. */
const share = (caseDef: CaseDefinition, handoff: string) =>
  handoffResults(caseDef, handoff)
    .filter((r) => r.met)
    .reduce((n, r) => n + r.weight, 0) / handoffWeight(caseDef);

const vague =
  'Situation: I am calling about a patient on the ward.\nBackground: They have some pain.\nAssessment: Obs are OK.\nRecommendation: Please review.';
const vagueLonger =
  "Situation: I'm calling about a patient in ED who is unwell with pain.\nBackground: They have some past history.\nAssessment: Obs are abnormal and bloods are back, looks like a urology problem.\nRecommendation: Please come and review, I think they need treatment.";

/**
 * Another case's key points may meet at most a quarter of a case's hand-off weight, except where
 * the two cases are one patient pathway, so that one's history is the other's plan:
 */
const specificityBound = 0.25;
const pathwayPairs: Readonly<Record<string, { from: string; why: string }>> = {
  'loin-to-groin-pain': {
    from: 'obstructed-infected-kidney-stent',
    why: 'he is the colic patient three days on: his background (discharged on diclofenac and tamsulosin) is the colic plan',
  },
  'raised-psa-referral': {
    from: 'prostate-biopsy-results',
    why: 'the results clinic is the raised-PSA pathway done: its background (MRI PI-RADS 4, then biopsy) is the raised-PSA plan',
  },
};

describe('hand-off items of the case library', () => {
  describe.each(library.map((c) => [c.id, c] as const))('%s', (id, caseDef) => {
    it('a hand-off written from its own key points meets every hand-off item', () => {
      const results = handoffResults(caseDef, handoffFromKeyPoints(caseDef.expected.handoffKeyPoints));
      expect(results.length).toBe(4);
      expect(results.filter((r) => !r.met).map((r) => [r.itemId, r.missing?.what])).toEqual([]);
    });

    it('a competent hand-off in a trainee’s own shorthand meets every hand-off item', () => {
      const handoff = traineeHandoffs[id];
      expect(handoff, `no trainee hand-off for ${id}`).toBeDefined();
      const results = handoffResults(caseDef, handoff!);
      expect(results.filter((r) => !r.met).map((r) => [r.itemId, r.missing?.what])).toEqual([]);
    });

    it('a vague, content-free SBAR meets none of its hand-off items', () => {
      for (const text of [vague, vagueLonger]) {
        expect(
          handoffResults(caseDef, text)
            .filter((r) => r.met)
            .map((r) => r.itemId),
        ).toEqual([]);
      }
    });

    it(`another case's key points meet at most ${specificityBound * 100} % of its hand-off weight`, () => {
      const over = library
        .filter((other) => other.id !== id)
        .map((other) => ({
          other: other.id,
          share: share(caseDef, handoffFromKeyPoints(other.expected.handoffKeyPoints)),
        }))
        .filter((x) => x.share > specificityBound);
      const allowed = pathwayPairs[id];
      expect(over.filter((x) => x.other !== allowed?.from)).toEqual([]);
      // A named exception still meets at most one section (its Recommendation).
      for (const x of over) expect(x.share).toBeLessThanOrEqual(2 / handoffWeight(caseDef));
    });
  });

  it('the named exceptions are still exceptions (drop one that no longer applies)', () => {
    for (const [id, { from }] of Object.entries(pathwayPairs)) {
      const caseDef = library.find((c) => c.id === id)!;
      const other = library.find((c) => c.id === from)!;
      expect(share(caseDef, handoffFromKeyPoints(other.expected.handoffKeyPoints))).toBeGreaterThan(
        specificityBound,
      );
    }
  });

  it('the model session writes its hand-off from the key points and meets every hand-off item', () => {
    for (const caseDef of library) {
      const handoff = caseDef.expected.handoffKeyPoints.join('\n');
      expect(
        handoffResults(caseDef, handoff)
          .filter((r) => !r.met)
          .map((r) => `${caseDef.id} ${r.itemId}`),
      ).toEqual([]);
    }
  });
});
