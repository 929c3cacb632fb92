import { describe, expect, it } from 'vitest';
import { analyse, buildVocabulary, correctTypo, slotsOf } from './analyse.ts';
import { stem } from './stem.ts';
import { canonicalSpelling, editDistance, tokenise } from './text.ts';

const words = (text: string) => tokenise(text).map((t) => t.word);
const slots = (text: string, cues: string[] = []) =>
  slotsOf(analyse(text, buildVocabulary(cues, [], ['Daniel Hughes']))).map((s) => [...s].sort().join('|'));

describe('tokenise', () => {
  it('lower-cases, drops punctuation and expands contractions', () => {
    expect(words("What's BROUGHT you in?!")).toEqual(['what', 'brought', 'you', 'in']);
    expect(words("You don't smoke, do you?")).toEqual(['you', 'do', 'not', 'smoke', ',', 'do', 'you']);
    expect(words("I can't, I won't")).toEqual(['i', 'can', 'not', ',', 'i', 'will', 'not']);
    expect(words('Any pain—or burning?')).toEqual(['any', 'pain', 'or', 'burning']);
  });

  it('expands abbreviations a trainee types', () => {
    expect(words('FBC and U&E')).toEqual(['full', 'blood', 'count', 'and', 'urea', 'electrolytes']);
    expect(words('any LUTS?')).toEqual(['any', 'lower', 'urinary', 'tract', 'symptoms']);
    expect(words('any UTIs')).toEqual(['any', 'urine', 'infection']);
  });
});

describe('canonicalSpelling', () => {
  it.each([
    ['haematuria', 'hematuria'],
    ['oedema', 'edema'],
    ['anaesthetic', 'anesthetic'],
    ['catheterise', 'catheterize'],
    ['catheterised', 'catheterized'],
    ['colour', 'color'],
    ['tumour', 'tumor'],
    ['diarrhoea', 'diarrhea'],
    ['oesophagus', 'esophagus'],
    ['paediatric', 'pediatric'],
    ['litres', 'liters'],
    ['travelled', 'traveled'],
    ['analyse', 'analyze'],
    ['taken', 'take'],
  ])('%s and %s meet', (british, american) => {
    expect(canonicalSpelling(british)).toBe(canonicalSpelling(american));
  });
});

describe('stem (Porter)', () => {
  it.each([
    ['urination', 'urin'],
    ['urinating', 'urin'],
    ['urine', 'urin'],
    ['smoking', 'smoke'],
    ['smokes', 'smoke'],
    ['vomiting', 'vomit'],
    ['painful', 'pain'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['generalization', 'gener'],
    // Adverbs are their adjectives; "family", "early", "news" keep their own stems.
    ['regularly', stem('regular')],
    ['suddenly', stem('sudden')],
    ['family', 'famili'],
    ['early', 'earli'],
    ['news', 'news'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('pain', 'pian', 2)).toBe(1);
    expect(editDistance('blood', 'blod', 2)).toBe(1);
    expect(editDistance('temperature', 'temprature', 2)).toBe(1);
    expect(editDistance('urine', 'urine', 2)).toBe(0);
    expect(editDistance('kidney', 'bladder', 2)).toBe(3);
  });
});

describe('correctTypo', () => {
  const vocab = buildVocabulary(
    ['Have you noticed any blood in your urine?', 'Do you take tablets?'],
    [],
    [],
  );
  it('corrects a typo to a cue or lexicon word', () => {
    expect(correctTypo('tabelts', vocab)).toBe('tablets');
    expect(correctTypo('vomitting', vocab)).toBe('vomiting');
    expect(correctTypo('bloood', vocab)).toBe('blood');
  });
  it('does not turn a short real word into another by changing a letter', () => {
    expect(correctTypo('born', vocab)).toBeUndefined();
    expect(correctTypo('grown', vocab)).toBeUndefined();
  });
});

describe('analyse', () => {
  it('reads a comparative or superlative as its base word ("weaker" is "weak")', () => {
    expect(slotsOf(analyse('weaker'))).toEqual(slotsOf(analyse('weak')));
    expect(slotsOf(analyse('the weakest'))).toEqual(slotsOf(analyse('weak')));
    expect(slotsOf(analyse('slower'))).toEqual(slotsOf(analyse('slow')));
    // Words that only end like one keep their own sense.
    expect(slotsOf(analyse('water'))).toEqual([['FLUID']]);
    expect(slotsOf(analyse('fever'))).toEqual([['FEVER']]);
  });

  it('maps lay and clinical words to the same concept', () => {
    for (const text of [
      'pee',
      'wee',
      'urine',
      'urinating',
      'micturition',
      'passing water',
      'your waterworks',
    ]) {
      expect(slots(text)).toContain('URINE');
    }
    for (const text of ['tummy', 'belly', 'abdomen', 'stomach']) expect(slots(text)).toEqual(['ABDOMEN']);
    for (const text of ['tablets', 'medication', 'medicines', 'meds'])
      expect(slots(text)).toEqual(['MEDICATION']);
    for (const text of ['fever', 'temperature', 'pyrexia', 'feverish'])
      expect(slots(text)[0]).toContain('FEVER');
    for (const text of ['throwing up', 'vomiting', 'been sick']) expect(slots(text)).toEqual(['VOMIT']);
    for (const text of ['poo', 'bowels', 'stools']) expect(slots(text)).toEqual(['BOWEL']);
    for (const text of ['smoke', 'cigarettes', 'tobacco', 'smoker']) expect(slots(text)).toEqual(['SMOKE']);
    expect(slots('haematuria')).toEqual(['BLOOD', 'URINE']);
    expect(slots('hematuria')).toEqual(['BLOOD', 'URINE']);
    expect(slots('blood in your pee')).toEqual(['BLOOD', 'URINE']);
  });

  it('keeps words that only look alike apart', () => {
    expect(slots('medical problems')).not.toContain('MEDICATION');
    expect(slots('blood test')).not.toContain('TESTIS');
    expect(slots('toilet bowl')).not.toContain('BOWEL');
  });

  it('drops stopwords, the patient’s name and filler, keeping weak words only when nothing else is left', () => {
    expect(slots('Mr Hughes, do you smoke at all?')).toEqual(['SMOKE']);
    expect(analyse('How did you notice it?').some((i) => i.kind === 'slot' && i.isSoft)).toBe(true);
  });
});
