// Patient-engine mechanisms of ADR 0151. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';
import { plainWords } from './text.ts';

const slow = libraryCase('slow-stream-young-man');
const foreskin = libraryCase('stuck-foreskin');
const turp = libraryCase('bleeding-after-turp');
const scrotal = libraryCase('acute-scrotal-pain-teenager');
const colic = libraryCase('loin-to-groin-pain');
const clots = libraryCase('clots-and-retention-anticoagulated');
const smoker = libraryCase('visible-haematuria-smoker');
const catheter = libraryCase('suprapubic-catheter-fever');
const cystitis = libraryCase('recurrent-cystitis-woman');

describe('the Black Country, the Midlands and the dropped h', () => {
  it('reads "bin", "gooin", "yow", "brung" and "\'appen" as been, going, you, brought and happen', () => {
    expect(answered(slow, "What's bin gooin on with yer water then?")).toEqual(['pc-poor-stream']);
    expect(answered(foreskin, "What's brung yer to us?")).toEqual(['pc-swelling']);
    expect(answered(foreskin, "So what's bin 'appenin?")).toEqual(['pc-swelling']);
    expect(plainWords('when yow goo to the toilet')).toEqual(['when', 'you', 'go', 'to', 'the', 'toilet']);
  });
  it('keeps a bin a bin, and a goo a goo', () => {
    expect(plainWords('in the sharps bin')).toContain('bin');
    expect(plainWords('any goo from the tip?')).toContain('goo');
  });
  it('reads "yer\'ve" as you have, and a dropped g without its apostrophe', () => {
    expect(plainWords("once yer've been")).toEqual(['once', 'you', 'have', 'been']);
    expect(plainWords('how long you bin havin it')).toEqual(['how', 'long', 'you', 'been', 'having', 'it']);
  });
});

describe('what is asked, not its frame', () => {
  it('"since when…?" asks when, however the question ends', () => {
    expect(answered(turp, 'Since when has the bleeding been there, sir?')).toEqual(['hpc-onset']);
    expect(answered(turp, 'Since when have you had this problem, madam?')).toEqual(['hpc-onset']);
  });
  it('"what am I seeing you for?" asks why they came', () => {
    expect(answered(slow, 'And what am I seeing you for today?')).toEqual(['pc-poor-stream']);
  });
  it('a list of spans ending "or longer" is still how long', () => {
    expect(answered(slow, 'How long has it been like that - days, weeks, or longer?')).toEqual([
      'hpc-duration',
    ]);
  });
  it('"going to any other place" is the pain spreading', () => {
    expect(answered(scrotal, 'Does the pain go to any other place?')).toEqual(['hpc-radiation']);
    expect(answered(colic, 'And is it going to another place, this pain?')).toEqual(['hpc-site-radiation']);
  });
  it('urine "left in there" is not emptying', () => {
    expect(answered(slow, 'After you go, is there anything left in there, do you think?')).toEqual([
      'hpc-incomplete',
    ]);
  });
  it('"have you spotted…" is noticing, not spots on the skin', () => {
    const reply = ask(cystitis, 'Have you spotted anything that seems to set them off?');
    expect(reply.revealedFactIds).toEqual(['hpc-pattern']);
    expect(reply.negativeIds).toEqual([]);
  });
});

