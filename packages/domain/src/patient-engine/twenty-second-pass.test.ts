// Patient-engine mechanisms of ADR 0150. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { patientPhrases } from './patient.ts';

const nocturia = libraryCase('nocturia-clinic');
const perineal = libraryCase('perineal-pain-diabetic');
const priapism = libraryCase('prolonged-erection-ed');
const clots = libraryCase('clots-and-retention-anticoagulated');
const turp = libraryCase('bleeding-after-turp');

describe('how long, asked in units', () => {
  it('"how many days / weeks have you had it?" asks how long', () => {
    for (const q of ['How many weeks have you had this?', 'How many months you have this problem?'])
      expect(answered(nocturia, q), q).toEqual(['hpc-duration']);
  });
  it('"how many days a week…?" is still how often, not how long', () => {
    expect(answered(nocturia, 'How many days a week do you have coffee?')).not.toContain('hpc-duration');
  });
  it('what "persisted" has lasted', () => {
    expect(answered(priapism, 'Since when has the erection persisted?')).toEqual(['hpc-duration']);
  });
});

describe('spoken forms of a symptom asked', () => {
  it('"could you ever not pee at all?" asks about retention', () => {
    expect(answered(nocturia, 'Could you ever not wee at all?')).toEqual(['hpc-retention']);
  });
  it('"thirsty all the time?" asks about thirst, not a pattern of pain', () => {
    const reply = ask(nocturia, 'Do you feel thirsty all the time?');
    expect(reply.reply).not.toBe(nocturia.persona.deflection);
    expect(reply.negativeIds).toContain('neg-thirst');
  });
  it('a medicine that "makes you itch" or that "you cannot take" is an allergy asked', () => {
    expect(answered(perineal, 'Does any medicine make you itch or swell up?')).toEqual(['al-penicillin']);
    expect(answered(clots, 'Is there any medicine you cannot take?')).toEqual(['allergy-codeine']);
  });
});

describe('instructions and plans told', () => {
  it('"please do not eat or drink" is an instruction, not a question about the last meal', () => {
    const reply = ask(perineal, 'We will take you to theatre soon. Please do not eat or drink anything now.');
    expect(reply.revealedFactIds.filter((id) => id !== 'pc-pain-swelling')).toEqual([]);
  });
  it('"please do not worry" is reassurance, and the question after it is still answered', () => {
    expect(
      answered(turp, 'Please do not worry, we will sort this. How long has the pain been building?'),
    ).toEqual(['hpc-onset']);
  });
  it('a plan in the present tense ("today we check the urine", "we start antibiotics") stays told', () => {
    for (const q of [
      'Today we check the bloods and the urine.',
      'We start antibiotics now and fluids in the vein.',
    ]) {
      const reply = ask(nocturia, q);
      expect(
        reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id)),
        q,
      ).toEqual([]);
      expect(reply.reply, q).not.toBe(nocturia.persona.deflection);
    }
  });
});

describe('more ways to ask a topic', () => {
  it('"where\'s your family from originally?" asks the ethnicity', () => {
    expect(answered(libraryCase('raised-psa-referral'), "Where's your family from originally?")).toEqual([
      'sh-ethnicity',
    ]);
  });
  it('"does this disturb you much?" asks the bother; "does it disturb your sleep?" the nights', () => {
    expect(answered(nocturia, 'Does this disturb you much?')).toEqual(['hpc-bother']);
    expect(answered(nocturia, 'Does it disturb your sleep?')).toEqual(['hpc-nocturia']);
  });
});

