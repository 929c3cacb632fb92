// Patient-engine mechanisms of ADR 0140, found where the scripted patient failed a question that an
// examiner credited in a marked consultation of the tuning set (packages/content/marked). The
// questions are my own wording of the class, asked of the library cases where it showed.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, ask, libraryCase, withMore } from './fixtures/ask.ts';
import { fact } from './fixtures/fact.ts';
import { answerAsNurse, nurseOrders } from './nurse.ts';

describe('a decimal point ends no sentence', () => {
  const psa = libraryCase('raised-psa-referral');

  it('keeps "7.8" whole, so a read-back of two values is one question', () => {
    expect(splitMessage('So your PSA was 7.8 and then 8.1?')).toEqual([
      { text: 'So your PSA was 7\u00b78 and then 8\u00b71', isQuestion: true },
    ]);
    expect(answered(psa, 'ok so your psa was 7.8 and then 8.1?')).toEqual(['hpc-psa-values']);
  });

  it('still ends a sentence at a full stop after a number', () => {
    expect(splitMessage('Your PSA was 8.1. Any trouble passing water?').map((p) => p.isQuestion)).toEqual([
      false,
      true,
    ]);
  });
});

describe('a time asked of nothing named is asked of the complaint', () => {
  // The patient has also had a catheter for two years ("how long have you had the catheter").
  const foreskin = libraryCase('stuck-foreskin');

  it.each([
    'how long has it been like this',
    'How long has this been going on?',
    'How long have you had it?',
  ])('%s → when the swelling started', (q) => {
    expect(answered(foreskin, q)).toEqual(['hpc-onset']);
  });

  it('a time asked of the catheter is still the catheter', () => {
    expect(answered(foreskin, 'How long have you had the catheter?')).toEqual(['pmh-retention']);
  });
});

describe('"readings" are measurements', () => {
  const psa = libraryCase('raised-psa-referral');

  it('asks the values, not what the patient has read', () => {
    expect(answered(psa, 'I have the letter from your GP here. What were the readings?')).toEqual([
      'hpc-psa-values',
    ]);
    expect(answered(psa, 'Have you read anything about it?')).toEqual(['ice-information']);
  });
});

describe('an order to the nurse names the procedure it asks for', () => {
  const turp = libraryCase('bleeding-after-turp');
  const clots = libraryCase('clots-and-retention-anticoagulated');
  const ordered = (caseId: ReturnType<typeof libraryCase>, message: string) =>
    nurseOrders(caseId, message).map((o) => o.itemId);

  it('a catheter changed or put in is not the washout that shares the word "catheter"', () => {
    expect(ordered(turp, 'OK, maybe try changing the catheter for a new one')).toEqual([]);
    expect(ordered(turp, 'Could you put a catheter in please?')).toEqual([]);
    expect(ordered(turp, 'Can you flush the catheter with the bladder syringe?')).toEqual(['inv-washout']);
    expect(answerAsNurse(turp, { turn: 2 }, 'Try changing the catheter for a new one', 300).reply).toMatch(
      /new catheter/,
    );
  });

  it('the catheter change is ordered where the case has one', () => {
    expect(ordered(libraryCase('suprapubic-catheter-fever'), 'Change the catheter please')).toEqual([
      'inv-catheter-change-csu',
    ]);
    expect(ordered(libraryCase('unable-to-pass-urine'), 'Please put a catheter in')).toEqual([
      'inv-catheter',
    ]);
  });

  it('a three-way catheter is not a two-way one', () => {
    expect(ordered(clots, 'Put a three-way catheter in please')).toEqual(['inv-three-way-washout']);
    expect(ordered(clots, 'A 3-way catheter please')).toEqual(['inv-three-way-washout']);
    expect(ordered(clots, 'Put a two-way catheter in please')).toEqual(['inv-two-way-catheter']);
  });

  it('a piece split from a longer order names a test only by a whole name of it', () => {
    const stream = libraryCase('slow-stream-young-man');
    // "…and bladder" is the ultrasound's, not half of the flow study's "bladder scan".
    expect(
      ordered(stream, 'An ultrasound of the kidneys and bladder please, to see what is left behind'),
    ).toEqual(['inv-uss']);
    expect(ordered(stream, 'Can you do a flow rate and a bladder scan?')).toEqual(['inv-flow']);
    expect(ordered(libraryCase('loin-to-groin-pain'), 'Send off FBC, U&E and CRP please').sort()).toEqual([
      'inv-fbc',
      'inv-u-e-crp',
    ]);
  });

  it('a group and save is not a crossmatch', () => {
    expect(ordered(turp, 'Can you send a group and save please')).toEqual(['inv-group-save']);
    expect(ordered(turp, 'Crossmatch two units please')).toEqual(['inv-crossmatch']);
  });
});