describe('the case says its own no', () => {
  it('answers a condition the closed world knows with the case\'s own "no" to it, and no fact of a shared word', () => {
    const reply = ask(clots, 'Have you seen any blood when you open your bowels?');
    expect(reply.negativeIds).toEqual(['neg-melaena']);
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('the time course of the complaint', () => {
  it('answers "since when…, the first time?" with the fact that dates it, not the complaint again', () => {
    expect(answered(smoker, 'Since when have you had the blood in your water, the very first time?')).toEqual(
      ['hpc-onset'],
    );
  });
});

describe('plans told, not asked', () => {
  it('"so what will happen now is…" tells a plan', () => {
    const reply = ask(
      catheter,
      "Right, so what'll happen next is we'll change the catheter and start antibiotics through a drip, does that sound ok?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).not.toBe(catheter.persona.deflection);
  });
  it('a French "d\'accord?" closing a plan asks for agreement', () => {
    const reply = ask(
      catheter,
      "We will send the urine to the lab and give you antibiotics in the vein, d'accord?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).not.toBe(catheter.persona.deflection);
  });
});

const badNews = libraryCase('bad-news-bladder-biopsy');
const toddler = libraryCase('empty-scrotum-toddler');
const stent = libraryCase('obstructed-infected-kidney-stent');
const wetting = libraryCase('wetting-the-bed-raised-creatinine');
const cyclist = libraryCase('cyclist-handlebar-loin-pain');
const prostate = libraryCase('prostate-biopsy-results');

describe('more plans told', () => {
  it('"don\'t worry, is not too late" reassures, with its subject dropped', () => {
    const reply = ask(toddler, "We'll book the operation. Don't worry, is not too late for him, ok?");
    expect(reply.revealedFactIds).toEqual([]);
  });
  it('"we are starting…" tells what is being done', () => {
    const reply = ask(
      stent,
      'We are starting a drip and antibiotics now, and the radiologists will drain the kidney, okay?',
    );
    expect(reply.revealedFactIds).toEqual([]);
  });
  it('"sorry, what we\'ll probably do first is…", and a closing "I\'m afraid", tell', () => {
    const reply = ask(
      wetting,
      "Sorry, what we'll probably do first is put a catheter in. It will mean staying in overnight, I'm afraid. Is that alright?",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).not.toBe(wetting.persona.deflection);
  });
  it('"so what I\'m thinking is…" tells, though it ends with a full stop and no question', () => {
    const reply = ask(
      cyclist,
      "So what I'm thinking is that the kidney is bruised, and we will scan it and keep you in bed for now.",
    );
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('what a question says around what it asks', () => {
  it('"what the doctors explained you after the operation" asks what was told, not the operations', () => {
    expect(answered(badNews, 'What the surgeon explained you after the operation, can you tell me?')).toEqual(
      ['perception-what-told'],
    );
  });
  it('"in next months" is when, even without its article', () => {
    expect(answered(badNews, 'What matters most to you in next months?')).toEqual(['values-what-matters']);
  });
  it('a stoma is a bag on the tummy, and "this idea" is the plan put', () => {
    expect(answered(badNews, 'How would you feel about having a bag on your tummy?')).toEqual([
      'values-stoma',
    ]);
    expect(
      answered(
        badNews,
        'One option removes the bladder, and then the urine comes out in a bag on the tummy. How do you feel about this idea?',
      ),
    ).toEqual(['values-stoma']);
  });
  it('"in the past, …" alone is ever before, and "sometime you saw…" is ever', () => {
    const reply = ask(cyclist, 'In the past, sometime you had blood in the urine?');
    expect(reply.negativeIds).toEqual(['neg-urine-before']);
    expect(reply.revealedFactIds).toEqual([]);
  });
  it('"…including anything over the counter" widens the question, and does not lose it', () => {
    expect(answered(prostate, 'Which tablets do you take, including anything from the chemist?')).toEqual([
      'dh-meds',
    ]);
  });
});

const priapism = libraryCase('prolonged-erection-ed');

describe('how it is now, and what sets it off', () => {
  it('"since how many hours is it like this?" asks how long, not whether it happened before', () => {
    expect(answered(priapism, 'Since how many hours is it like this?')).toEqual(['hpc-duration']);
    expect(answered(priapism, 'Have you had one like this before?')).toEqual(['hpc-previous']);
  });
  it('"in before with this?" asks whether they came before', () => {
    expect(answered(stent, 'Have you been in before with this?')).toEqual(['hpc-previous-visit']);
  });
  it('being intimate is sex, and infections that "come after" it are their pattern', () => {
    expect(
      answered(cystitis, 'Do the infections come after you have been intimate with your partner?'),
    ).toEqual(['hpc-pattern']);
  });
  it('"get whacked" is an injury', () => {
    expect(answered(scrotal, 'Did you get whacked down there?')).toEqual(['hpc-no-trauma']);
  });
});

const psa = libraryCase('raised-psa-referral');
const lump = libraryCase('painless-scrotal-lump');
const perineal = libraryCase('perineal-pain-diabetic');

describe('why a test was done is history, not its result', () => {
  it('"what was the reason the GP checked your PSA?" asks why it was tested', () => {
    expect(answered(psa, 'What was the reason your GP checked the PSA?')).toEqual(['hpc-why-tested']);
  });
  it('"was the PSA ever measured before?" asks whether it was done, not what it came to', () => {
    expect(answered(psa, 'Was your PSA checked before, years ago?')).toEqual(['hpc-previous-psa']);
    expect(answered(psa, 'What was the PSA?')).toEqual(['hpc-psa-values']);
  });
});

describe('courtesies and comparisons', () => {
  it('"how are you feeling today?" is not answered by a symptom that shares "feeling"', () => {
    const reply = ask(catheter, 'Hello, I am one of the urology doctors. How are you feeling today?');
    expect(reply.revealedFactIds).not.toContain('hpc-fever-rigors');
  });
  it('"or do you think it\'s changed?" asks the change, not the patient\'s idea', () => {
    expect(answered(lump, 'Has it stayed the same size, or do you think it has grown?')).toEqual([
      'hpc-duration-change',
    ]);
  });
  it('"less sore than you\'d expect" compares; it does not ask what they expect', () => {
    expect(answered(perineal, 'Does any part feel less sore than you would expect?')).not.toContain(
      'ice-expectations',
    );
  });
  it('"since you first felt it, has it…" asks, though typed without a question mark', () => {
    expect(answered(lump, 'since you first noticed it has it got any bigger')).toEqual([
      'hpc-duration-change',
    ]);
  });
  it('"you have made fever?" (French) is a fever asked', () => {
    expect(answered(catheter, 'You have made fever?')).toContain('hpc-fever-rigors');
  });
});

const toddlerCase = libraryCase('empty-scrotum-toddler');

describe('more of how people ask', () => {
  it('"what you think is…?" drops its "do" and asks the idea', () => {
    expect(answered(toddlerCase, 'What you think is causing it?')).toEqual(['ice-ideas']);
  });
  it('a later "when the infections come" clause is when, not a second question', () => {
    expect(
      answered(cystitis, 'Have you noticed anything that sets them off, when the infections come?'),
    ).toEqual(['hpc-pattern']);
  });
  it('"at the time" is then, not how many times', () => {
    expect(
      answered(smoker, 'When was the first time, and were you doing anything at the time?'),
    ).not.toContain('hpc-frequency');
  });
  it('antibiotics "received" are antibiotics had', () => {
    expect(answered(catheter, 'How many courses of antibiotics have you received this year?')).toEqual([
      'hpc-previous-antibiotics',
    ]);
  });
});

describe('time and scale said as other languages say them', () => {
  it('"since what time…?" asks since when', () => {
    expect(answered(priapism, 'Since what time do you have it?')).toEqual(['hpc-duration']);
  });
  it('"how much is it from ten?" is the pain score, not an amount', () => {
    expect(answered(stent, 'The pain, how much is it from ten?')).not.toContain('hpc-urine');
  });
});

const horse = libraryCase('fall-from-horse-loin-pain');
const clotsCase = libraryCase('clots-and-retention-anticoagulated');
const biopsy = libraryCase('prostate-biopsy-results');

describe("round -t's questions, in my words", () => {
  it('kids hoped for are fertility, not who is at home', () => {
    expect(answered(lump, 'Are you hoping to have kids one day?')).toEqual(['sh-fertility']);
  });
  it('"how fast were you travelling?" is the speed of the accident, not travel abroad', () => {
    const reply = ask(cyclist, 'How fast were you travelling when you came off?');
    expect(reply.revealedFactIds).toEqual(['hpc-mechanism']);
    expect(reply.negativeIds).toEqual([]);
  });
  it('"no urine since when?" asks when urine was last passed', () => {
    expect(answered(clotsCase, 'And no urine since when?')).toEqual(['hpc-retention']);
  });
  it('"any other part of the body been hurt?" asks about other injuries', () => {
    expect(answered(cyclist, 'Has any other part of your body been hurt?')).toEqual(['hpc-other-injuries']);
  });
  it('"in you or the family" asks the patient as well as the family', () => {
    expect(answered(horse, 'Any bleeding disorder in you or the family?')).toContain('pmh-bleeding');
  });
  it('"before we speak of treatment, may I ask:" is the asker\'s preface', () => {
    expect(answered(biopsy, 'Before we speak of treatment, may I ask: what matters most to you?')).toEqual([
      'values',
    ]);
  });
});

const swollen = libraryCase('painful-swollen-testicle');

describe("round 35's classes, in my words", () => {
  it('"I ask you some questions about X, ok?" and "I come check your swelling, ok?" say what the doctor will do', () => {
    expect(
      answered(slow, 'Hello, I am Dr Lee. I will ask you some questions about your waterworks, ok?'),
    ).toEqual([]);
    expect(answered(foreskin, 'I come check your swelling now, ok?')).toEqual([]);
  });
  it('"probably need a camera test, ok?" and "now we do a flow test" tell a plan', () => {
    expect(answered(slow, 'Now we do a flow test. Probably need camera test after, ok?')).toEqual([]);
  });
  it('"that alreet with you?" and "you right with that?" ask for agreement', () => {
    expect(
      answered(colic, "We'll give you something for the pain and get a scan. That alreet with you?"),
    ).toEqual([]);
    expect(answered(swollen, 'Your partner needs testing too. You right with that?')).toEqual([]);
  });
  it('the little blue tablets are erection tablets, and a heart that races or thumps is palpitations', () => {
    expect(answered(priapism, 'Ever tried the little blue tablets to keep it hard?')).toEqual([
      'dh-ed-drugs',
    ]);
    // (not a blow: "thumping" is the heart's)
    expect(answered(priapism, 'Do you feel your heart racing or thumping?')).not.toContain('hpc-trauma');
  });
  it('being intimate is sex', () => {
    expect(answered(priapism, 'Did it come on while you were being intimate?')).toEqual(['hpc-not-sexual']);
  });
  it('a closing clause that describes the condition named asks nothing of its own', () => {
    const reply = ask(lump, 'Did you ever have mumps, where the cheeks and the testicles get swollen?');
    expect(reply.negativeIds).toEqual(['neg-mumps']);
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('courtesies, "any sort of", and "if so"', () => {
  it('"kindly have a seat and please be comfortable" asks nothing', () => {
    expect(
      answered(lump, 'Kindly have a seat and please be comfortable, we have sufficient time today.'),
    ).toEqual([]);
  });
  it('"any sort of heaviness?" asks about heaviness, not what sort', () => {
    expect(answered(lump, 'Any sort of heaviness or dragging in the scrotum?')).toEqual(['hpc-heaviness']);
  });
  it('"…, and if so, when…?" is a second question', () => {
    const reply = ask(lump, 'Do you feel any heaviness down there, and if so when is it worse?');
    expect(reply.revealedFactIds).toContain('hpc-heaviness');
  });
});

describe('either side of the family', () => {
  it('"anyone else on either side had a cancer?" asks the family, not the flanks, and gets no false "no"', () => {
    const reply = ask(psa, 'Has anyone else on either side had a cancer, especially breast or ovarian?');
    expect(reply.revealedFactIds).toContain('fh-breast');
    expect(reply.negativeIds).not.toContain('closed-world:cancer');
  });
});

describe('a request to estimate, over a normal day', () => {
  it('"kindly estimate how much … during a normal working day" asks how much', () => {
    expect(answered(cystitis, 'Kindly estimate how much you drink during a normal working day.')).toEqual([
      'sh-fluids',
    ]);
  });
});
