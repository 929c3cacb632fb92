// Patient-engine mechanisms of ADR 0149. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { answerAsNurse, nursePhrases } from './nurse.ts';
import { patientPhrases } from './patient.ts';

const perineal = libraryCase('perineal-pain-diabetic');
const colic = libraryCase('loin-to-groin-pain');
const priapism = libraryCase('prolonged-erection-ed');
const cyclist = libraryCase('cyclist-handlebar-loin-pain');
const horse = libraryCase('fall-from-horse-loin-pain');
const cystitis = libraryCase('recurrent-cystitis-woman');
const nocturia = libraryCase('nocturia-clinic');

describe('how strong the pain is, in more words', () => {
  it('"How strong is the pain?", "how much is your pain now?" ask how bad it is', () => {
    for (const q of [
      'How strong is the pain?',
      'How much is your pain now?',
      'How intense is it, from one to ten?',
    ])
      expect(answered(perineal, q), q).toEqual(['hpc-pain-severity']);
  });
  it('"…when is at the worst" is the scale\'s condition, not a question of when', () => {
    expect(answered(colic, 'How strong is it from nought to ten when it is at the worst?')).toEqual([
      'hpc-severity',
    ]);
    // "When did it start?" is still when.
    expect(answered(colic, 'When did it start?')).not.toContain('hpc-severity');
  });
});

describe('the alternatives of one question are all asked', () => {
  it('"You have sickle cell or any blood disease?": the first, in statement order, is asked too', () => {
    expect(answered(priapism, 'You ever had leukaemia or any blood disease?')).toEqual(['pmh-blood']);
  });
});

describe('an aspect of the complaint asked in its own words', () => {
  it('"How long have you had the erection?" is how long, not the erection tablets nor the complaint', () => {
    for (const q of ['How long have you had the erection?', 'Erection, how long now?'])
      expect(answered(priapism, q), q).toEqual(['hpc-duration']);
  });
});

describe('how an injury happened', () => {
  it('"How did it happen?", "tell me how accident happened" ask the mechanism, not when', () => {
    for (const q of ['How did it happen?', 'Tell me how accident happened.', 'How did you come off?'])
      expect(answered(cyclist, q), q).toEqual(['hpc-mechanism']);
    expect(answered(horse, 'How did the accident happen?')).toEqual(['hpc-mechanism']);
    expect(answered(cyclist, 'What time did it happen?')).toEqual(['hpc-time']);
  });
});

describe('a sample sent to the laboratory', () => {
  it('"Did the GP send it to the lab, and what did it grow?" asks whether the infections were cultured', () => {
    expect(answered(cystitis, 'Did your GP send the urine off to the lab, and what grew?')).toEqual([
      'hpc-cultures',
    ]);
    expect(answered(cystitis, 'Each time, did the laboratory grow anything?')).toEqual(['hpc-cultures']);
  });
});

describe('the nurse, told what to do only if something turns up', () => {
  it('"…and if they\'re blocked we\'ll catheterise him" is acknowledged, not carried out', () => {
    const bed = libraryCase('wetting-the-bed-raised-creatinine');
    const reply = answerAsNurse(
      bed,
      { turn: 1 },
      "If the kidneys are blocked on the scan we'll catheterise him.",
      120,
    );
    expect(reply.reply).toContain(nursePhrases.onAFinding);
    expect(reply.actionId).toBeUndefined();
  });
});

describe('a plan told, then a tag of agreement', () => {
  const spc = libraryCase('suprapubic-catheter-fever');
  it('"Clear?" is agreement even where "clear" is a word the case knows (the colour of the urine)', () => {
    const reply = ask(
      cystitis,
      'Right, the plan. A urine sample today and a kidney scan next week. Drink more water at school. Clear?',
    );
    expect(reply.reply).toBe(patientPhrases.understood);
    expect(reply.revealedFactIds).toEqual([]);
  });
  it('"Is it okay like this?", "You follow me?" close a plan the same way', () => {
    for (const tag of ['Is it okay like this?', 'You follow me?'])
      expect(
        ask(spc, `So we change the catheter now and start the antibiotic through the drip. ${tag}`).reply,
        tag,
      ).toBe(patientPhrases.understood);
  });
  it('"Any problem, any question, you call the nurse." is told, not a question', () => {
    expect(
      answered(
        libraryCase('prostate-biopsy-results'),
        'You take the leaflet home. Any problem, any question, you call the nurse number.',
      ),
    ).toEqual([]);
  });
});

