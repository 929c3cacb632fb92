// Scoring classes of ADR 0145, from the ninth examiner round (the blind set's cases in new voices: a
// Yorkshire FY2, an Indian-trained registrar, a polite and indirect trainee, a phone typist, a Welsh GP
// trainee and a Polish-born registrar).
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour } from './behaviours.ts';
import { met, playTurns } from './fixtures/library.ts';

describe('empathy in northern words', () => {
  it('"That\'s proper grim" acknowledges', () => {
    expect(
      lineShowsBehaviour('shows-empathy', "Nine out of ten and your belly fit to burst. That's proper grim."),
    ).toBe(true);
  });
});

describe('announcing the whole picture sums up', () => {
  it.each([
    "So, here's the story: the blood thinner's made your bladder bleed, the blood clotted and blocked you up.",
    'Mr Okoro, let me explain what all is happening. The stone from Monday has not moved.',
  ])('%s', (text) => {
    expect(lineShowsBehaviour('summarises', text)).toBe(true);
  });

  it('"here is your prescription" does not', () => {
    expect(lineShowsBehaviour('summarises', 'Here is your prescription, take one a day.')).toBe(false);
  });
});

describe('a contingency must be planned, not queried, and for this episode failing', () => {
  const summary = (escalation: string) => ({
    summary: {
      diagnosis: 'Ischaemic priapism',
      differentials: '',
      investigations: '',
      management: '',
      escalation,
    },
  });
  it('"shunt in theatre if aspiration and phenylephrine fail" is planned', () => {
    expect(
      met(
        'prolonged-erection-ed',
        summary('Shunt in theatre if aspiration and phenylephrine fail.'),
        'rb-escalation',
      ),
    ).toBe(true);
  });
  it.each([
    '?Discuss with consultant if it recurs',
    'Perhaps theatre at some point',
    'Consultant if it comes back',
    'Theatre possible.',
    'A shunt might be an option.',
  ])('not: %s', (text) => {
    expect(met('prolonged-erection-ed', summary(text), 'rb-escalation')).toBe(false);
  });
});

describe('typed on a phone', () => {
  it('"4 since feb, thats rubbish, n i can hear its wearing u down" acknowledges', () => {
    expect(
      lineShowsBehaviour(
        'shows-empathy',
        '4 since feb, thats rubbish, n i can hear its wearing u down. is it spilling over into home life?',
      ),
    ).toBe(true);
  });

  it('"ur here about ur utis yeah?" does not ask whether the infections were cultured', () => {
    const played = playTurns('recurrent-cystitis-woman', [
      {
        to: 'patient',
        atSeconds: 8,
        text: 'hi im tom, fy1 on the urology team. ur here about ur utis yeah?',
      },
    ]);
    expect(met('recurrent-cystitis-woman', played, 'rb-cultures')).toBe(false);
  });
});

describe('a stepwise prevention plan steps up on a condition', () => {
  it('"…void after sex. if ongoing methenamine, then post coital nitrofurantoin, review 6/12" offers it', () => {
    expect(
      met(
        'recurrent-cystitis-woman',
        {
          summary: {
            diagnosis: 'recurrent utis',
            differentials: '',
            investigations: '',
            management:
              'fluids 2L/day, dont hold on, void after sex. if ongoing methenamine, then post coital nitrofurantoin, review 6/12. flexi tbc after uss',
            escalation: '',
          },
        },
        'rb-prevention',
      ),
    ).toBe(true);
  });
});

describe('a line headed "So:" that goes on to what happens next sums up', () => {
  it('"So: cancer in the prostate, found early. The options are …" sums up', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'So: cancer in the prostate, found early. The options are watching, operation or radiotherapy. Joanne calls on Thursday, and in two weeks you come back and tell me what you choose. Agreed?',
      ),
    ).toBe(true);
  });
});

describe('what the patient understands, asked before anything was explained, is the perception', () => {
  it('"What do you understand until now?" at the start checks no understanding', () => {
    const played = playTurns('prostate-biopsy-results', [
      { to: 'patient', atSeconds: 20, text: 'Good afternoon. I am Dr Nowak, registrar from urology.' },
      {
        to: 'patient',
        atSeconds: 45,
        text: 'What did they tell you before, about these tests? What do you understand until now?',
      },
    ]);
    expect(met('prostate-biopsy-results', played, 'rb-understanding')).toBe(false);
  });
});

describe('drainage that waits for imaging', () => {
  const play = (turns: Parameters<typeof playTurns>[1]) =>
    playTurns('wetting-the-bed-raised-creatinine', turns);

  it('"get a renal ultrasound first and I\'ll put the catheter in after" orders no catheter now', () => {
    const played = play([
      {
        to: 'nurse',
        atSeconds: 175,
        text: "Let's get a renal ultrasound first and I'll put the catheter in after, now in a minute.",
      },
    ]);
    expect(played.actions.some((a) => a.itemId === 'inv-catheter')).toBe(false);
  });

  it('a catheter put in after the ultrasound was ordered does not meet the critical item', () => {
    const played = play([
      { to: 'nurse', atSeconds: 175, text: 'Can we get a renal ultrasound please.' },
      { to: 'nurse', atSeconds: 480, text: 'Pop a catheter in now then.' },
    ]);
    expect(met('wetting-the-bed-raised-creatinine', played, 'rb-catheter')).toBe(false);
  });

  it('a catheter first, then the ultrasound, meets it', () => {
    const played = play([
      { to: 'nurse', atSeconds: 175, text: 'Can we get a catheter in now please, and record the residual.' },
      { to: 'nurse', atSeconds: 260, text: 'And a renal ultrasound please.' },
    ]);
    expect(met('wetting-the-bed-raised-creatinine', played, 'rb-catheter')).toBe(true);
  });
});
