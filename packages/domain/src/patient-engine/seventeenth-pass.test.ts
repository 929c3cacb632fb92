// Patient-engine mechanisms of ADR 0145. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, libraryCase } from './fixtures/ask.ts';
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
