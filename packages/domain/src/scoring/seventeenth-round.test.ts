// Scoring classes of ADR 0153, from the twenty-fourth examiner round (`-v`: a Nigerian-trained
// medical registrar, a chatty Belfast FY2, a laconic Australian registrar who plans in arrows). My own
// wording of each class.
import { describe, expect, it } from 'vitest';
import { classifySentence, lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

const nurse = (caseId: string, ...lines: [number, string][]) =>
  playTurns(
    caseId,
    lines.map(([atSeconds, text]) => ({ to: 'nurse' as const, atSeconds, text })),
  );

describe('a plan written as a chain of arrows', () => {
  const haematuria = 'visible-haematuria-smoker';
  it("one step's condition is not the next step's", () => {
    expect(
      met(
        haematuria,
        plan('Flexi → TURBT, chemo instillation if suitable → uro-oncology MDT → clinic'),
        'rb-turbt-mdt',
      ),
    ).toBe(true);
    expect(
      met(
        haematuria,
        plan('Flexi → smoking cessation advice if he wants it → TURBT'),
        'rb-smoking-cessation',
      ),
    ).toBe(false);
  });
  it('a step that is only a condition goes with the step it conditions', () => {
    expect(met(haematuria, plan('CT urogram → if a tumour is seen → TURBT and MDT'), 'rb-turbt-mdt')).toBe(
      false,
    );
  });
});

describe('what a plan records, not prescribes', () => {
  it('a culture abbreviated "R trimethoprim" records resistance', () => {
    const catheter = 'suprapubic-catheter-fever';
    expect(
      met(
        catheter,
        {
          ...playTurns(catheter, [
            { to: 'patient', atSeconds: 30, text: 'Are you allergic to any antibiotics?' },
          ]),
          ...plan('IV co-amoxiclav (old culture: S co-amox; R trimethoprim). Trimethoprim allergy.'),
        },
        'rb-allergy',
      ),
    ).toBe(true);
  });
});

describe('a trial of voiding', () => {
  const retention = 'unable-to-pass-urine';
  it('before the catheter is not a trial without catheter', () => {
    expect(
      met(retention, plan('Trial of voiding in a warm bath first; catheter if that fails.'), 'rb-twoc'),
    ).toBe(false);
    expect(met(retention, plan('Catheter, tamsulosin, trial of void after three days.'), 'rb-twoc')).toBe(
      true,
    );
  });
});

describe('the suspected-cancer pathway', () => {
  it('by another name: the urgent cancer pathway', () => {
    expect(
      met(
        'visible-haematuria-smoker',
        plan('Urgent cancer pathway: flexi and CT urogram.'),
        'rb-two-week-wait',
      ),
    ).toBe(true);
  });
});

describe('tests that must come before the antibiotics', () => {
  const testicle = 'painful-swollen-testicle';
  it('a first-void urine sent after the antibiotics is too late', () => {
    expect(
      met(
        testicle,
        nurse(
          testicle,
          [60, 'Please give him ceftriaxone 1 g IM now.'],
          [120, 'And a first-void urine for chlamydia and gonorrhoea NAAT.'],
        ),
        'rb-naat',
      ),
    ).toBe(false);
    expect(
      met(
        testicle,
        nurse(
          testicle,
          [60, 'A first-void urine for chlamydia and gonorrhoea NAAT, please.'],
          [120, 'Then ceftriaxone 1 g IM.'],
        ),
        'rb-naat',
      ),
    ).toBe(true);
  });
});

describe('communication in other words', () => {
  it('"tell me the whole story" is open', () => {
    expect(classifySentence('So, tell me the whole story from the start.')).toBe('open');
    expect(classifySentence('Give me your full history, please.')).toBe('open');
  });
  it('"a world of pain" is pain acknowledged, and "I ask every bloke this" lifts embarrassment', () => {
    expect(lineShowsBehaviour('shows-empathy', "You look like you're in a world of pain, mate.")).toBe(true);
    expect(
      lineShowsBehaviour('shows-empathy', 'Nothing to be embarrassed about, I ask every bloke this.'),
    ).toBe(true);
  });
});

// From the twenty-fifth round (`-w`: a Malaysian-trained SHO, a Turkish-trained registrar, a Cornish
// FY2), read in the same pass.
describe('plans and summaries as other Englishes write them', () => {
  it('one verb for a list of drugs stops each of them', () => {
    const bed = 'wetting-the-bed-raised-creatinine';
    expect(met(bed, plan('Ramipril, bendroflumethiazide and ibuprofen are stopped.'), 'rb-nephrotoxic')).toBe(
      true,
    );
    expect(
      met(
        bed,
        nurse(bed, [60, 'Ramipril, bendroflumethiazide and ibuprofen: please suspend all three.']),
        'rb-nephrotoxic',
      ),
    ).toBe(true);
    expect(met(bed, plan('Ramipril and ibuprofen are continued.'), 'rb-nephrotoxic')).toBe(false);
  });
  it('a negated clause closed by a colon does not reach past it', () => {
    expect(
      met(
        'wetting-the-bed-raised-creatinine',
        plan('No trial without catheter: long-term catheter, and TURP when the kidneys recover.'),
        'rb-no-twoc',
      ),
    ).toBe(true);
  });
  it('"bilat" is bilateral and "radical RT" radiotherapy', () => {
    expect(
      met(
        'acute-scrotal-pain-teenager',
        plan('Exploration now; consented for bilat fixation, poss L orchidectomy.'),
        'rb-consent-bilateral',
      ),
    ).toBe(true);
    expect(
      met(
        'bad-news-bladder-biopsy',
        plan('Options: chemo then radical cystectomy, or radical RT with a radiosensitiser.'),
        'rb-options',
      ),
    ).toBe(true);
  });
  it('a diagnosis whose kind is left open is not committed', () => {
    const bed = 'wetting-the-bed-raised-creatinine';
    const dx = (diagnosis: string) => ({ summary: { ...plan('').summary, diagnosis } });
    expect(
      met(
        bed,
        dx(
          'Chronic urinary retention, high or low pressure to be decided after the scan, with AKI and hyperkalaemia.',
        ),
        'rb-diagnosis',
      ),
    ).toBe(false);
    expect(
      met(bed, dx('High-pressure chronic urinary retention with AKI and hyperkalaemia.'), 'rb-diagnosis'),
    ).toBe(true);
  });
  it('the consultant told after theatre is not escalation at once', () => {
    const torsion = 'acute-scrotal-pain-teenager';
    const esc = (escalation: string) => ({ summary: { ...plan('').summary, escalation } });
    expect(
      met(
        torsion,
        esc('Theatre and anaesthetist called. Consultant to be told after theatre.'),
        'rb-escalation',
      ),
    ).toBe(false);
  });
  it('an explanation with its articles dropped still sums up', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'I explain plan. This is infected blocked kidney. Tonight, asleep, we pass thin tube from bladder up to kidney.',
      ),
    ).toBe(true);
    expect(
      lineShowsBehaviour(
        'summarises',
        'This tube must stay in, because bladder is stretched and this damages kidney. When kidneys recover we plan operation.',
      ),
    ).toBe(true);
  });
  it('an offer of company asks who is with her', () => {
    const badNews = 'bad-news-bladder-biopsy';
    expect(
      met(
        badNews,
        playTurns(badNews, [
          {
            to: 'patient',
            atSeconds: 30,
            text: 'Would you like someone here with you for this? We could phone them.',
          },
        ]),
        'rb-setting-support',
      ),
    ).toBe(true);
  });
});

