// Mechanisms of ADR 0110's seventh pass, each tested on a copy of the fixture case with generic facts
// added, in generic wording: none of these questions is from a question set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, queryItems, slotsOf } from './analyse.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, type PatientState } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
/** The terms a question is matched with (weak words left out). */
const asked = (text: string) => slotsOf(queryItems(analyse(text))).flat();
/** The fixture patient answers `q` (no request to rephrase) without revealing a fact (`volunteered` aside). */
const answersWithoutFacts = (q: string) => {
  const reply = answerAsPatient(c, fresh, q);
  expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
  expect(reply.reply).not.toBe(c.persona.deflection);
};

const withMore = (facts: CaseDefinition['facts'], negatives: CaseDefinition['negatives'] = []) => ({
  ...c,
  id: 'fixture-seventh-pass',
  facts: [...c.facts, ...facts],
  negatives: [...c.negatives, ...negatives],
});

describe('a life stage is when, not who', () => {
  it('reads "as a child" and "when you were little" as childhood, not as the patient\'s children', () => {
    for (const q of ['Did you have mumps as a child?', 'When you were little, were you ever in hospital?']) {
      expect(asked(q)).toContain('CHILDHOOD');
      expect(asked(q)).not.toContain('FAMILY');
    }
    expect(asked('Do you have any children?')).toContain('FAMILY');
  });

  it('answers about the illness when the case says nothing of childhood', () => {
    const mumps = withMore(
      [],
      [{ id: 'neg-mumps', category: 'past-medical-history', answer: 'Not that I know of.', cues: ['mumps'] }],
    );
    expect(answerAsPatient(mumps, fresh, 'Did you have mumps as a child?').negativeIds).toEqual([
      'neg-mumps',
    ]);
  });

  it('answers with the childhood fact when the case has one', () => {
    const childhood = withMore([
      fact(
        'childhood-infections',
        'I had a lot of water infections when I was little, and a scan of my kidneys.',
        ['infections as a child', 'childhood illnesses'],
        'past-medical-history',
      ),
    ]);
    expect(
      answerAsPatient(childhood, fresh, 'Did you get urine infections as a child?').revealedFactIds,
    ).toEqual(['childhood-infections']);
  });
});

describe('vocabulary of the seventh pass', () => {
  it('asks the size with "how big", as with "what size"', () => {
    expect(asked('How big is it?')).toContain('GROW');
  });

  it('reads "how are you coping with all this" as feelings, "coping at home" as managing', () => {
    expect(asked('How are you coping with all this?')).toContain('FEELING');
    expect(asked('Are you coping at home?')).toContain('CARE');
  });

  it('knows examining oneself, and a broken bone by its name or by the bone', () => {
    expect(asked('Do you normally examine yourself?')).toEqual(['SELFEXAM']);
    expect(asked('I saw a video about checking yourself')).toContain('SELFEXAM');
    expect(asked('Have you ever broken a bone?')).toEqual(['FRACTURE']);
    expect(asked('I broke my wrist when I was nine')).toContain('FRACTURE');
    expect(asked('Any fractures?')).toEqual(['FRACTURE']);
  });

  it('knows "keep the tablets down" as vomiting, and "what brings you back in" as the complaint', () => {
    expect(asked('Have you managed to keep your tablets down?')).toEqual(['VOMIT']);
    expect(asked('Can you keep anything down?')).toEqual(['VOMIT']);
    expect(asked('What brings you back in tonight?')).toEqual(['COMPLAINT']);
    expect(asked('Any pain in your back?')).toContain('BACK');
  });

  it('answers them from the case', () => {
    const more = withMore([
      fact(
        'self-exam',
        "I'd never really checked before. A video online said to check yourself in the shower.",
        ['how did you find it', 'self-examination'],
        'history-of-presenting-complaint',
      ),
      fact(
        'fracture',
        'I broke my wrist playing rugby years ago.',
        ['broken bones', 'any injuries'],
        'past-medical-history',
      ),
    ]);
    expect(answerAsPatient(more, fresh, 'Do you normally examine yourself?').revealedFactIds).toEqual([
      'self-exam',
    ]);
    expect(answerAsPatient(more, fresh, 'Have you ever fractured anything?').revealedFactIds).toEqual([
      'fracture',
    ]);
  });
});