describe('the medicines in general, asked with a class of them', () => {
  const perinealMeds = libraryCase('perineal-pain-diabetic');
  const toddler = libraryCase('empty-scrotum-toddler');
  it('"Go through your medicines, especially any blood thinners" gets the list and the blood thinners', () => {
    expect(
      answered(perinealMeds, 'Go through your medicines for me, especially any blood thinners like aspirin.'),
    ).toEqual(['dh-anticoag', 'dh-meds']);
  });
  it('"any meds or allergies?" gets the medicines and the allergies', () => {
    expect(answered(toddler, 'Is he on any meds or allergies?')).toEqual(['al-none', 'dh-meds']);
  });
  it('not a class alone, nor an allergy to medicines', () => {
    expect(answered(perinealMeds, 'Are you on any blood thinners?')).toEqual(['dh-anticoag']);
    expect(answered(libraryCase('fall-from-horse-loin-pain'), 'Are you allergic from any medicine?')).toEqual(
      ['allergy-penicillin'],
    );
  });
});

describe('"any other…" after a question the message has already asked', () => {
  const pyelo = libraryCase('fever-and-loin-pain');
  it('"Are you diabetic, and any other health problems?" gets the other condition, not diabetes twice', () => {
    expect(answered(pyelo, 'Are you diabetic? Any other health problems?')).toEqual([
      'pmh-diabetes',
      'pmh-bp',
    ]);
  });
  it('"any other medical problems?" alone still gets the best answer', () => {
    expect(answered(pyelo, 'Any other medical problems?')).not.toEqual([]);
  });
});

describe('the day, as against the night', () => {
  it('"In the daytime, how often do you go to the loo?" is how often in the day', () => {
    const bed = libraryCase('wetting-the-bed-raised-creatinine');
    for (const q of [
      'In the daytime, how often you go to the toilet?',
      'In the day, how often do you go to the loo?',
    ])
      expect(answered(bed, q), q).toEqual(['hpc-frequency']);
  });
});

describe('a rash that a medicine once caused is an allergy, not a symptom now', () => {
  const smoker = libraryCase('visible-haematuria-smoker');
  it('"Any rash on your skin?" gets a plain no where the only rash is the penicillin allergy', () => {
    const reply = ask(smoker, 'Have you got any rash on your skin?');
    expect(reply.kind).toBe('negative');
    expect(reply.negativeIds).toContain('closed-world:rash');
  });
  it('a reaction to a medicine is still the allergy, never a "no"', () => {
    expect(ask(smoker, 'Have you ever had a reaction to a medicine, like a rash?').negativeIds).not.toContain(
      'closed-world:rash',
    );
  });
});

describe('what any scan ever showed is history, not a result of this visit', () => {
  it('"Have stones ever shown up on a scan?" is answered from the history', () => {
    const reply = ask(
      libraryCase('slow-stream-young-man'),
      'Any kidney stones, or have stones ever shown up on a scan?',
    );
    expect(reply.reply).not.toBe(patientPhrases.fishing);
    expect(reply.negativeIds).toContain('neg-stones');
  });
});

describe('"since you last went": went to pass water', () => {
  const clots = libraryCase('clots-and-retention-anticoagulated');
  it('"How long since you last went?" asks when urine was last passed', () => {
    expect(answered(clots, 'How long since you last went?')).toEqual(['hpc-retention']);
  });
  it('not after the bowels were named ("BO - when did you last go?")', () => {
    expect(answered(libraryCase('perineal-pain-diabetic'), 'BO - when did you last go?')).toEqual([
      'hpc-bowels',
    ]);
  });
});

describe('an age stated is the answer to "how old"', () => {
  it('"How old was he when he was diagnosed?" of the brother named: diagnosed "at sixty-four"', () => {
    expect(
      answered(
        libraryCase('raised-psa-referral'),
        'Your GP mentions your brother. How old was he when he was diagnosed?',
      ),
    ).toEqual(['fh-brother']);
  });
});

