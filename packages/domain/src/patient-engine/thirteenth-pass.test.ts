// Patient-engine mechanisms of ADR 0141, found by a trainee's use and by the thirteenth examiner set
// (packages/content/questions/held-out-17). The questions are my own wording of each class, asked of
// the library cases where it showed.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, libraryCase } from './fixtures/ask.ts';

describe('a wh-word typed without its apostrophe still opens a question', () => {
  const foreskin = libraryCase('stuck-foreskin');

  it.each(['hows the pain', 'hows ur pain'])('%s → the pain', (q) => {
    expect(splitMessage(q)[0]!.isQuestion).toBe(true);
    expect(answered(foreskin, q)).toEqual(['hpc-pain']);
  });
});

describe('an aspect alone does not carry a question about a named topic to another section', () => {
  // The case's orientation fact is cued "do you know where you are"; its home "where do you live".
  const foreskin = libraryCase('stuck-foreskin');

  it.each(['where is the pain', "where's it hurting?"])('%s is not the orientation or the home', (q) => {
    const ids = answered(foreskin, q);
    expect(ids).not.toContain('sr-cognition');
    expect(ids).not.toContain('sh-home');
  });

  it('still answers where the patient is when that is asked', () => {
    expect(answered(foreskin, 'do you know where you are at the moment?')).toEqual(['sr-cognition']);
  });
});

describe('"as (a small) child" is a time of life, not the patient\'s children', () => {
  const lump = libraryCase('painless-scrotal-lump');

  it.each([
    'you had operation as small child for undescended testis?',
    'Did you have surgery as a little boy?',
    'any operations as child?',
  ])('%s → the childhood operation', (q) => {
    expect(answered(lump, q)).toEqual(['pmh-undescended']);
  });
});

describe('teach-back is answered by the fact the case scripts for it', () => {
  const results = libraryCase('prostate-biopsy-results');

  it('"…in your own words what the plan is?" is not what the patient plans', () => {
    expect(answered(results, 'Can you tell me in your own words what the plan is?')).toEqual([
      'understanding-check',
    ]);
  });

  it('"in your own words, what do you understand so far about why you had the biopsy?" is perception', () => {
    expect(
      answered(
        results,
        'Before I go through anything, could you tell me in your own words what you understand so far about why you had the scan and the biopsy?',
      ),
    ).toEqual(['perception-knowledge']);
  });
});

describe('"what happened?" of something read back or just told is that event, not the complaint', () => {
  const stream = libraryCase('slow-stream-young-man');

  it('a letter that names a fracture, then "what happened?"', () => {
    expect(
      answered(
        stream,
        'The GP letter mentions a possible pelvic fracture after a fall at 19 - can you tell me exactly what happened?',
      ),
    ).toEqual(['pmh-trauma']);
  });
});

describe('"easily" qualifies both of a pair: "bleed or bruise easily" is a bleeding tendency', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');

  it.each(['do you bleed or bruise easily?', 'Any easy bruising?'])('%s', (q) => {
    expect(answered(cyclist, q)).toEqual(['pmh-bleeding']);
  });
});

describe('more of the ways a trainee says what a document or a colleague reported', () => {
  const bab = libraryCase('bad-news-bladder-biopsy');

  it('"The MDT note mentions …" is the source, not the topic', () => {
    expect(
      answered(
        bab,
        "The MDT note mentions you're a carer for your husband - would you mind telling me a bit about that?",
      ),
    ).toEqual(['sh-gerry']);
  });
});

describe('places listed after a topic say where it might be', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');

  it('"any other injuries, to your head, neck, chest, abdomen or limbs?" asks about other injuries', () => {
    expect(answered(cyclist, 'any other injuries, to your head, neck, chest, abdomen or limbs?')).toEqual([
      'hpc-other-injuries',
    ]);
  });
});

describe('a question typed without its subject or its question mark', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');

  it.each(['Been feeling light-headed at all', 'had any dizziness'])('%s is asked', (q) => {
    expect(splitMessage(q)[0]!.isQuestion).toBe(true);
    expect(answered(cyclist, q)).toEqual(['hpc-dizzy']);
  });

  it('"there\'s no rush at all" still tells', () => {
    expect(splitMessage("Take all the time you need, there's no rush at all.")[0]!.isQuestion).toBe(false);
  });
});

describe('a trailing event sets when, not what ("… around the time of the operation")', () => {
  const turp = libraryCase('bleeding-after-turp');

  it('asks which blood thinners', () => {
    expect(
      answered(turp, "which blood thinners you've been taking around the time of the operation?"),
    ).toEqual(['dh-antiplatelets']);
  });
});

describe('"what\'s bothering you at the moment?" asks for the complaint; "…most?" for the worry', () => {
  const turp = libraryCase('bleeding-after-turp');

  it.each(["What's bothering you at the moment?", "tell me what's bothering you today"])('%s', (q) => {
    expect(answered(turp, q)).toEqual(['pc-pain-urge']);
  });

  it("what's bothering you most?", () => {
    expect(answered(turp, "what's bothering you most?")).toEqual(['ice-concerns']);
  });
});

