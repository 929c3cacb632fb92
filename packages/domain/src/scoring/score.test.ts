import { describe, expect, it } from 'vitest';
import type { ScoringMessage } from './behaviours.ts';
import { scoringCase } from './fixtures/scoring-case.ts';
import { modelTranscriptFor } from './model.ts';
import { type RubricResult, type SessionScoringInput, scoreSession } from './score.ts';

const c = scoringCase;
const empty: SessionScoringInput = { transcript: [], actions: [], summary: null, handoff: null };

const msg = (
  id: string,
  sender: ScoringMessage['sender'],
  text: string,
  elapsedSeconds: number,
  revealedFactIds: string[] = [],
  channel: ScoringMessage['channel'] = 'patient',
): ScoringMessage => ({ id, channel, sender, text, revealedFactIds, elapsedSeconds });

/** A middling session: some history, one examination, a summary with a negated NSAID. */
const partial: SessionScoringInput = {
  transcript: [
    msg('m0', 'patient', "It's this pain in my right side, doctor.", 0, ['pc-pain']),
    msg('m1', 'trainee', "Hello, I'm Dr Shah, one of the urology doctors. Are you in pain?", 10),
    msg('m2', 'patient', 'Yes.', 12),
    msg('m3', 'trainee', 'Have you had a temperature?', 20),
    msg('m4', 'patient', "No, I haven't had a temperature or any shivers.", 22, ['hpc-fever']),
    msg('m5', 'trainee', 'What medicines is he on?', 30, [], 'nurse'),
    msg('m6', 'nurse', 'He takes warfarin.', 32, ['dh-warfarin'], 'nurse'),
    msg('m7', 'trainee', 'That sounds really painful.', 40),
    msg('m8', 'patient', 'It is.', 42),
    msg('m9', 'trainee', 'Do you smoke?', 50),
    msg('m10', 'patient', 'Ten a day.', 52, ['sh-smoking']),
  ],
  actions: [
    { kind: 'examination', itemId: 'ex-renal-angle', requestedAtSeconds: 200 },
    { kind: 'examination', itemId: 'ex-abdomen', requestedAtSeconds: 150 },
    { kind: 'investigation', itemId: 'inv-mri-spine', requestedAtSeconds: 300 },
    { kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 310 },
    { kind: 'investigation', itemId: 'inv-mri-spine', requestedAtSeconds: 320 },
  ],
  summary: {
    diagnosis: 'Right loin pain. Likely ureteric stone.',
    differentials: 'Appendicitis',
    investigations: 'Urine dip',
    management: 'Paracetamol. No NSAIDs because of the warfarin. Start tamsulosin.',
    escalation: '',
  },
  handoff: 'S: 41-year-old man with right loin pain. A: apyrexial, no fever.',
};

const byId = (results: readonly RubricResult[], id: string) => results.find((r) => r.itemId === id)!;
const ids = (results: readonly RubricResult[]) => results.map((r) => r.itemId);

describe('scoreSession: a session without a hand-off step', () => {
  it('leaves the hand-off items out instead of counting them missed; items the summary can meet stay', () => {
    const without = scoreSession(c, { transcript: [], actions: [], summary: null });
    expect(ids(without.results)).not.toContain('rb-handoff');
    expect(ids(without.results)).toContain('rb-alpha');
    expect(without.categories.map((category) => category.category)).not.toContain('handoff');
    expect(without.totalWeight).toBe(
      scoreSession(c, empty).totalWeight - byId(scoreSession(c, empty).results, 'rb-handoff').weight,
    );
  });
});