describe('idioms and slips that hid the topic', () => {
  it('"reached the point where you could not go" asks whether it ever happened, not where', () => {
    const bed = libraryCase('wetting-the-bed-raised-creatinine');
    const reply = ask(bed, 'Did you ever reach the point where you could not pass urine at all?');
    expect(reply.reply).not.toBe(bed.persona.deflection);
    expect(reply.negativeIds).toContain('neg-retention-acute');
  });
  it('"such kind of pain before?" asks whether it happened before', () => {
    expect(answered(libraryCase('loin-to-groin-pain'), 'Any such kind of pain before?')).toEqual([
      'hpc-first-episode',
    ]);
  });
  it('a doubled final l ("painfull") is the word', () => {
    expect(answered(libraryCase('painless-scrotal-lump'), 'Is it painfull when you press it?')).toEqual([
      'hpc-painless',
    ]);
  });
  it('"trying to have a baby" asks about fertility, not the family history', () => {
    expect(answered(libraryCase('painless-scrotal-lump'), 'Are you two trying to have a baby?')).toEqual([
      'sh-fertility',
    ]);
  });
  it('"what complaints do you have?" asks the presenting complaint', () => {
    expect(answered(libraryCase('suprapubic-catheter-fever'), 'What complaints do you have today?')).toEqual([
      'pc-unwell',
    ]);
  });
  it('a pain "near the kidneys" is a loin pain, not a kidney disease', () => {
    const reply = ask(turp, 'Any pain around the kidneys?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toContain('neg-loin');
  });
  it('"kindly estimate…" and "please describe…" are requests, asked', () => {
    expect(
      answered(libraryCase('recurrent-cystitis-woman'), 'Please estimate how much fluid you drink a day.'),
    ).toEqual(['sh-fluids']);
  });
});

describe('more instructions told, and more topics read', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');
  it('"stay lying flat and give us a shout if…" and "a bit sore at first" are told', () => {
    for (const q of [
      'Stay lying flat and give us a shout if you feel faint, ok?',
      'A bit sore at first, but it settles, ok?',
    ]) {
      const reply = ask(cyclist, q);
      expect(
        reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id)),
        q,
      ).toEqual([]);
      expect(reply.reply, q).not.toBe(cyclist.persona.deflection);
    }
  });
  it('"…when the doctors sent you home" is when, not what is asked', () => {
    expect(
      answered(
        libraryCase('obstructed-infected-kidney-stent'),
        'Did they give you antibiotics when the doctors sent you home?',
      ),
    ).toEqual(['hpc-no-antibiotics']);
  });
  it('a "relation between" two things is a link, not a relative', () => {
    expect(
      answered(libraryCase('recurrent-cystitis-woman'), 'Any relation between the infections and sex?'),
    ).toEqual(['hpc-pattern']);
  });
  it('"going again and again" is how often, not whether it happened before', () => {
    expect(
      answered(libraryCase('loin-to-groin-pain'), 'Are you going again and again to pass urine?'),
    ).toEqual(['hpc-urinary']);
  });
  it('"what is happening with you?" asks the story; "hypertension?" the history, not the tablets', () => {
    expect(answered(turp, 'What is happening with you today?')).toEqual(['pc-pain-urge']);
    expect(answered(turp, 'Hypertension?')).toEqual(['pmh-heart']);
  });
});

describe('the complaint named as "this problem with the urine"', () => {
  it('"how long have you had this problem with your water?" asks how long, not how long a void takes', () => {
    const slow = libraryCase('slow-stream-young-man');
    expect(answered(slow, 'How long have you had this problem with your water?')).toEqual(['hpc-duration']);
    expect(answered(slow, 'How long does it take you to pass urine?')).toEqual(['hpc-time-to-void']);
  });
  it('bleeding from the penis is denied as bleeding, not answered with the skin colour (case data)', () => {
    const reply = ask(libraryCase('stuck-foreskin'), 'Any bleeding from the penis?');
    expect(reply.revealedFactIds).not.toContain('hpc-colour');
    expect(reply.negativeIds).toContain('neg-haematuria');
  });
});

describe('a condition the patient has not got, asked with the word for the section', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');
  it('"any heart condition?" gets the "no", not the general medical history', () => {
    const reply = ask(cyclist, 'Do you have any heart condition?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).toBe(patientPhrases.closedNo);
  });
  it('"any operations, like a hernia repair?" likewise; "any medical conditions?" still the history', () => {
    expect(
      answered(libraryCase('painful-swollen-testicle'), 'Any operations, like a hernia repair?'),
    ).toEqual([]);
    expect(answered(cyclist, 'Any medical conditions?')).toEqual(['pmh-general']);
  });
});

describe('the pain scale and "this kind of problem"', () => {
  const colic = libraryCase('loin-to-groin-pain');
  it('the scale\'s anchors ("where ten is the worst you can imagine") are no topic', () => {
    expect(
      answered(
        colic,
        'On a scale of nought to ten, where ten is the worst you can imagine, how bad is it now?',
      ),
    ).toEqual(['hpc-severity']);
    expect(answered(colic, 'From 0 to 10, with 0 being no pain, how bad is it now?')).toEqual([
      'hpc-severity',
    ]);
  });
  it('"on a scale of 0-10 how bad is it" is asked without a question mark', () => {
    expect(answered(colic, 'on a scale of 0-10 how bad is it right now')).toEqual(['hpc-severity']);
  });
  it('"this type of problem before?" asks whether it happened before', () => {
    expect(answered(libraryCase('prolonged-erection-ed'), 'Ever had this type of problem before?')).toEqual([
      'hpc-previous',
    ]);
  });
});

describe('a general preface and confusion in other words', () => {
  it('"infections like this can make people muddled - has anyone noticed you confused?" asks the confusion', () => {
    expect(
      answered(
        perineal,
        "Infections like this can make people muddled - has anyone said you've been saying things that don't add up?",
      ),
    ).toEqual(['sr-confusion']);
  });
});

