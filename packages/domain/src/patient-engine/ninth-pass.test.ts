// Mechanisms of ADR 0110's ninth pass, each tested on a copy of the fixture case with generic facts
// added, in generic wording: none of these questions is from a question set.
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { splitMessage } from './dialogue.ts';
import { answered, answersWithoutFacts, ask, libraryCase, withMore, words } from './fixtures/ask.ts';
import { fact } from './fixtures/fact.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, patientPhrases } from './patient.ts';

describe('dental treatment is a procedure, not work', () => {
  // The fixture's patient works in an office (its fact "occupation").
  const patient = withMore([
    fact(
      'pmh-bleeding',
      'No bleeding problems. I had two teeth out last year and that was fine.',
      ['bleeding disorder', 'bruise easily', 'clotting problems'],
      'past-medical-history',
    ),
  ]);

  it('reads "dental work" and "teeth out" as the teeth, and "work" alone as the job', () => {
    expect(words('any bleeding after dental work?')).toContain('DENTAL');
    expect(words('any bleeding after dental work?')).not.toContain('WORK');
    expect(words('I had two teeth out')).toContain('DENTAL');
    expect(words('what do you do for work?')).toContain('WORK');
  });

  it('does not answer "bleeding after ops or dental work?" with the job', () => {
    expect(answered(patient, 'Any bleeding problems, or bleeding a lot after ops or dental work?')).toEqual([
      'pmh-bleeding',
    ]);
    expect(answered(patient, 'What do you do for work?')).toEqual(['occupation']);
    // A library patient who studies: his "what do you do" once answered the dental work.
    const student = libraryCase('cyclist-handlebar-loin-pain');
    expect(answered(student, 'Any bleeding problems, or bleeding a lot after ops or dental work?')).toEqual([
      'pmh-bleeding',
    ]);
  });
});

describe('a later part that an earlier part’s fact answers as well is answered by that fact', () => {
  // Without the fixture's "no weight loss", which would answer any question about weight.
  const patient = withMore(
    [
      fact(
        'pmh-birth',
        'I was born at 34 weeks, 2 kilos, and spent a week in special care.',
        ['born early', 'premature', 'birth weight', 'full term'],
        'past-medical-history',
      ),
      fact('sr-weight', 'My weight has been steady for years.', ['weight', 'growth'], 'systems-review'),
    ],
    [],
    { without: ['neg-weight-loss'] },
  );

  it('answers "born early? what did you weigh?" with the birth alone, and "what do you weigh?" alone with today', () => {
    expect(answered(patient, 'Were you born early? What did you weigh?')).toEqual(['pmh-birth']);
    expect(answered(patient, 'Were you born early, and what did you weigh?')).toEqual(['pmh-birth']);
    expect(answered(patient, 'What do you weigh?')).toEqual(['sr-weight']);
  });

  it('leaves an earlier part its own answer: "what weight are you now, and were you born early?" is two', () => {
    expect(answered(patient, 'What weight are you now, and were you born early?').sort()).toEqual([
      'pmh-birth',
      'sr-weight',
    ]);
  });
});

describe('what bothers the patient most is a symptom’s bother as well as a worry', () => {
  const patient = withMore([
    fact(
      'hpc-impact',
      'It is the nights that bother me most; I am shattered at work.',
      ['how much does it bother you', 'quality of life', 'impact'],
      'history-of-presenting-complaint',
    ),
  ]);

  it('answers "which symptom bothers you most?" with the bother, and "anything worrying you?" with the worry', () => {
    expect(answered(patient, 'Of all these symptoms, which one bothers you the most?')).toEqual([
      'hpc-impact',
    ]);
    expect(answered(patient, 'Is anything worrying you?')).toEqual(['ice-concerns']);
  });
});

