import { loadCaseLibrary } from '@urosim/content';
import type { CaseDefinition, RubricItem, Sbar } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { scoreSession } from '../scoring/score.ts';
import { handoffText } from './text.ts';
import { handoffScoreOf, sharedHandoffScore, UNNAMED_MISSED_POINT } from './verdict.ts';

const base = loadCaseLibrary().find((c) => c.id === 'fever-and-loin-pain')!;

const item = (
  id: string,
  section: RubricItem['handoffSection'],
  phrases: string[],
  weight = 2,
): RubricItem => ({
  id,
  category: 'handoff',
  description: `Hand-off point ${id}`,
  weight,
  critical: false,
  criterion: { kind: 'phrase', field: 'handoff', phrases },
  handoffSection: section,
  rationale: `Why ${id} matters.`,
});

/** The library case with one hand-off item per SBAR section (and one without a section). */
const caseDef: CaseDefinition = {
  ...base,
  rubric: [
    ...base.rubric.filter((r) => r.category !== 'handoff'),
    item('ho-s', 'situation', ['septic shock', 'septic']),
    item('ho-b', 'background', ['penicillin allergy', 'allergic to penicillin']),
    item('ho-a', 'assessment', ['lactate']),
    item('ho-r', 'recommendation', ['nephrostomy', 'decompression']),
    { ...item('ho-x', undefined, ['hydronephrosis'], 1), handoffSection: undefined },
  ],
};

const blank: Sbar = { situation: '', background: '', assessment: '', recommendation: '' };

const scoreOf = (sbar: Sbar) => {
  const text = handoffText(sbar);
  const score = scoreSession(caseDef, { transcript: [], actions: [], summary: null, handoff: text || null });
  return handoffScoreOf(caseDef, score, sbar);
};

const section = (score: ReturnType<typeof scoreOf>, name: keyof Sbar) =>
  score.sections.find((s) => s.section === name)!;

describe('hand-off score and section verdicts', () => {
  it('an empty hand-off: every item missed, every section missing', () => {
    const score = scoreOf(blank);
    expect(score).toMatchObject({ percent: 0, metWeight: 0, totalWeight: 9 });
    expect(score.items.map((r) => r.itemId)).toEqual(['ho-s', 'ho-b', 'ho-a', 'ho-r', 'ho-x']);
    expect(score.items.every((r) => !r.met && r.missing?.what === 'No hand-off was written.')).toBe(true);
    expect(score.sections.map((s) => s.verdict)).toEqual(['missing', 'missing', 'missing', 'missing']);
    // Items without a section are judged in Assessment.
    expect(section(score, 'assessment').missed).toEqual(['Hand-off point ho-a', 'Hand-off point ho-x']);
  });

  it('strong, adequate, weak and missing, with evidence quoted from the hand-off', () => {
    const sbar: Sbar = {
      // Complete by structure and its item met: strong.
      situation:
        "I'm the urology SHO on call about a 58-year-old woman on ward 7 with fever and loin pain; I'm worried she is in septic shock.",
      // Its item met, but no medicines named (a structural gap): adequate.
      background: 'Known stones. Allergic to penicillin.',
      // One of its two items (weights 2 and 1) met: adequate by weight, with gaps.
      assessment: 'Lactate 4.1.',
      recommendation: '',
    };
    const score = scoreOf(sbar);
    expect(section(score, 'situation')).toMatchObject({
      verdict: 'strong',
      met: ['Hand-off point ho-s'],
      gaps: [],
    });
    expect(section(score, 'background').verdict).toBe('adequate');
    expect(section(score, 'background').gaps).toEqual([
      'Mention medicines (anticoagulants especially) and allergies, even when there are none.',
    ]);
    expect(section(score, 'assessment')).toMatchObject({
      verdict: 'adequate',
      met: ['Hand-off point ho-a'],
      missed: ['Hand-off point ho-x'],
    });
    expect(section(score, 'recommendation')).toMatchObject({ verdict: 'missing', words: 0 });
    expect(score).toMatchObject({ metWeight: 6, totalWeight: 9, percent: 66.7 });
    const lactate = score.items.find((r) => r.itemId === 'ho-a')!;
    expect(lactate.evidence).toMatchObject({
      kind: 'phrase',
      field: 'handoff',
      sentence: 'Assessment: Lactate 4.1.',
    });
    expect(handoffText(sbar)).toContain((lactate.evidence as { sentence: string }).sentence);

    const weak = scoreOf({ ...sbar, assessment: 'Observations stable, examination unremarkable.' });
    expect(section(weak, 'assessment').verdict).toBe('weak');
  });

  it('a point met outside the hand-off does not count for it', () => {
    const sbar: Sbar = { ...blank, situation: 'Calling about bed 4.' };
    const score = scoreSession(caseDef, {
      transcript: [],
      actions: [],
      summary: null,
      handoff: handoffText(sbar),
    });
    // As if the scorer had found the point in the summary.
    const results = score.results.map((r) =>
      r.itemId === 'ho-r'
        ? {
            ...r,
            met: true,
            missing: null,
            evidence: {
              kind: 'phrase' as const,
              field: 'management' as const,
              phrase: 'nephrostomy',
              sentence: 'Nephrostomy.',
            },
          }
        : r,
    );
    const verdict = handoffScoreOf(caseDef, { results }, sbar);
    expect(verdict.items.find((r) => r.itemId === 'ho-r')).toMatchObject({
      met: false,
      evidence: null,
      missing: { what: 'Not found in your hand-off.', why: 'Why ho-r matters.' },
    });
  });

  it('a session scored without its hand-off (none offered) has no hand-off items', () => {
    const score = scoreSession(caseDef, { transcript: [], actions: [], summary: null });
    expect(handoffScoreOf(caseDef, score, blank)).toMatchObject({ items: [], totalWeight: 0, percent: 0 });
  });

  it('a shared score keeps what is met and the figures, and names no missed point of the case', () => {
    const full = scoreOf({ ...blank, situation: 'Septic shock in a man with a stone.' });
    const shared = sharedHandoffScore(full);
    expect(shared).toMatchObject({ percent: full.percent, metWeight: full.metWeight, totalWeight: 9 });
    expect(shared.items.map((r) => r.itemId)).toEqual(['ho-s']);
    expect(section(shared, 'situation').met).toEqual(['Hand-off point ho-s']);
    expect(section(shared, 'assessment').missed).toEqual([UNNAMED_MISSED_POINT, UNNAMED_MISSED_POINT]);
    expect(section(shared, 'recommendation').gaps).toEqual(section(full, 'recommendation').gaps);
    expect(JSON.stringify(shared)).not.toMatch(/ho-[abrx]|Why ho-/);
  });
});
