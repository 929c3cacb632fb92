import { describe, expect, it } from 'vitest';
import { splitSentences, summaryMatches } from './phrases.ts';

const matches = (text: string, phrases: string[]) => summaryMatches(text, phrases) !== null;

describe('summaryMatches', () => {
  it('returns the phrase and the sentence that holds it', () => {
    expect(summaryMatches('Analgesia. Then a CT KUB today. Review later.', ['ct kub'])).toEqual({
      phrase: 'ct kub',
      sentence: 'Then a CT KUB today.',
    });
    expect(summaryMatches('Tamsulosin and diclofenac.', ['diclofenac', 'tamsulosin'])?.phrase).toBe(
      'diclofenac',
    );
    expect(
      summaryMatches('First sentence. Diclofenac now.\nTamsulosin.', ['tamsulosin', 'diclofenac']),
    ).toEqual({ phrase: 'diclofenac', sentence: 'Diclofenac now.' });
  });

  it('returns null for empty text or no phrases', () => {
    expect(summaryMatches('', ['torsion'])).toBeNull();
    expect(summaryMatches('   ', ['torsion'])).toBeNull();
    expect(summaryMatches('Torsion', [])).toBeNull();
  });

  it.each([
    ['Frank haematuria with clots', 'hematuria'],
    ['Frank hematuria with clots', 'haematuria'],
    ['Testicular tumor on ultrasound', 'testicular tumour'],
    ['Call the anesthetist', 'anaesthetist'],
    ['Catheterize and record the residual', 'catheterise'],
    ['Book emergency theater', 'theatre'],
    ['Angioembolization for ongoing bleeding', 'angioembolisation'],
    ['Left inguinal orchiectomy', 'orchidectomy'],
    ['Check the HAEMOGLOBIN', 'hemoglobin'],
  ])('folds spelling variants: %j has %j', (text, phrase) => {
    expect(matches(text, [phrase])).toBe(true);
  });

  it.each([
    ['Renal laceration, grade IV', 'kidney laceration'],
    ['Twisted testis on the left', 'twisted testicle'],
    ['Blocked infected kidney', 'obstructed infected kidney'],
    ['Prostatic carcinoma likely', 'prostate cancer'],
    ['Testicular malignancy', 'testicular cancer'],
    ['Start IV abx after cultures', 'intravenous antibiotics'],
    ['Admit to ITU', 'icu'],
    ['Refer to the intensive care unit', 'icu'],
    ['Keep him NBM', 'nil by mouth'],
    ['Refer on the 2WW pathway', 'two-week wait'],
    ['two week wait referral', '2ww'],
    ['Three-way catheter', '3-way'],
    ['Residual 1,150 mL', '1150'],
    ['Pain since 5am', '5 am'],
    ['α-blocker tonight', 'alpha blocker'],
    ['Check U&Es', 'urea and electrolytes'],
  ])('knows synonyms and abbreviations: %j has %j', (text, phrase) => {
    expect(matches(text, [phrase])).toBe(true);
  });

  it.each([
    ['Urgent decompression', 'decompress'],
    ['Keep him fasting from midnight', 'keep fasted'],
    ['Catheter was changed this morning', 'catheter changed'],
    ['Sensitivities from previous cultures', 'previous culture'],
    ['Drainage of the left kidney', 'drainage of the kidney'],
    ['Infected, obstructed left kidney', 'infected obstructed'],
  ])('stems and allows a few words between: %j has %j', (text, phrase) => {
    expect(matches(text, [phrase])).toBe(true);
  });

  it.each([
    ['In particular, watch the observations', 'icu'],
    ['Consistent with a stone', 'stent'],
    ['Her concerns were addressed', 'cns'],
    ['A new catheter', 'news'],
    ['Collapsed at home', 'lapse'],
    ['Distortion of the anatomy', 'torsion'],
    ['Retention of clots', 'clot retention'],
  ])('matches whole words only: %j does not have %j', (text, phrase) => {
    expect(matches(text, [phrase])).toBe(false);
  });

  it.each([
    ['No IV antibiotics needed', 'iv antibiotics', false],
    ['Nephrostomy is not needed', 'nephrostomy', false],
    ['No need for a nephrostomy', 'nephrostomy', false],
    ['Do not stop apixaban', 'stop apixaban', false],
    ['Avoid NSAIDs because of the warfarin', 'nsaid', false],
    ['No pain, fever since yesterday', 'no fever', false],
    ['Do not delay IV antibiotics for imaging', 'iv antibiotics', true],
    ["Don't dip the urine", 'do not dip', true],
    ['Afebrile, no temperature', 'no fever', true],
    ['No improvement, so nephrostomy today', 'nephrostomy', true],
    // A negated list with commas, to its "or" (ADR 0140); a comma that ends the clause ends it.
    ['No ultrasound, MRI or hormone tests needed', 'mri', false],
    ['No ultrasound, MRI, hormone tests or hormonal treatment', 'mri', false],
    ['No fever, MRI arranged', 'mri', true],
  ])('respects negation: %j has %j → %s', (text, phrase, expected) => {
    expect(matches(text, [phrase])).toBe(expected);
  });

  it('does not match across sentences', () => {
    expect(matches('Hold the apixaban. Stop here.', ['apixaban stop'])).toBe(false);
    expect(matches('Scrotal. Exploration.', ['scrotal exploration'])).toBe(false);
  });
});

