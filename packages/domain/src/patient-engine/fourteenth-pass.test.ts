// Patient-engine mechanisms of ADR 0142, found in the tuning sets and in the fourteenth examiner set
// (packages/content/questions/held-out-18). The questions are my own wording of each class, asked of
// the library cases where it showed.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';

describe('a reaction to news told or to a kind word said is volunteered, not an answer', () => {
  const bladder = libraryCase('bad-news-bladder-biopsy');
  const prostate = libraryCase('prostate-biopsy-results');

  it.each([
    [bladder, "I'm afraid the biopsy showed a cancer that has grown into the muscle of the bladder wall."],
    [prostate, "I'm sorry to tell you that the biopsy did show a prostate cancer, at an early stage."],
  ])('the news gets the scripted reaction, said unasked', (c, news) => {
    const reply = ask(c, news);
    expect(reply.revealedFactIds.length).toBe(1);
    expect(reply.volunteeredFactIds).toEqual(reply.revealedFactIds);
    expect(answered(c, news)).toEqual([]);
  });

  it('a question that invites the reaction is answered by it', () => {
    expect(answered(bladder, 'How are you feeling about what I have just told you?')).toEqual([
      'emotion-reaction',
    ]);
  });
});

describe('the complaint named as the thing in hand is what "it" would be', () => {
  // The lump's story says "it" ("It doesn't hurt, even when I press it"); the systems review says
  // "I've not noticed lumps anywhere else".
  const lump = libraryCase('painless-scrotal-lump');

  it.each([
    'Does the lump hurt?',
    'Is the lump painful or tender at all?',
    'is this lump sore when you press on it?',
  ])('%s → the lump is painless', (q) => {
    expect(answered(lump, q)).toEqual(['hpc-painless']);
  });

  it('still answers a question about lumps elsewhere with the systems review', () => {
    expect(answered(lump, 'Any lumps anywhere else?')).toEqual(['sr-mets-screen']);
  });
});

describe('"I must ask" and "forgive me" are the asker\'s preface, not what is asked', () => {
  it('"I must ask, madam: when was your last period, and …pregnancy?" asks both', () => {
    expect(
      answered(
        libraryCase('loin-to-groin-pain'),
        'I must ask, madam: when was your last menstrual period, and is there any possibility of pregnancy?',
      ),
    ).toEqual(['gyn-lmp', 'gyn-pregnancy']);
  });

  it('"Please forgive me, I must ask: did this follow sex, and …?" asks both', () => {
    expect(
      answered(
        libraryCase('prolonged-erection-ed'),
        'Please forgive me, I must ask: did this follow sexual activity, and have you ever used Viagra or injections?',
      ).sort(),
    ).toEqual(['dh-ed-drugs', 'hpc-not-sexual']);
  });
});

describe('the list of medicines is the medicines', () => {
  it.each(['Can you run me through your meds list?', 'Could you go thru your medication list with me?'])(
    '%s → the regular medicines',
    (q) => {
      expect(answered(libraryCase('suprapubic-catheter-fever'), q)).toEqual(['dh-meds']);
    },
  );
});

