// Patient-engine mechanisms of ADR 0152. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { answerAsPatient } from './patient.ts';
import { plainWords } from './text.ts';

const foreskin = libraryCase('stuck-foreskin');
const catheter = libraryCase('suprapubic-catheter-fever');
const colic = libraryCase('loin-to-groin-pain');
const slow = libraryCase('slow-stream-young-man');
const fever = libraryCase('fever-and-loin-pain');
const retention = libraryCase('unable-to-pass-urine');
const psa = libraryCase('raised-psa-referral');
const toddler = libraryCase('empty-scrotum-toddler');
const cyclist = libraryCase('cyclist-handlebar-loin-pain');
const perineal = libraryCase('perineal-pain-diabetic');
const lump = libraryCase('painless-scrotal-lump');
const priapism = libraryCase('prolonged-erection-ed');
const biopsy = libraryCase('prostate-biopsy-results');
const nocturia = libraryCase('nocturia-clinic');
const badNews = libraryCase('bad-news-bladder-biopsy');

describe('a word inside a name is not the name', () => {
  it('"the nurse" asks about the nurse, not the nursing home the patient lives in', () => {
    expect(answered(foreskin, "Tell me about yesterday's catheter change. What did the nurse do?")).toEqual([
      'hpc-catheter-change',
    ]);
    expect(answered(foreskin, 'Do you live in a nursing home?')).toEqual(['sh-home']);
  });
  it('hormone shots are a medicine injected, not a vaccine', () => {
    expect(ask(toddler, 'Has he had any hormone shots?').negativeIds).toEqual(['neg-hormones']);
    expect(answered(toddler, 'Is he up to date with his shots?')).toEqual(['immunisations']);
  });
  it('the bedroom department is the sex life', () => {
    expect(answered(biopsy, 'Any trouble in the bedroom department, with erections?')).toEqual([
      'hpc-erections',
    ]);
  });
});

describe('whoever is named beside the question', () => {
  it('a relative who noticed is a witness of what was just asked', () => {
    const reply = ask(catheter, 'Been muddled at all? Your husband spotted anything?');
    expect(reply.revealedFactIds).toEqual(['hpc-confusion']);
    expect(reply.negativeIds).toEqual([]);
    expect(answered(catheter, 'Who is at home with you?')).toEqual(['sh-home']);
  });
  it('"our kid", "pet" and "duck" are who is addressed', () => {
    expect(answered(colic, 'What are you most worried about, our kid?')).toEqual(['ice-concerns']);
    expect(answered(colic, 'What are you most worried about, duck?')).toEqual(['ice-concerns']);
  });
});

describe('how often an illness comes', () => {
  it('counts the infections, not the trips to the toilet', () => {
    expect(answered(slow, 'How often do you get water infections?')).toEqual(['hpc-infections']);
    expect(answered(slow, 'Regarding the infections, how many times this year?')).toEqual(['hpc-infections']);
    expect(answered(slow, 'How often do you pass urine in the day?')).toEqual(['hpc-storage']);
  });
  // (A guard: the count of episodes must not lose the patient who has none.)
  it('"do you often get UTIs?" is still asked of a patient who does not', () => {
    expect(ask(fever, 'Are you someone who often gets UTIs?').negativeIds).toEqual(['neg-previous-uti']);
  });
});

describe('shorthand and fillers', () => {
  it('reads "prob", "PU" and "24h"', () => {
    expect(answered(catheter, 'Main prob today?')).toEqual(['pc-unwell']);
    expect(answered(retention, 'When did you last PU?')).toEqual(['hpc-onset']);
    expect(answered(retention, 'Much alcohol in the last 48h?')).toEqual(['hpc-alcohol-wedding']);
  });
  it('"health stuff going on" is the history, not what the patient thinks is going on', () => {
    expect(answered(psa, 'Any other medical stuff going on?')).toEqual(['pmh-htn']);
  });
  it('an illness "on either side" is the family', () => {
    expect(answered(psa, 'Any bowel or breast cancer on either side?')).toEqual(['fh-breast']);
  });
  it('"anything of this sort before?" asks for earlier episodes', () => {
    expect(
      answered(priapism, 'Has anything of this sort happened to you before, for a shorter spell?'),
    ).toEqual(['hpc-previous']);
  });
  it('"what were you thinking it was?" asks the idea', () => {
    expect(answered(lump, 'What were you thinking the lump could be?')).toEqual(['ice-ideas']);
    expect(answered(lump, 'Honestly, what you yourself thought it might be?')).toEqual(['ice-ideas']);
  });
});

