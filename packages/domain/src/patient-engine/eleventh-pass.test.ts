// Mechanisms of ADR 0110's eleventh pass, each tested on the fixture case (or a copy of it with
// generic facts added, or a library case) in my own wording: none of these questions is copied from a
// question set.
import { describe, expect, it } from 'vitest';
import { classifyPart, splitMessage } from './dialogue.ts';
import {
  answered,
  answersAsFishing,
  answersWithoutFacts,
  ask,
  libraryCase,
  withMore,
  words,
} from './fixtures/ask.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';

describe('a pain scale set out before the question', () => {
  it.each([
    'If 10 is the worst pain imaginable, what score would you give it?',
    'If ten was the worst pain you could imagine, where would you put it now?',
    'With 10 being the worst, where would you place it?',
  ])('%s → the severity', (q) => {
    expect(answered(c, q)).toEqual(['pain-severity']);
  });

  it('still answers "where is the pain?" with the site', () => {
    expect(answered(c, 'Where exactly is the pain?')).toEqual(['pain-site']);
  });
});

describe('a result of today, asked in the past tense', () => {
  // The fixture's past history: "two normal kidneys… nobody's ever said otherwise".
  const withBloods = withMore([
    fact(
      'pmh-kidney-bloods',
      'My kidney bloods were fine at my check-up last year, the GP said.',
      ['kidney bloods before', 'kidney function in the past'],
      'past-medical-history',
    ),
  ]);

  it.each([
    'What were your kidney bloods today?',
    'Do you know what your kidney bloods have come back as tonight?',
  ])('%s → the patient cannot know', (q) => {
    answersAsFishing(withBloods, q);
  });

  it('still answers from the history a question that reaches back', () => {
    expect(answered(withBloods, 'Were your kidney bloods ever abnormal?')).toContain('pmh-kidney-bloods');
  });
});

describe('a signpost before a dash', () => {
  it('asks the question after it, with the part after "and"', () => {
    expect(answered(c, 'I need to ask about smoking - how much do you smoke, and how long for?')).toEqual([
      'smoking',
    ]);
  });
});

describe('a period of time', () => {
  const withPeriods = withMore([
    fact(
      'sr-periods',
      'My periods are regular; the last one was a fortnight ago.',
      ['periods', 'last period'],
      'systems-review',
    ),
  ]);

  it('"over what sort of period?" is not a menstrual period', () => {
    expect(answered(withPeriods, 'How many have you had, and over what sort of period?')).not.toContain(
      'sr-periods',
    );
  });

  it('still answers "when was your last period?"', () => {
    expect(answered(withPeriods, 'When was your last period?')).toEqual(['sr-periods']);
  });
});

describe('treatments of cancer are their own concepts', () => {
  // A worry about cancer does not answer whether the patient has had its treatments.
  const worried = withMore([
    fact(
      'ice-cancer-worry',
      "I'm worried it's cancer. A friend of mine has just been diagnosed with it.",
      ['what worries you', 'any concerns', 'are you worried about cancer'],
      'ice',
    ),
  ]);

  it.each([
    'Have you ever had radiotherapy?',
    'Ever had radiotherapy to your pelvis for anything?',
    'Any chemo in the past?',
    'Have you ever had a kidney transplant?',
  ])('%s → no', (q) => {
    const reply = ask(worried, q);
    expect(reply.revealedFactIds, q).toEqual([]);
    expect(
      reply.negativeIds.some((id) => id.startsWith('closed-world:')),
      q,
    ).toBe(true);
  });

  it('still tells the worry when asked about cancer', () => {
    expect(answered(worried, 'Are you worried about cancer?')).toEqual(['ice-cancer-worry']);
  });
});

describe('empathy before leave to ask', () => {
  it('asks nothing of the history', () => {
    answersWithoutFacts("I know you're in a lot of pain - are you ok to answer a few quick questions?");
    answersWithoutFacts('I can see this is really uncomfortable. Is it ok if I ask you a few things?');
  });

  it('still answers a question after it', () => {
    expect(answered(c, "I can see you're in a lot of pain. Where exactly is it?")).toEqual(['pain-site']);
  });
});

describe('an offer of company', () => {
  it.each([
    'Would you like your partner in with you or waiting outside?',
    'Would you like someone with you?',
    'Would you like a chaperone present?',
  ])('%s → thanks, not who is at home', (q) => {
    answersWithoutFacts(q);
  });

  it('still answers who is at home', () => {
    expect(answered(c, 'Who do you live with?')).toEqual(['home']);
  });
});

describe('"or similar" generalises the item before it', () => {
  // A library patient with a fact about earlier episodes ("previous episodes", "happened before").
  const patient = libraryCase('prolonged-erection-ed');

  it.each(['Have you ever used Viagra or similar?', 'Ever taken Viagra and the like?'])('%s', (q) => {
    expect(answered(patient, q)).toEqual(['dh-ed-drugs']);
  });
});

describe('a urine dip is a test', () => {
  it('answers "was there blood on the dip?" as a result the patient cannot know', () => {
    answersAsFishing(c, 'Was there any blood on the urine dip the nurse did?');
    answersAsFishing(c, 'Did the dip show anything?');
  });

  it('still answers whether the patient has seen blood', () => {
    expect(answered(c, 'Have you seen any blood in your urine?')).toEqual(['haematuria']);
  });
});

