// Mechanisms of ADR 0110's tenth pass, each tested on a copy of the fixture case with generic facts
// added, in generic wording: none of these questions is from a question set.
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
import { patientPhrases } from './patient.ts';

describe('empathy said, not asked, tells only a reaction the case scripts for it', () => {
  it.each([
    "I know this must be frightening, but you're in good hands now.",
    "I'm sorry you've been through all this, it must be really worrying.",
    'That sounds awful.',
  ])('%s → an acknowledgement, not the worries', (q) => {
    answersWithoutFacts(q);
  });

  it('still tells the worries when they are asked, after the empathy', () => {
    expect(answered(c, "That sounds awful. What's worrying you most?")).toEqual(['ice-concerns']);
  });

  it('gives the reaction a case scripts for empathy (a cue that is itself empathy)', () => {
    const patient = withMore([
      fact(
        'emotion-reaction',
        "Oh. I didn't expect that. Sorry, I just need a minute.",
        ['that must be a shock', "I'm so sorry", 'how are you feeling about that news'],
        'ice',
      ),
    ]);
    // Said unasked, as the reaction to the kind word (ADR 0142): revealed, but answering no question.
    const reply = ask(patient, "I'm so sorry, I can see that must be a shock.");
    expect(reply.revealedFactIds).toEqual(['emotion-reaction']);
    expect(reply.volunteeredFactIds).toEqual(['emotion-reaction']);
    // The same case's worries, asked by questions only, are still not told for empathy.
    expect(ask(patient, 'That must be frightening.').revealedFactIds).not.toContain('ice-concerns');
  });
});

describe('a question about the other side gets a "no", not the complaint', () => {
  // The fixture's pain is on the right.
  it.each(['Is the left side sore at all?', 'Any pain on the left?', 'Does your left side hurt?'])(
    '%s → no, it is on the right',
    (q) => {
      const reply = ask(c, q);
      expect(reply.revealedFactIds, q).toEqual([]);
      expect(reply.negativeIds, q).toEqual(['closed-world:only-right']);
      expect(reply.reply).toBe(patientPhrases.onlyOnRight);
    },
  );

  it('still answers the side the complaint is on', () => {
    const reply = ask(c, 'Is the right side sore at all?');
    expect(reply.negativeIds).toEqual([]);
    expect(['pc-pain', 'pain-site']).toContain(reply.revealedFactIds[0]);
  });

  it("gives the case's own no about the other side when it has one", () => {
    const patient = withMore(
      [],
      [
        {
          id: 'neg-left',
          category: 'history-of-presenting-complaint',
          answer: "No, the left side's fine.",
          cues: ['pain on the left side', 'left side sore'],
        },
      ],
    );
    expect(ask(patient, 'Any pain on the left side?').negativeIds).toEqual(['neg-left']);
  });

  it('reads a fact that also speaks of "that side" as about both sides', () => {
    const patient = withMore([
      fact(
        'seen-down',
        "I've never seen it down on that side. The right one's always there.",
        ['ever seen it in the scrotum', 'seen the testicle down'],
        'history-of-presenting-complaint',
      ),
    ]);
    expect(answered(patient, 'Have you ever seen the left testicle down in the scrotum?')).toEqual([
      'seen-down',
    ]);
  });
});

