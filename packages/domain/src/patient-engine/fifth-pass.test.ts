// Mechanisms of ADR 0110's fifth pass, each tested on a copy of the fixture case with generic facts
// added, in generic wording: none of these questions is from a question set.
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, slotsOf } from './analyse.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, type PatientState } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const terms = (text: string) => slotsOf(analyse(text)).flat();

const withCompany: CaseDefinition = {
  ...c,
  id: 'fixture-with-company',
  facts: [
    ...c.facts,
    fact(
      'companion',
      "My wife drove me in. She's gone to find a coffee.",
      ['Is anyone with you today?', 'Did anyone come with you?'],
      'social-history',
    ),
    fact(
      'wife-present',
      "She'll be back in a minute. I'd like her here when you tell me what's going on.",
      ['Is your wife here?', 'Can we talk to your wife?'],
      'social-history',
    ),
  ],
};
const ask = (message: string) => answerAsPatient(withCompany, fresh, message);

describe('"on your own" is being alone, not an onset', () => {
  it('reads "come on your own" as alone, and "come on" of a symptom as its onset', () => {
    expect(terms('Have you come on your own today?')).toContain('ALONE');
    expect(terms('Have you come on your own today?')).not.toContain('ONSET');
    expect(terms('When did the pain come on?')).toContain('ONSET');
  });

  it('answers who came with the patient, in either wording, with that fact alone', () => {
    for (const q of [
      'Have you come on your own today?',
      'Did somebody come with you?',
      'Have you come on your own, or is anyone with you?',
    ])
      expect(ask(q).revealedFactIds, q).toEqual(['companion']);
    expect(ask('When did the pain come on?').revealedFactIds).toEqual(['pain-onset']);
  });
});

describe('a relative asked about here and now is not the family history', () => {
  it("answers where the relative is from the fact in the trainee's own words", () => {
    expect(ask('Is your wife still here?').revealedFactIds).toEqual(['wife-present']);
  });

  it('keeps the first question\'s answer when a follow-up borrows its topic ("where has she gone?")', () => {
    expect(ask('Is your wife still here? Where has she gone?').revealedFactIds).toEqual(['wife-present']);
  });

  it('still answers illness in the family from the family history', () => {
    expect(ask('Has your dad had kidney stones?').revealedFactIds).toEqual(['family-stones']);
    expect(ask('Does anything run in the family?').revealedFactIds).toEqual(['family-stones']);
  });
});

describe('getting worse over time is the course of the complaint, not what makes it worse', () => {
  it('reads "getting worse", "getting weaker" and "building up" as progression', () => {
    for (const q of ['Is it getting worse?', 'Has the flow been getting weaker?', 'Has it been building up?'])
      expect(terms(q), q).toContain('PROGRESSION');
    expect(terms('Does anything make it worse?')).toContain('MODIFY');
  });

  it('answers how long "this" complaint has been building up from the fact that dates it', () => {
    expect(answerAsPatient(c, fresh, 'How long has this ache been building up?').revealedFactIds).toEqual([
      'pain-duration',
    ]);
  });

  it('keeps "does anything make it worse?" for what makes it worse, and "is it getting worse?" away from it', () => {
    expect(answerAsPatient(c, fresh, 'Does anything make it worse?').revealedFactIds).toEqual([
      'pain-position',
    ]);
    expect(answerAsPatient(c, fresh, 'Is it getting worse?').revealedFactIds).not.toContain('pain-position');
  });
});

describe('asking which symptoms something brings asks what it is like', () => {
  it('reads "what symptoms do you get with X" as X\'s character, and "any other symptoms?" as nothing', () => {
    expect(terms('What symptoms do you get with the pain?')).toContain('CHARACTER');
    // An adverb between a phrase's words does not break it.
    expect(terms('What symptoms do you typically get with the pain?')).toContain('CHARACTER');
    expect(terms('Any other symptoms?')).toEqual([]);
    expect(answerAsPatient(c, fresh, 'What symptoms do you get with the pain?').revealedFactIds).toEqual([
      'pain-character',
    ]);
  });
});

describe('a question about before is answered about the past', () => {
  const pastAndPresent: CaseDefinition = {
    ...c,
    id: 'fixture-past-and-present',
    facts: [
      fact(
        'swollen-now',
        'My right testicle is swollen and sore. It started three days ago.',
        ['testicular pain', 'scrotal swelling', 'where does it hurt', 'pain in your testicles'],
        'presenting-complaint',
      ),
      fact(
        'never-before',
        'Never had anything like it. No trouble down there ever.',
        ['had this before', 'previous episodes', 'happened before', 'ever had pain there before'],
        'history-of-presenting-complaint',
      ),
      ...c.facts.filter((f) => f.category !== 'presenting-complaint' && f.id !== 'previous-episodes'),
    ],
  };

  it('prefers the fact about the past to the current complaint that shares the other words', () => {
    const q = 'Ever had pain in your testicles before this?';
    expect(answerAsPatient(pastAndPresent, fresh, q).revealedFactIds).toEqual(['never-before']);
    expect(
      answerAsPatient(pastAndPresent, fresh, 'Where is the pain in your testicles?').revealedFactIds,
    ).toEqual(['swollen-now']);
  });
});

describe('asking leave with "if that\'s alright" is asking consent', () => {
  it('consents to an examination asked for with a trailing "if that\'s alright", and to a bare "that alright?"', () => {
    for (const q of [
      "I'd like to have a gentle look now, if that's alright.",
      "I'd like to examine your tummy if that's ok with you.",
      'That alright?',
    ]) {
      const r = answerAsPatient(c, fresh, q);
      expect(r.kind, q).toBe('small-talk');
      expect(r.revealedFactIds, q).toEqual([]);
    }
  });

  it('still answers the question that comes with it', () => {
    expect(
      answerAsPatient(c, fresh, "Could you tell me where the pain is, if that's ok?").revealedFactIds,
    ).toEqual(['pain-site']);
  });
});

describe('the asking itself does not break a tie', () => {
  const numbers: CaseDefinition = {
    ...c,
    id: 'fixture-numbers',
    facts: [
      ...c.facts,
      fact(
        'psa-values',
        'The first was 7.8 and the repeat was 8.1.',
        ['what was the psa', 'psa level', 'results'],
        'history-of-presenting-complaint',
      ),
      fact(
        'reading-up',
        "I've read a bit on a charity's website.",
        ['what do you know about the tests', 'information', 'have you read anything'],
        'ice',
      ),
    ],
  };

  it('answers "do you know what the numbers were?" with the numbers, not with what the patient knows', () => {
    for (const q of ['Do you know what the numbers were?', 'What were the numbers?'])
      expect(answerAsPatient(numbers, fresh, q).revealedFactIds, q).toEqual(['psa-values']);
  });
});

describe('a clear winner is answered though the question says more than its cues', () => {
  const catheter: CaseDefinition = {
    ...c,
    id: 'fixture-catheter',
    facts: [
      ...c.facts,
      fact(
        'catheter-changed',
        'The district nurse changed it three weeks ago.',
        ['when was the catheter changed', 'catheter change'],
        'history-of-presenting-complaint',
      ),
    ],
  };

  it('answers the one fact that stands far above the rest and matched the head of the question', () => {
    const q = 'When was the suprapubic catheter last swapped over?';
    expect(answerAsPatient(catheter, fresh, q).revealedFactIds).toEqual(['catheter-changed']);
  });

  it('does not answer a statement that way', () => {
    const r = answerAsPatient(catheter, fresh, 'The suprapubic catheter was swapped over last week.');
    expect(r.revealedFactIds).toEqual([]);
  });
});