describe('someone else asked about, and injuries asked in plain words', () => {
  it('"does she have any symptoms?" asks about the partner, not the patient', () => {
    const testicle = libraryCase('painful-swollen-testicle');
    expect(
      answered(testicle, 'Does she have any symptoms that you know of, like discharge or pain?'),
    ).toEqual(['sh-partner-symptoms']);
    expect(answered(testicle, 'Do you have any discharge?')).toEqual(['hpc-discharge']);
  });

  it('"did you get hurt between the legs?" and "land astride" ask about an injury, not pain', () => {
    const stream = libraryCase('slow-stream-young-man');
    expect(answered(stream, 'Did you get hurt between the legs at all?')).toEqual(['pmh-trauma']);
    expect(answered(stream, 'Did you ever land astride anything?')).toEqual(['pmh-trauma']);
    // "Been hurting" is still the pain.
    expect(answered(libraryCase('acute-scrotal-pain-teenager'), 'How long has it been hurting?')).toEqual([
      'hpc-onset',
    ]);
  });

  it('plans for children, in the words people use', () => {
    const lump = libraryCase('painless-scrotal-lump');
    for (const q of ["Are kids something you're thinking about?", 'Any plans for kids?'])
      expect(answered(lump, q)).toEqual(['sh-fertility']);
  });
});

describe('teach-back: the patient tries to say back what was explained', () => {
  const colic = libraryCase('loin-to-groin-pain');
  const toldBack = /^I'll try\. You've told me what you think is going on/;

  it.each([
    'So I know I explained it well, could you tell me in your own words what happens next?',
    'Could you tell me back what the plan is?',
    'Before you decide, could you tell me in your own words what the scan can and cannot show?',
  ])('%s → a summing-up, not the story of the pain', (q) => {
    const reply = ask(colic, q);
    expect(reply.reply).toMatch(toldBack);
    expect(reply.revealedFactIds).toEqual([]);
  });

  it("the story asked in the patient's own words is still the story", () => {
    expect(ask(colic, 'In your own words, tell me what happened today?').revealedFactIds).toEqual([
      'pc-pain',
    ]);
  });

  it('a summing-up the case scripts answers instead', () => {
    const scripted = withMore([
      fact(
        'teach-back',
        'So, it is a stone, it should pass, and I come back if I get a fever.',
        ['can you tell me what you understand', 'repeat back', 'what happens next'],
        'ice',
      ),
    ]);
    expect(answered(scripted, 'Could you tell me in your own words what happens next?')).toEqual([
      'teach-back',
    ]);
  });
});

describe('second-voice consultations: words the patient now understands', () => {
  const haematuria = libraryCase('visible-haematuria-smoker');

  it('"couldn\'t get the water out" is retention', () => {
    expect(answered(haematuria, "Has there ever been a time you couldn't get the water out?")).toEqual([
      'hpc-voiding',
    ]);
  });

  it('"since what age?" asks when it started, not how old the patient is', () => {
    expect(answered(haematuria, 'Do you smoke? Since what age?')).toEqual(['sh-smoking']);
    expect(answered(haematuria, 'Since what age have you smoked?')).toEqual(['sh-smoking']);
  });
});

describe('who reported what a question reads back is its source, not its topic', () => {
  it('"GP says you\'re diabetic - what tablets are you on for that?" is about the tablets', () => {
    const sepsis = libraryCase('fever-and-loin-pain');
    expect(answered(sepsis, "GP says you're diabetic - what tablets are you on for that?")).toEqual([
      'dh-meds',
    ]);
    expect(answered(sepsis, 'Did the GP give you any antibiotics?')).toEqual(['hpc-no-antibiotics']);
  });
});

describe('what the patient remembers is what they know', () => {
  const psa = libraryCase('raised-psa-referral');

  it.each(['Do you remember what the two readings were?', 'Can you remember the results?'])(
    '%s → the values',
    (q) => {
      expect(answered(psa, q)).toEqual(['hpc-psa-values']);
    },
  );

  it('"probs" are problems', () => {
    expect(answered(psa, 'Any waterworks probs?')).toEqual(['hpc-luts']);
  });
});