describe('a fact that says the patient has it beats a "no" all but tied with it', () => {
  const patient = withMore(
    [
      fact(
        'light-headed',
        'I felt a bit light-headed when they sat me up, but fine lying down.',
        ['dizzy', 'light-headed'],
        'history-of-presenting-complaint',
      ),
    ],
    [
      {
        id: 'no-faint',
        category: 'history-of-presenting-complaint',
        answer: "No, I didn't pass out.",
        cues: ['pass out', 'faint', 'black out'],
      },
    ],
  );

  it('answers "dizzy or faint?" with the light-headedness', () => {
    expect(answered(patient, 'Since the pain started, have you felt dizzy or faint at all?')).toEqual([
      'light-headed',
    ]);
  });

  it('still gives the "no" when the fact that ties with it itself says no', () => {
    // A library patient whose "No kidney stones, no diabetes" all but ties with her "never passed a stone".
    const reply = ask(libraryCase('recurrent-cystitis-woman'), 'Have you passed any kidney stones?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('neg-stones-passed');
  });
});

describe('how often, as a patient says it', () => {
  it.each([
    'The nurses change it every eight weeks.',
    'they change it every 8 weeks',
    'I go once a month',
    'it happens a couple of times a year',
  ])('reads "%s" as a frequency', (text) => {
    expect(words(text)).toContain('FREQUENT');
  });

  it('does not read a daily routine as a frequency ("which tablets do you take every day?")', () => {
    expect(words('Which tablets do you take every day?')).not.toContain('FREQUENT');
  });

  it('answers "how often is it changed?" with the fact that says every how many weeks', () => {
    const patient = withMore([
      fact(
        'catheter-routine',
        'The district nurses change it every eight weeks; this one has been in seven.',
        ['when was it last changed', 'catheter change'],
        'history-of-presenting-complaint',
      ),
      fact(
        'catheter-blocks',
        'It blocks every so often with gritty stuff.',
        ['how often does it block', 'blockages'],
        'history-of-presenting-complaint',
      ),
    ]);
    expect(answered(patient, 'How often is the catheter usually changed?')).toEqual(['catheter-routine']);
  });

  it('reads "during" as a word of no meaning of its own ("during the day")', () => {
    expect(words('How often do you pass water during the day?')).not.toContain('dure');
  });
});

describe('a later part about the people an earlier answer named', () => {
  // The fixture's "home": "I live with my wife and our two kids."
  it('is answered by that answer, not by a fact about the patient alone', () => {
    expect(answered(c, 'Who is at home with you, and are they worried about the pain?')).toEqual(['home']);
  });

  it('still asks about the patient when the later part has no one to point at', () => {
    expect(answered(c, 'Who is at home with you, and are you worried about the pain?')).toEqual([
      'home',
      'ice-concerns',
    ]);
  });
});

describe("a result of today is not in the patient's past history", () => {
  // A library patient whose past history says "Two kidneys, as far as I know… nobody's said anything's wrong".
  const patient = libraryCase('fever-and-loin-pain');

  it.each(['Do you know if your kidney is infected?', 'What is your kidney function today?'])(
    '%s → "I was hoping you\'d tell me"',
    (q) => answersAsFishing(patient, q),
  );

  it('still answers from the history what reaches into the past', () => {
    expect(answered(patient, 'Was your kidney function ever abnormal?')).toEqual(['pmh-kidneys']);
  });
});

describe('a side named alone is the flank', () => {
  it.each(['Left side, at the back and under my ribs.', 'a right-sided pain', 'the right hand side'])(
    'reads "%s" as the flank',
    (text) => {
      expect(words(text)).toContain('FLANK');
    },
  );

  it('answers "does anything make the pain in your side worse?" from "left side, … worse when I move"', () => {
    const patient = withMore(
      [
        fact(
          'pain-where',
          'Left side, at the back and under my ribs. Worse when I breathe in deep or move.',
          ['where is the pain', 'how bad is the pain'],
          'history-of-presenting-complaint',
        ),
      ],
      [],
      {
        without: [
          'pc-pain',
          'pain-site',
          'pain-radiation',
          'pain-character',
          'pain-severity',
          'pain-position',
          'pain-analgesia',
        ],
      },
    );
    expect(answered(patient, 'Does anything make the pain in your side worse?')).toEqual(['pain-where']);
  });
});

describe('", and are any of them…?" is a question of its own', () => {
  it('splits at an inverted question whose subject is "any", "all", "either"…', () => {
    expect(
      splitMessage('Do you take any medicines regularly, and are any of them blood thinners?').map(
        (p) => p.text,
      ),
    ).toEqual(['Do you take any medicines regularly', 'are any of them blood thinners']);
  });

  it('answers both: the medicines, and the blood thinners among them', () => {
    // A library patient: "I don't take anything regularly…" and "No blood thinners."
    const patient = libraryCase('cyclist-handlebar-loin-pain');
    expect(answered(patient, 'Are you on any regular tablets, and are any of them blood thinners?')).toEqual([
      'dh-meds',
      'dh-anticoag',
    ]);
  });
});

describe('going home from hospital is when, not what is asked', () => {
  it('reads "when you were discharged" and "sent home with" as the frame', () => {
    expect(classifyPart('were you given antibiotics when you were discharged', true).frame).toBe(
      'when you were discharged',
    );
    const moves = classifyPart('did they send you home with any antibiotics', true);
    expect(moves.frame).toBe('sent home');
    expect(moves.rest).toContain('given any antibiotics');
  });

  it.each([
    'Did they send you home with any antibiotics?',
    'Were you given any antibiotics when you were discharged last time?',
  ])('%s → the antibiotics', (q) => {
    const patient = withMore([
      fact(
        'no-abx',
        'No antibiotics. Just the painkillers.',
        ['antibiotics', 'any abx'],
        'history-of-presenting-complaint',
      ),
    ]);
    expect(answered(patient, q)).toEqual(['no-abx']);
  });
});

describe('the fillers that open a turn ("ok so…") do not hide a question', () => {
  it('reads "Ok so what colour was the urine, and …?" as two questions', () => {
    expect(splitMessage('Ok so what colour was the urine, and where is the pain?')).toEqual([
      { text: 'Ok so what colour was the urine', isQuestion: true },
      { text: 'where is the pain', isQuestion: true },
    ]);
  });

  it('answers both', () => {
    expect(answered(c, 'Right so what colour was your urine, and where is the pain?')).toEqual([
      'haematuria',
      'pain-site',
    ]);
  });
});

describe('more of the lexicon', () => {
  it('reads "freq" as frequency', () => {
    expect(words('freq in the day?')).toContain('FREQUENT');
  });

  it('reads being able to drink as fluids, not alcohol', () => {
    expect(words('have you been able to drink anything since?')).toContain('FLUID');
    expect(words('have you been able to drink anything since?')).not.toContain('ALCOHOL');
  });
});

describe('an example in a question is asked within its part of the history', () => {
  const patient = withMore([
    fact(
      'previous-episode',
      'I had a pain a bit like this once before, in PE, and it went away by itself.',
      ['pain like this before', 'previous episode', 'ever had this before'],
      'history-of-presenting-complaint',
    ),
    fact('sport', 'I play football twice a week.', ['sport', 'exercise', 'football'], 'social-history'),
  ]);

  it.each([
    'Before today, have you ever had a pain like this that went by itself, maybe during sport?',
    'Have you had this pain before, for example while playing sport?',
  ])('%s → the earlier episode, not the sport', (q) => {
    expect(answered(patient, q)).toEqual(['previous-episode']);
  });

  it('still asks about the sport when it is asked, not given as an example', () => {
    expect(answered(patient, 'Have you had this pain before, and do you play any sport?')).toEqual([
      'previous-episode',
      'sport',
    ]);
  });
});

describe('pain meds, and the lungs as a place', () => {
  it('reads "pain meds" as pain relief', () => {
    expect(words('Have you taken any pain meds yet?')).toContain('ANALGESIA');
  });

  it('reads "a clot in your legs or lungs?" as one question about clots, in two places', () => {
    const patient = withMore([
      fact(
        'heart-lungs',
        'No heart or lung trouble. My chest is good.',
        ['heart problems', 'lung problems', 'chest problems'],
        'past-medical-history',
      ),
    ]);
    const reply = ask(patient, 'Have you ever had a clot in your legs or lungs?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('closed-world:dvt');
  });
});

describe('a measured value that has gone up or down is a result', () => {
  it('answers "has your kidney function gone off since…?" as a result the patient cannot know', () => {
    answersAsFishing(libraryCase('fever-and-loin-pain'), 'Has your kidney function gone down since Tuesday?');
  });
});

describe('a sample is a test', () => {
  it('answers "do you know if the sample showed anything?" as a result the patient cannot know', () => {
    answersAsFishing(c, 'Do you know if the urine sample the nurse took showed any blood?');
  });
});

describe('the voiding symptoms are the stream', () => {
  it('reads "voiding sx" as the urinary stream', () => {
    expect(words('Voiding sx?')).toEqual(expect.arrayContaining(['URINE', 'FLOW']));
  });
});

describe('"e.g." ends no sentence', () => {
  it('keeps "any allergies, e.g. to penicillin?" one question', () => {
    expect(splitMessage('And any allergies, e.g. to penicillin?')).toEqual([
      { text: 'And any allergies, eg to penicillin', isQuestion: true },
    ]);
  });

  it('answers it with the allergies, the example asked within them', () => {
    const patient = withMore([
      fact(
        'no-abx',
        'No antibiotics. Just the painkillers.',
        ['antibiotics', 'any abx'],
        'history-of-presenting-complaint',
      ),
    ]);
    expect(answered(patient, 'And any allergies, e.g. to antibiotics?')).toEqual(['allergies']);
  });
});

describe("someone else's illness is not the patient's own symptom", () => {
  it('answers "has anyone at home been poorly with vomiting?" with the closed world\'s no', () => {
    // The fixture's patient has vomited twice.
    const reply = ask(c, 'Has anyone at home been poorly with vomiting or diarrhoea recently?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('closed-world:sick-contacts');
  });

  it('still answers the same symptom asked of the patient', () => {
    expect(answered(c, 'Have you been vomiting?')).toEqual(['nausea-vomiting']);
  });
});

describe('a clause of circumstance is what is asked when the rest names only an aspect', () => {
  it('answers "earlier, when the vomiting started, what was that like?" with the vomiting', () => {
    expect(answered(c, 'Earlier, when the vomiting started, can you describe what that was like?')).toEqual([
      'nausea-vomiting',
    ]);
  });

  it('still weighs a circumstance little beside a topic, and never makes its "when" the question', () => {
    expect(answered(c, 'This morning, when the pain came on, can you describe what that was like?')).toEqual([
      'pain-character',
    ]);
    expect(words('Does the pain get worse, especially when you move?')).toContain('PAIN');
    expect(answered(c, 'Is there any blood in your urine, especially when you strain?')).toEqual([
      'haematuria',
    ]);
  });
});

describe('who the patient lives with is not an answer about the illness of those around them', () => {
  it('does not answer "anyone at home been ill with a tummy bug?" with who is at home', () => {
    expect(answered(c, 'Has anybody at home or at work been ill with a tummy bug?')).not.toContain('home');
  });
});

describe('a question about the people at home that is not about illness', () => {
  it('is still answered with who is at home', () => {
    expect(answered(c, 'Is there anyone at home I should let know what is happening?')).toEqual(['home']);
  });
});

describe('a leading circumstance, and the line of work', () => {
  it('reads "with all the vomiting, …" as the frame of the question, not a question', () => {
    expect(classifyPart('With all the vomiting, when did you last eat anything', true).frame).toBe(
      'With all the vomiting',
    );
  });

  it('reads "line of work" as work', () => {
    expect(words('what was your line of work?')).toContain('WORK');
  });
});

describe('what the patient has told, summed up before the next question', () => {
  it('is known already when the question names a topic of its own', () => {
    const moves = classifyPart('So you were given painkillers - did anyone start antibiotics', true);
    expect(moves.summary).toBe('So you were given painkillers');
    // A library patient sent home with painkillers and no antibiotics.
    expect(
      answered(
        libraryCase('obstructed-infected-kidney-stent'),
        'So you were given painkillers - did anyone start antibiotics?',
      ),
    ).toEqual(['hpc-no-antibiotics']);
  });

  it('is what a question with no topic of its own asks about', () => {
    expect(answered(c, "So you've been sick - how many times?")).toContain('nausea-vomiting');
  });
});