describe('a "no" about the past answers only a question about the past', () => {
  const mole = withMore(
    [
      fact(
        'mole',
        'I found a dark mole on my back last month. My wife spotted it first.',
        ['mole on the back', 'dark mole'],
        'history-of-presenting-complaint',
      ),
    ],
    [
      {
        id: 'neg-moles-before',
        category: 'past-medical-history',
        answer: 'No, never had a mole like that before.',
        cues: ['moles before', 'previous moles'],
      },
    ],
  );
  const ask = (q: string) => answerAsPatient(mole, fresh, q);

  it('answers a question about the mole now with the mole, not with "never before"', () => {
    for (const q of ['How did you find the mole?', 'Where is the mole?']) {
      expect(ask(q).revealedFactIds).toEqual(['mole']);
      expect(ask(q).negativeIds).toEqual([]);
    }
  });

  it('still says no to moles before', () => {
    expect(ask('Have you had moles before?').negativeIds).toEqual(['neg-moles-before']);
    expect(ask('Any previous moles?').negativeIds).toEqual(['neg-moles-before']);
  });
});

describe('a document that shares only "before" with a question about a topic does not answer it', () => {
  // A library case whose baby check is cued "was it noticed before", and whose operations are named
  // by three documents (so that "operations" weighs no more than "before" there).
  const toddler = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../../content/cases/empty-scrotum-toddler.json'), 'utf8'),
  ) as CaseDefinition;

  it('never answers "any operations before?" with the baby check', () => {
    const reply = answerAsPatient(toddler, fresh, 'Has he had any operations before?');
    expect(reply.revealedFactIds).not.toContain('hpc-newborn-check');
  });

  it('still answers "was it noticed before?" with it', () => {
    expect(answerAsPatient(toddler, fresh, 'Was it noticed before?').revealedFactIds).toEqual([
      'hpc-newborn-check',
    ]);
  });
});

describe('a question about the family is answered from the family history', () => {
  const uncle = withMore([
    fact(
      'fh-uncle',
      "Dad's got high blood pressure. He said my uncle had an operation down there as a teenager.",
      ['family history', 'anyone in the family', 'relatives', 'medical problems in the family'],
      'family-history',
    ),
    fact(
      'pmh-genital',
      'Mum says everything was normal down there when I was a baby. I have never had an operation there.',
      ['testicle operations', 'operations on your testicles', 'were your testicles normal at birth'],
      'past-medical-history',
    ),
  ]);
  const ask = (q: string) => answerAsPatient(uncle, fresh, q).revealedFactIds;

  it("prefers a family-history fact that answers to the patient's own history that scores higher", () => {
    expect(ask('Has anyone in your family had an operation on their testicles?')).toEqual(['fh-uncle']);
    expect(ask('Has anyone in your family had problems with their testicles?')).toEqual(['fh-uncle']);
  });

  it("answers the patient's own history when the question is about the patient", () => {
    expect(ask('Were your testicles normal at birth?')).toEqual(['pmh-genital']);
    expect(ask('Have you had an operation on your testicles?')).toEqual(['pmh-genital']);
    expect(ask('Does anyone in your family have kidney stones?')).toEqual(['family-stones']);
  });

  it('reads a side of the family as the family, and an undescended testis as one that has not come down', () => {
    expect(asked("Any problems like this on his dad's side?")).toContain('FAMILY');
    expect(asked("Any problems like this on his dad's side?")).not.toContain('FLANK');
    expect(asked('Pain in your side?')).toContain('FLANK');
    expect(asked('Did you have an undescended testicle?')).toEqual(['UNDESCENDED', 'TESTIS']);
    expect(asked("My right testicle hadn't come down")).toContain('UNDESCENDED');
  });
});

