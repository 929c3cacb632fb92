import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { actionRelevance, withRelevantEvidence } from './evidence.ts';
import { scoreSession } from './score.ts';

const library = loadCaseLibrary();
const renalColic = library.find((c) => c.id === 'loin-to-groin-pain')!;

describe('evidence of action items', () => {
  it('a renal-function item met by either test quotes the kidney test, not a blood count sent earlier', () => {
    // The case as it was when the issue was found: the item listed the blood count as an alternative.
    const caseDef = structuredClone(renalColic);
    const item = caseDef.rubric.find((r) => r.id === 'rb-bloods')!;
    expect(item.description).toMatch(/renal function/i);
    item.criterion = { kind: 'action', actionIds: ['inv-u-e-crp', 'inv-fbc'] };
    const actions = [
      { kind: 'investigation' as const, itemId: 'inv-fbc', requestedAtSeconds: 60 },
      { kind: 'investigation' as const, itemId: 'inv-u-e-crp', requestedAtSeconds: 90 },
    ];
    const score = scoreSession(caseDef, { transcript: [], actions, summary: null });
    const fixed = withRelevantEvidence(caseDef, score, actions);
    const result = fixed.results.find((r) => r.itemId === item.id)!;
    expect(result.evidence).toMatchObject({
      kind: 'action',
      itemId: 'inv-u-e-crp',
      name: 'Urea, electrolytes and CRP',
      requestedAtSeconds: 90,
    });
    expect(fixed.strengths.find((r) => r.itemId === item.id)!.evidence).toEqual(result.evidence);
    // Nothing else changes.
    expect(fixed.overall).toBe(score.overall);
    expect(fixed.results.map((r) => r.met)).toEqual(score.results.map((r) => r.met));
  });

  it('rates the kidney test above the blood count for renal function', () => {
    const description = 'Checks renal function and inflammatory markers';
    expect(actionRelevance(renalColic, description, 'inv-u-e-crp')).toBeGreaterThan(
      actionRelevance(renalColic, description, 'inv-fbc'),
    );
  });

  it('across the library, a met action item quotes a request at least as relevant as any other it lists', () => {
    for (const caseDef of library) {
      for (const item of caseDef.rubric) {
        if (item.criterion.kind !== 'action' || item.criterion.actionIds.length < 2) continue;
        // Every listed action requested, in reverse order of relevance (least relevant first).
        const ranked = [...item.criterion.actionIds].sort(
          (a, b) =>
            actionRelevance(caseDef, item.description, a) - actionRelevance(caseDef, item.description, b),
        );
        const actions = ranked.map((itemId, i) => ({
          kind: caseDef.examination.some((e) => e.id === itemId)
            ? ('examination' as const)
            : ('investigation' as const),
          itemId,
          requestedAtSeconds: 30 * (i + 1),
        }));
        const score = withRelevantEvidence(
          caseDef,
          scoreSession(caseDef, { transcript: [], actions, summary: null }),
          actions,
        );
        const evidence = score.results.find((r) => r.itemId === item.id)!.evidence;
        expect(evidence?.kind).toBe('action');
        const quoted = evidence?.kind === 'action' ? evidence.itemId : '';
        const best = Math.max(...ranked.map((id) => actionRelevance(caseDef, item.description, id)));
        expect(actionRelevance(caseDef, item.description, quoted), `${caseDef.id} ${item.id}`).toBe(best);
      }
    }
  });
});