describe('splitSentences', () => {
  it('splits at full stops, semicolons, line breaks and bullets, not decimal points', () => {
    expect(splitSentences('Lactate 4.1 mmol/L. Fluids; antibiotics\n- nephrostomy\n• consultant')).toEqual([
      'Lactate 4.1 mmol/L.',
      'Fluids',
      'antibiotics',
      'nephrostomy',
      'consultant',
    ]);
  });
});

describe('a place in a plan where a colleague is, not where the patient goes (ADR 0142)', () => {
  const plan = (text: string) => summaryMatches(text, ['theatre'], { reading: 'plan' }) !== null;

  it.each([
    "I'll mention him to the reg when they're out of theatre",
    'The reg is stuck in theatre so I will ring the consultant',
  ])('%s plans no theatre', (text) => {
    expect(plan(text)).toBe(false);
  });

  it.each([
    'Needs debridement in theatre tonight',
    'To theatre now',
    'Consultant is in theatre; book theatre for tonight',
  ])('%s plans theatre', (text) => {
    expect(plan(text)).toBe(true);
  });
});

describe('a step that waits for a result is a condition, not a plan (ADR 0142)', () => {
  const plan = (text: string) => summaryMatches(text, ['orchidectomy'], { reading: 'plan' }) !== null;

  it.each([
    'Scrotal orchidectomy once tissue dx.',
    'Orchidectomy pending the scan',
    'Orchidectomy awaiting histology',
  ])('%s plans no orchidectomy', (text) => {
    expect(plan(text)).toBe(false);
  });

  it.each(['Orchidectomy after the CT.', 'Radical inguinal orchidectomy this week; staging CT after.'])(
    '%s still plans it (an order of steps, not a condition)',
    (text) => {
      expect(plan(text)).toBe(true);
    },
  );
});

describe('a query opening an aside qualifies the aside, not the diagnosis before it (ADR 0142)', () => {
  const dx = (text: string) =>
    summaryMatches(text, ['stricture', 'torsion'], { reading: 'diagnosis' }) !== null;

  it('"Urethral stricture (?post-traumatic)" names a stricture', () => {
    expect(dx('Urethral stricture (?post-traumatic - fall at 19 per GP letter).')).toBe(true);
  });

  it.each(['Scrotal pain (?torsion)', '?torsion', 'torsion?', 'Stricture? (post-traumatic)'])(
    '%s is a query',
    (text) => {
      expect(dx(text)).toBe(false);
    },
  );
});

describe('a diagnosis judged unlikely later in its clause, and a step only foreseen (ADR 0142)', () => {
  it('"Fournier\'s gangrene considered and felt unlikely" names no Fournier\'s', () => {
    expect(
      summaryMatches("Fournier's gangrene considered and felt unlikely.", ['fournier'], {
        reading: 'diagnosis',
      }),
    ).toBeNull();
    expect(summaryMatches("Fournier's gangrene.", ['fournier'], { reading: 'diagnosis' })).not.toBeNull();
  });

  it.each(["he's likely to need theatre", 'May need nephrostomy'])('%s plans nothing', (text) => {
    expect(summaryMatches(text, ['theatre', 'nephrostomy'], { reading: 'plan' })).toBeNull();
  });

  it('"He needs theatre tonight" plans it', () => {
    expect(summaryMatches('He needs theatre tonight', ['theatre'], { reading: 'plan' })).not.toBeNull();
  });
});

describe('a denied step keeps its modifiers, and a stopped drug may be qualified (ADR 0142)', () => {
  it('"No need for hourly urine output" plans no urine output', () => {
    expect(
      summaryMatches('No need for hourly urine output as creatinine only mildly raised.', ['urine output']),
    ).toBeNull();
  });

  it('"Stop cold capsules and night cough syrup" stops the capsules', () => {
    expect(summaryMatches('Stop cold capsules and night cough syrup.', ['stop the capsules'])).not.toBeNull();
  });

  it('"no pain, fever" still does not deny the fever', () => {
    expect(
      summaryMatches('No pain, fever since yesterday', ['fever'], { reading: 'mention' }),
    ).not.toBeNull();
  });
});
