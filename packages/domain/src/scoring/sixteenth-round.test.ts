// Scoring classes of ADR 0152, from the twenty-third examiner round (`-u`: an Italian-trained
// registrar, a Scouse GP trainee, a South African ED registrar, a Sri Lankan-trained SHO, a New
// York-trained resident, a Vietnamese-trained SHO), and from the tuning files of the blind set's cases.
// My own wording of each class.
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

const escalation = (text: string) => ({ summary: { ...plan('').summary, escalation: text } });

const said = (caseId: string, ...lines: string[]) =>
  playTurns(
    caseId,
    lines.map((text, i) => ({ to: 'patient' as const, atSeconds: 20 + i * 15, text })),
  );

describe('a history item asked by name, not by its neighbour', () => {
  const turp = 'bleeding-after-turp';
  it('warfarin and the DOACs do not ask for the antiplatelets; aspirin does', () => {
    expect(
      met(turp, said(turp, 'Any anticoagulants, like warfarin or rivaroxaban?'), 'rb-antiplatelets'),
    ).toBe(false);
    expect(
      met(turp, said(turp, 'Are you on aspirin or clopidogrel for your stents?'), 'rb-antiplatelets'),
    ).toBe(true);
  });
  const stricture = 'slow-stream-young-man';
  it('a back injury is not a straddle injury', () => {
    expect(
      met(stricture, said(stricture, 'Ever had a back injury or any trauma at work?'), 'rb-trauma'),
    ).toBe(false);
    expect(
      met(stricture, said(stricture, 'Ever landed astride something, like a bike crossbar?'), 'rb-trauma'),
    ).toBe(true);
  });
  const foreskin = 'stuck-foreskin';
  it("the urine's colour is not whether the catheter drains", () => {
    expect(met(foreskin, said(foreskin, 'Is the urine a normal colour? Any blood?'), 'rb-draining')).toBe(
      false,
    );
    expect(met(foreskin, said(foreskin, 'Is the bag still filling up?'), 'rb-draining')).toBe(true);
  });
});

describe('what the patient was asked in other words', () => {
  it('"ever totally locked up?" asks about retention', () => {
    const stricture = 'slow-stream-young-man';
    expect(
      met(
        stricture,
        said(stricture, 'Have you ever been totally locked up, nothing would come?'),
        'rb-retention',
      ),
    ).toBe(true);
  });
  it('"what is doing your head in most?" asks the bother', () => {
    const nocturia = 'nocturia-clinic';
    expect(met(nocturia, said(nocturia, "Which bit's doing your head in the most?"), 'rb-bother')).toBe(true);
  });
  it('a medicine that gave a rash asks the allergy', () => {
    const foreskin = 'stuck-foreskin';
    expect(
      met(
        foreskin,
        said(foreskin, 'Has any medicine, or the numbing gel, ever given you a rash?'),
        'rb-allergy',
      ),
    ).toBe(true);
  });
});

describe('plans by their ward names, and plans only thought about', () => {
  it('pip-tazo is piperacillin, DVIU a urethrotomy', () => {
    expect(met('perineal-pain-diabetic', plan('Pip-tazo 4.5 g now, theatre tonight'), 'rb-antibiotics')).toBe(
      true,
    );
    expect(
      met(
        'slow-stream-young-man',
        plan('Options discussed: DVIU or urethroplasty; he prefers the DVIU.'),
        'rb-options',
      ),
    ).toBe(true);
  });
  it('"we can think about theatre" plans no theatre', () => {
    const turp = 'bleeding-after-turp';
    expect(
      met(
        turp,
        escalation('If it clots off again, call the consultant and think about theatre.'),
        'rb-escalation',
      ),
    ).toBe(false);
    expect(
      met(
        turp,
        escalation('If it clots off again, call the consultant for a return to theatre.'),
        'rb-escalation',
      ),
    ).toBe(true);
  });
  it('a consultant alone is not the dorsal slit', () => {
    const foreskin = 'stuck-foreskin';
    expect(met(foreskin, escalation('Consultant review if it does not reduce.'), 'rb-escalation')).toBe(
      false,
    );
    expect(met(foreskin, escalation('Dorsal slit if it does not reduce.'), 'rb-escalation')).toBe(true);
  });
});