describe('a stage, grade or risk group stated, not hedged', () => {
  const dx = (diagnosis: string) => ({ summary: { ...plan('').summary, diagnosis } });
  it('"?organ-confined" is no localised cancer stated; a likely cause may still be hedged', () => {
    const biopsy = 'prostate-biopsy-results';
    expect(met(biopsy, dx('Prostate ca, Gleason 3+4, ?organ-confined.'), 'rb-diagnosis')).toBe(false);
    expect(met(biopsy, dx('Prostate cancer, Gleason 3+4, organ-confined on MRI.'), 'rb-diagnosis')).toBe(
      true,
    );
    expect(
      met(
        'clots-and-retention-anticoagulated',
        dx('Clot retention, probably from radiation cystitis on apixaban.'),
        'rb-diagnosis',
      ),
    ).toBe(true);
  });
});

describe('tests judged not to help, and a pregnancy under way', () => {
  it('"ultrasound/MRI/hormone tests will not change management" plans none of them', () => {
    const toddler = 'empty-scrotum-toddler';
    const inv = (investigations: string) => ({
      summary: { ...plan('').summary, investigations },
      actions: [{ kind: 'investigation' as const, itemId: 'inv-listing', requestedAtSeconds: 200 }],
    });
    expect(
      met(
        toddler,
        inv('None needed: testis palpable, ultrasound/MRI/hormone tests will not change management.'),
        'rb-no-imaging',
      ),
    ).toBe(true);
  });
  it('"any chance that a pregnancy could be under way?" asks about pregnancy', () => {
    const colic = 'loin-to-groin-pain';
    expect(
      met(
        colic,
        playTurns(colic, [
          {
            to: 'patient',
            atSeconds: 30,
            text: 'When was your last period, and is there any chance a pregnancy could be under way?',
          },
        ]),
        'rb-pregnancy',
      ),
    ).toBe(true);
  });
});

describe('a sign recognised aloud', () => {
  it('pain "much more than what skin looks like", said to the patient, recognises it', () => {
    const fournier = 'perineal-pain-diabetic';
    expect(
      met(
        fournier,
        playTurns(fournier, [
          {
            to: 'patient',
            atSeconds: 200,
            text: 'I must tell you honestly: your pain is much more than what skin looks like from outside. This is Fournier gangrene.',
          },
        ]),
        'rb-pain',
      ),
    ).toBe(true);
  });
});