describe('scoreSession: an empty session', () => {
  const score = scoreSession(c, empty);

  it('meets nothing, scores 0 and is flagged for every critical item', () => {
    expect(score.overall).toBe(0);
    expect(score.results.every((r) => !r.met && r.evidence === null)).toBe(true);
    expect(score.flagged).toBe(true);
    expect(ids(score.criticalMissed)).toEqual(['rb-fever', 'rb-ct', 'rb-nsaid']);
  });

  it('orders missed items critical first, then red flags, then by weight, then case order', () => {
    expect(ids(score.missed)).toEqual([
      'rb-fever',
      'rb-ct',
      'rb-nsaid',
      'rb-kidneys',
      'rb-warfarin',
      'rb-diagnosis',
      'rb-empathy',
      'rb-exam',
      'rb-handoff',
      'rb-introduces',
      'rb-open',
      'rb-smoking',
      'rb-alpha',
    ]);
    expect(ids(score.redFlagsMissed)).toEqual(['rb-fever', 'rb-kidneys']);
  });

  it('explains what was missing, with the rationale', () => {
    expect(byId(score.results, 'rb-fever').missing).toEqual({
      what: 'No question in the conversation asked for this (for example: “any fever”).',
      why: 'Infection with obstruction is an emergency.',
    });
    expect(byId(score.results, 'rb-ct').missing?.what).toBe('Not requested: “Non-contrast CT KUB”.');
    expect(byId(score.results, 'rb-exam').missing?.what).toBe(
      'Not requested: “Abdominal examination” or “Renal angles”.',
    );
    expect(byId(score.results, 'rb-nsaid').missing?.what).toBe('No summary was submitted.');
    expect(byId(score.results, 'rb-handoff').missing?.what).toBe('No hand-off was written.');
    expect(byId(score.results, 'rb-alpha').missing?.what).toBe('No summary or hand-off was written.');
    expect(byId(score.results, 'rb-open').missing?.what).toBe('No question was asked of the patient.');
    expect(byId(score.results, 'rb-introduces').missing?.what).toMatch(/introduce yourself/);
  });

  it('lists every category the case uses, in the canonical order, at 0', () => {
    expect(score.categories.map((k) => k.category)).toEqual([
      'history',
      'red-flags',
      'examination',
      'investigations',
      'diagnosis',
      'management',
      'communication',
      'handoff',
    ]);
    expect(score.categories.every((k) => k.score === 0 && k.metWeight === 0)).toBe(true);
    expect(score.inappropriateActions).toEqual([]);
  });
});

describe('scoreSession: a partial session', () => {
  const score = scoreSession(c, partial);

  it('scores each category as met weight over total weight, and overall over all items', () => {
    const categories = Object.fromEntries(score.categories.map((k) => [k.category, k.score]));
    expect(categories).toEqual({
      history: 25,
      'red-flags': 66.7,
      examination: 100,
      investigations: 0,
      diagnosis: 100,
      management: 25,
      communication: 75,
      handoff: 100,
    });
    expect(score.metWeight).toBe(16);
    expect(score.totalWeight).toBe(29);
    expect(score.overall).toBe(55.2);
    expect(ids(score.criticalMissed)).toEqual(['rb-ct', 'rb-nsaid']);
    expect(score.flagged).toBe(true);
    expect(ids(score.missed)).toEqual(['rb-ct', 'rb-nsaid', 'rb-kidneys', 'rb-warfarin', 'rb-open']);
  });

  it('gives a fact the trainee question that elicited it and the reply that revealed it', () => {
    expect(byId(score.results, 'rb-fever').evidence).toEqual({
      kind: 'fact',
      factId: 'hpc-fever',
      question: { messageId: 'm3', text: 'Have you had a temperature?', elapsedSeconds: 20 },
      reply: { messageId: 'm4', text: "No, I haven't had a temperature or any shivers.", elapsedSeconds: 22 },
    });
  });

  it('counts only facts the patient revealed (not the nurse)', () => {
    expect(byId(score.results, 'rb-warfarin').met).toBe(false);
  });

  it('gives an action the earliest matching request', () => {
    expect(byId(score.results, 'rb-exam').evidence).toEqual({
      kind: 'action',
      actionKind: 'examination',
      itemId: 'ex-abdomen',
      name: 'Abdominal examination',
      requestedAtSeconds: 150,
    });
  });

  it('gives a phrase the field and sentence that hold it, and ignores a negated one', () => {
    expect(byId(score.results, 'rb-diagnosis').evidence).toEqual({
      kind: 'phrase',
      field: 'diagnosis',
      phrase: 'ureteric stone',
      sentence: 'Likely ureteric stone.',
    });
    expect(byId(score.results, 'rb-nsaid').met).toBe(false);
    expect(byId(score.results, 'rb-nsaid').missing?.what).toBe(
      'Not found in your management plan: expected “nsaid”, “diclofenac” or “ibuprofen”.',
    );
    expect(byId(score.results, 'rb-alpha').evidence).toMatchObject({
      field: 'management',
      phrase: 'tamsulosin',
    });
    expect(byId(score.results, 'rb-handoff').evidence).toMatchObject({
      field: 'handoff',
      phrase: 'no fever',
    });
  });

  it('gives a behaviour its line, and explains a closed first question', () => {
    expect(byId(score.results, 'rb-introduces').evidence).toMatchObject({
      kind: 'behaviour',
      behaviour: 'introduces-self',
      line: { messageId: 'm1' },
    });
    expect(byId(score.results, 'rb-empathy').evidence).toMatchObject({ line: { messageId: 'm7' } });
    expect(byId(score.results, 'rb-open').missing?.what).toBe(
      'Your first question was a closed one: “Are you in pain?”.',
    );
  });

  it('lists inappropriate investigations once, with the case result as context, costing no points', () => {
    expect(score.inappropriateActions).toEqual([
      {
        itemId: 'inv-mri-spine',
        name: 'MRI of the lumbar spine',
        requestedAtSeconds: 300,
        result: 'Not indicated: the pain is renal colic, not spinal. The radiologist declines the request.',
      },
    ]);
    const without = scoreSession(c, {
      ...partial,
      actions: partial.actions.filter((a) => a.itemId !== 'inv-mri-spine'),
    });
    expect(without.overall).toBe(score.overall);
  });

  it('matches a phrase only in its own field', () => {
    const moved = scoreSession(c, {
      ...partial,
      summary: { ...partial.summary!, diagnosis: 'Loin pain', management: 'Ureteric stone: diclofenac.' },
    });
    expect(byId(moved.results, 'rb-diagnosis').met).toBe(false);
    expect(byId(moved.results, 'rb-nsaid').met).toBe(true);
  });

  it('does not credit a fact said unasked (history credit is for what the trainee asked)', () => {
    const volunteered = scoreSession(c, {
      ...empty,
      transcript: [msg('o1', 'patient', 'I smoke ten a day.', 0, ['sh-smoking'])],
    });
    expect(byId(volunteered.results, 'rb-smoking').met).toBe(false);
  });
});

