// Patient-engine mechanisms of ADR 0148. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { patientPhrases } from './patient.ts';

const clots = libraryCase('clots-and-retention-anticoagulated');
const toddler = libraryCase('empty-scrotum-toddler');
const torsion = libraryCase('acute-scrotal-pain-teenager');
const foreskin = libraryCase('stuck-foreskin');
const psa = libraryCase('raised-psa-referral');
const colic = libraryCase('loin-to-groin-pain');
const nocturia = libraryCase('nocturia-clinic');
const lump = libraryCase('painless-scrotal-lump');
const spc = libraryCase('suprapubic-catheter-fever');

describe('a plan told, then a short question of agreement in any words', () => {
  it('"…we keep you in tonight. Sweet as?", "…It is ok?": the patient agrees, not "ask me another way"', () => {
    for (const tag of ['Sweet as?', 'It is ok?', 'Is it ok?', 'All good?', 'Agreed?'])
      expect(
        ask(
          clots,
          `So I will put in a bigger catheter and wash out the clots, and then we watch the colour. ${tag}`,
        ).reply,
        tag,
      ).toBe(patientPhrases.understood);
  });
  it('not when the short question asks something the case knows, nor when nothing was told before it', () => {
    expect(answered(clots, 'We will wash the bladder out now. Any allergies?')).toEqual([
      expect.stringMatching(/^al/),
    ]);
    expect(ask(toddler, 'Sweet as?').reply).not.toBe(patientPhrases.understood);
  });
  it('"Does that seem reasonable / agreeable?" checks agreement as "does that sound ok?" does', () => {
    expect(
      ask(
        psa,
        'I propose an MRI of the prostate first, and then we may advise a biopsy. Does that seem reasonable?',
      ).revealedFactIds,
    ).toEqual([]);
    expect(ask(psa, 'We will start with a scan. Does that seem agreeable?').reply).toBe(
      patientPhrases.understood,
    );
  });
});

describe('what the doctor will do once something has happened is told, not asked', () => {
  it('"When your mum comes back I will explain everything to you both, ok?" asks nothing about mum', () => {
    expect(answered(torsion, 'When your mum comes back I will explain everything to you both, ok?')).toEqual(
      [],
    );
    expect(answered(torsion, 'Once the scan is back we will talk again, ok?')).toEqual([]);
    // A question about when stays one: "when do you think…", "when did…".
    expect(answered(torsion, 'When did the pain start?')).not.toEqual([]);
  });
  it('"pls" is "please": "Bev, pls make sure the skin goes back after every wash, ok?" is an instruction', () => {
    expect(answered(foreskin, 'Bev, pls make sure the skin goes back after every wash, ok?')).toEqual([]);
  });
});

describe('the reason for coming, asked as many Englishes ask it', () => {
  it('"What is your problem?", "what problem you have?", "why is the GP sending you to us?"', () => {
    expect(answered(colic, 'So what is your problem, madam?')).toEqual(['pc-pain']);
    expect(answered(nocturia, 'What is your problem, sir?')).toEqual(['pc-nocturia-flow']);
    expect(answered(spc, 'So, what problem you have?')).toEqual(['pc-unwell']);
    expect(answered(lump, 'Why is the GP sending you to us today?')).toEqual(['pc-lump']);
  });
  it('"What brings you to clinic?" after "your GP has written to me": why they came, not the letter', () => {
    expect(
      answered(
        psa,
        'Your GP has written to me, but I would like to hear it from you. What brings you to clinic?',
      ),
    ).toEqual(['pc-psa']);
  });
  it('"since how many hours / days or months" asks how long', () => {
    expect(answered(colic, 'Since how many hours you are having this pain?')).toEqual(['hpc-onset']);
  });
  it('the complaint, then how long it has gone on, in one message: both answered', () => {
    expect(answered(nocturia, 'What brings you in? And how long has this been going on?')).toEqual([
      'pc-nocturia-flow',
      'hpc-duration',
    ]);
    expect(
      answered(
        nocturia,
        'What is your problem? Since how many days or months you are having these complaints?',
      ),
    ).toEqual(['pc-nocturia-flow', 'hpc-duration']);
  });
});

