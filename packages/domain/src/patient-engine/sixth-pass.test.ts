// Mechanisms of ADR 0110's sixth pass, each tested on a copy of the fixture case with generic facts
// added, in generic wording: none of these questions is from a question set.
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, queryItems, segmentsOf, slotsOf } from './analyse.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, CLOSED_WORLD_PREFIX, type PatientState, patientPhrases } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
/** The terms a question is matched with (weak words left out). */
const asked = (text: string) => slotsOf(queryItems(analyse(text))).flat();

const withGroin: CaseDefinition = {
  ...c,
  id: 'fixture-with-groin',
  facts: [
    ...c.facts,
    fact(
      'cough',
      "I've had a tickly cough for a week or so.",
      ['Have you got a cough?', 'Any coughing?'],
      'systems-review',
    ),
    fact(
      'groin-bump',
      "Sometimes there's a small bump in my right groin, mostly when I'm lifting at work.",
      ['Any lump or swelling in your groin?', 'Have you noticed a bulge in the groin?'],
      'history-of-presenting-complaint',
    ),
  ],
};
const ask = (message: string) => answerAsPatient(withGroin, fresh, message);

describe('a clause of purpose is why the trainee asks, not what', () => {
  it('asks nothing of "so I know…" or "so that we can…"', () => {
    expect(asked('Where is the pain, so that we can plan the scan?')).not.toContain('scan');
    expect(asked("Tell me what you've understood, so I know I've explained it properly")).not.toContain(
      'explain',
    );
    // "so" with another subject is not a purpose of the speaker's.
    expect(asked('Is it so painful you cannot sleep?')).toContain('sleep');
  });

  it('answers the question alone', () => {
    expect(ask('Where is the pain, so that we can plan the scan?').revealedFactIds).toEqual(['pain-site']);
    expect(ask('So I know what to give you, are you allergic to anything?').revealedFactIds).toEqual([
      'allergies',
    ]);
  });
});

describe('a clause of circumstance belongs to the question it qualifies', () => {
  it('joins "…, maybe when you cough" to its question, and keeps "…, and when did it start?" apart', () => {
    expect(segmentsOf(analyse('Any bulge in your groin, maybe when you cough?'))).toHaveLength(1);
    expect(segmentsOf(analyse('Any bulge in your groin, and when did it start?'))).toHaveLength(2);
  });

  it("weighs the clause's words lightly after its question, never in the speaker's own words", () => {
    expect(asked('Have you noticed a lump in the groin, especially when you strain?')).not.toContain(
      'strain',
    );
    expect(asked('Does it burn when you pee?')).toContain('URINE');
    // The patient's "it doesn't hurt, even when I press it" says what happens on pressing.
    expect(asked("It doesn't hurt, even when I press it.")).toContain('TOUCH');
  });

  it('answers the question alone: no second fact for the circumstance, no closed-world no for it', () => {
    for (const q of [
      'Any bulge in your groin, maybe when you cough?',
      'Have you noticed a lump in the groin, especially when you strain?',
    ]) {
      const reply = ask(q);
      expect(reply.revealedFactIds, q).toEqual(['groin-bump']);
      expect(reply.negativeIds, q).toEqual([]);
    }
    // Asked as a question of its own, the cough is answered too.
    expect(ask('Any bulge in your groin, and have you got a cough?').revealedFactIds).toEqual([
      'groin-bump',
      'cough',
    ]);
  });
});

describe('vocabulary: how bad the pain is, and the skin in "skin changes"', () => {
  it('reads "how painful" and "how sore" as the pain\'s severity', () => {
    for (const q of ['How painful is it?', 'How sore is it?'])
      expect(asked(q), q).toEqual(['PAIN', 'SEVERITY']);
    expect(ask('How painful is it?').revealedFactIds).toEqual(['pain-severity']);
  });

  it('keeps the skin in "has the skin changed colour?", so a fact about the skin\'s colour answers it', () => {
    expect(asked('Has the skin changed colour?')).toEqual(['RASH', 'skin', 'COLOUR']);
    const withSkin: CaseDefinition = {
      ...c,
      facts: [
        ...c.facts,
        fact(
          'boil',
          'It started as a spot, a boil really, a week ago.',
          ['spot', 'boil', 'how did it start'],
          'history-of-presenting-complaint',
        ),
        fact(
          'skin-colour',
          "The skin's gone dark red round it.",
          ['skin colour', 'dark skin'],
          'history-of-presenting-complaint',
        ),
      ],
    };
    expect(answerAsPatient(withSkin, fresh, 'Has the skin changed colour?').revealedFactIds).toEqual([
      'skin-colour',
    ]);
  });
});