describe('"how long has it been happening?" is the time course, not the story', () => {
  it('is asked of the topic named before it', () => {
    expect(answered(c, 'Tell me about the vomiting - how long has that been happening?')).toEqual([
      'nausea-vomiting',
    ]);
  });

  it('"what has been happening?" still asks for the story', () => {
    expect(answered(c, "Can you tell me what's been happening?")).toEqual(['pc-pain']);
  });
});

describe('what has been taken "for it" is a painkiller', () => {
  it('answers after a question about the pain', () => {
    expect(answered(c, 'Is this the first time? And what have you taken for it already today?')).toContain(
      'pain-analgesia',
    );
    expect(answered(c, 'What have you taken for it?')).toEqual(['pain-analgesia']);
  });
});

describe('", and does anything…?", ", and anything that…?", ", and whether…" are questions of their own', () => {
  it.each([
    [
      'How bad is it out of 10 now, and does anything make it better or worse?',
      ['pain-severity', 'pain-position'],
    ],
    [
      'Do you take any medication regularly, and anything that thins the blood?',
      ['drug-history', 'anticoagulants'],
    ],
    ['Tell me how bad it is, and whether it comes in waves.', ['pain-severity', 'pain-character']],
  ])('%s → both parts answered', (q, expected) => {
    expect(answered(c, q)).toEqual(expected);
  });
});

describe('results and diagnoses asked by a pronoun or "do you know if"', () => {
  it.each([
    'Has your scan been done yet, and what did it show?',
    'What did it show?',
    'Do you know if this is a kidney stone?',
    'Do you know if it is an infection?',
  ])('%s → the patient cannot know', (q) => {
    answersAsFishing(c, q);
  });

  it('still answers "do you know if you are allergic to anything?"', () => {
    expect(answered(c, 'Do you know if you are allergic to anything?')).toEqual(['allergies']);
  });
});

describe('"related to" is connected with, not a relative', () => {
  it('reads "was it related to…?" without the family', () => {
    expect(words('Was this related to eating at all?')).not.toContain('FAMILY');
    expect(words('Any relatives with kidney stones?')).toContain('FAMILY');
  });
});

describe('"please" opens a question', () => {
  it('asks what follows it', () => {
    expect(answered(c, 'Please, when did the pain start, and how bad is it out of ten?')).toEqual([
      'pain-onset',
      'pain-severity',
    ]);
  });
});

describe('feeling "finished" after passing urine is emptying', () => {
  it('reads "do you feel like you have finished?" as incomplete emptying', () => {
    expect(words("Do you feel like you've finished afterwards?")).toContain('INCOMPLETE');
  });
});

describe("a later part's fact is not a twin of an earlier answer it only shares a word with", () => {
  it('keeps a whole cue of the part over a near tie with what another part chose', () => {
    expect(
      answered(libraryCase('painless-scrotal-lump'), 'Is it painful? And any heavy, dragging feeling?'),
    ).toEqual(['hpc-painless', 'hpc-heaviness']);
    expect(
      answered(libraryCase('empty-scrotum-toddler'), 'Who lives at home with him, and is he at nursery?'),
    ).toEqual(['sh-home', 'sh-childcare']);
  });

  it('keeps a good match of its own over an earlier answer that scores far below it', () => {
    expect(
      answered(
        libraryCase('wetting-the-bed-raised-creatinine'),
        'Do you smoke or drink, and how much fluid have you drunk recently?',
      ),
    ).toEqual(['sh-smoke-alcohol', 'sh-fluids']);
  });
});