describe('scoreSession: each rubric kind can be met and missed', () => {
  const model = scoreSession(c, modelTranscriptFor(c));
  const none = scoreSession(c, empty);

  it.each(['fact', 'action', 'phrase', 'behaviour'] as const)('%s', (kind) => {
    const met = model.results.filter((r) => r.kind === kind);
    const missed = none.results.filter((r) => r.kind === kind);
    expect(met.length).toBeGreaterThan(0);
    expect(met.every((r) => r.met && r.evidence?.kind === kind && r.missing === null)).toBe(true);
    expect(missed.every((r) => !r.met && r.evidence === null && r.missing !== null)).toBe(true);
  });

  it('the model session meets every item of the fixture', () => {
    expect(model.overall).toBe(100);
    expect(model.flagged).toBe(false);
    expect(model.missed).toEqual([]);
    expect(ids(model.strengths).slice(0, 3)).toEqual(['rb-fever', 'rb-ct', 'rb-nsaid']);
  });
});

describe('scoreSession: determinism', () => {
  it('gives the same result for the same input, and does not change the input', () => {
    const before = JSON.stringify(partial);
    const a = scoreSession(c, partial);
    const b = scoreSession(c, structuredClone(partial));
    expect(b).toEqual(a);
    expect(JSON.stringify(partial)).toBe(before);
    expect(JSON.stringify(scoreSession(c, partial))).toBe(JSON.stringify(a));
  });
});

describe('scoreSession: a negative that establishes a fact item', () => {
  // "Asks about fever", met also by the patient's "no" to a question about shivers.
  const withNegative: typeof c = {
    ...c,
    negatives: [
      ...c.negatives,
      { id: 'neg-rigors', category: 'systems-review', answer: 'No shivers or shaking.', cues: ['shivers'] },
    ],
    rubric: c.rubric.map((item) =>
      item.id === 'rb-fever' && item.criterion.kind === 'fact'
        ? { ...item, criterion: { ...item.criterion, negativeIds: ['neg-rigors'] } }
        : item,
    ),
  };
  const said = (negativeIds: string[]): SessionScoringInput => ({
    ...empty,
    transcript: [
      msg('m1', 'trainee', 'Any shivers or shaking?', 10),
      { ...msg('m2', 'patient', 'No shivers or shaking.', 12), negativeIds },
    ],
  });

  it('meets the item with the question and the reply that gave the negative', () => {
    const fever = byId(scoreSession(withNegative, said(['neg-rigors'])).results, 'rb-fever');
    expect(fever.met).toBe(true);
    expect(fever.evidence).toMatchObject({
      kind: 'fact',
      factId: 'neg-rigors',
      question: { text: 'Any shivers or shaking?' },
      reply: { text: 'No shivers or shaking.' },
    });
  });

  it('does not when the item names no negatives, or another negative was given', () => {
    expect(byId(scoreSession(c, said(['neg-rigors'])).results, 'rb-fever').met).toBe(false);
    expect(byId(scoreSession(withNegative, said(['neg-other'])).results, 'rb-fever').met).toBe(false);
  });

  it('does not for a "no" that answered no question', () => {
    const unasked: SessionScoringInput = {
      ...empty,
      transcript: [{ ...msg('m1', 'patient', 'No shivers or shaking.', 5), negativeIds: ['neg-rigors'] }],
    };
    expect(byId(scoreSession(withNegative, unasked).results, 'rb-fever').met).toBe(false);
  });
});
