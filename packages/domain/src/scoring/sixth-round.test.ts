// Scoring classes of ADR 0143, from the sixth examiner round (strong files in unusual words: a
// teenager spoken to in slang, numbered lists, the passive voice) and the fifth round's last six.
import { describe, expect, it } from 'vitest';
import { classifySentence, lineShowsBehaviour, splitLine } from './behaviours.ts';
import { met, plan } from './fixtures/library.ts';
import { line } from './fixtures/transcript.ts';

describe('the numbers of a typed list start sentences and say nothing', () => {
  it('"1) your full name? 2) your DOB?" are two sentences, without their numbers', () => {
    expect(splitLine('Before we start: 1) your full name? 2) your DOB?')).toEqual([
      'Before we start: , your full name?',
      'your DOB?',
    ]);
    // …and within a sentence, its items are its clauses.
    expect(splitLine('A&E the same day if 1) you cannot pass water 2) big clots.')).toEqual([
      'A&E the same day if , you cannot pass water , big clots.',
    ]);
  });

  it('a number that closes a bracket is not a list number', () => {
    expect(splitLine('Smoked (since age 16) 20 a day.')).toEqual(['Smoked (since age 16) 20 a day.']);
  });

  it('"1) You\'re Mr Pickering?" checks who he is: the first history question is the next one', () => {
    expect(
      lineShowsBehaviour(
        'open-question-first',
        "Morning. 1) You're Mr Pickering? 2) Tell me what's been going on?",
      ),
    ).toBe(true);
    expect(classifySentence("You're Ethan, aren't you?")).toBe('skip');
    expect(classifySentence('Good afternoon, Mr. Holloway?')).toBe('skip');
    expect(classifySentence('Hello, hi, you must be, um, Mr Pritchard?')).toBe('skip');
  });
});

describe('communication in unusual words', () => {
  it.each([
    ['confirms-identity', "Just checking I've got the right lad: full name and birthday?"],
    ['shows-empathy', 'Oof. That looks proper painful, mate.'],
    ['shows-empathy', "Bet it's scary too."],
    ['shows-empathy', "And yeah, it's awkward talking about your bits."],
    ['shows-empathy', 'I can hear that the anaesthetic is what frightens you most.'],
    [
      'checks-understanding',
      'Could it be told back to me, in your own words, what the stone is and how the tamsulosin is to be taken?',
    ],
    ['introduces-self', "Ethan? Hi mate, Femi Okafor, I'm the SpR on call for the kidney surgeons."],
    ['safety-nets', 'Safety-net: A&E the same day if 1) you cannot pass water 2) big clots.'],
    [
      'summarises',
      "A stone's blocking the tube from your kidney and there's infection trapped behind it. Radiology will put a small drainage tube into the kidney tonight.",
    ],
    ['checks-understanding', 'Walk me back through the two options as you understand them.'],
    ['safety-nets', "If you can't pee at all, head to the ER and they'll put a Foley in."],
    ['shows-empathy', 'The next questions are personal, and I ask absolutely everyone the same ones.'],
    ['shows-empathy', "I'm not judging anything you tell me."],
  ] as const)('%s: %s', (behaviour, text) => {
    expect(lineShowsBehaviour(behaviour, text)).toBe(true);
  });
});

it('"It\'s most likely a cyst" gives no name (after "it\'s", a name has a capital)', () => {
  expect(
    lineShowsBehaviour(
      'introduces-self',
      "The consultant doesn't want a needle test. It's most likely a cyst.",
    ),
  ).toBe(false);
  expect(lineShowsBehaviour('introduces-self', "Hi, it's Sam, one of the urology doctors.")).toBe(true);
});

