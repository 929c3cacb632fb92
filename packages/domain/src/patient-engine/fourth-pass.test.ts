// Mechanisms of ADR 0110's fourth pass, each tested on the fixture case (or on a copy of it with
// generic facts added) in generic wording: none of these questions is from a question set.
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, slotsOf } from './analyse.ts';
import { classifyPart } from './dialogue.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, type PatientState, patientPhrases } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const askCase = (caseDef: CaseDefinition, message: string) => answerAsPatient(caseDef, fresh, message);
const ask = (message: string) => askCase(c, message);
const terms = (text: string) => slotsOf(analyse(text)).flat();

describe('a named diagnosis put to the patient with an opinion tag is fishing', () => {
  it('reveals nothing for "is it X, do you think?" and "does it sound like X to you?"', () => {
    for (const q of [
      'Is it a kidney stone, do you think?',
      'Could it be an infection, you reckon?',
      'Does it sound like a stone to you?',
      'What do you think the scan found?',
    ]) {
      const r = ask(q);
      expect(r.revealedFactIds, q).toEqual([]);
      expect(r.reply, q).toBe(patientPhrases.fishing);
      expect(classifyPart(q.replace(/\?$/, ''), true).isFishing, q).toBe(true);
    }
  });

  it("still answers an open question about the patient's own idea", () => {
    expect(classifyPart('What do you think is causing it', true).isFishing).toBe(false);
    expect(ask('What do you think is causing the pain?').revealedFactIds).toEqual(['ice-ideas']);
  });
});

describe('a part whose own best match is partial is answered by the fact another part chose', () => {
  // Night-time and daytime habits: "in the day" leans towards the night fact (its answer says "day").
  const habits: CaseDefinition = {
    ...c,
    id: 'fixture-day-and-night',
    facts: [
      {
        id: 'night-habits',
        category: 'history-of-presenting-complaint',
        answer: "Three times most nights. I'm tired in the day.",
        cues: ['nocturia', 'getting up at night', 'how many times at night'],
        redFlag: false,
        volunteered: false,
      },
      {
        id: 'day-habits',
        category: 'history-of-presenting-complaint',
        answer: 'In the day I go every hour and a half, and sometimes I have to rush.',
        cues: ['frequency', 'how often do you go', 'urgency', 'rushing'],
        redFlag: false,
        volunteered: false,
      },
      ...c.facts.filter((f) => f.id !== 'urinary-frequency'),
    ],
  };

  it('does not add a neighbouring fact when the fact chosen for the other part covers this one', () => {
    expect(
      askCase(habits, 'How often do you pass water in the day, and do you get caught short?').revealedFactIds,
    ).toEqual(['day-habits']);
  });

  it('keeps both facts when each part is fully answered by its own', () => {
    const r = ask('Have you taken any painkillers, and have you been sick?');
    expect(r.revealedFactIds).toEqual(expect.arrayContaining(['pain-analgesia', 'nausea-vomiting']));
  });
});

describe('"sores" are lesions, "sore" is pain', () => {
  it('answers a question about sores with the closed world, not the pain fact', () => {
    const r = ask('Have you noticed any sores or ulcers on your penis?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.negativeIds).toContain('closed-world:genital-sores');
  });

  it('still reads "sore" as pain', () => {
    expect(terms('Is it sore?')).toContain('PAIN');
    expect(terms('Any sores?')).not.toContain('PAIN');
  });
});

describe("two facts tied on concepts: the trainee's own words decide", () => {
  // "Looks after" and "home" are one concept, so both facts cover "who is at home?" in full.
  const twoHomes: CaseDefinition = {
    ...c,
    id: 'fixture-home-and-childcare',
    facts: [
      fact(
        'childcare',
        'He goes to nursery on the days I work.',
        ['childcare', 'nursery', 'who looks after him'],
        'social-history',
      ),
      fact(
        'household',
        'Me, my husband and the baby.',
        ['who lives at home', 'home', 'family', 'parents'],
        'social-history',
      ),
      ...c.facts.filter((f) => f.id !== 'home'),
    ],
  };

  it('answers with the fact whose cue says what the question says', () => {
    expect(askCase(twoHomes, 'Who is at home?').revealedFactIds).toEqual(['household']);
    expect(askCase(twoHomes, 'Who looks after him?').revealedFactIds).toEqual(['childcare']);
  });

  it('prefers the family history for a question about the family', () => {
    const weakFamily: CaseDefinition = {
      ...twoHomes,
      id: 'fixture-weak-family-history',
      facts: [
        fact(
          'fh',
          'Nothing runs in the family.',
          ['family history', 'anyone in the family', 'runs in the family', 'kidney disease in the family'],
          'family-history',
        ),
        ...twoHomes.facts.filter((f) => f.id !== 'family-stones'),
      ],
      negatives: c.negatives.filter((n) => n.id !== 'neg-cancer-family'),
    };
    expect(askCase(weakFamily, 'Any illnesses in the family?').revealedFactIds).toEqual(['fh']);
  });
});

describe('a follow-up with no topic of its own borrows the question before it', () => {
  it('does not answer "what happened?" after another question with the presenting complaint', () => {
    expect(ask('Any allergies? What happened?').revealedFactIds).toEqual(['allergies']);
    expect(ask('Have you taken any painkillers, and how did it go?').revealedFactIds).toEqual([
      'pain-analgesia',
    ]);
  });

  it('still answers "what happened?" on its own', () => {
    expect(ask('What happened?').revealedFactIds).toEqual(['pc-pain']);
  });
});

describe('a time of day and a lay idiom for "a problem" name no topic', () => {
  it('answers a question with "this morning" by its topic', () => {
    expect(terms('Have you been throwing up at all this morning?')).not.toContain('morn');
    expect(ask('Have you been throwing up at all this morning?').revealedFactIds).toEqual([
      'nausea-vomiting',
    ]);
  });

  it('reads "playing up" as having a problem, not as a topic', () => {
    expect(terms('How long has your side been playing up?')).not.toContain('plai');
  });
});

describe('"what do you do?" asks about work', () => {
  it('answers the bare question, and each part of a compound one, with work and home', () => {
    expect(ask('What do you do?').revealedFactIds).toEqual(['occupation']);
    expect(ask('What do you do, and who do you live with?').revealedFactIds).toEqual(['occupation', 'home']);
  });

  it('leaves a question about what the patient does for the pain to its own topic', () => {
    expect(ask('What do you do to ease the pain?').revealedFactIds).not.toContain('occupation');
  });
});