describe('a day or a month is when, not what', () => {
  const withVisit: CaseDefinition = {
    ...c,
    facts: [
      ...c.facts,
      fact(
        'seen-monday',
        'I came in on Monday with the same pain and they sent me home.',
        ['Have you been seen about this before?', 'What happened on Monday?'],
        'history-of-presenting-complaint',
      ),
    ],
  };
  const askVisit = (q: string) => answerAsPatient(withVisit, fresh, q).revealedFactIds;

  it("weighs a weekday or a month like a weak word: the question's topic decides", () => {
    expect(asked('What tablets have you been taking since Monday?')).not.toContain('mondai');
    expect(askVisit('What tablets have you been taking since Monday?')).toEqual(['drug-history']);
  });

  it('keeps it when it is all the question names', () => {
    expect(askVisit('What happened on Monday?')).toEqual(['seen-monday']);
  });
});

describe('a person who came back is not a result that came back', () => {
  it('answers a symptom question framed by "since you came back from…"', () => {
    const reply = answerAsPatient(
      c,
      fresh,
      'Have you had any blurred vision since you came back from the scan?',
    );
    expect(reply.reply).not.toBe(patientPhrases.fishing);
    expect(reply.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}vision`);
  });

  it('still reads "have the results come back?" as asking the patient for a result', () => {
    expect(answerAsPatient(c, fresh, 'Have the results come back?').reply).toBe(patientPhrases.fishing);
  });
});

describe('small words that name nothing, and "linked to"', () => {
  it('reads "used to" as the past, not a topic', () => {
    expect(asked('What did you used to do for work?')).not.toContain('us');
    expect(answerAsPatient(c, fresh, 'What did you used to do for work?').revealedFactIds).toEqual([
      'occupation',
    ]);
  });

  it('reads "linked to", "related to" and "connected with" as one concept', () => {
    for (const q of ['Is it linked to eating?', 'Is it related to eating?', 'Is it connected with eating?'])
      expect(asked(q), q).toContain('RELATED');
  });

  it('reads "what led to", "what made you" and "what prompted" as asking why', () => {
    for (const q of ['What led to the operation?', 'What made you see the GP?', 'What prompted the scan?'])
      expect(asked(q), q).toContain('WHY');
  });

  it('knows an SPC is a catheter, "information" is detail, and planning a family is fertility', () => {
    expect(asked('When was the SPC last changed?')).toContain('CATHETER');
    expect(asked('How much information would you like?')).toEqual(asked('How much detail would you like?'));
    expect(asked('Are you planning a family?')).toContain('FERTILITY');
  });

  it('reads "what were you told" as the patient\'s understanding, and "measured" as naming nothing', () => {
    expect(asked('What were you told after the scan?')).toContain('UNDERSTAND');
    expect(asked('What have you been told so far?')).toContain('UNDERSTAND');
    expect(asked('Have you measured your temperature?')).toEqual(asked('Have you taken your temperature?'));
  });

  it('reads "couldn\'t go" as retention, as "can\'t go" is', () => {
    expect(asked("Have you ever got to where you couldn't go at all?")).toContain('RETENTION');
  });

  it('keeps "know" in "what do you know already?": "already" is a weak word', () => {
    expect(asked('What do you know already?')).toContain('know');
  });
});

describe('results asked of the patient, in more wordings', () => {
  const fishing = (q: string) => answerAsPatient(c, fresh, q).reply === patientPhrases.fishing;

  it("takes a reading, an examination's findings or a score asked of the patient as fishing", () => {
    for (const q of [
      'What did your blood sugar come out at this morning?',
      'What did the doctor find when she examined you?',
      'Do you know your Gleason score?',
      'Do you know your kidney function level?',
    ])
      expect(fishing(q), q).toBe(true);
  });

  it('leaves plain questions alone', () => {
    for (const q of [
      'Has anyone examined you yet?',
      'When did the pain come on?',
      'Do you know your way home?',
    ])
      expect(fishing(q), q).toBe(false);
  });
});

describe("the persona's ideas, concerns and expectations are said only in the patient's own words", () => {
  const describedIdeas = 'He thinks it is a kidney stone, like his father had.';

  it("answers with the case's ICE fact, never the description of the patient", () => {
    const described: CaseDefinition = { ...c, persona: { ...c.persona, ideas: describedIdeas } };
    for (const q of ['What do you think is going on?', 'What did you think was going on?']) {
      const reply = answerAsPatient(described, fresh, q);
      expect(reply.reply, q).not.toContain(describedIdeas);
      expect(reply.revealedFactIds, q).toEqual(['ice-ideas']);
    }
  });

  it('never speaks a description, even where the case has no ICE fact for it', () => {
    const noIce: CaseDefinition = {
      ...c,
      persona: { ...c.persona, ideas: describedIdeas },
      facts: c.facts.filter((f) => f.category !== 'ice'),
    };
    expect(answerAsPatient(noIce, fresh, 'What do you think is going on?').reply).not.toContain(
      describedIdeas,
    );
  });

  it("speaks the patient's own words where the case has no ICE fact for them", () => {
    const ownWords = "I reckon it's a kidney stone, my dad had them.";
    const noIce: CaseDefinition = {
      ...c,
      persona: { ...c.persona, ideas: ownWords },
      facts: c.facts.filter((f) => f.category !== 'ice'),
    };
    expect(answerAsPatient(noIce, fresh, 'What do you think is going on?').reply).toContain(ownWords);
  });
});

describe('a person who travels goes somewhere; pain that travels spreads', () => {
  it('reads the subject of "travel"', () => {
    expect(asked('Have you travelled anywhere recently?')).toContain('TRAVEL');
    expect(asked('Have you travelled anywhere recently?')).not.toContain('RADIATE');
    expect(asked('Does the pain travel anywhere?')).toContain('RADIATE');
  });

  it('answers each sense from its own fact', () => {
    for (const q of ['Have you travelled anywhere recently?', 'Have you been travelling?'])
      expect(answerAsPatient(c, fresh, q).negativeIds, q).toEqual(['neg-travel']);
    expect(answerAsPatient(c, fresh, 'Does it travel anywhere?').revealedFactIds).toEqual(['pain-radiation']);
  });
});

describe('each site of pain is its own entry of the closed world', () => {
  const withKnee: CaseDefinition = {
    ...c,
    facts: [
      ...c.facts,
      fact(
        'sore-knee',
        "My knee's a bit sore since I bumped it on the table.",
        ['knee', 'any other injuries'],
        'systems-review',
      ),
    ],
  };

  it('says no to hip or pelvic pain in a case that mentions only a sore knee', () => {
    const hips = answerAsPatient(withKnee, fresh, 'Any pain in your hips?');
    expect(hips.revealedFactIds).toEqual([]);
    expect(hips.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}hip-pain`);
    expect(answerAsPatient(withKnee, fresh, 'Any pain in your pelvis?').negativeIds).toContain(
      `${CLOSED_WORLD_PREFIX}pelvic-pain`,
    );
    expect(answerAsPatient(withKnee, fresh, 'Any pain in your knees?').revealedFactIds).toEqual([
      'sore-knee',
    ]);
  });
});

describe('a woman is asked the gynaecological review as a registrar asks it', () => {
  const woman: CaseDefinition = {
    ...c,
    id: 'fixture-woman',
    persona: { ...c.persona, name: 'Dana Hughes', sex: 'female' },
  };

  it.each([
    ['Any vaginal dryness?', 'vaginal-dryness'],
    ['Any bulge or dragging feeling down below?', 'prolapse'],
    ['Any itching down below?', 'vaginal-itch'],
    ['Any hot flushes?', 'hot-flushes'],
  ])('answers "%s" with a plain no that names %s', (question, entry) => {
    const reply = answerAsPatient(woman, fresh, question);
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}${entry}`);
  });
});

describe('a trailing span of time says when the question is about, as a leading one does', () => {
  it.each([
    ['Have you been passing urine normally over the past few days?', 'urinary-frequency'],
    ['Any sickness in the last couple of days?', 'nausea-vomiting'],
  ])('answers "%s"', (question, factId) => {
    expect(answerAsPatient(c, fresh, question).revealedFactIds).toEqual([factId]);
  });
});