const bladderNews = libraryCase('bad-news-bladder-biopsy');
const prostateNews = libraryCase('prostate-biopsy-results');
const fournier = libraryCase('perineal-pain-diabetic');

describe('how the patient wants to be told, asked as the way to tell it', () => {
  it('"How would you like me to go about telling you the results?" is the invitation, not the results', () => {
    expect(
      answered(
        bladderNews,
        'Some people like all the details and others only the main points. How would you like me to go about telling you?',
      ),
    ).toEqual(['invitation-wants-detail']);
    expect(answered(prostateNews, 'How would you like me to give you the results today?')).toEqual([
      'invitation',
    ]);
  });
  it('"…the big picture. What would you prefer?" asks the same', () => {
    expect(
      answered(
        bladderNews,
        'Some people want every detail and some prefer the big picture. What would you prefer?',
      ),
    ).toEqual(['invitation-wants-detail']);
  });
});

describe('a drink asked beside food is for fasting, not alcohol', () => {
  it('"When did you last eat, and when was your last drink?" asks when, not whether he drinks alcohol', () => {
    expect(answered(torsion, 'When did you last eat something, and when was your last drink?')).toEqual([
      'sh-last-ate',
    ]);
    expect(answered(fournier, 'When you eat last time, and drink?')).toEqual(['sh-last-ate']);
  });
  it('a drink asked alone is still alcohol', () => {
    expect(answered(fournier, 'Do you drink?')).toEqual(['sh-smoke-alcohol']);
  });
});

describe('"he" or "she" in a question is the relative the message named before it', () => {
  it('"I am sorry to hear about your brother. At what age was he diagnosed?" is the brother', () => {
    expect(
      answered(psa, 'I am sorry to hear about your brother. Might I ask at what age he was diagnosed?'),
    ).toEqual(['fh-brother']);
  });
});

const cystitis = libraryCase('recurrent-cystitis-woman');

describe('the words of a courteous English', () => {
  it('"Might I enquire about…" asks as "might I ask about…" does', () => {
    expect(answered(psa, 'Might I enquire whether you have any trouble with your waterworks?')).toEqual([
      'hpc-luts',
    ]);
    expect(answered(cystitis, 'Might I enquire about your bowels?')).toEqual(['hpc-bowels']);
  });
  it('"…or, forgive me, had relations with your wife?" is sex before the test, not who he lives with', () => {
    expect(
      answered(
        psa,
        'In the days before each blood test, had you a water infection, or, forgive me, had relations with your wife?',
      ),
    ).toEqual(['hpc-confounders']);
  });
});

const retention = libraryCase('unable-to-pass-urine');
const stricture = libraryCase('slow-stream-young-man');

describe('typed and translated forms of a plain question', () => {
  it('text-speak asides ("tbh", "ngl", "lol") carry no meaning', () => {
    expect(answered(stricture, 'tbh whats worrying u most about all this?')).toEqual(['ice-concerns']);
    expect(answered(stricture, 'ngl what worries you most lol?')).toEqual(['ice-concerns']);
  });
  it('"What most you worried about, please tell." asks, though it ends with a full stop', () => {
    expect(answered(retention, 'What most you worried about, please tell.')).toEqual(['ice-concerns']);
  });
  it('medicines "used" are taken: "you are using which medicines?"', () => {
    expect(answered(spc, 'You are using which medicines?')).toEqual(['dh-meds']);
    expect(answered(spc, 'Which tablets you are using at home?')).toEqual(['dh-meds']);
  });
  it('"in the course of a working day" is during a day', () => {
    expect(answered(cystitis, 'How much fluid would you take in the course of a working day?')).toEqual([
      'sh-fluids',
    ]);
  });
});

describe('the complaint in hand, named again', () => {
  it('"the same pain before?", "same type pain before?" ask whether it happened before', () => {
    expect(answered(colic, 'Have you had the same pain before?')).toEqual(['hpc-first-episode']);
    expect(answered(colic, 'Any history of same type pain before?')).toEqual(['hpc-first-episode']);
  });
  it('"Last time urine properly you passed when?" asks when he last passed urine', () => {
    expect(answered(retention, 'Last time urine properly you passed when?')).toEqual(['hpc-onset']);
  });
});

