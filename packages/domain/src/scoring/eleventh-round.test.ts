// Scoring classes of ADR 0147, from the thirteenth examiner round (`-k`: a Nigerian-trained
// SHO, a Welsh registrar, an Australian locum, a Sri Lankan-trained MO, a Polish-trained SHO, a
// Japanese-trained doctor). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { ordersIn } from '../patient-engine/nurse.ts';
import { classifySentence, lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';

const toddler = 'empty-scrotum-toddler';
const lump = 'painless-scrotal-lump';
const badNews = 'bad-news-bladder-biopsy';
const cyclist = 'cyclist-handlebar-loin-pain';
const torsion = 'acute-scrotal-pain-teenager';

describe('a diagnosis weighed against another ("X vs Y") is not committed to', () => {
  it('neither side meets the working diagnosis; the same diagnosis alone does', () => {
    expect(met(toddler, plan('', 'Right undescended testis vs retractile testis.'), 'rb-diagnosis')).toBe(
      false,
    );
    expect(met(toddler, plan('', 'Retractile versus undescended right testis.'), 'rb-diagnosis')).toBe(false);
    expect(met(toddler, plan('', 'Right palpable undescended testis.'), 'rb-diagnosis')).toBe(true);
  });
});

describe('a step called possible, or left to a later decision, is not planned', () => {
  it('"possible orchidectomy" and "review to decide on orchidopexy" plan nothing', () => {
    expect(met(lump, plan('Ultrasound and markers, possible orchidectomy.'), 'rb-orchidectomy')).toBe(false);
    expect(
      met(toddler, plan('Review in clinic in three months to decide on orchidopexy.'), 'rb-surgery'),
    ).toBe(false);
    expect(
      met(lump, plan('Ultrasound and markers, then radical inguinal orchidectomy.'), 'rb-orchidectomy'),
    ).toBe(true);
  });
  it('what the patient consents to may be "possible": that is how a consent names it', () => {
    const consent = plan(
      'Emergency scrotal exploration: consent for exploration, possible orchidectomy and bilateral orchidopexy.',
      'Left testicular torsion.',
    );
    expect(met(torsion, consent, 'rb-consent-bilateral')).toBe(true);
  });
});

describe('"starts with an open question about her understanding"', () => {
  const opening = (second: string) =>
    playTurns(badNews, [
      {
        to: 'patient',
        atSeconds: 30,
        text: 'Hello Mrs Doyle, I am Dr Sam Reid, one of the urology registrars.',
      },
      { to: 'patient', atSeconds: 60, text: second },
      { to: 'patient', atSeconds: 90, text: 'What have you been told about the tests so far?' },
    ]);
  it('not after a closed question of the history', () => {
    expect(met(badNews, opening('Have you had any bleeding since the operation?'), 'rb-open-question')).toBe(
      false,
    );
  });
  it('after setting the scene (someone with her, the time she has), still first', () => {
    expect(met(badNews, opening('Would you like someone with you for this?'), 'rb-open-question')).toBe(true);
    expect(
      met(badNews, opening('Have you got a bit of time with us this afternoon?'), 'rb-open-question'),
    ).toBe(true);
  });
  it('"what have you been told so far?" before anything was explained is no check of understanding', () => {
    expect(
      met(badNews, opening('Would you like someone with you for this?'), 'rb-checks-understanding'),
    ).toBe(false);
  });
});

describe('what the trainee has read is no order to the nurse', () => {
  it('"I\'ve had a look at the CT and the MDT note" orders nothing; "please refer to oncology" does', () => {
    expect(ordersIn("Joanne, I've had a look at the histology and the CT and the MDT note.")).toEqual([]);
    expect(ordersIn('We reviewed the scan together.')).toEqual([]);
    expect(ordersIn('Please refer her to oncology.')).toHaveLength(1);
  });
});

describe('empathy in other words', () => {
  it('a feeling named and called reasonable; a pain seen; how hard it is to talk about', () => {
    for (const line of [
      'Being scared of losing the kidney and missing the race is completely reasonable.',
      'I see you are in big pain, I will get you something now.',
      'I know it is not easy to talk about this with a stranger.',
    ])
      expect(lineShowsBehaviour('shows-empathy', line), line).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'It is easy to talk to the nurse about that.')).toBe(false);
  });
});

describe('Australian test names', () => {
  it('a repeat FBE is a repeat blood count', () => {
    expect(
      met(
        cyclist,
        plan('Admit, strict bed rest until the urine clears, repeat FBE at 6 hours.'),
        'rb-conservative',
      ),
    ).toBe(true);
  });
});

// From the twelfth round (`-j`: a Malaysian-trained medical officer, an Italian-trained registrar,
// an Iranian-trained registrar), read in this pass.
const foreskin = 'stuck-foreskin';
const turp = 'bleeding-after-turp';

describe('open questions and teach-back in other words', () => {
  it('"tell me, why you are here today?" and "tell me with your words…" are open', () => {
    expect(classifySentence('So, tell me, why you are here today?')).toBe('open');
    expect(classifySentence('Tell me with your words: what is happened?')).toBe('open');
    expect(classifySentence('Tell me, is it sore?')).toBe('closed');
  });
  it('"so I am sure I explained well: you can tell me with your words…" checks understanding', () => {
    expect(
      lineShowsBehaviour(
        'checks-understanding',
        'So I am sure I explained well: you can tell me with your words what we do now?',
      ),
    ).toBe(true);
  });
});

