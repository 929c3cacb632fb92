// Patient-engine mechanisms of ADR 0153. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { answerAsPatient } from './patient.ts';

const lump = libraryCase('painless-scrotal-lump');
const perineal = libraryCase('perineal-pain-diabetic');
const foreskin = libraryCase('stuck-foreskin');
const fever = libraryCase('fever-and-loin-pain');
const bedwetting = libraryCase('wetting-the-bed-raised-creatinine');
const turp = libraryCase('bleeding-after-turp');
const catheter = libraryCase('suprapubic-catheter-fever');
const stent = libraryCase('obstructed-infected-kidney-stent');
const colic = libraryCase('loin-to-groin-pain');
const priapism = libraryCase('prolonged-erection-ed');

describe('medicines taken every day', () => {
  it('"daily" is every day', () => {
    expect(answered(lump, 'Do you take any medicines daily?')).toEqual(['dh-meds']);
    expect(answered(perineal, 'Daily medications - what are they?')).toEqual(['dh-meds']);
  });
  it('"maintenance meds" are the regular ones', () => {
    expect(answered(foreskin, 'Any maintenance medicines you are on?')).toEqual(['dh-meds']);
  });
});

describe('the pressure beside the sugar', () => {
  it('is the blood pressure, in either order', () => {
    expect(answered(fever, 'Any illnesses - sugar, pressure?')).toEqual(['pmh-diabetes', 'pmh-bp']);
    expect(answered(fever, 'Do you have pressure or diabetes?')).toEqual(['pmh-bp', 'pmh-diabetes']);
  });
  it('"high blood pressure or diabetes" is not said twice over', () => {
    expect(answered(bedwetting, 'Any high blood pressure, or diabetes?')).toEqual(['pmh-bp', 'pmh-diabetes']);
  });
  it('a pressure felt is still not the blood pressure', () => {
    expect(answered(fever, 'Any pressure or diabetes?')).toContain('pmh-diabetes');
    expect(ask(fever, 'Do you feel a pressure low in your tummy?').revealedFactIds).not.toContain('pmh-bp');
  });
});

describe('done for someone', () => {
  it('"what operation was done for you?" asks what was done, not what it was for', () => {
    expect(answered(turp, 'Could you tell me what operation was done for you today?')).toEqual(['hpc-op']);
    expect(answered(turp, 'What was the operation for?')).toEqual(['hpc-why-op']);
  });
});

describe('a journey', () => {
  it('travelled, first in the question, is a journey', () => {
    expect(ask(catheter, 'Travelled anywhere lately?').negativeIds).toEqual(['closed-world:travel']);
    expect(ask(catheter, 'Any travel?').negativeIds).toEqual(['closed-world:travel']);
  });
  it('out of the country is abroad', () => {
    expect(ask(catheter, 'Have you been out of the country this year?').negativeIds).toEqual([
      'closed-world:travel',
    ]);
    expect(ask(stent, 'Lately have you been outside of the country?').negativeIds).toEqual(['neg-travel']);
  });
  it('pain that travels still spreads', () => {
    expect(answered(colic, 'Travel anywhere?')).toEqual(['hpc-site-radiation']);
    expect(answered(colic, 'Does the pain travel anywhere?')).toEqual(['hpc-site-radiation']);
  });
});

describe('what weighs on the mind', () => {
  it('is a worry, not the body weight', () => {
    expect(answered(priapism, 'Is anything weighing on your mind about this?')).toEqual(['ice-concerns']);
  });
});

const testicle = libraryCase('painful-swollen-testicle');

describe('words of a class or a time, not of the history', () => {
  it('a family of drugs is not the family', () => {
    expect(
      answered(
        fever,
        "I'll keep you off the whole penicillin family. Your GP says you're diabetic: is that on tablets?",
      ),
    ).toEqual(['dh-meds']);
  });
  it('"while that takes effect" is the painkiller\'s time, not its side effects', () => {
    expect(answered(colic, 'While that takes effect: when did the pain begin?')).toEqual(['hpc-onset']);
  });
  it('a simile shows what is meant: its unknown words are not what is asked', () => {
    expect(answered(testicle, 'Did it come on suddenly, like a light being switched on?')).toEqual([
      'hpc-onset',
    ]);
  });
});