describe('the side a question names holds for each of its pieces', () => {
  // Without the fixture's pain that shoots to the testicle, which would answer about the testicles.
  const patient = withMore(
    [
      fact(
        'pc-testis',
        'My left testicle has been aching since Sunday.',
        ['testicle', 'ache'],
        'presenting-complaint',
      ),
    ],
    [
      {
        id: 'neg-right-testis',
        category: 'history-of-presenting-complaint',
        answer: "No, the right one's fine.",
        cues: ['right side', 'other testicle', 'both sides'],
      },
    ],
    { without: ['testicular-swelling'] },
  );

  it('answers "pain or swelling in the other testicle, the right one?" with the right side’s "no" alone', () => {
    const reply = ask(patient, 'Any pain or swelling in the other testicle, the right one?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('neg-right-testis');
  });

  it('still answers the pain on the side it is: "any pain or swelling in the left testicle?"', () => {
    expect(answered(patient, 'Any pain or swelling in the left testicle?')).toContain('pc-testis');
  });
});

describe('the future is a concept of its own', () => {
  const patient = withMore([
    fact(
      'ice-future',
      'Will I still be able to work in ten years? That is what keeps me up.',
      ['worried about the future', 'long term'],
      'ice',
    ),
  ]);

  it('reads "later in life", "when he’s older" and "grown up" as the future', () => {
    for (const text of [
      'later in life',
      "when he's older",
      'when she is grown up',
      'in years to come',
      'the longer term',
    ])
      expect(words(text), text).toContain('FUTURE');
  });

  it('answers a worry about later in life with the worry about the future, not today’s worry', () => {
    expect(answered(patient, 'What are you worried may happen later in life, when you are older?')).toEqual([
      'ice-future',
    ]);
    expect(answered(patient, 'Is anything worrying you?')).toEqual(['ice-concerns']);
  });
});

describe('what recurs happened before and happens often; shaking like a leaf is a rigor', () => {
  it('reads "a lot of", "recurrent" and "prone to" alike, and the simile as shaking', () => {
    expect(words('do you get a lot of urine infections?')).toContain('FREQUENT');
    expect(words('recurrent urine infections')).toEqual(expect.arrayContaining(['FREQUENT', 'PREVIOUS']));
    expect(words('are you prone to water infections?')).toContain('FREQUENT');
    expect(words('have you been shaking like a leaf?')).toEqual(['RIGOR']);
  });

  it('answers "do you get a lot of urine infections?" with the "no" to recurrent infections', () => {
    // The fixture without its own "never had a urine infection", and with the "no" a case would have.
    const patient = withMore(
      [
        fact(
          'hpc-stinging',
          'It stings a bit when I pass water.',
          ['burning when you pass water', 'stinging'],
          'history-of-presenting-complaint',
        ),
      ],
      [
        {
          id: 'neg-recurrent-uti',
          category: 'past-medical-history',
          answer: "No, I don't usually get water infections.",
          cues: ['water infections before', 'recurrent urine infections', 'prone to water infections'],
        },
      ],
      { without: ['urinary-infections'] },
    );
    const reply = ask(patient, 'Do you get a lot of urine infections?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['neg-recurrent-uti']);
    // A library patient with stinging and a strong smell today, and no past infections.
    const library = ask(libraryCase('fever-and-loin-pain'), 'Do you get a lot of urine infections?');
    expect(library.revealedFactIds).toEqual([]);
    expect(library.negativeIds).toEqual(['neg-previous-uti']);
  });
});

describe('"before today" is the past, and "anywhere else" is not the pain spreading', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');

  it('reads "before today" and "before now" as before, and "before the fall" as a time, not the past', () => {
    expect(words('Any blood in your pee before today?')).toContain('BEFORE');
    expect(words('ever had pain like this before now?')).toContain('BEFORE');
    expect(words('before the fall, how were you?')).not.toContain('BEFORE');
  });

  it('answers "any blood in your pee before today?" with the "never before", not today’s blood', () => {
    const reply = ask(cyclist, 'Any blood in your pee before today?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['neg-urine-before']);
  });

  it('reads "anywhere else" as elsewhere, and "does it go anywhere (else)?" as spreading', () => {
    expect(words('any pain anywhere else?')).toEqual(['PAIN', 'ELSEWHERE']);
    expect(words('does it go anywhere else?')).toContain('RADIATE');
    expect(words('does it go anywhere?')).toContain('RADIATE');
  });

  it('does not answer "where is the pain, and does it go anywhere?" with the other injuries', () => {
    expect(answered(cyclist, 'Where exactly is the pain, and does it go anywhere?')).toEqual(['hpc-pain']);
    expect(answered(cyclist, 'Do you hurt anywhere else?')).toEqual(['hpc-other-injuries']);
  });
});

describe('a person’s own side is their flank', () => {
  it('reads "my right side" and "the left side of my back" as the flank (since the tenth pass, a side named alone too)', () => {
    expect(words('a pain in my right side')).toEqual(expect.arrayContaining(['FLANK', 'right']));
    expect(words('the left side of my back')).toEqual(expect.arrayContaining(['FLANK', 'left']));
  });

  it('never says no to loin pain in a patient whose pain is in the right side of the back', () => {
    const patient = libraryCase('obstructed-infected-kidney-stent');
    for (const q of ['Any loin pain?', 'Any pain in your side?']) {
      const reply = ask(patient, q);
      expect(reply.negativeIds, q).not.toContain('closed-world:loin-pain');
      expect(reply.revealedFactIds, q).toEqual(['hpc-pain-now']);
    }
  });
});

describe('ideas, concerns and expectations are now: they answer no question about the past history', () => {
  it('answers "any operations or anaesthetics before?" from the history, not the fear of the anaesthetic', () => {
    expect(
      answered(libraryCase('empty-scrotum-toddler'), 'Has he had any operations or anaesthetics before?'),
    ).toEqual(['pmh-general']);
  });

  it('still answers what the patient has read before, and a worry asked about', () => {
    expect(answered(libraryCase('raised-psa-referral'), 'Have you read anything about this?')).toEqual([
      'ice-information',
    ]);
    expect(answered(libraryCase('empty-scrotum-toddler'), 'How do you feel about the anaesthetic?')).toEqual([
      'ice-concerns-ga',
    ]);
  });
});

describe('a patient someone answers for: who is speaking is the one who answers', () => {
  const toddler = libraryCase('empty-scrotum-toddler');

  it('answers "who am I speaking to?" and "how old is he?" as the mother, never as the child', () => {
    for (const q of ['Who am I speaking to?', 'How old is he?', "What's your name?"]) {
      const { reply } = ask(toddler, q);
      expect(reply, q).toContain("I'm Aisha Rahman, his mother. This is Zayan; he's 1 year old.");
      expect(reply, q).not.toContain("I'm 1.");
    }
    // The child's occupation line ("Toddler") is never said.
    expect(ask(toddler, 'What do you do for a living?').reply).not.toMatch(/toddler/i);
  });

  it('leaves a patient who answers for themself as they were', () => {
    expect(ask(withMore([]), 'How old are you?').reply).toMatch(/^My name's .+, and I'm \d+\.$/);
  });
});

describe('"for his age" compares with other children; it does not ask the age', () => {
  it('answers "is his development normal for his age?" with the development', () => {
    expect(words('is his development normal for his age?')).not.toContain('AGE');
    expect(answered(libraryCase('empty-scrotum-toddler'), 'Is his development normal for his age?')).toEqual([
      'development',
    ]);
  });
});

describe('"main" and "biggest" rank a worry; "emptied your bladder completely" is incomplete emptying', () => {
  const clinic = libraryCase('nocturia-clinic');

  it('answers "what\'s your main worry?" and "your biggest concern?" with the concern', () => {
    expect(answered(clinic, "What's your main worry?")).toEqual(['ice-concerns']);
    expect(answered(clinic, "What's your biggest concern?")).toEqual(['ice-concerns']);
  });

  it('reads the adverb after the bladder as emptying fully', () => {
    expect(words("Do you feel you've emptied your bladder completely?")).toContain('INCOMPLETE');
    expect(answered(clinic, "Do you feel you've emptied your bladder completely?")).toEqual([
      'hpc-incomplete',
    ]);
  });
});

describe('better over time is the course; what makes it better is what modifies it', () => {
  it('reads "getting any better?" and "eased off" as the course, and "make it better?" as a modifier', () => {
    expect(words('is it getting any better?')).toContain('PROGRESSION');
    expect(words("it hasn't eased off at all")).toContain('PROGRESSION');
    expect(words('does anything make it better?')).toContain('MODIFY');
    expect(words('does anything make it better?')).not.toContain('PROGRESSION');
  });

  it('answers "how bad is it, and is it getting any better?" with the severity that says it has not eased', () => {
    const teenager = libraryCase('acute-scrotal-pain-teenager');
    expect(answered(teenager, 'How bad is it, and is it getting any better?')).toEqual(['hpc-severity']);
    expect(answered(teenager, 'Does anything make it better?')).toEqual(['hpc-relieving']);
  });
});

describe('a statement that begins with a wh-word keeps a statement’s order', () => {
  it('acknowledges "What I\'d like to do next is a scan." and "When a testicle…, it rarely…." without a request to rephrase', () => {
    for (const text of [
      "What I'd like to do next is a CT scan to look at the kidney properly.",
      "When a testicle hasn't come down by six months it rarely comes down on its own, so we usually recommend a small operation.",
    ]) {
      const parts = splitMessage(text);
      expect(
        parts.every((p) => !p.isQuestion),
        text,
      ).toBe(true);
    }
    answersWithoutFacts("What I'd like to do next is a CT scan to look at the kidney properly.");
  });

  it('still asks "When did it start." and "What brings you in." with a full stop', () => {
    expect(splitMessage('When did it start.')[0]!.isQuestion).toBe(true);
    expect(splitMessage('What brings you in.')[0]!.isQuestion).toBe(true);
  });
});

describe('a frame followed by an example is still a frame; coming off a bike is the fall', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');

  it('reads "since the accident, like when sitting up" as the frame, not a question about the accident', () => {
    const items = analyse(
      'Have you felt light-headed at any point since the accident, like when sitting up?',
    );
    expect(items.some((i) => i.kind === 'slot' && i.isFrame && i.alts.includes('TRAUMA'))).toBe(true);
    expect(
      answered(
        cyclist,
        'Have you felt light-headed or woozy at any point since the accident, like when sitting up?',
      ),
    ).toEqual(['hpc-dizzy']);
  });

  it('answers "what time did you come off the bike?" with the time of the crash', () => {
    expect(words('what time did you come off the bike?')).toContain('TRAUMA');
    expect(words('have you come off your tablets?')).not.toContain('TRAUMA');
    expect(answered(cyclist, 'What time did you come off the bike?')).toEqual(['hpc-time']);
  });
});

describe('hips are a thing of their own, and raised concerns are concerns', () => {
  it('says no to "any problems with his hips?" in a child with none, and reads "raised any concerns" as concerns', () => {
    const reply = ask(libraryCase('empty-scrotum-toddler'), 'Any problems with his hips?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['closed-world:hip-problems']);
    expect(words('has anyone raised any concerns?')).toEqual(['CONCERN']);
    expect(words('his PSA was raised')).toContain('HIGH');
  });
});

describe('whether it bothers a child is whether it hurts him', () => {
  it('answers "does it seem to bother him at all?" with whether it hurts', () => {
    expect(answered(libraryCase('empty-scrotum-toddler'), 'Does it seem to bother him at all?')).toEqual([
      'hpc-pain',
    ]);
  });
});

describe('pain in the kidney is pain in the loin', () => {
  it('answers "any kidney pain?" with the loin pain, and "any kidney problems?" with the kidneys', () => {
    const colic = libraryCase('loin-to-groin-pain');
    expect(words('any kidney pain?')).toEqual(['FLANK', 'PAIN']);
    expect(answered(colic, 'Any kidney pain?')).toEqual(['hpc-site-radiation']);
    expect(answered(colic, 'Any kidney problems?')).toEqual(['pmh-kidneys']);
  });
});

describe('"As I said" once a reply', () => {
  it('says two facts again with one "As I said"', () => {
    const q = 'Do you smoke, and do you drink alcohol?';
    const first = ask(c, q);
    expect(first.revealedFactIds.sort()).toEqual(['alcohol', 'smoking']);
    const again = answerAsPatient(
      c,
      { revealedFactIds: first.revealedFactIds, askedNegativeIds: [], turn: 2 },
      q,
    );
    expect(again.revealedFactIds.sort()).toEqual(['alcohol', 'smoking']);
    expect(again.reply.match(new RegExp(patientPhrases.repeatLead, 'g'))).toHaveLength(1);
    expect(again.reply.startsWith(patientPhrases.repeatLead)).toBe(true);
  });
});

describe('a part with several answers drops a fact that an earlier part’s fact all but ties with', () => {
  it('answers "allergic to anything? what happened - any swelling, or problems breathing?" with the allergy', () => {
    const fever = libraryCase('fever-and-loin-pain');
    expect(
      answered(
        fever,
        'Are you allergic to anything? What happened when you had the reaction - any swelling, or problems breathing?',
      ),
    ).toEqual(['allergy-penicillin']);
    // Asked alone, the breathing is today's.
    expect(answered(fever, 'Any problems with your breathing?')).toEqual(['sr-breathing']);
  });
});

describe('what is kept down would come back up, whatever is named between', () => {
  it('reads "kept your meds down" as the vomiting, and "kept fluids down" as the drinking too', () => {
    expect(words('Have you kept your meds down?')).toEqual(['VOMIT']);
    expect(words('have you been keeping any food down?')).toContain('VOMIT');
    expect(words('have you kept fluids down?')).toEqual(['VOMIT', 'FLUID']);
  });

  it('answers "been sick? kept your painkillers down?" with the vomiting alone', () => {
    expect(
      answered(
        libraryCase('obstructed-infected-kidney-stent'),
        'Have you been sick today? Kept your painkillers down?',
      ),
    ).toEqual(['hpc-vomiting']);
  });
});

describe('discharged from hospital is not a discharge', () => {
  it('reads "when you were discharged" as the hospital, and never says no to a penile discharge for it', () => {
    expect(words('did they give you antibiotics when you were discharged?')).not.toContain('DISCHARGE');
    expect(words('any discharge from the penis?')).toContain('DISCHARGE');
    const reply = ask(
      libraryCase('obstructed-infected-kidney-stent'),
      'Did they give you anything when you were discharged?',
    );
    expect(reply.negativeIds).not.toContain('closed-world:urethral-discharge');
  });
});

describe('reassurance, and who brought the patient in', () => {
  it('acknowledges "don\'t worry, everything you tell me stays between us" without the patient\'s worries', () => {
    answersWithoutFacts("Don't worry, everything you tell me stays private.");
    expect(words("don't worry")).toEqual([]);
    expect(words('are you worried?')).toEqual(['CONCERN']);
  });

  it('reads "you tell me" as a statement, and "tell me about…" as asked', () => {
    expect(splitMessage('Everything you tell me stays private.')[0]!.isQuestion).toBe(false);
    expect(splitMessage('Tell me about the pain.')[0]!.isQuestion).toBe(true);
  });

  it('reads "did someone bring you in?" as who came with the patient, not what brings them', () => {
    expect(words('did someone bring you in?')).toEqual(['ALONE']);
    expect(words('what brings you in?')).toEqual(['COMPLAINT']);
    expect(
      answered(libraryCase('fever-and-loin-pain'), 'Who do you live with, and did someone bring you in?'),
    ).toEqual(['sh-home']);
  });
});

describe('a follow-up whose only words are "what happened when…it" borrows the question before it', () => {
  it('answers "allergic to any medicines? what happened when you had it?" with the allergy alone', () => {
    expect(
      answered(
        libraryCase('fall-from-horse-loin-pain'),
        'Any allergies to medicines? And what happened when you took it?',
      ),
    ).toEqual(['allergy-penicillin']);
  });
});
