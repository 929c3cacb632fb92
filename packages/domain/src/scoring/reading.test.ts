// Each class of reading the examiner asked for (ADR 0111): polarity, hedging, ranking and conditions.
import { describe, expect, it } from 'vitest';
import { type PhraseOptions, summaryMatches } from './phrases.ts';

const reads = (text: string, phrases: string[], options: PhraseOptions = {}) =>
  summaryMatches(text, phrases, options) !== null;
const asDiagnosis = { reading: 'diagnosis' } as const;
const asDifferentials = { reading: 'differentials' } as const;

describe('polarity: a negated phrase does not count', () => {
  it.each([
    ['Avoid NSAIDs given the renal function', ['nsaid']],
    ['Not torsion: the cremasteric reflex is present', ['torsion']],
    ['No need for CT', ['ct']],
    ['Avoid trimethoprim and nitrofurantoin', ['nitrofurantoin']],
    ['Avoid NSAIDs/opioids', ['opioids']],
    ['Torsion has been excluded', ['torsion']],
    ['Stop the tamsulosin', ['tamsulosin']],
  ])('%j does not have %j', (text, phrases) => {
    expect(reads(text, phrases)).toBe(false);
  });

  it.each([
    ['Do not delay IV antibiotics and fluids', ['fluids']],
    ['Do not delay IV antibiotics for imaging', ['iv antibiotics']],
    ['Stop apixaban', ['stop apixaban']],
    ['No fever. Diclofenac 75 mg IM.', ['diclofenac']],
  ])('%j still has %j', (text, phrases) => {
    expect(reads(text, phrases)).toBe(true);
  });
});

describe('hedging: a query is not a working diagnosis (but is a differential)', () => {
  // Decided (ADR 0111): "?X", "query X", "possible X", "cannot exclude X", "rule out X", "X less
  // likely", "X unlikely" are queries; "suspected", "probable", "likely", "in keeping with" commit.
  it.each([
    '?Torsion',
    'Torsion?',
    'Query torsion',
    'Possible torsion',
    'Cannot exclude torsion',
    'Rule out torsion',
    'Torsion less likely',
    'Torsion unlikely',
  ])('%j is not a working diagnosis of torsion, but lists it as a differential', (text) => {
    expect(reads(text, ['torsion'], asDiagnosis)).toBe(false);
    expect(reads(text, ['torsion'], asDifferentials)).toBe(true);
  });

  it.each([
    'Suspected testicular torsion',
    'Likely left testicular torsion',
    'Probable torsion',
    'Testicular torsion',
  ])('%j is a working diagnosis of torsion', (text) => {
    expect(reads(text, ['torsion'], asDiagnosis)).toBe(true);
  });

  it('a negated differential is not listed', () => {
    expect(reads('Not torsion', ['torsion'], asDifferentials)).toBe(false);
  });
});

describe('ranking: a diagnosis below another is not the working diagnosis', () => {
  it.each([
    'Epididymo-orchitis; torsion less likely',
    'Epididymo-orchitis or torsion',
    'Epididymo-orchitis vs torsion',
    'Epididymo-orchitis. Differential: torsion',
    'Epididymo-orchitis, ddx torsion',
  ])('%j is not a working diagnosis of torsion', (text) => {
    expect(reads(text, ['torsion'], asDiagnosis)).toBe(false);
  });

  it.each([
    'Torsion or epididymo-orchitis',
    'Left testicular torsion, 3 hours; differential epididymo-orchitis',
  ])('%j is (torsion ranked first)', (text) => {
    expect(reads(text, ['torsion'], asDiagnosis)).toBe(true);
  });
});

describe('conditions: a plan made to wait or to depend on something is not the plan', () => {
  const exploration = ['scrotal exploration', 'theatre'];
  const urgent = { unconditional: true };

  it.each([
    'If the scan confirms it, then theatre',
    'Scrotal Doppler ultrasound first. Theatre if torsion confirmed.',
    'Urgent ultrasound then scrotal exploration',
    'Theatre once the ultrasound result is back',
  ])('%j does not meet "urgent theatre without imaging"', (text) => {
    expect(reads(text, exploration, urgent)).toBe(false);
  });

  it.each([
    'Immediate scrotal exploration without imaging',
    'Straight to theatre; do not wait for an ultrasound',
    'Emergency theatre now. No scan.',
  ])('%j meets it', (text) => {
    expect(reads(text, exploration, urgent)).toBe(true);
  });

  it.each([
    ['Consider tamsulosin if the stone does not pass', ['tamsulosin']],
    ['If it fails, consider tamsulosin', ['tamsulosin']],
    ['Nephrostomy if not improving on antibiotics after 48 hours', ['nephrostomy']],
    ['Possibly a nephrostomy later', ['nephrostomy']],
  ])('a maybe or a condition: %j does not plan %j', (text, phrases) => {
    expect(reads(text, phrases)).toBe(false);
  });

  it('an item that is itself a contingency accepts a conditional plan', () => {
    const text = 'Angioembolisation if she becomes unstable';
    expect(reads(text, ['angioembolisation'])).toBe(false);
    expect(reads(text, ['angioembolisation'], { contingency: true })).toBe(true);
  });

  it('a condition elsewhere in the plan does not touch an unconditional step', () => {
    expect(
      reads('Tamsulosin 400 micrograms daily, and if not passed in 4 weeks, ureteroscopy', ['tamsulosin']),
    ).toBe(true);
    expect(reads('Diclofenac now. If the pain returns, call us.', ['diclofenac'])).toBe(true);
  });
});
