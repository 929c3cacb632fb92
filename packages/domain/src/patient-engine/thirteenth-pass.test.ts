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
