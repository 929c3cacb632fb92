// Scoring classes of ADR 0151, from the twenty-first examiner round (`-s`: a Sierra Leonean-trained
// registrar, a Swiss-German-trained SHO, a Belfast ED registrar in clipped fragments, a gentle
// geriatrics trainee, a Quebec-trained doctor, a Lancashire FY1). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { givesName, lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

const said = (caseId: string, ...lines: string[]) =>
  playTurns(
    caseId,
    lines.map((text, i) => ({ to: 'patient' as const, atSeconds: 20 + i * 15, text })),
  );

describe('empathy in more words', () => {
  it('names the weight of it, shares the feeling, or hears the fear', () => {
    for (const line of [
      'I know this hurts a lot, and talking to a stranger about it is no fun.',
      'Three infections since spring - that would wear anybody down.',
      'That one is heavy, I know.',
      "Being sent back out and ending up here again - I'd be the same, honestly.",
      'I can hear how much the thought of a kidney machine frightens you.',
    ])
      expect(lineShowsBehaviour('shows-empathy', line), line).toBe(true);
  });
  it('still not a bare "don\'t worry"', () => {
    expect(lineShowsBehaviour('shows-empathy', "Don't worry, it's very treatable.")).toBe(false);
  });
});

describe('sudden onset is asked, not only how long', () => {
  const torsion = 'acute-scrotal-pain-teenager';
  it('"how long has it been going on?" does not establish a sudden onset; "did it come on suddenly?" does', () => {
    expect(met(torsion, said(torsion, 'How long has it been sore for?'), 'rb-onset')).toBe(false);
    expect(
      met(torsion, said(torsion, 'When did it start, and did it come on all of a sudden?'), 'rb-onset'),
    ).toBe(true);
  });
});

describe('summing up', () => {
  it('"so, to resume:" heads a summary (French "résumer")', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'So, to resume: the growth is a cancer in the muscle, it has not spread, and next week you see both specialists.',
      ),
    ).toBe(true);
  });
  it('"let me explain what I think has happened" explains, and "the catheter will need to stay" plans', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'Let me explain what I think has happened: the prostate has been slowly narrowing the outflow. The catheter will need to stay in for now.',
      ),
    ).toBe(true);
  });
  it('checking the right file is not checking understanding', () => {
    expect(
      lineShowsBehaviour('summarises', 'Just to be sure I have the right file, what is your date of birth?'),
    ).toBe(false);
  });
});

describe('an introduction typed bare', () => {
  it('"Conor, one of the urology regs." gives a name and a role', () => {
    expect(givesName('Conor, one of the urology regs.')).toBe(true);
    expect(lineShowsBehaviour('introduces-self', 'Hiya. Aoife, one of the surgical SHOs. Your name?')).toBe(
      true,
    );
  });
});

describe('case data read from round -s', () => {
  it("the bladder cancer's safety-net names a reason to call, not only a number", () => {
    const bad = 'bad-news-bladder-biopsy';
    expect(
      met(bad, said(bad, 'If there is any problem, you call us on this number.'), 'rb-safety-nets'),
    ).toBe(false);
    expect(
      met(
        bad,
        said(bad, 'If you pass clots or cannot pass urine, call Joanne on this number straight away.'),
        'rb-safety-nets',
      ),
    ).toBe(true);
  });
  it('advice to pass urine after sex is no prophylaxis; a single antibiotic dose after sex is', () => {
    const uti = 'recurrent-cystitis-woman';
    expect(met(uti, plan('Fluids, void after intercourse.'), 'rb-prevention')).toBe(false);
    expect(
      met(uti, plan('Fluids, void after intercourse. Single antibiotic dose after sex.'), 'rb-prevention'),
    ).toBe(true);
  });
  it('a bladder scan is not the palpation and percussion of the bladder', () => {
    expect(
      met(
        'wetting-the-bed-raised-creatinine',
        { actions: [{ kind: 'investigation', itemId: 'inv-bladder-scan', atSeconds: 60 }] } as never,
        'rb-exam',
      ),
    ).toBe(false);
  });
});

describe('round -t, read', () => {
  it('pain seen and guilt lifted are empathy', () => {
    for (const line of [
      "I can tell that side is killing you - you don't have to be tough in here.",
      "Please don't carry that around with you; you've not left it too late.",
      'I can hear the operation is the big scary bit for you.',
    ])
      expect(lineShowsBehaviour('shows-empathy', line), line).toBe(true);
  });
  it('"you have clot retention … we rinse the bladder" explains and plans', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'You have clot retention from the thinner. Now we rinse the bladder and stop the thinner.',
      ),
    ).toBe(true);
  });
  it('"were both testicles down, or did you need an op to bring one down?" asks about an undescended testis', () => {
    const lump = 'painless-scrotal-lump';
    expect(
      met(
        lump,
        said(lump, 'When you were small, were both testicles down, or did you need an op to bring one down?'),
        'rb-undescended',
      ),
    ).toBe(true);
  });
});

describe('the prostate cancer result stated whole', () => {
  const biopsy = 'prostate-biopsy-results';
  it('needs the risk group as well as "localised" (intermediate, in clinical or plain words)', () => {
    expect(met(biopsy, plan('', 'Localised prostate cancer, Gleason 7.'), 'rb-diagnosis')).toBe(false);
    expect(met(biopsy, plan('', 'Localised intermediate-risk prostate cancer.'), 'rb-diagnosis')).toBe(true);
    expect(
      met(biopsy, plan('', 'Prostate cancer of medium risk, confined to the prostate.'), 'rb-diagnosis'),
    ).toBe(true);
  });
  it('a treatment "not suitable" is ruled out, not offered', () => {
    expect(
      met(
        biopsy,
        plan('Active surveillance not suitable. Offer prostatectomy or radiotherapy.'),
        'rb-options',
      ),
    ).toBe(false);
  });
});