describe('told, not asked', () => {
  it('"a couple of quick questions, ok?" announces the questions', () => {
    expect(
      answered(
        cyclist,
        'Hi, Dr Patel, urology. Trauma asked us to have a look at you. Couple quick questions, alright?',
      ),
    ).toEqual([]);
  });
  it('reassurance closed by "no?" is said, not asked', () => {
    expect(answered(perineal, "I can see you're in lot of pain, we'll sort that out, no?")).toEqual([]);
  });
});

describe('when, and the effort a symptom comes with', () => {
  it('"how long have you had this problem?" is answered by the fact that says when', () => {
    expect(answered(perineal, 'How long have you had this problem for?')).toEqual(['hpc-boil']);
  });
  it('"could you start by telling me…" asks no onset', () => {
    expect(answered(nocturia, 'Could you start by telling me what brings you in?')).toEqual([
      'pc-nocturia-flow',
    ]);
  });
  it('the walking and the stairs are when the breathlessness is asked about', () => {
    const reply = ask(badNews, 'When you walk up the stairs or do the shopping, are you out of breath?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual(['neg-breathless']);
  });
});

describe('what the twenty-third examiner round asked in its own words', () => {
  it('"ever totally locked up?" is retention, "what is doing your head in?" the bother', () => {
    expect(answered(slow, 'Ever been completely locked up, nothing would come?')).toEqual(['hpc-retention']);
    expect(answered(nocturia, "What's doing your head in the most about it?")).toEqual(['hpc-bother']);
    expect(ask(nocturia, 'Any headaches lately?').negativeIds).toEqual(['closed-world:headache']);
  });
  it('"…, and d\'you…" starts a second question, and "leg it" is urgency', () => {
    expect(
      answered(
        nocturia,
        "How many times are you up at night, and d'you ever have to leg it to the loo in the day?",
      ),
    ).toEqual(['hpc-nocturia', 'hpc-storage']);
  });
  it('"anybody else in the family?" is someone other than the relative just named', () => {
    expect(answered(psa, 'Your brother had it, yes? Anybody else in the family with a cancer?')).toEqual([
      'fh-brother',
      'fh-breast',
    ]);
  });
  it('"what age?" after a relative is the relative\'s age', () => {
    const reply = ask(psa, 'Your brother had prostate cancer? What age?');
    expect(reply.revealedFactIds).toEqual(['fh-brother']);
    expect(reply.reply).not.toContain("I'm 62");
  });
  it("the family's roots are the ethnicity", () => {
    expect(answered(psa, "Where are your family's roots?")).toEqual(['sh-ethnicity']);
  });
  it('a medicine that gave a rash is an allergy asked', () => {
    expect(answered(foreskin, 'Has any medicine ever given you a rash or swelling?')).toEqual(['al-none']);
  });
});

const horse = libraryCase('fall-from-horse-loin-pain');
const smoker = libraryCase('visible-haematuria-smoker');
const testicle = libraryCase('painful-swollen-testicle');
const stent = libraryCase('obstructed-infected-kidney-stent');

describe('Caribbean English, a trailing "also…" and a quality asked alone', () => {
  it('reads "de", "dat", "wid" and "lil", and "yuh first…" as you', () => {
    expect(plainWords('is dat ok wid yuh')).toEqual(['is', 'that', 'ok', 'with', 'you']);
    expect(answered(smoker, 'When yuh first notice de blood, and how often since?')).toEqual([
      'hpc-onset',
      'hpc-frequency',
    ]);
    expect(answered(smoker, 'We go do a lil camera test in de bladder, is dat ok wid yuh?')).toEqual([]);
  });
  it('"…, also in the ambulance?" adds a place to the same question', () => {
    expect(answered(horse, 'You felt faint at any point, also in the ambulance?')).toEqual(['hpc-dizzy']);
  });
  it("a colour asked after the urine is the urine's colour", () => {
    expect(answered(horse, 'Your wee in A&E, how it looked? Describe me its colour.')).toEqual([
      'hpc-haematuria',
    ]);
  });
  it('"any other partners?" asks the partners before, not this partner\'s health', () => {
    expect(answered(testicle, 'Any other partners this year?')).toEqual(['sh-sexual-other']);
  });
  it('"does it still go to the groin like before?" asks whether it still goes there', () => {
    expect(answered(stent, 'Does the pain still go down to the groin like before?')).toEqual([
      'hpc-radiation',
    ]);
  });
});

const turp = libraryCase('bleeding-after-turp');
const loinFever = libraryCase('fever-and-loin-pain');

describe('a question that trails off, a condition once told, and more Geordie', () => {
  it('"…, or..." is still a question', () => {
    expect(answered(perineal, 'Any allergies, to penicillin say, or...')).toEqual(['al-penicillin']);
    expect(answered(stent, 'The shivering, when did that start, or…')).toEqual(['hpc-rigors']);
  });
  it('"ever been told your calcium is high?" is a past condition, not a result fished for', () => {
    const reply = ask(colic, "Has anyone ever told you your calcium's high?");
    expect(reply.reply).not.toContain('hoping you');
    expect(ask(colic, 'Have you ever been told your calcium was raised?').negativeIds).toEqual([
      'closed-world:high-calcium',
    ]);
  });
  it('reads "whereaboots", "gan", "doon" and "aal", and "hinny" is who is addressed', () => {
    expect(answered(turp, 'Whereaboots is it sore, hinny?')).toEqual(['hpc-pain']);
    expect(plainWords('does it gan doon to yer groin and aal')).toEqual([
      'does',
      'it',
      'go',
      'down',
      'to',
      'your',
      'groin',
      'and',
      'all',
    ]);
    expect(answered(loinFever, 'Does the pain gan doon anywhere?')).toEqual(['hpc-pain-character']);
  });
});

describe('who came, how the news is taken, a feed', () => {
  it('"is it just you today?" asks who came', () => {
    expect(answered(badNews, 'Is it just you today, or is anyone joining us?')).toEqual(['setting-alone']);
  });
  it('"how are you doing with what I\'ve just said?" asks how the news is taken', () => {
    expect(ask(badNews, "How are you doing with what I've just said?").revealedFactIds).toEqual([
      'emotion-reaction',
    ]);
  });
  it('"a feed" is a meal, and "tell me nuh" is tell me', () => {
    expect(answered(turp, 'When did you last have a feed?')).toEqual(['sh-eaten']);
    expect(answered(nocturia, 'So tell me nuh, how long has this been going on?')).toEqual(['hpc-duration']);
  });
});

const clotsCase = libraryCase('clots-and-retention-anticoagulated');

describe('why, of what was asked just before', () => {
  const after = (previousMessage: string, q: string) =>
    answerAsPatient(clotsCase, { revealedFactIds: [], askedNegativeIds: [], turn: 2, previousMessage }, q)
      .revealedFactIds;
  it('"why are you taking it?" after a question about the blood thinner asks why', () => {
    expect(
      after('Which blood thinner are you on, and when was the last dose?', 'And why are you taking it?'),
    ).toEqual(['pmh-af']);
  });
  // (Guards: why they came is still asked by "why are you here?", and an "it" with a topic stays put.)
  it('"why are you here today?" still asks why the patient came', () => {
    expect(ask(clotsCase, 'Why are you here today?').revealedFactIds).toContain('pc-retention-bleeding');
  });
  it('an "it" that names a topic of its own does not reach back', () => {
    expect(after('Which blood thinner are you on?', 'When did the bleeding start?')).toEqual(
      answered(clotsCase, 'When did the bleeding start?'),
    );
  });
});

describe("what the blind cases' tuning consultations asked in other words", () => {
  it('"how long have you not passed a single drop?" and "zero urine?" ask when urine was last passed', () => {
    expect(answered(clotsCase, 'Since how long have you not passed a single drop?')).toEqual([
      'hpc-retention',
    ]);
    expect(answered(clotsCase, 'Lumps in it, like jelly? And now zero urine at all?')).toEqual([
      'hpc-clots',
      'hpc-retention',
    ]);
    expect(ask(retention, 'Any urine infections?').negativeIds).toEqual(['closed-world:uti']);
  });
  it('"has it happened before, maybe shorter, that it…" asks about the earlier episodes', () => {
    expect(
      answered(
        priapism,
        'Has it happened before, even briefly, that it stayed up an hour and then went down?',
      ),
    ).toEqual(['hpc-previous']);
  });
  it('"since when is it stiff like this, without going down in between?" asks how long', () => {
    expect(answered(priapism, 'Since when is it stiff like this, without going soft in between?')).toEqual([
      'hpc-duration',
    ]);
    expect(answered(priapism, 'Has it been like this before?')).toEqual(['hpc-previous']);
  });
  it('"before this week" is before', () => {
    expect(answered(clotsCase, 'Has your urine ever gone pink before this week?')).toEqual([
      'hpc-previous-haematuria',
    ]);
  });
});
