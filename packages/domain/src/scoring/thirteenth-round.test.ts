// Scoring classes of ADR 0149, from the seventeenth examiner round (`-o`: a Ugandan-trained registrar,
// a Thai-trained doctor, a Ukrainian-trained SHO, a Cornish FY1, a Mexican-trained doctor, a brisk ED
// registrar). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { nurseOrders } from '../patient-engine/nurse.ts';
import { classifySentence, lineShowsBehaviour } from './behaviours.ts';
import { libraryCase, met, plan, playTurns } from './fixtures/library.ts';

const empathic = (line: string) => lineShowsBehaviour('shows-empathy', line);

describe('empathy in more Englishes', () => {
  it('the verb dropped: "I know this very embarrassing for you"', () => {
    expect(empathic('I know this very embarrassing for you, and painful too.')).toBe(true);
    // (An adjective of a thing is no feeling: "I know this hard lump is…")
    expect(empathic('I know this hard lump is new.')).toBe(false);
  });
  it('what coming back does: "to come back like this is frightening"; the worry heard', () => {
    expect(empathic('To be sent back in like this is frightening.')).toBe(true);
    expect(empathic('This worry I hear, and we will deal with it tonight.')).toBe(true);
    expect(empathic('I hear your worry about the kidney.')).toBe(true);
  });
  it('what it does to a life: "it is touching your whole life", "it is not a small thing"', () => {
    expect(empathic('It is not a small thing, it is affecting your whole life.')).toBe(true);
    expect(empathic('Is it affecting your sleep?')).toBe(false);
  });
  it('"you have been fretting about…", "a proper fair worry"', () => {
    expect(empathic("I know you've been fretting about the dialysis.")).toBe(true);
    expect(empathic("That's a proper fair worry.")).toBe(true);
  });
});

describe('the first question of the history', () => {
  it('a statement after a name is no question: "Your GP, Dr Ahmed, has written to us about you."', () => {
    expect(classifySentence('Your GP, Dr Rao, has written to us about you.')).toBe('skip');
    expect(classifySentence('Has the pain moved')).toBe('closed');
  });
  it('who came and whether there is time, in the order of a statement, set the talk up', () => {
    expect(classifySentence('Before we start, you came by yourself today?')).toBe('skip');
    expect(classifySentence('You are not in a hurry, you have some time with us?')).toBe('skip');
  });
  it('"Tell me, please, from your side — what did they explain?" asks the open question after it', () => {
    expect(classifySentence('Tell me, please, from your side - what have the doctors told you so far?')).toBe(
      'open',
    );
    expect(classifySentence('Tell me, please, how many times a night?')).toBe('closed');
  });
});

describe('an order to the nurse put off or made conditional is no order now', () => {
  const stent = libraryCase('obstructed-infected-kidney-stent');
  const bed = libraryCase('wetting-the-bed-raised-creatinine');
  it('"blood cultures you can take later, when you have a moment" requests no cultures now', () => {
    expect(
      nurseOrders(stent, 'Give the antibiotic now. Cultures you can do later, when you have a moment.'),
    ).not.toContainEqual({ kind: 'investigation', itemId: 'inv-blood-cultures' });
    expect(nurseOrders(stent, 'Blood cultures now please, then the antibiotic.')).toContainEqual({
      kind: 'investigation',
      itemId: 'inv-blood-cultures',
    });
  });
  it('"scan first, and if they\'re blocked we\'ll catheterise him" orders the scan, not the catheter', () => {
    const orders = nurseOrders(bed, "Renal ultrasound first, and if they're blocked we'll catheterise him.");
    expect(orders).toContainEqual({ kind: 'investigation', itemId: 'inv-uss' });
    expect(orders).not.toContainEqual({ kind: 'investigation', itemId: 'inv-catheter' });
    // A polite "if you could" still asks.
    expect(nurseOrders(bed, 'Catheter in please, if you could.')).toContainEqual({
      kind: 'investigation',
      itemId: 'inv-catheter',
    });
  });
  it('nor what waits on a finding ("cultures we send if the temperature goes above 38.5"), nor a decision left for later', () => {
    const spcCase = libraryCase('suprapubic-catheter-fever');
    expect(
      nurseOrders(
        spcCase,
        'FBC and CRP please. The blood cultures we send if his temperature goes over 38.5.',
      ),
    ).not.toContainEqual({ kind: 'investigation', itemId: 'inv-blood-cultures' });
    expect(
      nurseOrders(bed, "Kidney ultrasound first, and we'll decide about a catheter after that."),
    ).toEqual([{ kind: 'investigation', itemId: 'inv-uss' }]);
    expect(
      nurseOrders(
        libraryCase('bleeding-after-turp'),
        'If the scan shows only clots, we can do a washout after.',
      ),
    ).toEqual([]);
  });
  it('the order before a tail that waits on a finding is still asked ("FBC now, and if her temperature spikes, cultures")', () => {
    const pyelo = libraryCase('fever-and-loin-pain');
    const orders = nurseOrders(pyelo, 'Send an FBC now, and if her temperature spikes, take blood cultures.');
    expect(orders.map((o) => o.itemId)).not.toContain('inv-blood-cultures');
    expect(orders.length).toBeGreaterThan(0);
  });
  it('so the catheter item is not met by the conditional order', () => {
    const played = playTurns('wetting-the-bed-raised-creatinine', [
      {
        to: 'nurse',
        atSeconds: 60,
        text: "Get a kidney scan first, and if they're blocked we'll put a catheter in.",
      },
    ]);
    expect(met('wetting-the-bed-raised-creatinine', played, 'rb-catheter')).toBe(false);
  });
});

