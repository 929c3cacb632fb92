// Patient-engine mechanisms of ADR 0145. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { tokenise } from './text.ts';

const nocturia = libraryCase('nocturia-clinic');

describe('a connective that adds a question starts one', () => {
  it.each([
    'Do you get up in the night, and on top of that do you ever leak?',
    'Do you get up in the night, as well as that do you ever leak?',
    'Do you get up in the night, and besides that, do you ever leak?',
    'Do you get up in the night, in addition to that, do you ever leak?',
  ])('%s → two questions', (q) => {
    expect(splitMessage(q).filter((p) => p.isQuestion)).toHaveLength(2);
  });

  it('a three-part question answers all three parts', () => {
    expect(
      answered(
        nocturia,
        'How long has this been going on, and also how is the flow, as well as that what are you drinking in a day?',
      ).sort(),
    ).toEqual(['hpc-duration', 'hpc-fluids', 'hpc-voiding']);
  });

  it('"as well as" that joins two things in one question does not split it', () => {
    expect(splitMessage('Do you drink tea as well as coffee in the evening?')).toHaveLength(1);
    expect(splitMessage('Is it the nights as well as that weak flow that bother you?')).toHaveLength(1);
  });
});

describe('the interjections that open a turn are fillers, however they are spelt', () => {
  const retention = libraryCase('unable-to-pass-urine');
  it.each([
    'Righto, how long has this tightness been building up?',
    'Rightio, how long has this tightness been building up?',
    'Okey-dokey, how long has this tightness been building up?',
    'Alrighty, how long has this tightness been building up?',
  ])('%s → when it began', (q) => {
    expect(answered(retention, q)).toEqual(['hpc-onset']);
  });
});

describe('a question typed fast on a phone is read as the question it is', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');
  it.each([
    ['wat time did u come off the bike roughly', ['hpc-time']],
    ['hw fast were u going n wat xactly hit u', ['hpc-mechanism']],
    ['wen did u last eat or drink anythin', ['sh-last-ate']],
    ['wats worrying u most rn', ['ice-concerns']],
  ])('%s', (q, facts) => {
    expect(answered(cyclist, q)).toEqual(facts);
  });

  it('keeps "U&E", "u/s" and "n and v" what they are', () => {
    expect(tokenise('any U&E or u/s, n and v?').map((t) => t.word)).toEqual([
      'any',
      'urea',
      'electrolytes',
      'or',
      'u',
      's',
      ',',
      'nausea',
      'vomiting',
    ]);
  });
});

describe('northern forms', () => {
  const clots = libraryCase('clots-and-retention-anticoagulated');
  it.each(['And nowt come out since when?', 'When did you last get owt out at all?'])(
    '%s → the last void',
    (q) => {
      expect(answered(clots, q)).toEqual(['hpc-retention']);
    },
  );
});

describe('permission asked for the question itself is the question', () => {
  const priapism = libraryCase('prolonged-erection-ed');
  it.each([
    ["Would it be alright to ask how long it's been like this?", ['hpc-duration']],
    ["Might I ask whether there's been any knock down there?", ['hpc-trauma']],
    ['Do you mind me asking how long it has been up?', ['hpc-duration']],
  ])('%s', (q, facts) => {
    expect(answered(priapism, q)).toEqual(facts);
  });

  it('leave to ask questions to come is still only consent', () => {
    expect(answered(priapism, 'Can I ask you a few questions?')).toEqual([]);
  });
});

describe('an opinion tag on what the patient feels is no diagnosis put to them', () => {
  const priapism = libraryCase('prolonged-erection-ed');
  it.each(['And is it painful at all, would you say?', 'Is it sore, do you think?'])('%s → the pain', (q) => {
    expect(answered(priapism, q)).toEqual(['hpc-pain']);
  });

  it('"could it be a priapism, would you say?" is still fishing', () => {
    expect(answered(priapism, 'Could it be a priapism, would you say?')).toEqual([]);
  });
});

