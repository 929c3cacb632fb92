// Patient-engine mechanisms of ADR 0147. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { tokenise } from './text.ts';

const priapism = libraryCase('prolonged-erection-ed');
const lump = libraryCase('painless-scrotal-lump');

describe('the discourse particles of other Englishes carry no meaning', () => {
  it('the Filipino "po", the Malaysian "lah" and the Nigerian "o" leave the question as it was', () => {
    const plain = answered(priapism, 'Has it happened before, a shorter one that went down by itself?');
    expect(plain).toEqual(['hpc-previous']);
    expect(answered(priapism, 'Has it happened before po, a shorter one that went down by itself?')).toEqual(
      plain,
    );
    expect(answered(priapism, 'Has it happened before lah, a shorter one that went down by itself?')).toEqual(
      plain,
    );
    expect(answered(priapism, 'Has it happened before o, a shorter one that went down by itself?')).toEqual(
      plain,
    );
  });
  it("a word that only looks like one stays (o'clock, a name that opens the turn)", () => {
    expect(splitMessage("Did it start at five o'clock po?").map((p) => p.text)).toEqual([
      "Did it start at five o'clock",
    ]);
    expect(
      splitMessage('Po, did it start at five?')
        .map((p) => p.text)
        .join(' '),
    ).toContain('Po');
  });
});

describe('the idea asked inside a polite lead-in', () => {
  it('"May I know what you think…", "tell me what you think…" ask for the idea, as "what do you think…" does', () => {
    expect(answered(lump, 'What do you think the lump could be?')).toEqual(['ice-ideas']);
    expect(answered(lump, 'May I know what you think the lump could be?')).toEqual(['ice-ideas']);
    expect(answered(lump, 'Can you tell me what you reckon the lump is?')).toEqual(['ice-ideas']);
    expect(answered(priapism, 'May I know what you think could have caused this, sir?')).toEqual([
      'ice-ideas',
    ]);
  });
});

const turp = libraryCase('bleeding-after-turp');
const clots = libraryCase('clots-and-retention-anticoagulated');
const nocturia = libraryCase('nocturia-clinic');
const stent = libraryCase('obstructed-infected-kidney-stent');
const fournier = libraryCase('perineal-pain-diabetic');
const epididymitis = libraryCase('painful-swollen-testicle');

describe('the person addressed is no relative asked about', () => {
  it('"…, uncle?" and "Auntie, …" address an older patient: no family history', () => {
    expect(answered(turp, 'What is worrying you the most, uncle?')).toEqual(['ice-concerns']);
    expect(answered(turp, 'Auntie, what is worrying you the most?')).toEqual(['ice-concerns']);
    expect(answered(turp, 'Anyone in the family with bleeding problems?')).toContain('fh');
  });
});

describe('a plan closed with "fair?" or "is okay for you?" asks agreement', () => {
  it('is answered as a check, revealing nothing', () => {
    for (const q of [
      'We will wash the clots out and then run the irrigation. Fair?',
      'We will wash the clots out and then run the irrigation. Does that sound fair?',
      'First we stop the blood thinner for now. Is okay for you?',
    ]) {
      const reply = ask(clots, q);
      expect(reply.revealedFactIds, q).toEqual([]);
      expect(reply.kind, q).not.toBe('deflection');
    }
  });
});

describe('how other Englishes ask how long, how often, and about the blood pressure', () => {
  it('"since how much time" is how long; "every how much time" is how often', () => {
    expect(
      answered(nocturia, 'These problems with passing urine, you have them since how much time?'),
    ).toEqual(['hpc-duration']);
    expect(answered(nocturia, 'In the daytime, every how much time you go to pass water?')).toEqual([
      'hpc-storage',
    ]);
  });
  it('"the pressure" a tablet is for is the blood pressure; a pressure felt is not', () => {
    expect(answered(nocturia, 'You take some tablet for the pressure?')).toEqual(['dh-meds']);
    expect(
      tokenise('any problem of the heart or pressure')
        .map((w) => w.word)
        .join(' '),
    ).toContain('blood pressure');
    expect(
      tokenise('a feeling of pressure down below')
        .map((w) => w.word)
        .join(' '),
    ).not.toContain('blood');
  });
  it('(the) last time you passed anything asks when', () => {
    expect(answered(clots, 'Last time you passed anything?')).toEqual(['hpc-retention']);
  });
});