describe('a sample sent to the laboratory', () => {
  it('"Did the GP send your water to the lab each time?" establishes that the infections were cultured', () => {
    const played = playTurns('recurrent-cystitis-woman', [
      {
        to: 'patient',
        atSeconds: 60,
        text: 'Did the GP send your water to the lab each time, and what grew?',
      },
    ]);
    expect(met('recurrent-cystitis-woman', played, 'rb-cultures')).toBe(true);
  });
});

describe('a diagnosis whose cause is still to be found', () => {
  const cystitis = 'recurrent-cystitis-woman';
  it('"Recurrent UTIs, cause to be found: ?stone" and "…from an underlying problem" are not the uncomplicated diagnosis', () => {
    expect(met(cystitis, plan('', 'Recurrent UTIs, cause to be found: ?stone.'), 'rb-diagnosis')).toBe(false);
    expect(
      met(cystitis, plan('', 'Recurrent UTIs, likely from an underlying bladder problem.'), 'rb-diagnosis'),
    ).toBe(false);
  });
  it('"…, no underlying cause" is; so is a cause merely unclear ("ischaemic priapism, cause unclear")', () => {
    expect(met(cystitis, plan('', 'Recurrent UTIs, no underlying cause found.'), 'rb-diagnosis')).toBe(true);
    expect(met('prolonged-erection-ed', plan('', 'Ischaemic priapism, cause unclear.'), 'rb-diagnosis')).toBe(
      true,
    );
  });
});

describe('bypassing asked about as leaking round the catheter', () => {
  it('"Has it been leaking round the tube?" meets the bypassing item (six of nine examiners credit it)', () => {
    const played = playTurns('suprapubic-catheter-fever', [
      { to: 'patient', atSeconds: 60, text: 'Is it leaking round the catheter at all?' },
    ]);
    expect(met('suprapubic-catheter-fever', played, 'rb-bypassing')).toBe(true);
  });
});

describe('the other side fixed, named as the right', () => {
  it('"detorsion, fixation of L if viable, orchidectomy if not, fixation of R" plans both sides', () => {
    const torsion = 'acute-scrotal-pain-teenager';
    expect(
      met(
        torsion,
        plan('Exploration: detorsion, fixation of L if viable, orchidectomy if not; fixation of R.'),
        'rb-consent-bilateral',
      ),
    ).toBe(true);
    expect(
      met(
        torsion,
        plan('Exploration: detorsion, fixation of L if viable, orchidectomy if not.'),
        'rb-consent-bilateral',
      ),
    ).toBe(false);
  });
});

// From the eighteenth round (`-p`: an Iraqi-trained SHO, a Norwegian-trained registrar, a Yorkshire
// FY2, a Filipino-trained doctor, a Lebanese-trained registrar, a Canadian locum). My own wording.
describe('communication in the words of the eighteenth round', () => {
  it('empathy: "I can see it has rattled you", "a fair thing to be fretting about", "it would do my head in"', () => {
    expect(empathic("I can see it's really rattled you.")).toBe(true);
    expect(empathic("Missing the match, that's a fair thing to be fretting about.")).toBe(true);
    expect(empathic("I get it, it'd do my head in too.")).toBe(true);
    expect(
      empathic('That is a big thing to be carrying, and it makes sense that is where your mind goes.'),
    ).toBe(true);
  });
  it('identity read off the wristband; understanding checked by "run me through what happens next"', () => {
    expect(lineShowsBehaviour('confirms-identity', 'Let me check your band against the chart.')).toBe(true);
    expect(
      lineShowsBehaviour(
        'checks-understanding',
        'Just so I know I explained it well, can you run me through what happens next?',
      ),
    ).toBe(true);
  });
  it('a summing-up headed "summary:" after the address', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'So Sir, summary: the kidney is bruised, and we will keep you in bed and check your blood again tonight.',
      ),
    ).toBe(true);
  });
});