describe('a label, an imperative or an allergen before the question', () => {
  it('reads a label of the history before a dash as the question after it', () => {
    expect(answered(c, 'PMH - any medical problems, and have you had any operations?')).toEqual([
      'pmh-general',
      'pmh-surgery',
    ]);
  });

  it('reads "run through your meds" as a question', () => {
    expect(answered(c, 'Run through your meds for me please')).toContain('drug-history');
  });

  it('reads what an allergy would be to as the allergen, not a symptom', () => {
    const reply = ask(c, 'Any allergies - in particular to the numbing gel - and when did you last eat?');
    expect(reply.revealedFactIds).toEqual(['allergies', 'last-meal']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('answers a family question whose allergen is its frame', () => {
    // The family-history filter once read a match's frame slot as one of the question's own: a crash.
    expect(
      answered(libraryCase('empty-scrotum-toddler'), 'Is anyone in the family allergic to anaesthetics?'),
    ).toEqual(['anaesthetic-history']);
  });

  it('keeps "And any allergies?" a question of its own after a list', () => {
    expect(
      answered(c, 'Any medical problems, in particular with the kidneys or bladder? And any allergies?'),
    ).toContain('allergies');
  });
});

describe('"the last episode" is the most recent one', () => {
  it('is answered by the count that dates the last, not by the first', () => {
    expect(
      answered(
        libraryCase('visible-haematuria-smoker'),
        'How many bleeds have you had, and when was the last episode?',
      ),
    ).toEqual(['hpc-frequency']);
    expect(words('when was the last one')).toContain('RECENT');
  });
});

describe('social turns in more wordings', () => {
  it.each([
    'I know it hurts to talk - are you alright for me to ask a few questions?',
    'Sounds like a rough night. Are you comfy enough to have a chat for a few minutes?',
    'Thanks for coming in - are you comfortable enough for a few questions?',
  ])('%s → leave given, nothing told', (q) => {
    answersWithoutFacts(q);
  });
});

describe('what someone has told the patient, asked with "when"', () => {
  it('is a question the patient cannot answer', () => {
    answersAsFishing(c, 'Has anyone told you yet when the operation would be?');
  });
});

describe('a body "working normally" functions', () => {
  it('reads "are your bowels working normally?" as the bowels, not a job', () => {
    expect(answered(c, 'Are your bowels working normally?')).toEqual(['bowels']);
    expect(answered(c, 'Are you working at the moment?')).toEqual(['occupation']);
  });
});

describe('"did mum ever say…?" asks the patient, with mum as the witness', () => {
  it('is not the family history', () => {
    expect(answered(c, 'Did mum ever say if you had any operations as a child?')).toEqual(['pmh-surgery']);
  });

  it('still reads "has your mum or dad had…?" as the family', () => {
    expect(answered(c, 'Has your mum or dad had kidney stones?')).toEqual(['family-stones']);
  });
});

describe('when, said before the question', () => {
  it.each([
    ['Tonight, have you had any fever, or any blood in your urine?', ['fever-screen', 'haematuria']],
    [
      'Since the pain started have you been sick, and have you seen any blood in your urine?',
      ['nausea-vomiting', 'haematuria'],
    ],
  ])('%s → both parts asked', (q, expected) => {
    expect(answered(c, q)).toEqual(expected);
  });

  it('a summary that says only when leaves the question about the complaint', () => {
    expect(answered(c, 'So it woke you up this morning - how bad is it out of 10 right now?')).toEqual([
      'pain-severity',
    ]);
  });

  it('a time of day is what is asked, not a frame', () => {
    expect(classifyPart('During the daytime, how often do you pass urine', true).frame).toBe('');
    expect(classifyPart('During the operation, were there any problems', true).frame).not.toBe('');
  });
});

describe('passing out is losing consciousness', () => {
  it('reads "did you pass out?" as loss of consciousness', () => {
    expect(words('Did you pass out?')).toContain('LOC');
    expect(words('Have you felt faint?')).not.toContain('LOC');
  });
});

describe('a longer time frame run into the question', () => {
  it('still leaves a question', () => {
    expect(
      answered(
        c,
        'In the last day or two have you been sick at all, and have you seen any blood in your urine?',
      ),
    ).toEqual(['nausea-vomiting', 'haematuria']);
  });
});

describe('hesitations and formal or texting openers', () => {
  it('drops "um" and "er", inside a list or before a question', () => {
    expect(answered(c, 'Um, sorry, have you had any, er, vomiting, fevers or shivers?')).toEqual([
      'nausea-vomiting',
      'fever-screen',
    ]);
    expect(splitMessage('Sorry, um, has anyone in your family had, er, kidney stones?')).toEqual([
      { text: 'Sorry, has anyone in your family had kidney stones', isQuestion: true },
    ]);
  });

  it('reads "kindly inform me of…" as a question', () => {
    expect(answered(c, 'Kindly inform me of your regular medications.')).toContain('drug-history');
  });

  it('reads "atm" and "wbc"', () => {
    expect(words('any pain atm')).toEqual(words('any pain at the moment'));
    expect(words('wbc')).toEqual(words('white cell count'));
  });

  it('reads "opening your bowels" as the bowels', () => {
    expect(words('how often do you open your bowels')).toContain('BOWEL');
    expect(words('how often do you open your bowels')).not.toContain('open');
  });
});

describe('a result asked as "any idea if…" or "on today\'s bloods"', () => {
  it.each(['Any idea if your creatinine is up?', "White cell count on today's bloods?"])('%s', (q) => {
    answersAsFishing(c, q);
  });
});

describe("the patient's own idea, asked in more words", () => {
  it.each([
    "Please may I ask what you believe has happened, and what's worrying you most?",
    "What's your own understanding of what is happening, and what is worrying you most?",
  ])('%s → the idea and the worry', (q) => {
    expect(answered(c, q)).toEqual(['ice-ideas', 'ice-concerns']);
  });
});

describe('the immune system is not a vaccine', () => {
  const vaccinated = withMore([
    fact(
      'pmh-vaccines',
      'I had all my jabs as a kid.',
      ['vaccinations', 'immunisations', 'jabs'],
      'past-medical-history',
    ),
  ]);

  it('answers "any problems with your immune system?" with a no', () => {
    const reply = ask(vaccinated, 'Any problems with your immune system?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('closed-world:immune-problem');
  });

  it('still answers the immunisations', () => {
    expect(answered(vaccinated, 'Are you up to date with your immunisations?')).toEqual(['pmh-vaccines']);
  });
});