describe('the numbing gel is a medicine, not numbness', () => {
  const foreskin = libraryCase('stuck-foreskin');

  it('an allergy to the numbing gel is the allergy history, with no "no" about numbness', () => {
    const reply = ask(foreskin, 'Any allergies, maybe to lidocaine, the numbing gel?');
    expect(reply.revealedFactIds).toEqual(['al-none']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('numbness is still numbness', () => {
    expect(ask(foreskin, 'Any numbness or tingling?').negativeIds).toEqual(['closed-world:numbness']);
  });
});

describe('an apology that breaks a phrase is a hesitation', () => {
  it('"would it be alright if I, sorry, had a look down there?" asks leave, and tells nothing', () => {
    expect(
      answered(
        libraryCase('stuck-foreskin'),
        'Would it be alright if I, sorry, had a quick look down there?',
      ),
    ).toEqual([]);
  });

  it('"when did you, sorry, last have something to eat?" is the last meal', () => {
    expect(
      answered(libraryCase('stuck-foreskin'), 'And when did you, sorry, last have something to eat?'),
    ).toEqual(['sh-last-ate']);
  });
});

describe('a known word with a negating prefix is the same topic', () => {
  it('"Are you uncircumcised?" asks about circumcision', () => {
    expect(answered(libraryCase('stuck-foreskin'), 'Are you uncircumcised?')).toEqual([
      'hpc-foreskin-normal',
    ]);
  });
});

describe('a question after a first clause is a question, whatever the clause', () => {
  it('"the tummy ache - whereabouts is it exactly, and …?" asks where the pain is', () => {
    expect(
      answered(
        libraryCase('suprapubic-catheter-fever'),
        'the tummy ache - whereabouts is it exactly, and does it go through into your back at all?',
      ),
    ).toContain('hpc-suprapubic-pain');
  });

  it('"Callum, what\'s worrying you most, and what are you hoping for?" asks both', () => {
    expect(
      answered(
        libraryCase('acute-scrotal-pain-teenager'),
        "Callum, what's worrying you the most about all this, and what are you hoping we can do for you today?",
      ).sort(),
    ).toEqual(['ice-concerns', 'ice-expectations']);
  });

  it('a time frame first is still what is asked about ("during the daytime, how often…")', () => {
    expect(
      answered(
        libraryCase('nocturia-clinic'),
        'During the daytime, how often do you pass urine, and do you ever have to rush to get to the toilet in time?',
      ),
    ).toEqual(['hpc-storage']);
  });
});

describe('how the sugars have been "running" is their control', () => {
  it.each([
    'How have your sugars been running lately?',
    'What have your sugar readings been running at recently?',
  ])('%s → the diabetes and its control', (q) => {
    expect(answered(libraryCase('perineal-pain-diabetic'), q)).toEqual(['pmh-diabetes']);
  });
});

describe('a result told is a read-back to confirm, not a result asked for', () => {
  it('"the PSA was raised twice - 7.8 and then 8.1. Is that right?" is confirmed with the values', () => {
    expect(
      answered(
        libraryCase('raised-psa-referral'),
        'So your GP has sent you because the PSA was raised twice - 7.8 and then 8.1 six weeks later. Is that right?',
      ),
    ).toEqual(['hpc-psa-values']);
  });

  it('"what were your PSA readings?" is still asked', () => {
    expect(answered(libraryCase('raised-psa-referral'), 'What were your PSA readings?')).toEqual([
      'hpc-psa-values',
    ]);
  });
});

describe('instructions and choices told are not questions', () => {
  const horse = libraryCase('fall-from-horse-loin-pain');

  it.each([
    'Please tell the nurses straight away if you feel faint or the pain gets worse.',
    "It's your choice whether to have it.",
    'That make sense?',
  ])('%s gets no request to rephrase', (q) => {
    expect(ask(horse, q).reply).not.toContain(horse.persona.deflection);
    expect(answered(horse, q)).toEqual([]);
  });
});

describe('emptying "all the way" is emptying completely', () => {
  it('"Do you feel like you empty all the way when you pee?" → incomplete emptying', () => {
    expect(
      answered(libraryCase('slow-stream-young-man'), 'Do you feel like you empty all the way when you pee?'),
    ).toEqual(['hpc-incomplete']);
  });
});

describe('trips at night are to the toilet, and what spoils life is the bother', () => {
  const nocturia = libraryCase('nocturia-clinic');

  it('"And nights - how many trips?" → nocturia, with no "no" about travel', () => {
    const reply = ask(nocturia, 'And nights - how many trips?');
    expect(reply.revealedFactIds).toEqual(['hpc-nocturia']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('"Which bit spoils life most? How fed up are you with it?" → the bother', () => {
    expect(answered(nocturia, 'Which bit spoils life most? How fed up are you with it, honestly?')).toEqual([
      'hpc-bother',
    ]);
  });
});

describe('ward shorthand and text-speak', () => {
  it('"how do u get about - walking aid?" is mobility, with no "no" about AIDS', () => {
    const reply = ask(libraryCase('stuck-foreskin'), 'how do u get about - walking aid?');
    expect(reply.revealedFactIds).toEqual(['sh-mobility']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('"how are the BMs running?" is the sugars', () => {
    expect(
      answered(
        libraryCase('perineal-pain-diabetic'),
        'How long have you been diabetic and how are the BMs running?',
      ),
    ).toEqual(['pmh-diabetes']);
  });

  it('"any trauma 2 the area u can think of?": "2" is "to", and "you can think of" is how to answer', () => {
    expect(answered(libraryCase('painless-scrotal-lump'), 'any trauma 2 the area u can think of?')).toEqual([
      'hpc-trauma',
    ]);
  });
});