describe('empathy with the verb dropped, and a summary told in the past and the present', () => {
  it('"I know you scared of an operation", "I can see you quite suffering"', () => {
    expect(lineShowsBehaviour('shows-empathy', 'I know you scared of an operation.')).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'I can see you quite suffering.')).toBe(true);
  });
  it('"your tube was blocked by clots… I am checking your blood count" sums up', () => {
    const played = playTurns(turp, [
      {
        to: 'patient',
        atSeconds: 300,
        text: 'Your tube was blocked by blood clots, I washed it out. Now we run the water again, and I am checking your blood count.',
      },
    ]);
    expect(met(turp, played, 'rb-summarises')).toBe(true);
  });
});

describe('a step for a recurrence is not the contingency for this episode', () => {
  const escalation = (text: string) => ({
    summary: {
      diagnosis: 'Paraphimosis.',
      differentials: '',
      investigations: '',
      management: '',
      escalation: text,
    },
  });
  it('"circumcision if recurrent" is not escalation when reduction fails; "dorsal slit if it fails" is', () => {
    expect(met(foreskin, escalation('Refer to clinic for circumcision if recurrent.'), 'rb-escalation')).toBe(
      false,
    );
    expect(met(foreskin, escalation('Dorsal slit in theatre if reduction fails.'), 'rb-escalation')).toBe(
      true,
    );
  });
});

// From the fourteenth round (`-l`: a Ghanaian-trained SHO, a French-trained registrar, a New Zealand
// registrar, a Spanish-trained SHO, a Bangladeshi-trained MO, a Trinidadian FY2), read in this pass.
describe('summaries told in the present, with the verb dropped, or with the future in "go"', () => {
  it("explains, then plans in the present or by another's hand", () => {
    for (const line of [
      'You have an infection of the kidney. We give you antibiotics, and we remove the stone later.',
      'You have clots blocking your bladder. When you go home, your GP will rebook the camera test.',
      'The scanner shows the kidney is blocked. Tonight we put a small tube in to drain it.',
    ])
      expect(lineShowsBehaviour('summarises', line), line).toBe(true);
  });
  it('not a step that waits ("before we put a firm label on it")', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        'It may be at least T2, so I would like to be certain before we put a label on it.',
      ),
    ).toBe(false);
  });
});

describe('empathy in more words', () => {
  it('"it is paining you", "of course you are frightened", "that fear is very reasonable", "a big shock"', () => {
    for (const line of [
      'I can see it is paining you too much.',
      'Of course you are frightened to stop the blood thinner.',
      'That fear is very reasonable and I take it seriously.',
      'Seeing your neighbour on dialysis, that must frighten you.',
      'I can see this is a big shock for you. Take a moment.',
      'The wetting is nothing to be shame about, and that not your fault.',
    ])
      expect(lineShowsBehaviour('shows-empathy', line), line).toBe(true);
  });
});

describe('identity', () => {
  it('"Could yuh confirm yuh full name?" confirms it; putting a name on a list does not', () => {
    expect(
      lineShowsBehaviour('confirms-identity', 'Could yuh confirm yuh full name and date of birth?'),
    ).toBe(true);
    expect(
      lineShowsBehaviour('confirms-identity', 'Tell me today, so I can put your name on the list.'),
    ).toBe(false);
  });
});

describe('a drug by mouth is not an intravenous item', () => {
  const stent = 'obstructed-infected-kidney-stent';
  it('"oral co-amoxiclav" does not give immediate IV antibiotics; "IV co-amoxiclav" does', () => {
    expect(met(stent, plan('Oral co-amoxiclav, antiemetic, IV fluids.'), 'rb-antibiotics')).toBe(false);
    expect(met(stent, plan('IV co-amoxiclav now, antiemetic, IV fluids.'), 'rb-antibiotics')).toBe(true);
  });
});

describe('a question that names only a drug the patient does not take', () => {
  it('"You on warfarin or not?" does not establish his antiplatelets; "any blood thinners?" does', () => {
    const asked = (text: string) =>
      met(turp, playTurns(turp, [{ to: 'patient', atSeconds: 60, text }]), 'rb-antiplatelets');
    expect(asked('You on warfarin or not?')).toBe(false);
    expect(asked('Are you on any blood thinners, like warfarin?')).toBe(true);
  });
});

describe('what the patient should say during a procedure is no safety-net', () => {
  it('"Sharp scratch. Tell me if it hurts." asks for feedback now; "let me know if the pain gets worse" looks ahead', () => {
    expect(lineShowsBehaviour('safety-nets', 'Small sharp scratch. Tell me if too pain.')).toBe(false);
    expect(lineShowsBehaviour('safety-nets', 'Let me know if the pain gets worse.')).toBe(true);
  });
});

describe('two-part treatment of hyperkalaemia with ECG changes', () => {
  const bedWetting = 'wetting-the-bed-raised-creatinine';
  it('insulin-dextrose alone is half of it; calcium gluconate and insulin-dextrose meet it', () => {
    expect(met(bedWetting, plan('Insulin-dextrose, repeat gas.'), 'rb-hyperkalaemia')).toBe(false);
    expect(
      met(bedWetting, plan('IV calcium gluconate, then insulin-dextrose, repeat gas.'), 'rb-hyperkalaemia'),
    ).toBe(true);
  });
});

describe('support after cancer news needs all three of its parts', () => {
  const results = 'prostate-biopsy-results';
  const told = (text: string) =>
    met(results, playTurns(results, [{ to: 'patient', atSeconds: 400, text }]), 'rb-support');
  it('the nurse specialist, written information and time to decide', () => {
    expect(
      told(
        'Our specialist nurse will call you, here is a leaflet, and take your time: you do not have to decide today.',
      ),
    ).toBe(true);
    expect(
      told('Our specialist nurse will call you, and here is a leaflet. Tell me today what you prefer.'),
    ).toBe(false);
  });
});
