// Scoring classes of ADR 0146, from the tenth examiner round (a Pakistani-trained registrar, a trainee
// who reflects back, a Liverpool FY2). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour, plansNextStep } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

describe('an explanation, then the plan in the next line, sums up an item about a topic', () => {
  const bedWetting = 'wetting-the-bed-raised-creatinine';
  it('when the explaining line names the topic (the catheter)', () => {
    const played = playTurns(bedWetting, [
      {
        to: 'patient',
        atSeconds: 300,
        text: 'It looks like your prostate has blocked the bladder, and the catheter is draining it now.',
      },
      { to: 'nurse', atSeconds: 330, text: 'Can you keep an hourly urine output chart please?' },
      {
        to: 'patient',
        atSeconds: 360,
        text: 'We will keep the tube in and you will go home with it, then talk about an operation.',
      },
    ]);
    expect(met(bedWetting, played, 'rb-summarises')).toBe(true);
  });

  it('not when the topic comes up only in a later, conditional line', () => {
    const played = playTurns(bedWetting, [
      {
        to: 'patient',
        atSeconds: 300,
        text: 'Your kidneys are struggling because you are a bit dry, so we will give you a drip tonight.',
      },
      {
        to: 'patient',
        atSeconds: 360,
        text: 'We will see how you do and think about a catheter if the scan is still big.',
      },
    ]);
    expect(met(bedWetting, played, 'rb-summarises')).toBe(false);
  });
});

describe('what the patient will have is a next step', () => {
  it.each([
    'Once you are stable you will have a camera test of the bladder.',
    'You will get a scan of the kidneys tomorrow.',
  ])('%s', (text) => {
    expect(plansNextStep(text)).toBe(true);
  });
  it('"you have a stone" is not', () => {
    expect(plansNextStep('You have a stone in the tube.')).toBe(false);
  });
});

describe('empathy that names the feeling as natural in the moment', () => {
  it.each([
    'I understand completely that you are worried about a stroke.',
    "It's frightening feeling this unwell when you're never ill.",
    "It's a great deal to hear, all at once.",
    "You've every right to be fed up with it.",
    'That would drive anyone up the wall.',
    'We ask all the men this, there is nothing to be shy about.',
  ])('%s', (text) => {
    expect(lineShowsBehaviour('shows-empathy', text)).toBe(true);
  });
  it('"It is a lot to ask, but…" is not', () => {
    expect(lineShowsBehaviour('shows-empathy', 'It is a lot to ask, but do you smoke?')).toBe(false);
  });
});

describe('naming a reaction or a resistance prescribes nothing', () => {
  it('"gentamicin, avoiding penicillins because of her co-amoxiclav rash" keeps the allergy history', () => {
    const played = playTurns('fever-and-loin-pain', [
      { to: 'patient', atSeconds: 40, text: 'Any allergies to medicines? What happened?' },
    ]);
    const input = {
      ...played,
      ...plan(
        'IV gentamicin stat (avoiding penicillins because of her co-amoxiclav rash), fluids, nephrostomy.',
      ),
    };
    expect(met('fever-and-loin-pain', input, 'rb-allergy')).toBe(true);
  });
  it('"resistant to trimethoprim" records a culture, it does not give trimethoprim', () => {
    const played = playTurns('suprapubic-catheter-fever', [
      { to: 'patient', atSeconds: 40, text: 'Any allergies, or antibiotics that disagreed with you?' },
      {
        to: 'nurse',
        atSeconds: 120,
        text: 'Her last culture was resistant to trimethoprim. So IV co-amoxiclav please, first dose now.',
      },
    ]);
    expect(met('suprapubic-catheter-fever', played, 'rb-allergy')).toBe(true);
  });
});

describe('a read-back is no explanation before the perception question', () => {
  it('"So you\'ve had a bad night…", then "what do you understand so far?", checks no understanding', () => {
    const played = playTurns('prostate-biopsy-results', [
      {
        to: 'patient',
        atSeconds: 20,
        text: "Hello. So you've had a rough night and you want to know at once. I'm Dr Shah, a urology registrar.",
      },
      { to: 'patient', atSeconds: 50, text: 'What do you understand so far about the tests you have had?' },
    ]);
    expect(met('prostate-biopsy-results', played, 'rb-understanding')).toBe(false);
  });
});

describe('an offer to explain to someone else checks no understanding', () => {
  it.each([
    ['Would you like me to explain anything to your wife as well?', false],
    ['Would you like me to explain anything again?', true],
  ] as const)('%s', (text, shows) => {
    expect(lineShowsBehaviour('checks-understanding', text)).toBe(shows);
  });
});