describe('a clause of result is what happened, not why the speaker asks', () => {
  it('keeps "so I\'m tired" in the patient\'s words, and still drops "so I know…" from a question', () => {
    expect(asked("I'm up twice a night, so I'm tired in the day")).toContain('FATIGUE');
    expect(asked("I had the coil fitted, so I can't be pregnant")).toContain('PREGNANCY');
    expect(asked("Where is it, so I'm clear?")).not.toContain('clear');
    expect(asked('Where is the pain, so that we can plan the scan?')).not.toContain('scan');
  });

  it('never denies what an answer says after "so I…"', () => {
    const nights = withMore([
      fact(
        'nights',
        "I'm up twice a night to pee, so I'm shattered and tired in the day.",
        ['how many times do you get up at night'],
        'history-of-presenting-complaint',
      ),
    ]);
    for (const q of ['Are you tired?', 'Are you tired during the day?']) {
      expect(answerAsPatient(nights, fresh, q).negativeIds).toEqual([]);
    }
  });
});

describe("the opening question and the asker's prefaces", () => {
  it('reads "what\'s been going on?" and "what\'s been bothering you?" as the complaint', () => {
    for (const q of [
      "So talk me through what's been going on.",
      "Tell me what's been going on since yesterday.",
      "Can you tell me what's been bothering you today?",
    ])
      expect(asked(q)).toContain('COMPLAINT');
    // The duration idiom and a concern stay what they were.
    expect(asked('How long has it been going on?')).not.toContain('COMPLAINT');
    expect(asked("What's bothering you most?")).not.toContain('COMPLAINT');
  });

  it('asks nothing with "talk me through" or "run me through"', () => {
    expect(asked('Could you run me through your regular medications?')).toEqual(['regular', 'MEDICATION']);
  });

  it('answers the complaint to the opening question', () => {
    const reply = answerAsPatient(c, fresh, "So talk me through what's been going on.");
    expect(reply.revealedFactIds).toEqual(['pc-pain']);
  });

  it('sets aside "I hope you don\'t mind me asking" before a personal question', () => {
    const reply = answerAsPatient(c, fresh, "I hope you don't mind me asking, do you smoke?");
    expect(reply.revealedFactIds).toEqual(['smoking']);
  });
});

describe('a value asked of the patient is a result, whatever the test is called', () => {
  it.each([
    'Do you know what your haemoglobin was yesterday?',
    'Do you know what your Gleason score was?',
    'Do you know if the urine sample your GP sent grew anything?',
    'Do you know what T stage the tumour was on the histology report?',
    "What's the medical name for what's happened to you?",
  ])('%s', (q) => {
    answersWithoutFacts(q);
  });
});

describe('"does that all make sense?" is an understanding check', () => {
  it('gets an answer, not a deflection', () => {
    for (const q of [
      'Does that all make sense so far?',
      'Sorry, that sounds frightening. Does it all make sense?',
    ]) {
      answersWithoutFacts(q);
    }
  });
});

