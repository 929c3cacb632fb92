// Scoring classes of ADR 0148, from the fifteenth examiner round (`-m`: a Kenyan-trained registrar, a
// Gen-Z FY1, a formal consultant, a Turkish-trained SHO, a Russian-trained doctor, a Korean-trained
// doctor). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

describe('a summing-up in the words of other Englishes', () => {
  it('clots (plural) blocking the catheter, and the blood count being checked', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'There were clots blocking your tube after the bleeding. I have flushed them out and we are checking your blood count.',
      ),
    ).toBe(true);
  });
  it('a condition named without an article ("This is Fournier\'s gangrene"), and "you need operation"', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        "This is Fournier's gangrene, a serious infection under the skin. You need operation today to remove the dead tissue.",
      ),
    ).toBe(true);
    // The name alone plans nothing.
    expect(
      lineShowsBehaviour('summarises', "This is Fournier's gangrene, a serious infection under the skin."),
    ).toBe(false);
  });
  it('"So: …" with the next step in the present tense ("we book you for…")', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'So: narrowing in the pipe, poor flow. We book you for a camera operation first.',
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('summarises', 'So: narrowing in the pipe, poor flow.')).toBe(false);
  });
});

describe('a check of understanding with the auxiliary dropped', () => {
  it('"To be sure I explained clearly, in your own words back to me you can tell…"', () => {
    expect(
      lineShowsBehaviour(
        'checks-understanding',
        'To be sure I explained clearly, in your own words back to me you can tell how you will take the tablet?',
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('checks-understanding', 'Is that clear?')).toBe(false);
  });
});

const psa = 'raised-psa-referral';
const clots = 'clots-and-retention-anticoagulated';

describe('measured values read from the notes and stated to the patient establish them', () => {
  const said = (text: string) => playTurns(psa, [{ to: 'patient', atSeconds: 30, text }]);
  it('"I see from the letter the PSA was 7.8 and then 8.1." establishes the values and their trend', () => {
    expect(
      met(psa, said('I see from the letter the PSA was 7.8 and then 8.1 on the repeat.'), 'rb-psa-values'),
    ).toBe(true);
  });
  it('one value alone does not; nor does a question that names no value', () => {
    expect(met(psa, said('I see from the letter the PSA was 8.1.'), 'rb-psa-values')).toBe(false);
    expect(met(psa, said('Have you been well?'), 'rb-psa-values')).toBe(false);
  });
  it('"Your PSA was 7.8 and then 8.1, I see. Is that correct?" is confirmed by the patient', () => {
    expect(
      met(
        psa,
        said('Your PSA was 7.8 and then 8.1, six weeks apart, I see. Is that correct?'),
        'rb-psa-values',
      ),
    ).toBe(true);
  });
});

describe('clot retention is named with its causes, and the anticoagulant is none of them', () => {
  it('"clot retention secondary to apixaban" does not meet it; radiation cystitis does', () => {
    expect(met(clots, plan('', 'Clot retention secondary to apixaban.'), 'rb-diagnosis')).toBe(false);
    expect(
      met(
        clots,
        plan('', 'Clot retention from haematuria, likely radiation cystitis; exclude bladder cancer.'),
        'rb-diagnosis',
      ),
    ).toBe(true);
  });
});

describe('a step of the plan put as a query is not planned', () => {
  it('"?TWOC later" and "TWOC?" plan no trial without catheter; "TWOC in two weeks" does', () => {
    const retention = 'unable-to-pass-urine';
    expect(met(retention, plan('Clinic: PSA, ?TWOC later.'), 'rb-twoc')).toBe(false);
    expect(met(retention, plan('Home with the catheter. TWOC?'), 'rb-twoc')).toBe(false);
    expect(met(retention, plan('Home with the catheter, tamsulosin, TWOC in two weeks.'), 'rb-twoc')).toBe(
      true,
    );
  });
});

describe('observations asked for and then explained away were not used to assess the patient', () => {
  const withObs = (line: string) => ({
    transcript: [
      {
        id: 'm1',
        sender: 'trainee' as const,
        channel: 'nurse' as const,
        text: line,
        elapsedSeconds: 300,
        revealedFactIds: [],
      },
    ],
    actions: [{ itemId: 'ex-vitals', kind: 'examination' as const, requestedAtSeconds: 100 }],
  });
  it('"Pulse 112? He\'s just sore, it\'ll settle." and "the heart rate is up because of the pain" fail the item', () => {
    expect(
      met(clots, withObs("Pulse 112? He's just sore, it'll settle. Recheck in an hour."), 'rb-vitals'),
    ).toBe(false);
    expect(
      met(clots, withObs('His heart rate is high because of the pain. Give him morphine.'), 'rb-vitals'),
    ).toBe(false);
    expect(
      met(
        'fall-from-horse-loin-pain',
        withObs("HR 106? She's young, she'll compensate."),
        'rb-haemodynamics',
      ),
    ).toBe(false);
  });
  it('reading them right ("this is blood loss, not only pain"), or asking, keeps it', () => {
    expect(
      met(
        clots,
        withObs('Heart rate 112 and he is pale. This is blood loss, not only pain. Fluids now.'),
        'rb-vitals',
      ),
    ).toBe(true);
    expect(met(clots, withObs('Is the heart rate up from the pain, or is he bleeding?'), 'rb-vitals')).toBe(
      true,
    );
  });
});

describe('a condition inside an aside is the aside’s own', () => {
  it('"nephrostomy tonight (stent in theatre if IR unavailable)" plans the nephrostomy', () => {
    const pyonephrosis = 'fever-and-loin-pain';
    expect(
      met(
        pyonephrosis,
        plan('Emergency left nephrostomy by IR tonight (stent in theatre if IR unavailable).'),
        'rb-decompression',
      ),
    ).toBe(true);
    expect(
      met(pyonephrosis, plan('Antibiotics (nephrostomy if she deteriorates).'), 'rb-decompression'),
    ).toBe(false);
  });
  it('"TURBT (chemotherapy if appropriate) and MDT": what follows the aside is planned too', () => {
    expect(
      met(
        'visible-haematuria-smoker',
        plan(
          'List for TURBT (with single post-op intravesical chemotherapy if appropriate) and discuss at urology MDT.',
        ),
        'rb-turbt-mdt',
      ),
    ).toBe(true);
  });
});

describe('empathy in more words', () => {
  it('"a really fair thing to be scared about", "I can see this pain is really troubling you"', () => {
    expect(lineShowsBehaviour('shows-empathy', "That's a really fair thing to be scared about.")).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'Sorry. I can see this pain is really troubling you.')).toBe(
      true,
    );
    expect(lineShowsBehaviour('shows-empathy', 'Is the pain troubling you?')).toBe(false);
  });
});