const smoker = libraryCase('visible-haematuria-smoker');

describe('small words of amount', () => {
  it('"per day" is "a day": "How many per day, and from what age?" stays with the smoking', () => {
    expect(answered(smoker, 'You are smoking cigarettes? How many per day and from what age?')).toEqual([
      'sh-smoking',
    ]);
  });
});

describe('a read-back closed with "I see", then "is that correct?"', () => {
  it('asks the patient to confirm what was read back', () => {
    expect(answered(psa, 'Your PSA was 7.8 and then 8.1, six weeks apart, I see. Is that correct?')).toEqual([
      'hpc-psa-values',
    ]);
  });
});

const epididymitis = libraryCase('painful-swollen-testicle');

describe('how it began, asked in pictures after a preface', () => {
  it('"just so I\'ve got it straight, because it matters: like a switch had been flicked, out of nowhere?"', () => {
    expect(
      answered(
        epididymitis,
        "Just so I've got it straight in my head, because it does matter: when it came on, was it like a switch had been flicked, out of nowhere, or did it creep up bit by bit?",
      ),
    ).toEqual(['hpc-onset']);
  });
});

describe('what the family said, reported', () => {
  it('"Your husband or family said you were confused?" asks about the confusion, not who is at home', () => {
    expect(answered(spc, 'Your husband or family said you were confused?')).toEqual(['hpc-confusion']);
    expect(answered(spc, 'Your husband or family said you confused were?')).toEqual(['hpc-confusion']);
  });
});

describe('illness asked in other words', () => {
  it('"You have some disease?", "other diseases?" ask about medical conditions', () => {
    expect(answered(libraryCase('wetting-the-bed-raised-creatinine'), 'You have some disease?')).toEqual([
      'pmh-bp',
    ]);
    expect(answered(foreskin, 'You have other diseases?')).toEqual(['pmh-parkinsons']);
  });
});

describe('how the urine looks, and what the patient put it down to', () => {
  it('"How does the urine look (compared to your normal)?" asks what it looks like', () => {
    expect(answered(spc, 'How does the urine look compared to your normal?')).toEqual([
      'hpc-urine-appearance',
    ]);
    expect(answered(spc, 'How is your urine looking?')).toEqual(['hpc-urine-appearance']);
  });
  it('"What did you put it all down to yourself?" asks the patient\'s idea', () => {
    expect(
      answered(
        libraryCase('fever-and-loin-pain'),
        'Before you came in, what did you put it all down to yourself?',
      ),
    ).toEqual(['ice-ideas']);
  });
});

describe('a urinalysis is a urine test', () => {
  it('"Did your family doctor do a urinalysis?" asks what the GP tested', () => {
    expect(
      answered(
        libraryCase('visible-haematuria-smoker'),
        'Did your family doctor do a urinalysis or send off a culture?',
      ),
    ).toEqual(['hpc-gp-test']);
  });
});

describe('a worry asked about, whatever it is about', () => {
  it('"anything worrying you about what happens next?" is the patient\'s worry', () => {
    expect(
      answered(psa, "Is there anything in particular that's worrying you about what happens next?"),
    ).toEqual(['ice-concerns']);
  });
  it('examples of the worry ("like what it might turn out to be") are its frame', () => {
    expect(
      answered(
        stricture,
        "Is there anything in particular that's worrying you about all this, like what it might turn out to be?",
      ),
    ).toEqual(['ice-concerns']);
  });
});

describe('a kind word told with a tag asks nothing', () => {
  it('"I know you are in much pain, we will help you fast, okay?" tells no fact', () => {
    expect(answered(retention, 'I know you are in much pain, we will help you fast, okay?')).toEqual([]);
  });
  it('"Nurse bringing something for the pain already, ok?" is told, not asked', () => {
    expect(
      answered(
        colic,
        'I can see you are very uncomfortable. Nurse bringing something for the pain already, ok?',
      ),
    ).toEqual([]);
  });
});