describe('the plan in other words', () => {
  const clots = 'clots-and-retention-anticoagulated';
  it('a blood thinner held by its brand name ("Eliquis withheld") holds the apixaban', () => {
    expect(
      met(
        clots,
        plan('Eliquis withheld; restart with haematology once the bleeding settles.'),
        'rb-hold-anticoagulant',
      ),
    ).toBe(true);
  });
  it('the haematuria work-up planned in the investigations field counts as planned', () => {
    const summary = {
      diagnosis: '',
      differentials: '',
      investigations: 'CT urography and flexible cystoscopy once he is stable.',
      management: 'Three-way catheter and irrigation.',
      escalation: '',
    };
    expect(met(clots, { summary }, 'rb-investigate-later')).toBe(true);
  });
});

describe('a summing-up with the next step in other words', () => {
  const sums = (line: string) => lineShowsBehaviour('summarises', line);
  it('"So: kidney injury, you stay in bed, we watch you closely."', () => {
    expect(sums('So: torn kidney, you stay in bed, we watch you closely.')).toBe(true);
    expect(sums('So: torn kidney.')).toBe(false);
  });
  it('"we would plan an operation", "you can go home when…" are next steps', () => {
    expect(sums('The bladder is blocked because it is too full. We would plan an operation later.')).toBe(
      true,
    );
    expect(sums('The stone is blocking the kidney. You can go home when the pain settles.')).toBe(true);
  });
});

describe('items read as their descriptions say (case data, where the examiners agree)', () => {
  it('biopsy results: the diagnosis is the cancer stated as localised, not the grade alone', () => {
    const biopsy = 'prostate-biopsy-results';
    expect(met(biopsy, plan('', 'Prostate cancer, Gleason 3+4=7.'), 'rb-diagnosis')).toBe(false);
    expect(
      met(biopsy, plan('', 'Prostate cancer, Gleason 3+4, confined to the prostate.'), 'rb-diagnosis'),
    ).toBe(true);
  });
  it('bed-wetting AKI: the nephrotoxic drugs identified are the ACE inhibitor and the NSAID held, not a drug list taken', () => {
    const bed = 'wetting-the-bed-raised-creatinine';
    expect(met(bed, plan('Stop ibuprofen; carry on with the other tablets.'), 'rb-nephrotoxic')).toBe(false);
    expect(met(bed, plan('Catheter. Ramipril, bendroflumethiazide, ibuprofen held.'), 'rb-nephrotoxic')).toBe(
      true,
    );
    const asked = playTurns(bed, [{ to: 'patient', atSeconds: 40, text: 'What tablets are you on?' }]);
    expect(met(bed, asked, 'rb-nephrotoxic')).toBe(false);
  });
});

describe("a plan's list read as a list", () => {
  it('"X, Y, Z held" holds each; a hedge inside the span ends it', () => {
    expect(
      met(
        'clots-and-retention-anticoagulated',
        plan('Apixaban, aspirin, ramipril held; restart when the bleeding settles.'),
        'rb-hold-anticoagulant',
      ),
    ).toBe(true);
    expect(
      met('painless-scrotal-lump', plan('', 'Right testicular lump, possibly a tumour.'), 'rb-diagnosis'),
    ).toBe(false);
  });
});

describe('a fact item that names what the question must ask (case data, where the examiners agree)', () => {
  it('the anticoagulant: the drug confirmed without its last dose does not establish it', () => {
    const clots = 'clots-and-retention-anticoagulated';
    const confirmed = playTurns(clots, [
      { to: 'patient', atSeconds: 40, text: 'You take a blood thinner, which one?' },
    ]);
    expect(met(clots, confirmed, 'rb-anticoagulant')).toBe(false);
    const timed = playTurns(clots, [
      {
        to: 'patient',
        atSeconds: 40,
        text: 'Which blood thinner are you on, and when did you last take it?',
      },
    ]);
    expect(met(clots, timed, 'rb-anticoagulant')).toBe(true);
  });
  it('poorly controlled diabetes: "you have diabetes?" does not establish the control; "how are your sugars?" does', () => {
    const fournier = 'perineal-pain-diabetic';
    const closed = playTurns(fournier, [{ to: 'patient', atSeconds: 40, text: 'You have diabetes, yes?' }]);
    expect(met(fournier, closed, 'rb-diabetes')).toBe(false);
    const control = playTurns(fournier, [
      { to: 'patient', atSeconds: 40, text: 'You are diabetic - how have your sugars been running?' },
    ]);
    expect(met(fournier, control, 'rb-diabetes')).toBe(true);
  });
});