describe('communication', () => {
  it('"from the beginning, how did this come about?" is open', () => {
    expect(
      lineShowsBehaviour('open-question-first', 'From the beginning, how did all this come about?'),
    ).toBe(true);
  });
  it('"so, bottom line: … we\'ll book you…" sums up, and so does "it needs an operation today"', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        "So, bottom line: it's a narrowing from scar tissue and we'll book the scope.",
      ),
    ).toBe(true);
    expect(
      lineShowsBehaviour(
        'summarises',
        'This is Fournier’s gangrene, an infection killing the tissue. It needs an operation today.',
      ),
    ).toBe(true);
  });
  it('prevention in one line and the return triggers in the next are one safety-net; a vague return is not', () => {
    const foreskin = 'stuck-foreskin';
    const both = said(
      foreskin,
      'After every catheter change, the foreskin has to go back forward over the tip.',
      'And come back straight away if it swells up again or the bag stops draining.',
    );
    expect(met(foreskin, both, 'rb-safety')).toBe(true);
    expect(met(foreskin, said(foreskin, 'If it swells up again, come back to us.'), 'rb-safety')).toBe(false);
    const vague = said(
      foreskin,
      'After every catheter change, the foreskin has to go back forward over the tip.',
      "Come back if you're worried.",
    );
    expect(met(foreskin, vague, 'rb-safety')).toBe(false);
  });
});

describe('a judgement the trainee must state, and a worry tied to its cause', () => {
  it('pain out of proportion is recognised in words, not by asking a pain score', () => {
    const fournier = 'perineal-pain-diabetic';
    expect(met(fournier, said(fournier, 'How bad is the pain out of ten?'), 'rb-pain')).toBe(false);
    expect(
      met(
        fournier,
        plan('Pain out of proportion to the skin signs: debridement in theatre tonight.'),
        'rb-pain',
      ),
    ).toBe(true);
  });
  it("the raised-PSA patient's worry is acknowledged with his brother's biopsy, not generically", () => {
    const psa = 'raised-psa-referral';
    expect(met(psa, said(psa, 'I understand, this is a worrying time for you.'), 'rb-empathy')).toBe(false);
    expect(
      met(
        psa,
        said(
          psa,
          "After what happened to your brother, it's completely natural that a biopsy makes you afraid.",
        ),
        'rb-empathy',
      ),
    ).toBe(true);
  });
  it('"these are real worries" and "it is natural that … afraid" acknowledge a fear', () => {
    expect(
      lineShowsBehaviour('shows-empathy', 'These are real worries, and we will go through each one.'),
    ).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'Is it normal to have blood in the urine?')).toBe(false);
  });
});

describe("the clot-retention patient's earlier bleeding and its investigation", () => {
  const clots = 'clots-and-retention-anticoagulated';
  it('an earlier bleed asked with a hospital or a scan elsewhere is not its investigation asked', () => {
    expect(
      met(
        clots,
        said(
          clots,
          'Ever had blood in your water before?',
          'What did the hospital do for your hip, any scans?',
        ),
        'rb-previous-haematuria',
      ),
    ).toBe(false);
    expect(
      met(
        clots,
        said(clots, 'Any blood in the urine in the past? Was any test done for it?'),
        'rb-previous-haematuria',
      ),
    ).toBe(true);
  });
});

describe('explaining why a catheter stays', () => {
  it('what would happen without it explains, and "needs to stay in", "we\'d plan an operation" are next steps', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        "The catheter needs to stay in. If we took it out, the pressure would build up and hurt the kidneys again. Later we'd plan an operation on the prostate.",
      ),
    ).toBe(true);
    expect(
      lineShowsBehaviour(
        'summarises',
        "We put a tube in to drain your bladder 'cause it was too full. Then we go check your bloods.",
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('summarises', 'The catheter needs to stay in.')).toBe(false);
  });
});