const cystitis = libraryCase('recurrent-cystitis-woman');
const psa = libraryCase('raised-psa-referral');
const stricture = libraryCase('slow-stream-young-man');
const toddler = libraryCase('empty-scrotum-toddler');

describe('a plan told and closed by a word of agreement', () => {
  it('"…, you decide with us, seen?" after the plan asks only whether the patient agrees', () => {
    const reply = ask(
      psa,
      "We'll do an MRI first. If it shows something, we'll talk about a biopsy. Nothing is rushed, you decide with us, seen?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).not.toBe(psa.persona.deflection);
  });
  it('safety-net advice closed by "seen?" is told', () => {
    expect(
      answered(cystitis, "I'll book a scan. If you get a fever or back pain, get seen the same day, seen?"),
    ).toEqual([]);
  });
  it('"is it ok with you, sir?" after the plan, with the address after the tag', () => {
    expect(
      answered(
        stricture,
        "We'll do a flow test and a bladder scan, then maybe a camera test. Is it ok with you sir?",
      ),
    ).toEqual([]);
  });
  it('reassurance "not your fault at all." is told, and a modal without its subject too', () => {
    expect(
      answered(toddler, "The operation is a small one. You're not too late, it's not your fault at all."),
    ).toEqual([]);
    expect(
      answered(turp, "I'll wash the clots out with a syringe. Should ease that pressure quickly."),
    ).toEqual([]);
  });
  it('a question in the order of a statement still asks', () => {
    expect(
      answered(cystitis, "We'll scan your kidneys first. You've not had any fevers with them, right?"),
    ).toEqual(['hpc-fever-loin']);
    expect(answered(cystitis, "We'll scan your kidneys first. Any fevers with them at all?")).toEqual([
      'hpc-fever-loin',
    ]);
  });
});

const haematuria = libraryCase('visible-haematuria-smoker');
const cyclist = libraryCase('cyclist-handlebar-loin-pain');

describe('more of the closed world and of the voices', () => {
  it('a bite or a sting is an exposure the patient has not had', () => {
    expect(ask(priapism, 'Were you stung or bitten by anything last night?').negativeIds).toEqual([
      'closed-world:bites',
    ]);
  });
  it('Caribbean "wha mek" is why, "di" the', () => {
    expect(answered(psa, 'Wha mek yuh ask di GP to check it?')).toEqual(['hpc-why-tested']);
  });
  it('a courtesy title after a word is not what is asked', () => {
    expect(answered(foreskin, "And you are Bev ma'am, his carer?")).toEqual([]);
  });
  it('"let\'s see what we can do, ok?" is an intention told', () => {
    expect(answered(cystitis, "Let's see what we can do about the infections, ok?")).toEqual([]);
    const reply = ask(
      cystitis,
      "Four infections since February, that sounds miserable. Let's see what we can do, seen?",
    );
    expect(reply.reply).not.toBe(cystitis.persona.deflection);
  });
});

describe('the history asked in other words', () => {
  it('the start of the complaint is its history, not the complaint told again', () => {
    const reply = answerAsPatient(
      haematuria,
      { revealedFactIds: ['pc-red-urine'], askedNegativeIds: [], turn: 2 },
      'When did the blood in your water start?',
    );
    expect(reply.revealedFactIds).toEqual(['hpc-onset']);
  });
  it('"did you hurt it?" asks about an injury, "does it hurt?" about the pain', () => {
    expect(answered(testicle, 'Did you hurt it at all?')).toEqual(['hpc-no-trauma']);
    expect(answered(testicle, 'Have you banged it?')).toEqual(['hpc-no-trauma']);
    expect(answered(testicle, 'Does it hurt?')).toEqual(['pc-pain-swelling']);
  });
  it('"bleeding issues" are a bleeding tendency', () => {
    expect(answered(cyclist, 'Any bleeding issues?')).toEqual(['pmh-bleeding']);
  });
});

const clots = libraryCase('clots-and-retention-anticoagulated');
const badNews = libraryCase('bad-news-bladder-biopsy');
const nocturia = libraryCase('nocturia-clinic');
const bedwettingCase = bedwetting;
const scrotal = libraryCase('acute-scrotal-pain-teenager');

describe('who is addressed, and how a check is said', () => {
  it('"my father" said to the patient is not his father', () => {
    expect(answered(clots, 'When did you last pass water, my father?')).toEqual(['hpc-retention']);
  });
  it('checks of understanding in other words are not questions about the case', () => {
    for (const q of [
      "We'll take you to theatre now. Do that make sense to 'ee?",
      "We'll take you to theatre now. Does that make sense to you?",
      "We'll take you to theatre now. Can understand or not?",
      "We'll take you to theatre now. Kindly tell me if you have any questions.",
    ]) {
      const reply = ask(scrotal, q);
      expect(reply.revealedFactIds, q).toEqual([]);
      expect(reply.reply, q).not.toBe(scrotal.persona.deflection);
    }
  });
  it('"how am ya, bab?" asks how the patient is; "how are you feeling?" is no symptom review', () => {
    expect(answered(foreskin, "Hiya, I'm one of the doctors. How am ya feelin, bab?")).toEqual([]);
    expect(answered(foreskin, 'How are you feeling?')).toEqual([]);
  });
});

describe('what was said to the patient, and why they came', () => {
  it('"what they said to you after the operation" asks what they were told', () => {
    expect(
      answered(badNews, "Can 'ee tell me what they said to 'ee after the camera test and the operation?"),
    ).toEqual(['perception-what-told']);
  });
  it('why they were sent, in the passive or in other words', () => {
    expect(answered(bedwettingCase, 'Why were you sent in today?')).toEqual(['pc-blood-test']);
    expect(answered(bedwettingCase, 'So how did you come to be sent in to us?')).toEqual(['pc-blood-test']);
    expect(answered(psa, "What's led to you being referred today?")).toEqual(['pc-psa']);
    expect(answered(psa, 'Why did your doctor of family send you to us?')).toEqual(['pc-psa']);
  });
});

describe('more words of other Englishes', () => {
  it('giddy is dizzy, preoccupying is worrying, "oughta" ought to', () => {
    expect(answered(cyclist, 'Do you feel giddy when you sit up?')).toEqual(['hpc-dizzy']);
    expect(answered(psa, 'What is preoccupying you most?')).toEqual(['ice-concerns']);
    expect(answered(nocturia, 'Any other health problems I oughta know about?')).toEqual(['pmh-general']);
  });
  it('expecting a baby is a pregnancy; expecting from the visit is not', () => {
    expect(answered(colic, 'Any chance you could be expecting?')).toEqual(['gyn-pregnancy']);
    expect(answered(cystitis, 'What are you expecting from today?')).not.toContain('sr-pregnancy');
  });
  it('problems with an anaesthetic the case never mentions get a "no"', () => {
    expect(
      ask(badNews, 'Did you have any problems with the anaesthetic for your hysterectomy?').negativeIds,
    ).toEqual(['closed-world:anaesthetic-problems']);
  });
});

const lumpCase = libraryCase('painless-scrotal-lump');
const perinealCase = libraryCase('perineal-pain-diabetic');

describe('little words of the north and of Scotland', () => {
  it('"t\'" is the, "\'ow\'s" how is', () => {
    expect(answered(foreskin, "Is t' bag still filling up?")).toEqual(['hpc-catheter-draining']);
    expect(answered(colic, "Ow's your weeing been?")).toEqual(['hpc-urinary']);
  });
  it('"a wee bit", "a wee boy": little, not passing water', () => {
    expect(answered(lumpCase, 'When you were a wee boy, did you have an operation down there?')).toEqual([
      'pmh-undescended',
    ]);
    expect(answered(lumpCase, "Tell me a wee bit about home, who's there with you?")).toEqual(['sh-home']);
    expect(answered(foreskin, 'What does the wee look like in the bag?')).toEqual(['hpc-catheter-draining']);
  });
  it('"sore or swollen joints" are joints, not an ulcer', () => {
    const reply = ask(perinealCase, 'Any sore or swollen joints, your knees?');
    expect(reply.negativeIds).toContain('closed-world:joint-pain');
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('worries and triggers in other words', () => {
  it('what "particularly troubles you" is a worry; a name after the question is who is asked', () => {
    expect(
      answered(bedwetting, 'Is there anything about this that particularly troubles you, Mr Price?'),
    ).toEqual(['ice-concerns']);
  });
  it('what "provokes" them is what brings them on', () => {
    expect(answered(cystitis, 'Is there something that provokes them?')).toEqual(['hpc-pattern']);
  });
  it('"have I explained that clearly, or shall I go over it again?" checks understanding', () => {
    expect(
      answered(
        haematuria,
        "We'll arrange a scan. Have I explained that clearly, or shall I go over any part of it again?",
      ),
    ).toEqual([]);
  });
});

const fallCase = libraryCase('fall-from-horse-loin-pain');

describe('more ways a question is put', () => {
  it('things named with no verb, then "any …?", are all asked', () => {
    expect(answered(perinealCase, 'Your medicines, insulin, tablets, and any blood thinners?')).toEqual([
      'dh-meds',
      'dh-anticoag',
    ]);
  });
  it('"like you were going to pass out" is feeling faint, not having passed out', () => {
    expect(answered(fallCase, 'Have you felt woozy, like you were going to pass out?')).toEqual([
      'hpc-dizzy',
    ]);
  });
  it('"walking and the stairs" is how fit the patient is, not the home', () => {
    expect(answered(badNews, 'Can you manage walking and the stairs alright?')).toEqual(['pmh-fitness']);
  });
  it('claustrophobia the case never mentions is a "no"', () => {
    expect(ask(psa, 'Are you claustrophobic at all?').negativeIds).toEqual(['closed-world:claustrophobia']);
  });
});

describe('Irish and American openers', () => {
  it('"c\'mere till I ask you" opens a question and asks nothing of its own; "what did the surgeons say"', () => {
    expect(
      answered(badNews, "C'mere till I ask you, what did the surgeons say to you after the operation?"),
    ).toEqual(['perception-what-told']);
  });
  it('"through" alone names nothing ("going through your head" is not "go through the results")', () => {
    expect(
      answered(badNews, "What's been going through your own head, about what it might turn out to be?"),
    ).toEqual(['perception-own-view']);
  });
});

describe('what travels', () => {
  it('"has the redness been travelling?" spreads; "have you been travelling?" is a journey', () => {
    expect(answered(perinealCase, 'How quickly has the redness been travelling?')).toEqual(['hpc-spread']);
    expect(ask(perinealCase, 'Have you been travelling lately?').negativeIds).toEqual(['neg-travel']);
  });
});

describe('examples and formal English', () => {
  it('"for example", "for instance" name nothing; what is "carried anywhere" radiates', () => {
    expect(answered(colic, 'Any other symptoms, for example vomiting?')).toEqual(['hpc-vomiting']);
    expect(answered(colic, 'Is the pain carried anywhere else, for instance round to the front?')).toEqual([
      'hpc-site-radiation',
    ]);
  });
});

const biopsyCase = libraryCase('prostate-biopsy-results');

describe('a question put to the companion', () => {
  it('"Mrs Kowalski, …" of Mr Kowalski, or the wife by her name, asks for her view', () => {
    expect(answered(biopsyCase, 'Mrs Kowalski, what do you think he should do?')).toEqual(['teresa-view']);
    expect(answered(biopsyCase, "And Teresa, what's your take on all this?")).toEqual(['teresa-view']);
  });
  it('the carer named asks what she saw; a word that opens a sentence is no name', () => {
    expect(answered(foreskin, 'Bev, when did you first spot the swelling?')).toEqual(['hpc-onset']);
    expect(answered(biopsyCase, 'So, plan. I will give you a leaflet. Okay?')).toEqual([]);
    expect(answered(biopsyCase, 'so, what brings you in today?')).not.toEqual([]);
    expect(ask(biopsyCase, 'right, how are you feeling?').reply).not.toBe(biopsyCase.persona.deflection);
  });
});

const retentionCase = libraryCase('unable-to-pass-urine');

describe('kind words and leave to ask, closed by a tag', () => {
  it('"I am here to help you, ok?" and "let me ask you a few quick things…, ok?" ask nothing of the history', () => {
    expect(answered(scrotal, 'Sorry, I know it is very painful. I am here to help you, ok?')).toEqual([]);
    expect(
      answered(
        stent,
        "You're really shaking. Let me ask you a few quick things and we'll get you sorted, ok?",
      ),
    ).toEqual([]);
    expect(
      answered(
        retentionCase,
        "Oh, you look sore. We'll get you sorted in a minute, I just need to ask you a few quick things first, is that alright?",
      ),
    ).toEqual([]);
  });
  it('"I\'d like to ask about your waterworks, any problems, yeah?" still asks', () => {
    expect(
      answered(retentionCase, "I'd like to ask about your waterworks, any problems with the stream, yeah?"),
    ).not.toEqual([]);
  });
});

const strictureCase = libraryCase('slow-stream-young-man');

describe('a plan told, in the words of its telling', () => {
  it('"Does that, uh, make sense?" checks understanding; a filler between commas breaks nothing', () => {
    expect(
      answered(
        strictureCase,
        "We'll do a flow test and probably a camera test of the urethra. Does that, uh, make sense?",
      ),
    ).toEqual([]);
  });
  it('"with this we can know what is causing it" tells what the tests are for', () => {
    expect(
      answered(
        haematuria,
        'We check the bloods too. With this we can know what is causing the bleeding, then we talk.',
      ),
    ).toEqual([]);
  });
});

describe('who the companion is', () => {
  it('"and you must be from the nursing home?" asks who the companion is, not where the patient lives', () => {
    expect(
      answered(foreskin, "Hello Mr Finch, I'm the urology registrar. And you must be from the nursing home?"),
    ).toEqual([]);
    expect(answered(foreskin, 'Do you live in a nursing home?')).toEqual(['sh-home']);
  });
});

describe('how the patient would like to be called', () => {
  it('is answered with their first name, revealing nothing', () => {
    for (const q of ['What would you like me to call you?', 'How do you prefer that I call you?']) {
      const reply = ask(psa, q);
      expect(reply.revealedFactIds, q).toEqual(
        reply.volunteeredFactIds.length > 0 ? reply.volunteeredFactIds : [],
      );
      expect(reply.reply, q).toContain(`${psa.persona.name.split(' ')[0]} is fine.`);
    }
  });
});

describe('a question narrowed in the next sentence', () => {
  it('"…had cancer? Of the prostate, or of the breast, for example?" is the family\'s', () => {
    expect(
      answered(psa, 'In the family, anybody with cancer? Of the prostate, or of the breast, for instance?'),
    ).toEqual(['fh-brother', 'fh-breast']);
  });
});

describe('the reason for coming and the detail asked for', () => {
  it('"what is the reason that your GP has asked you to come and see us?" asks why they came', () => {
    expect(
      answered(lumpCase, 'What is the reason that your GP has kindly asked you to come and see us?'),
    ).toEqual(['pc-lump']);
  });
  it('"how much would you like me to go into?" is the detail wanted, not where a pain goes', () => {
    expect(answered(badNews, 'How much would you like me to go into today?')).toEqual([
      'invitation-wants-detail',
    ]);
    expect(answered(colic, 'Does the pain go into your groin?')).toEqual(['hpc-site-radiation']);
  });
});

describe('what was said at a check', () => {
  it('"did they say anything about his hips, like a clicky hip?" is history, answered from the closed world', () => {
    expect(
      ask(toddler, 'At his baby check, did they say anything about his hips, like a clicky hip?').negativeIds,
    ).toContain('closed-world:hip-dysplasia');
  });
});
