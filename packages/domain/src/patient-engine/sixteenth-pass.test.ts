// Patient-engine mechanisms of ADR 0144. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';

const priapism = libraryCase('prolonged-erection-ed');
const loin = libraryCase('loin-to-groin-pain');
const nocturia = libraryCase('nocturia-clinic');

describe('"has it gone down at all?" asks whether it has subsided, not where it spreads', () => {
  it.each(['Has it gone down at all?', 'And has it gone down at all since three?'])(
    '%s → the duration',
    (q) => {
      expect(answered(priapism, q)).toEqual(['hpc-duration']);
    },
  );

  it('"does the pain go down into your groin?" still asks where it spreads', () => {
    expect(answered(loin, 'Does the pain go down into your groin at all?')).toEqual(['hpc-site-radiation']);
  });
});

describe('waking up with it is how it began, not a symptom of the night', () => {
  it.each(['Did you wake up with it?', 'Were you asleep when it started?'])('%s → when it started', (q) => {
    const reply = ask(priapism, q);
    expect(reply.revealedFactIds).toEqual(['hpc-duration']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('"does it wake you up at night?" of the need to pee is still the nocturia', () => {
    expect(answered(nocturia, 'Does it wake you up at night?')).toEqual(['hpc-nocturia']);
  });
});

describe('"elsewhere" is anywhere but the complaint', () => {
  it('"any rash elsewhere on your body?" is not answered with the boil the complaint began with', () => {
    expect(
      ask(libraryCase('perineal-pain-diabetic'), 'Any rash elsewhere on your body?').revealedFactIds,
    ).toEqual([]);
  });

  it('"any pain anywhere else in your tummy?" names where: the tummy pain answers', () => {
    expect(
      answered(libraryCase('suprapubic-catheter-fever'), 'Any pain anywhere else in your tummy?'),
    ).toEqual(['hpc-suprapubic-pain']);
  });
});

describe('"paint me a picture of…" asks to describe it', () => {
  it.each([
    [
      'nocturia-clinic',
      'Paint me a picture of what you drink across a day, especially in the evenings.',
      'hpc-fluids',
    ],
    [
      'painless-scrotal-lump',
      "That lump you mentioned - paint me a picture of how it's changed since you first noticed it.",
      'hpc-duration-change',
    ],
  ])('%s: %s', (caseId, q, fact) => {
    expect(answered(libraryCase(caseId), q)).toEqual([fact]);
  });
});

describe('a word of several senses, answered in one, does not ask the other', () => {
  it('"where does it travel to?" is where the pain goes, with no "no" to travel abroad', () => {
    const reply = ask(loin, 'Where does it start, and where does it travel to?');
    expect(reply.revealedFactIds).toEqual(['hpc-site-radiation']);
    expect(reply.negativeIds).toEqual([]);
  });

  it('"have you travelled anywhere recently?" is still travel abroad', () => {
    expect(ask(loin, 'Have you travelled anywhere recently?').negativeIds).toEqual(['closed-world:travel']);
  });
});

describe('idioms that name no symptom', () => {
  it('"this has shaken you up" is upset, not rigors: the worry is asked', () => {
    expect(
      answered(
        libraryCase('cyclist-handlebar-loin-pain'),
        "I can see this has shaken you up a bit. Is there anything in particular that's worrying you about it all?",
      ),
    ).toEqual(['ice-concerns']);
  });

  it('"any shaking or shivering?" is still the fever', () => {
    expect(ask(libraryCase('cyclist-handlebar-loin-pain'), 'Any shaking or shivering?').kind).toBe(
      'negative',
    );
  });

  it('"what were you hoping would come out of today\'s appointment?" asks what she hopes for', () => {
    expect(
      answered(
        libraryCase('recurrent-cystitis-woman'),
        "What were you hoping would come out of today's appointment?",
      ),
    ).toEqual(['ice-expectations']);
  });

  it.each([
    ['Have you been able to try anything yourself at home to encourage it to settle?', 'hpc-tried'],
    ['I wonder whether you have formed any idea yourself as to what may have brought this on?', 'ice-ideas'],
  ])('%s', (q, fact) => {
    expect(answered(priapism, q)).toEqual([fact]);
  });
});

describe('how it started, and what bothers the patient about it', () => {
  const testicle = libraryCase('painful-swollen-testicle');

  it('"tell me how this pain started" asks how it began, not how painful it is', () => {
    expect(answered(testicle, 'Please, kindly tell me how this pain started. Did it come suddenly?')).toEqual(
      ['hpc-onset'],
    );
    expect(answered(testicle, 'How painful is it?')).toEqual(['hpc-severity']);
  });

  it('"anything bothering you about this condition?" asks the worry, not the medical history', () => {
    expect(
      answered(testicle, 'Is there anything in particular that is bothering you about this condition, sir?'),
    ).toEqual(['ice-concerns']);
    expect(answered(testicle, 'Do you have any medical conditions?')).toEqual(['pmh-general']);
  });
});

describe('what a medicine did, and what illustrates a question', () => {
  const stent = libraryCase('obstructed-infected-kidney-stent');

  it('"has any medicine ever given you a rash?" asks the allergy; "any rash?" is still the rash', () => {
    expect(answered(stent, 'Has any medicine ever given you a rash or swelling?')).toEqual(['allergy-none']);
    expect(ask(stent, 'Any rash?').kind).toBe('negative');
  });

  it('"including any painkillers you buy" gives examples of the medicines, asking no pain', () => {
    expect(
      answered(
        libraryCase('wetting-the-bed-raised-creatinine'),
        'What meds are you on - and I mean everything, including any painkillers or anti-inflammatories you buy over the counter for aches and pains?',
      ),
    ).toEqual(['dh-meds']);
  });
});

describe('dictated, with no apostrophes and the preface run in', () => {
  const lump = libraryCase('painless-scrotal-lump');
  const results = libraryCase('prostate-biopsy-results');

  it('"whats worrying you … dont hold back" asks the worry, not about the back', () => {
    expect(
      answered(lump, 'talk me through whats worrying you the most about all of this dont hold back'),
    ).toEqual(['ice-concerns']);
  });

  it('"…that your mum might have told you about" asks his own history, told by his mum', () => {
    expect(
      answered(
        lump,
        'walk me through anything to do with your testicles when you were a little boy any operations down there or in the groin that your mum might have told you about',
      ),
    ).toEqual(['pmh-undescended']);
  });

  it('"whether having kids is something thats on the cards" asks his plans', () => {
    expect(
      answered(
        lump,
        'tell me a bit about home who you live with and whether having kids is something thats on the cards',
      ).sort(),
    ).toEqual(['sh-fertility', 'sh-home']);
  });

  it.each([
    [
      'before i go through anything tell me what youve understood so far about why you had the biopsy done',
      'perception-knowledge',
    ],
    ['bit personal sorry but tell me how things are with erections at the moment', 'hpc-erections'],
  ])('%s', (q, fact) => {
    expect(answered(results, q)).toEqual([fact]);
  });
});

describe('ward shorthand and clinical words', () => {
  const foreskin = libraryCase('stuck-foreskin');

  it('"Ever had an episode of AUR? Completely unable to void?" asks about retention', () => {
    expect(
      answered(
        libraryCase('slow-stream-young-man'),
        'Ever had an episode of AUR? Completely unable to void?',
      ),
    ).toEqual(['hpc-retention']);
  });

  it('"When was the IDC changed…?" asks about the catheter change; "last fed" about eating', () => {
    expect(
      answered(foreskin, 'When was the IDC changed, and was the prepuce retracted for the procedure?'),
    ).toEqual(['hpc-catheter-change']);
    expect(answered(foreskin, 'When were you last fed? In case we need to go to theatre.')).toEqual([
      'sh-last-ate',
    ]);
  });

  it('balanitis the case never mentions gets a "no"', () => {
    expect(ask(foreskin, 'Any previous episodes of balanitis?').negativeIds).toEqual([
      'closed-world:balanitis',
    ]);
  });
});

describe('passing water and what is wrong, in other words', () => {
  it('"when\'s the last time you got anything out?" of a man in retention asks when he last passed water', () => {
    expect(
      answered(
        libraryCase('clots-and-retention-anticoagulated'),
        "When's the last time you got anything out at all, even a small bit?",
      ),
    ).toEqual(['hpc-retention']);
  });

  it('"abnormal" and "wrong" name no topic, as "problem" does not', () => {
    expect(
      answered(
        libraryCase('fall-from-horse-loin-pain'),
        'Has any doctor ever told you that you have only one kidney, or that something is abnormal with your kidneys?',
      ),
    ).toEqual(['pmh-kidneys']);
    expect(answered(libraryCase('fall-from-horse-loin-pain'), 'What do you think is wrong?')).toEqual([
      'ice-ideas',
    ]);
  });
});

describe('"What\'ll happen next is…" tells, it does not ask', () => {
  it('the plan told after a cleft reveals nothing', () => {
    const reply = ask(
      libraryCase('bad-news-bladder-biopsy'),
      "What'll happen next is Joanne will give you a ring in the next day or two, and you'll get a letter with all of this written down for you.",
    );
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.kind).not.toBe('deflection');
  });
});

describe('Scots as typed, what a medicine is for, and what matters', () => {
  const clots = libraryCase('clots-and-retention-anticoagulated');
  const results = libraryCase('prostate-biopsy-results');

  it('"what was that started for?" of the blood thinner asks why he is on it', () => {
    expect(answered(clots, 'And the apixaban: what was that started for in the first place?')).toEqual([
      'pmh-af',
    ]);
    expect(
      answered(clots, "You're on a blood thinner, aye? And what's that for? Is it your heart?").sort(),
    ).toEqual(['dh-apixaban', 'pmh-af']);
  });

  it('"what would you hate to lose?" asks what matters to him', () => {
    expect(
      answered(results, 'What do you want the next few years to look like? What would you hate to lose?'),
    ).toEqual(['values']);
  });

  it('"what\'s your understanding of why we did the MRI?" asks his perception, not a result', () => {
    expect(
      answered(
        results,
        "Before I go through things, what's your understanding of why we did the MRI scan and the biopsy?",
      ),
    ).toEqual(['perception-knowledge']);
  });
});

describe('company at a later visit, and a preference asked of what was offered', () => {
  const bladder = libraryCase('bad-news-bladder-biopsy');

  it('"would you like someone with you the next time you come in?" asks who could come', () => {
    expect(answered(bladder, 'Would you like someone with you the next time you come in, so?')).toEqual([
      'support-next',
    ]);
    expect(ask(bladder, 'Would you like someone in with you now?').revealedFactIds).toEqual([]);
  });

  it('"…what would suit you best?" after the choices asks how much she wants to know', () => {
    expect(
      answered(
        bladder,
        "Some people like every bit of detail and more people'd rather just the main points, like. What would suit you best, would you say?",
      ),
    ).toEqual(['invitation-wants-detail']);
  });
});

describe('Australian greetings and where the pain stays', () => {
  const scrotal = libraryCase('acute-scrotal-pain-teenager');

  it('"how are you going?" asks how he is, not about going to school', () => {
    expect(ask(scrotal, 'How are you going?').revealedFactIds).toEqual([]);
    expect(answered(scrotal, 'Are you going to school today?')).toEqual(['sh-school']);
  });

  it('"does the pain stay just down there or does it travel anywhere else?" asks where it spreads', () => {
    expect(
      answered(
        scrotal,
        'Does the pain stay just down there or does it travel anywhere else, like up into your belly?',
      ),
    ).toEqual(['hpc-radiation']);
  });
});

describe('round eight: born with it, bleeding for ages, a colour and clots in one breath, besides', () => {
  const horse = libraryCase('fall-from-horse-loin-pain');

  it('"were you born with only one kidney?" asks her kidney history, not her birth', () => {
    expect(answered(horse, 'Were you born with only one kidney?')).toEqual(['pmh-kidneys']);
  });

  it('"are you someone who bleeds for ages after a cut?" asks about a bleeding tendency', () => {
    expect(answered(horse, 'Are you someone who bleeds for ages after a cut?')).toEqual(['pmh-bleeding']);
  });

  it('"how red are we talking, any clots in it?" asks both', () => {
    const reply = ask(horse, 'And the wee — how red are we talking, any clots in it?');
    expect(reply.revealedFactIds).toEqual(['hpc-haematuria']);
    expect(reply.negativeIds).toEqual(['neg-clots']);
  });

  it('"…on top of the heart stuff" sets the heart aside', () => {
    expect(
      ask(
        libraryCase('bleeding-after-turp'),
        'Ever had a stroke or one of those mini-strokes, mate, on top of the heart stuff?',
      ).revealedFactIds,
    ).toEqual([]);
  });
});

describe('"still working alright?" and NKDA', () => {
  it('erections "still working alright?" asks about them, not his job; "are you still working?" is the job', () => {
    const nocturia = libraryCase('nocturia-clinic');
    expect(
      answered(
        nocturia,
        'Bit personal now, forgive me, how things down below... erections, still working alright?',
      ),
    ).toEqual(['sh-sexual']);
    expect(answered(nocturia, 'Are you still working?')).toEqual(['sh-work']);
  });

  it('"NKDA?" asks about drug allergies', () => {
    expect(answered(libraryCase('loin-to-groin-pain'), 'NKDA?')).toEqual(['allergy-none']);
  });
});