describe('who passed a statement on is not what it tells', () => {
  it('"Ward says you\'re on apixaban. What\'s that for?" asks what the apixaban is for', () => {
    expect(
      answered(
        libraryCase('clots-and-retention-anticoagulated'),
        "Ward says you're on apixaban. What's that for?",
      ),
    ).toEqual(['pmh-af']);
  });
});

describe('"ur" is "you\'re" before what one is, else "your"', () => {
  it.each([
    ['ur here about ur utis yeah?', 'you are here about your urine infection yeah'],
    ['r u on any meds n is ur flow ok', 'are you on any meds and is your flow okay'],
    ['n any pain?', 'and any pain'],
  ])('%s', (typed, read) => {
    expect(
      tokenise(typed)
        .filter((t) => !t.isBreak)
        .map((t) => t.word)
        .join(' '),
    ).toBe(read);
  });
});

describe('a question asked through a frame of politeness is asked', () => {
  it.each([
    [
      'recurrent-cystitis-woman',
      "I do hope you don't mind my asking, but I ought to check whether there's any possibility you might be pregnant at the moment?",
      ['sr-pregnancy'],
    ],
    [
      'slow-stream-young-man',
      "Would you mind describing what the stream's like when you go?",
      ['hpc-stream'],
    ],
    [
      'stuck-foreskin',
      "I don't suppose you know whether the bag's been filling up as it should since all this started?",
      ['hpc-catheter-draining'],
    ],
    [
      'unable-to-pass-urine',
      "It might be helpful to know what you think might have happened, and whether anything's particularly worrying you about it?",
      ['ice-concerns', 'ice-ideas'],
    ],
  ])('%s: %s', (caseId, q, facts) => {
    expect(answered(libraryCase(caseId), q).sort()).toEqual(facts);
  });

  it.each([
    ['Can I ask you a few questions?', 'Can I ask you a few questions'],
    ['I wonder if I could examine you?', 'I wonder if I could examine you'],
  ])('leave for what comes next is not a question about it: %s', (q, text) => {
    expect(splitMessage(q)[0]?.text).toBe(text);
  });
});

describe('"passing motion" is the bowels, and "properly" asks whether they are normal', () => {
  it.each(['Are you passing motion properly?', 'You are passing motion properly?'])('%s', (q) => {
    expect(answered(libraryCase('bleeding-after-turp'), q)).toEqual(['sr-bowels']);
  });
});

describe('a trailing "since you…" is when, not what', () => {
  it('"any cough since you landed?" gets a plain no, not how she landed', () => {
    const reply = ask(libraryCase('fall-from-horse-loin-pain'), 'any cough since you landed?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds.length).toBeGreaterThan(0);
  });
});

describe('"anywhere hot" is abroad, not a fever', () => {
  it('"You haven\'t been away anywhere hot lately, have you?" is a no about travel', () => {
    const reply = ask(
      libraryCase('loin-to-groin-pain'),
      "You haven't been away anywhere hot lately, have you?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['closed-world:travel']);
  });
});

describe('"your wife or anyone" who noticed is a witness, not the home', () => {
  it('"has your wife or anyone said you\'ve been confused?" asks about the confusion only', () => {
    expect(
      answered(
        libraryCase('wetting-the-bed-raised-creatinine'),
        "has your wife or anyone said you've been confused?",
      ),
    ).toEqual(['hpc-confusion']);
  });
});

describe('"difficult to start" is the stream, not when it began', () => {
  it('"When you pass urine, is it difficult to start?" → the voiding symptoms', () => {
    expect(
      answered(libraryCase('nocturia-clinic'), 'When you pass urine, is it difficult to start?'),
    ).toEqual(['hpc-voiding']);
  });
});

describe('a closed-world "no" is not joined by a fact reached only through the opening circumstance', () => {
  it('"When you sleep, do you snore?" is a plain no, without the waking at night', () => {
    const reply = ask(libraryCase('nocturia-clinic'), 'When you sleep, do you snore?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['closed-world:sleep-apnoea']);
  });

  it('"When you pass urine, is it difficult to start?" still answers with the stream', () => {
    expect(
      answered(libraryCase('nocturia-clinic'), 'When you pass urine, is it difficult to start?'),
    ).toEqual(['hpc-voiding']);
  });
});