describe("the fifth round's last six (bad news)", () => {
  it('a feeling named and then waved away ("…, but please don\'t worry") is not empathy', () => {
    expect(
      lineShowsBehaviour(
        'shows-empathy',
        "I understand, it's a lot to take in, but honestly please don't worry, these things are very treatable.",
      ),
    ).toBe(false);
    expect(
      lineShowsBehaviour('shows-empathy', "I'm sorry, that sounds painful. We'll sort it, don't worry."),
    ).toBe(true);
  });

  it('how to address her is part of the greeting; the open question must be about her understanding', () => {
    expect(classifySentence('Thank you, Patricia, or would you rather I called you Pat?')).toBe('skip');
    const opened = (text: string) =>
      met('bad-news-bladder-biopsy', { transcript: [line('trainee', text, 20)] }, 'rb-open-question');
    expect(opened("Could you tell me in your own words what you've made of everything so far?")).toBe(true);
    expect(opened('How are you feeling today, and did you manage to find a parking space?')).toBe(false);
  });

  it('"please come straight in" with the red flags is a safety-net', () => {
    expect(
      lineShowsBehaviour(
        'safety-nets',
        'If you pass heavy clots or get a temperature, please come straight in rather than waiting.',
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('safety-nets', 'Come in and take a seat, if you like.')).toBe(false);
  });
});

describe('plans in ward shorthand', () => {
  it('"ceftriaxone 1 g IM stat + doxy 100 mg BD 14/7" names both antibiotics', () => {
    expect(
      met(
        'painful-swollen-testicle',
        plan('Samples first, then ceftriaxone 1 g IM stat + doxy 100 mg BD 14/7.'),
        'rb-antibiotics',
      ),
    ).toBe(true);
  });
  it('"Bladder outlet obstruction: ?urethral stricture vs BPH" does not name a stricture', () => {
    expect(
      met(
        'slow-stream-young-man',
        plan('', 'Bladder outlet obstruction: ?urethral stricture vs BPH.'),
        'rb-diagnosis',
      ),
    ).toBe(false);
    expect(
      met(
        'slow-stream-young-man',
        plan('', 'Bulbar urethral stricture from the straddle injury.'),
        'rb-diagnosis',
      ),
    ).toBe(true);
  });
  it('"USC pathway" is the urgent suspected-cancer pathway', () => {
    expect(met('visible-haematuria-smoker', plan('USC pathway. TURBT under GA.'), 'rb-two-week-wait')).toBe(
      true,
    );
  });
  it('"R palpable UDT" names an undescended testis', () => {
    expect(
      met('empty-scrotum-toddler', plan('', 'R palpable UDT, superficial inguinal pouch.'), 'rb-diagnosis'),
    ).toBe(true);
  });
  it('"lido gel → DPNB → manual reduction" gives local anaesthetic first', () => {
    expect(met('stuck-foreskin', plan('Lido gel → compression → manual reduction.'), 'rb-analgesia')).toBe(
      true,
    );
  });
});

describe('a neighbouring question does not ask for the item (case data, ADR 0143)', () => {
  const asked = (q: string, factId: string, reply = 'Yes.') => ({
    transcript: [line('trainee', q, 30), line('patient', reply, 31, [factId])],
  });
  it('"Still working, or retired?" is not the occupational exposure; "what jobs have you done?" is', () => {
    expect(
      met('visible-haematuria-smoker', asked('Still working, or retired?', 'sh-occupation'), 'rb-occupation'),
    ).toBe(false);
    expect(
      met(
        'visible-haematuria-smoker',
        asked('What jobs have you done over the years?', 'sh-occupation'),
        'rb-occupation',
      ),
    ).toBe(true);
  });
  it('"Smoker?" is not a smoking history; "how many a day, and since when?" is', () => {
    expect(met('visible-haematuria-smoker', asked('Smoker?', 'sh-smoking'), 'rb-smoking')).toBe(false);
    expect(
      met(
        'visible-haematuria-smoker',
        asked('Do you smoke? How many a day, and since when?', 'sh-smoking'),
        'rb-smoking',
      ),
    ).toBe(true);
  });
  it('"Are you allergic to penicillin?" does not ask about the local anaesthetic', () => {
    expect(met('stuck-foreskin', asked('Are you allergic to penicillin?', 'al-none'), 'rb-allergy')).toBe(
      false,
    );
    expect(
      met('stuck-foreskin', asked('Any allergies, to medicines or to numbing gel?', 'al-none'), 'rb-allergy'),
    ).toBe(true);
  });
  it('"How long have you been noticing it?" does not ask whether the testis was ever seen down', () => {
    expect(
      met(
        'empty-scrotum-toddler',
        asked('How long have you been noticing it?', 'hpc-ever-seen'),
        'rb-ever-seen',
      ),
    ).toBe(false);
  });
});

describe("summing up over two lines, and in a surgeon's words", () => {
  it('what is wrong in one line and the next step in the next', () => {
    const transcript = [
      line(
        'trainee',
        "So what's happened - there's been some bleeding, it's clotted in the bladder and blocked the catheter.",
        265,
      ),
      line('trainee', "Clots are out and the rinse is running again. I'm letting Mr Lal know tonight.", 285),
    ];
    expect(met('bleeding-after-turp', { transcript }, 'rb-summarises')).toBe(true);
    expect(met('bleeding-after-turp', { transcript: transcript.slice(0, 1) }, 'rb-summarises')).toBe(false);
  });

  it('"what surgeons call Fournier\'s… the only way to stop it is to cut the dead tissue away"', () => {
    expect(
      lineShowsBehaviour(
        'summarises',
        "It's a necrotising infection, what surgeons call Fournier's. The only way to stop it is to cut all the dead tissue away in theatre, tonight.",
      ),
    ).toBe(true);
  });
});