describe('painless haematuria is established by asking about pain, not burning alone', () => {
  const smoker = 'visible-haematuria-smoker';
  const asked = (text: string) => playTurns(smoker, [{ to: 'patient', atSeconds: 30, text }]);
  it('"Any burning or stinging?" asks about dysuria, a neighbouring question', () => {
    expect(met(smoker, asked('Any burning or stinging when you pass water?'), 'rb-painless')).toBe(false);
  });
  it('pain with the bleeding, or in the back or side, establishes it', () => {
    expect(met(smoker, asked('Any pain with it?'), 'rb-painless')).toBe(true);
    expect(
      met(
        smoker,
        asked('Does it hurt when you pee, or any pain in your back or side when it happens?'),
        'rb-painless',
      ),
    ).toBe(true);
  });
});

describe('a question about painkillers asks for no anticoagulant history', () => {
  const smoker = 'visible-haematuria-smoker';
  const asked = (text: string) => playTurns(smoker, [{ to: 'patient', atSeconds: 30, text }]);
  it('"You taking anything for pain, like Tylenol or Advil?" does not; "any blood thinners?" does', () => {
    expect(
      met(smoker, asked('You taking anything for pain, like Tylenol or Advil?'), 'rb-anticoagulants'),
    ).toBe(false);
    expect(
      met(smoker, asked('Are you on any blood thinners, like aspirin or warfarin?'), 'rb-anticoagulants'),
    ).toBe(true);
  });
});

describe('an apology for asking is not empathy', () => {
  it('"I\'m really sorry, this is awkward and I do have to ask…" shows none; "really sorry you\'ve been in pain" does', () => {
    expect(
      lineShowsBehaviour(
        'shows-empathy',
        "I'm really sorry, this is a bit awkward and I do have to ask: are you sexually active?",
      ),
    ).toBe(false);
    expect(lineShowsBehaviour('shows-empathy', "I'm really sorry you've been in so much pain.")).toBe(true);
  });
});

describe("a summing-up headed after the patient's name", () => {
  it('"Mrs McAllister, to put it short: … and the ICU doctor will look after you" sums up', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'Mrs McAllister, to put it short: the stone is blocking the kidney. A small tube will drain it tonight.',
      ),
    ).toBe(true);
    expect(
      lineShowsBehaviour('summarises', 'Mrs McAllister, to put it short: the stone is blocking the kidney.'),
    ).toBe(false);
  });
});