describe('held-out 33, read', () => {
  const horse = libraryCase('fall-from-horse-loin-pain');
  it('"need to ask, any chance you could be pregnant" is asked, typed without a question mark', () => {
    expect(answered(horse, 'need to ask, any chance u could be pregnant')).toEqual(['gyn-pregnancy']);
  });
  it('what someone else reported, before the question, leaves it asked ("nurse says…, have you…")', () => {
    expect(
      answered(
        libraryCase('fever-and-loin-pain'),
        'nurse says uve been shivery, have u had proper shakes with teeth chattering',
      ),
    ).toEqual(['hpc-rigors']);
  });
  it('"had relations" is sex, "what is happening to you" the story', () => {
    expect(answered(priapism, 'Did it start after you had relations?')).toEqual(['hpc-not-sexual']);
    expect(answered(priapism, 'What is happening to you today?')).toEqual(['pc-erection']);
  });
  it('"up and down to the toilet" is how often; a plan typed "so were going to…" is told', () => {
    const bed = libraryCase('wetting-the-bed-raised-creatinine');
    expect(answered(bed, 'Are you up and down to the toilet a lot?')).toEqual(['hpc-frequency']);
    const reply = ask(
      libraryCase('fever-and-loin-pain'),
      'right so were going to get a line in and start iv fluids now, ok',
    );
    expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
  });
});

describe('"has there ever been a time when the water simply wouldn\'t come?"', () => {
  it('asks whether he has ever been unable to pass urine', () => {
    expect(
      answered(
        libraryCase('visible-haematuria-smoker'),
        "Has there ever been a time when the water just wouldn't come?",
      ),
    ).toEqual(['hpc-voiding']);
  });
});

describe('held-out 33, read: told, hoped, described', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');
  it('"…, I hope?" is the doctor\'s hope, not a question of expectations', () => {
    const reply = ask(cyclist, 'Your vision is okay? No double vision, I hope?');
    expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
  });
  it('"describe how it looked" asks what it looked like, not what a pain is like', () => {
    expect(
      answered(cyclist, 'You had some blood in your urine... could you describe how it looked?'),
    ).toEqual(['hpc-haematuria']);
  });
  it('"it\'s partly because…" after a question is its reason, told; "…and how much you pass, alright?" is told', () => {
    const reply = ask(
      libraryCase('stuck-foreskin'),
      "It's partly because it changes what we can do for you today.",
    );
    expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
    const bed = libraryCase('wetting-the-bed-raised-creatinine');
    const told = ask(bed, "We'll keep an eye on your kidney tests and how much wee you're making, alright?");
    expect(told.revealedFactIds.filter((id) => !told.volunteeredFactIds.includes(id))).toEqual([]);
  });
});

describe('"anything you can\'t have, antibiotic-wise?"', () => {
  it('asks the allergies and intolerances', () => {
    expect(
      answered(libraryCase('suprapubic-catheter-fever'), "Anything you can't have, antibiotic-wise?"),
    ).toEqual(['allergy-trimethoprim']);
  });
});

describe('a closed-world entry is stated only by what names it', () => {
  it('"no heart failure" does not state chest pain or palpitations: they get the "no"', () => {
    for (const q of ['Any chest pain?', 'Any palpitations?']) {
      const reply = ask(nocturia, q);
      expect(reply.reply, q).toBe(patientPhrases.closedNo);
    }
  });
  it("a patient's sex life does not state unprotected sex with a new partner", () => {
    const reply = ask(libraryCase('loin-to-groin-pain'), 'Any new sexual partners recently?');
    expect(reply.reply).toBe(patientPhrases.closedNo);
  });
  it('"directly after intercourse" is no spraying stream ("two directions")', () => {
    expect(
      answered(libraryCase('recurrent-cystitis-woman'), 'Do you pass urine directly after intercourse?'),
    ).toEqual(['sh-sexual']);
  });
  it('a long telling that ends "…with any questions at all." is told, not asked', () => {
    const bad = libraryCase('bad-news-bladder-biopsy');
    const reply = ask(
      bad,
      'Joanne will be your key worker, and she will give you her number so you can ring her with any questions at all.',
    );
    expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
    expect(reply.reply).not.toBe(bad.persona.deflection);
  });
});

describe('lung diseases and a wheeze are more than "lung" and "breath"', () => {
  const cyclist = libraryCase('cyclist-handlebar-loin-pain');
  it('"mild asthma as a kid" answers asthma and lung problems, not COPD or a chest infection', () => {
    expect(answered(cyclist, 'Any asthma?')).toEqual(['pmh-general']);
    expect(answered(cyclist, 'Any lung problems?')).toEqual(['pmh-general']);
    for (const q of ['Any COPD?', 'Any chest infections?', 'Any wheeze?'])
      expect(ask(cyclist, q).reply, q).toBe(patientPhrases.closedNo);
  });
});

describe('guards found in review', () => {
  it('"how many days do you drink?" is how often, not how long', () => {
    expect(answered(nocturia, 'How many days do you drink beer?')).not.toContain('hpc-duration');
  });
  it('"…it would not come down" is no retention: the priapism patient is not told "no"', () => {
    const reply = ask(priapism, 'Has it ever happened before that it would not come down?');
    expect(reply.reply).not.toBe(patientPhrases.closedNo);
  });
});