describe('"kindly" is politeness, not a word of the question', () => {
  it('"Kindly tell me, the first time you saw the blood, when was it?" is when it started', () => {
    expect(
      answered(
        libraryCase('visible-haematuria-smoker'),
        'Kindly tell me, the first time you noticed blood, when was it?',
      ),
    ).toEqual(['hpc-onset']);
  });
});

describe('more Englishes: "yer", "complain", "how long time", "from the beginning"', () => {
  it('"What\'s brought yer in?" and "d\'yer smoke?": "yer" is "you" before a verb or a particle', () => {
    expect(answered(libraryCase('slow-stream-young-man'), "What's brought yer in today?")).toEqual([
      'pc-poor-stream',
    ]);
    expect(answered(libraryCase('slow-stream-young-man'), "D'yer smoke at all?")).toEqual([
      'sh-smoke-alcohol',
    ]);
  });
  it('"What is your complain?" is the complaint; "how long time" is how long', () => {
    expect(answered(colic, 'What is your complain?')).toEqual(['pc-pain']);
    expect(answered(nocturia, 'How long time you have these symptoms?')).toEqual(['hpc-duration']);
  });
  it('"Tell me what the problem is, from the beginning" asks for the story, not when it began', () => {
    expect(
      answered(libraryCase('fever-and-loin-pain'), 'Tell me what the problem is, from the beginning.'),
    ).toEqual(['pc-fever-pain']);
  });
  it('"Is he up to date with his shots?" asks the immunisations; "any secretion from the penis?" the discharge', () => {
    expect(answered(libraryCase('empty-scrotum-toddler'), 'Is he up to date with his shots?')).toEqual([
      'immunisations',
    ]);
    expect(answered(libraryCase('painful-swollen-testicle'), 'Any secretion coming from the penis?')).toEqual(
      ['hpc-discharge'],
    );
  });
});

describe('told, not asked', () => {
  it('"So what I think is going on is…" explains; a particle after advice ("…, shout, eh?") is agreement', () => {
    expect(
      answered(
        libraryCase('wetting-the-bed-raised-creatinine'),
        "So what I think is going on is your bladder isn't emptying and it's pressing back on the kidneys.",
      ),
    ).toEqual([]);
    const reply = ask(
      libraryCase('cyclist-handlebar-loin-pain'),
      "We'll get a scan of the kidney with dye. If you feel faint, let the nurse know straight away, eh?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).not.toBe(libraryCase('cyclist-handlebar-loin-pain').persona.deflection);
  });
});

describe('words of the eighteenth examiner round', () => {
  const clots = libraryCase('clots-and-retention-anticoagulated');
  const lump = libraryCase('painless-scrotal-lump');
  it('clots "like liver", "nothing coming" for hours, "claret" in the wee', () => {
    expect(answered(clots, 'Any pieces, like liver?')).toEqual(['hpc-clots']);
    expect(answered(clots, 'Nothing coming out at all for hours?')).toEqual(['hpc-retention']);
    expect(
      answered(libraryCase('cyclist-handlebar-loin-pain'), 'Any claret in the toilet when you peed?'),
    ).toEqual(['hpc-haematuria']);
  });
  it('"starting a family down the road", a testicle that "hadn\'t dropped", a kidney "since a child"', () => {
    expect(answered(lump, 'Are you two planning on starting a family down the line?')).toEqual([
      'sh-fertility',
    ]);
    expect(answered(lump, "Were you ever told a testicle hadn't dropped when you were small?")).toEqual([
      'pmh-undescended',
    ]);
    expect(
      answered(
        libraryCase('fall-from-horse-loin-pain'),
        'Only one kidney, or a kidney problem since a child?',
      ),
    ).toEqual(['pmh-kidneys']);
  });
});

describe('an example after a question the case answers no', () => {
  it('"Are your stools black, like coffee?" is the "no" to black stools, not the coffee the patient drinks', () => {
    const reply = ask(libraryCase('bleeding-after-turp'), 'Have your motions been black, like coffee?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('neg-black-stool');
  });
});