describe('"eg" is no word of the question', () => {
  const cystitis = libraryCase('recurrent-cystitis-woman');

  it('"Any leakage of urine at all eg with coughing or sneezing?" asks about leaking', () => {
    expect(answered(cystitis, 'Any leakage of urine at all eg with coughing or sneezing?')).toEqual([
      'hpc-continence',
    ]);
  });
});

describe('what a question points back at', () => {
  const smoker = libraryCase('visible-haematuria-smoker');

  it.each([
    'You smoke, I see. How many a day?',
    'I see you smoke. How many a day?',
    'The letter says you smoke. How many a day, and since what age?',
  ])('%s → the smoking', (q) => {
    expect(answered(smoker, q)).toEqual(['sh-smoking']);
  });

  it('"I see you …" is no goodbye; "see you later" is', () => {
    expect(splitMessage('I see you smoke.').length).toBe(1);
    expect(answered(smoker, 'I see you smoke.')).toEqual([]);
  });

  it('"Roughly how many…" is asked', () => {
    expect(
      splitMessage('Roughly how many do you get through in a day, and how old were you when you started?')[0]!
        .isQuestion,
    ).toBe(true);
  });
});

describe('colours a trainee names for an ischaemic glans', () => {
  const foreskin = libraryCase('stuck-foreskin');

  it.each(['Tip gone dark/dusky at all?', 'has the end gone dusky or purple?'])('%s', (q) => {
    expect(answered(foreskin, q)).toEqual(['hpc-colour']);
  });

  it('"black out" and "out of the blue" keep their meanings', () => {
    expect(answered(libraryCase('fall-from-horse-loin-pain'), 'did you black out?')).toEqual(['hpc-loc']);
    expect(answered(libraryCase('loin-to-groin-pain'), 'did it come on out of the blue?')).toEqual([
      'hpc-onset',
    ]);
  });
});

describe('a catheter that gets blocked up is not the bowels', () => {
  const spc = libraryCase('suprapubic-catheter-fever');

  it.each([
    'Does it tend to get blocked up?',
    'Does it get bunged up, and have the nurses ever had to replace it ahead of schedule?',
  ])('%s', (q) => {
    expect(answered(spc, q)).toEqual(['hpc-catheter-history']);
  });

  it('"are you bunged up?" is still the bowels', () => {
    expect(answered(spc, 'are you bunged up at all?')).toEqual(['sh-bowels']);
  });
});

describe('the complaint named by its own word', () => {
  it('"when did the erection start?" is when it started, not the erection tablets', () => {
    expect(answered(libraryCase('prolonged-erection-ed'), 'when did the erection start?')).toEqual([
      'hpc-duration',
    ]);
  });
});

describe('what the patient has tried, at home or not', () => {
  const priapism = libraryCase('prolonged-erection-ed');

  it.each(['tried anything at home? ice/cold shower/exercise', 'have you tried anything?'])('%s', (q) => {
    expect(answered(priapism, q)).toEqual(['hpc-tried']);
  });

  it('"who is at home with you?" is still the home', () => {
    expect(answered(priapism, 'who is at home with you?')).toEqual(['sh-home']);
  });
});

describe('two parts of a message that share a word are not one question', () => {
  it('"Are you on any regular medicines, and do you have any allergies?" gets both answers', () => {
    expect(
      answered(
        libraryCase('acute-scrotal-pain-teenager'),
        'Are you on any regular medicines, and do you have any allergies?',
      ),
    ).toEqual(['dh-meds', 'allergy-none']);
  });

  it('"Do you think you\'ve passed the stone? Have you been sieving?" is still about the stone', () => {
    expect(
      answered(
        libraryCase('obstructed-infected-kidney-stent'),
        "Do you think you've passed the stone? Have you been sieving your urine?",
      ),
    ).toEqual(['hpc-stone-not-passed']);
  });
});

describe('a straddle injury in lay words', () => {
  it('"Ever come down hard on a pole or a bar, between the legs?" is the injury', () => {
    expect(
      answered(
        libraryCase('slow-stream-young-man'),
        'Ever come down hard on a pole or a bar, between the legs?',
      ),
    ).toEqual(['pmh-trauma']);
  });
});

describe('what is set aside, in its own question, is everything it names', () => {
  it('"Apart from the alcohol, how much have you been drinking?" is the other fluids', () => {
    expect(
      answered(
        libraryCase('unable-to-pass-urine'),
        'Apart from the alcohol, how much have you been drinking?',
      ),
    ).toEqual(['hpc-fluids']);
  });

  it('"Apart from the diabetes, any other problems? And what tablets do you take?" still gets the tablets', () => {
    expect(
      answered(
        libraryCase('fever-and-loin-pain'),
        'Apart from the diabetes, any other medical problems? And what tablets do you take?',
      ),
    ).toContain('dh-meds');
  });
});