describe('senses by neighbours: a light head, not feeling anything when touched, "some sore"', () => {
  it('a head that is light is light-headedness', () => {
    expect(answered(stent, 'When you get up, your head is light?')).toEqual(['hpc-dizzy']);
  });
  it('not feeling anything when touched is numbness', () => {
    expect(answered(fournier, "Is there a part where you don't feel anything when you touch?")).toEqual([
      'hpc-numb',
    ]);
  });
  it('"some sore" on the penis is a lesion, as "a sore" is', () => {
    const reply = ask(epididymitis, 'Have you noticed some sore on the penis?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['neg-sores']);
  });
});

describe('case data: a frequency asked without a time of day', () => {
  it('"How often do you go to the toilet?" is the daytime frequency, "…in the night" the nocturia', () => {
    expect(answered(nocturia, 'How often do you go to the toilet?')).toEqual(['hpc-storage']);
    expect(answered(nocturia, 'How many times do you go to the toilet in the night?')).toEqual([
      'hpc-nocturia',
    ]);
  });
});

const psa = libraryCase('raised-psa-referral');
const biopsy = libraryCase('prostate-biopsy-results');
const stricture = libraryCase('slow-stream-young-man');
const colic = libraryCase('loin-to-groin-pain');

describe('a question about the past is answered on its own topic', () => {
  it('"any tablets for the prostate in the past?" is the prostate tablets, not the "no" to a biopsy before', () => {
    expect(answered(psa, 'Any tablets for the prostate in the past?')).toEqual(['dh-5ari']);
    expect(ask(psa, 'Any tablets for the prostate in the past?').negativeIds).toEqual([]);
  });
});

describe('a person set aside by name', () => {
  it('"apart from Desmond" sets aside what the patient says of Desmond', () => {
    expect(answered(psa, 'Apart from Desmond, has anyone in the family had cancer?')).toEqual(['fh-breast']);
  });
  it('a set-aside condition is still matched as a question would be', () => {
    expect(
      answered(
        biopsy,
        'Apart from the blood pressure, have you had any other health problems or operations?',
      ),
    ).toContain('pmh-general');
  });
});

describe('more words of other Englishes', () => {
  it('"your family is originally from where?" asks the ethnicity, not the family history', () => {
    expect(answered(psa, 'Your family is originally from where?')).toEqual(['sh-ethnicity']);
  });
  it('"Is quick, don\'t worry." tells, after an examination announced in the present', () => {
    const reply = ask(
      psa,
      "Now I make you the examination of the prostate with the finger. Is quick, don't worry.",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.kind).not.toBe('deflection');
  });
  it('an infection from sex is a sexually transmitted infection', () => {
    expect(answered(stricture, 'Did you ever have an infection from sex?')).toEqual(['pmh-sti']);
  });
  it('"what number would you give it?" after a pain scale asks the severity', () => {
    expect(
      answered(colic, 'If 10 is the worst pain you can imagine, what number would you give it?'),
    ).toEqual(['hpc-severity']);
  });
  it('"does it disturb your life?" asks how much it bothers', () => {
    expect(answered(nocturia, 'This problem disturbs much your life?')).toEqual(['hpc-bother']);
  });
});

const cyclist = libraryCase('cyclist-handlebar-loin-pain');
const foreskin = libraryCase('stuck-foreskin');
const horse = libraryCase('fall-from-horse-loin-pain');
const cystitis = libraryCase('recurrent-cystitis-woman');
const retention = libraryCase('unable-to-pass-urine');

describe('held-out 28: statements that open with a discourse word or a plan', () => {
  it('"No worries. Plan is a CT…", "Ok so what we will do now, …", "No riding till…" tell', () => {
    for (const [c, q] of [
      [
        cyclist,
        'No worries. Plan is a scan with dye this afternoon, then bed rest. No riding till we say so, yeah?',
      ],
      [
        horse,
        'Ok so what we will do now, a CT scan with contrast to see the kidney properly. Tell the nurse if you feel faint, ok?',
      ],
      [
        foreskin,
        "Ok so what's happened is the skin got stuck behind the head and swelled up. I'm going to put some gel on.",
      ],
    ] as const) {
      const reply = ask(c, q);
      expect(reply.revealedFactIds, q).toEqual([]);
      expect(reply.kind, q).not.toBe('deflection');
    }
  });
  it('"Is ok?" after a plan asks agreement', () => {
    const reply = ask(epididymitis, 'You get an injection and antibiotic tablets. Is ok?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.kind).not.toBe('deflection');
  });
  it('"I know it\'s a lot" and "Shame," before a question are kind words, not topics', () => {
    expect(
      answered(priapism, "Shame, I know it's a lot. What's the thing worrying you most about all this?"),
    ).toEqual(['ice-concerns']);
  });
});

describe('held-out 28: questions in other orders and forms', () => {
  it('"…, and you have allergy to any medicine?" asks both halves', () => {
    expect(answered(stent, 'You are taking blood thinners, and you have allergy to any medicine?')).toEqual([
      'dh-anticoag',
      'allergy-none',
    ]);
  });
  it('"when\'s the last time you managed to pass anything, even a dribble?" asks when', () => {
    expect(
      answered(clots, "When's the last time you managed to pass anything at all, even a dribble?"),
    ).toEqual(['hpc-retention']);
  });
  it('"is it possible that you had mumps at some time?" asks whether he had it', () => {
    expect(ask(lump, 'Is it possible that you had mumps at some time?').negativeIds).toEqual(['neg-mumps']);
  });
  it('"post-coitally" is after sex; "water works" are the waterworks', () => {
    expect(answered(cystitis, 'Is the onset post-coitally?')).toContain('hpc-pattern');
    expect(answered(retention, 'Before all this, how were your water works?')).toEqual(['hpc-luts-prior']);
  });
  it('"planning to have children" asks about fertility', () => {
    expect(answered(lump, 'Are you planning to have children?')).toEqual(['sh-fertility']);
  });
});

describe('held-out 28: a clear head, a childhood, and a signpost said alone', () => {
  it('"is your thinking clear today?" asks about confusion, not the patient\'s ideas', () => {
    expect(answered(fournier, 'Do you feel your thinking is clear today?')).toEqual(['sr-confusion']);
  });
  it('"when you were a small child" is childhood, not a child of the family; a baby stays a baby', () => {
    expect(
      answered(
        lump,
        'When you were a small child, did you have any operation in the groin or on the testicles?',
      ),
    ).toEqual(['pmh-undescended']);
    expect(
      answered(libraryCase('empty-scrotum-toddler'), 'Did anyone mention it when he was a baby?'),
    ).toEqual(['hpc-newborn-check']);
  });
  it('"I would like to ask about your health in the past." then a question: the signpost is its frame', () => {
    expect(
      answered(
        lump,
        'I would like to ask about your health in the past. Did you have any operation on your testicles as a boy?',
      ),
    ).toEqual(['pmh-undescended']);
  });
});

describe('"Is cancer." told with its subject dropped', () => {
  it("is news the patient reacts to, not a question that draws out his brother's story", () => {
    const reply = ask(biopsy, 'I am sorry, is bad news. Is cancer.');
    expect(answered(biopsy, 'I am sorry, is bad news. Is cancer.')).toEqual([]);
    expect(reply.volunteeredFactIds.length).toBeGreaterThan(0);
  });
  it('"Is it cancer." (a subject) is still a question', () => {
    expect(splitMessage('Is it cancer.')[0]?.isQuestion).toBe(true);
    expect(splitMessage('Is cancer.')[0]?.isQuestion).toBe(false);
  });
});

describe('a condition asked of the whole family', () => {
  it('"any cancer in the family?" is answered with every relative who had one', () => {
    expect(answered(psa, 'Any cancer in the family at all?')).toEqual(['fh-brother', 'fh-breast']);
    expect(answered(psa, 'In the family, someone has had a cancer?')).toEqual(['fh-brother', 'fh-breast']);
  });
  it('not when one relative is named, nor for "the same thing"', () => {
    expect(answered(psa, 'Your letter mentions your brother. What happened with him?')).toEqual([
      'fh-brother',
    ]);
    expect(
      answered(libraryCase('empty-scrotum-toddler'), 'Anyone in the family had the same thing?'),
    ).toEqual(['fh-testes']);
  });
});

describe('urine that is not coming', () => {
  it('"the urine is not coming at all?" asks about retention', () => {
    expect(
      answered(
        clots,
        'You are bleeding in the urine, and the urine is not coming at all? You have seen clots?',
      ),
    ).toEqual(['hpc-retention', 'hpc-clots']);
  });
});