describe('the family frame', () => {
  const ask = (q: string) => answerAsPatient(c, fresh, q);

  it("never answers a question about the family with the patient's own history", () => {
    expect(ask('Has anyone in your family had any operations?').revealedFactIds).not.toContain('pmh-surgery');
  });

  it('holds across a coordinated question', () => {
    const reply = ask('Has anyone in your family had kidney stones or bladder problems?');
    expect(reply.revealedFactIds).toEqual(['family-stones']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('is not set by the family as witnesses', () => {
    expect(ask('Has your wife or anyone else noticed any blood in your urine?').revealedFactIds).toEqual([
      'haematuria',
    ]);
    expect(ask('Any blood in your urine that you or your family have noticed?').revealedFactIds).toEqual([
      'haematuria',
    ]);
    expect(ask('Does your dad have kidney stones?').revealedFactIds).toEqual(['family-stones']);
  });
});

describe('empathy said, not asked', () => {
  it('tells nothing of the family at home (nor, since the tenth pass, of the worries)', () => {
    const reply = answerAsPatient(
      c,
      fresh,
      "I know this is frightening, but we're going to look after you and your family at home.",
    );
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('more of the closed world, and "anyone…?" as a question', () => {
  it.each([
    ['Do you have any skin problems like eczema?', 'eczema'],
    ['Have you had any ulcers on your feet?', 'skin-ulcers'],
    ['Any curvature of the penis?', 'penile-curvature'],
    ['Any muscle cramps or twitching?', 'cramps'],
  ])('%s → no', (q, entry) => {
    const reply = answerAsPatient(c, fresh, q);
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain(`closed-world:${entry}`);
  });

  it('still asks nothing of "cramps" alone, a kind of pain', () => {
    expect(answerAsPatient(c, fresh, 'Is it like cramps?').negativeIds).not.toContain('closed-world:cramps');
  });

  it('reads "anyone in the family had…, or any…?" as two questions', () => {
    const reply = answerAsPatient(
      c,
      fresh,
      'Anyone in the family had kidney stones or any other kidney problems?',
    );
    expect(reply.revealedFactIds).toContain('family-stones');
  });
});

describe('"eat or drink"', () => {
  it('is food and a drink of anything, not alcohol', () => {
    expect(asked('When did you last eat or drink anything?')).toEqual(['WHEN', 'EAT', 'FLUID']);
    expect(
      answerAsPatient(c, fresh, 'When did you last eat or drink anything?').revealedFactIds,
    ).not.toContain('alcohol');
  });
});

describe('checking who is there', () => {
  it('is a courtesy: a name asked after is nothing to search', () => {
    for (const q of [
      'You must be Sarah?',
      'Are you Mr Jones?',
      "Hello, I'm one of the doctors. You must be Sarah?",
    ]) {
      answersWithoutFacts(q);
    }
  });

  it('leaves "are you diabetic?" a question', () => {
    expect(answerAsPatient(c, fresh, 'Are you diabetic?').negativeIds.length).toBeGreaterThan(0);
  });
});

describe('prefaces and text-speak before a two-part question', () => {
  it('reads each part as a question after "just to update my notes" or "r u…"', () => {
    expect(
      answerAsPatient(
        c,
        fresh,
        'Just to update my notes, any other medical problems, and are you allergic to anything?',
      ).revealedFactIds,
    ).toEqual(['pmh-general', 'allergies']);
    expect(answerAsPatient(c, fresh, 'r u a smoker, and any allergies?').revealedFactIds).toEqual([
      'smoking',
      'allergies',
    ]);
  });

  it('asks nothing of the preface', () => {
    for (const preface of ['Before we go on', "Just so I've got everything", 'For the record'])
      expect(answerAsPatient(c, fresh, `${preface}, do you smoke?`).revealedFactIds).toEqual(['smoking']);
  });
});

describe("the on-call SHO's shorthand", () => {
  it('expands n+v, fhx and "prostate ca"', () => {
    expect(asked('any n+v?')).toEqual(['NAUSEA', 'VOMIT']);
    expect(asked('fhx of prostate ca?')).toEqual(['FAMILY', 'PROSTATE', 'CANCER']);
    expect(answerAsPatient(c, fresh, 'any n+v?').revealedFactIds).toEqual(['nausea-vomiting']);
  });

  it('takes "has anyone told you your score?" and "would you say it is X or Y?" as fishing', () => {
    for (const q of [
      'Has anyone told you your Gleason score yet?',
      'Would you say it is a stone or an infection?',
    ]) {
      answersWithoutFacts(q);
    }
  });
});

describe('more shorthand, results in text-speak, and a preface before a colon', () => {
  it('knows "lightheadedness" and "fam hx"', () => {
    expect(asked('any lightheadedness?')).toEqual(['DIZZY']);
    expect(asked('fam hx of stones?')).toContain('FAMILY');
  });

  it('expands wt, sx and b4', () => {
    expect(asked('any wt loss?')).toContain('WEIGHT');
    expect(asked('ever had this b4?')).toContain('BEFORE');
    expect(asked('what sx do u get?')).not.toContain('sx');
  });

  it('takes "do u know what ur CRP was?" and "did they tell you it was a…?" as fishing', () => {
    for (const q of ['do u know what ur CRP was?', 'Did the nurse tell you it was a paraphimosis?']) {
      answersWithoutFacts(q);
    }
  });

  it('sets aside a preface that ends with a colon', () => {
    expect(
      answerAsPatient(c, fresh, "I hope you don't mind me asking: do you smoke?").revealedFactIds,
    ).toEqual(['smoking']);
  });
});

describe('a clause of a statement is not a question of its own', () => {
  it('reveals nothing for "…and how much urine you pass."', () => {
    const reply = answerAsPatient(
      c,
      fresh,
      "We'll start a drip, and the nurse will keep an eye on your temperature and how much urine you pass.",
    );
    expect(reply.revealedFactIds).toEqual([]);
  });

  it('still asks after a request, or with a question mark', () => {
    expect(
      answerAsPatient(c, fresh, "Tell me about the pain, and how long you've had it.").revealedFactIds,
    ).toEqual(['pc-pain', 'pain-duration']);
  });
});

describe("the trainee's own words decide a near-tie", () => {
  const wife = withMore([
    fact(
      'wife',
      "I'm married to Anna. We've been together ten years.",
      ['wife', 'partner', 'relationship', 'are you married'],
      'social-history',
    ),
    fact(
      'wife-knows',
      "She doesn't know I'm here today. I didn't want to worry her.",
      ['does your wife know', 'have you told anyone', "who knows you're here"],
      'ice',
    ),
  ]);
  it('answers "does your wife know you\'re here?" with what she knows, not who she is', () => {
    expect(answerAsPatient(wife, fresh, "Does your wife know you're here today?").revealedFactIds).toEqual([
      'wife-knows',
    ]);
    expect(answerAsPatient(wife, fresh, 'Are you married?').revealedFactIds).toEqual(['wife']);
  });
});

describe('the reason before a question, and the sense of hearing', () => {
  it('searches neither the reason nor "so I just want to check"', () => {
    expect(
      answerAsPatient(c, fresh, 'Stones run in families, so I need to ask: do you smoke?').revealedFactIds,
    ).toEqual(['smoking']);
    const reply = answerAsPatient(
      c,
      fresh,
      'Some pain killers upset the stomach and kidneys, so I want to check, any allergies?',
    );
    expect(reply.revealedFactIds).toEqual(['allergies']);
  });

  it('reads "your hearing" as the sense, not the verb "hear"', () => {
    expect(asked('Any problems with your hearing?')).not.toContain('hear');
    expect(asked('What were you hoping to hear today?')).toContain('hear');
    const reply = answerAsPatient(c, fresh, 'Any problems with your hearing?');
    expect(reply.negativeIds).toContain('closed-world:hearing');
  });
});

describe('the site a coordinated question names at its end', () => {
  it('keeps a fact about the symptom somewhere else from answering its earlier piece', () => {
    const reply = answerAsPatient(c, fresh, 'Any pain or bleeding from your back passage?');
    expect(reply.revealedFactIds).not.toContain('pc-pain');
    expect(reply.negativeIds).toContain('closed-world:rectal-pain');
    // A piece with its own site, or a negative, is unaffected.
    expect(answerAsPatient(c, fresh, 'Any pain, and where is it?').revealedFactIds).toEqual([
      'pc-pain',
      'pain-site',
    ]);
  });
});
