// Patient-engine mechanisms of ADR 0143, found in the fifth examiner round's last six files and in the
// eighteenth question set's remaining cases (dictated speech, a nurse practitioner's indirect
// questions). The questions are my own wording of each class, asked of the library cases.
import { describe, expect, it } from 'vitest';
import { answered, ask, libraryCase } from './fixtures/ask.ts';

const bladder = libraryCase('bad-news-bladder-biopsy');
const scrotal = libraryCase('acute-scrotal-pain-teenager');
const clots = libraryCase('clots-and-retention-anticoagulated');
const turp = libraryCase('bleeding-after-turp');

describe('a cleft that explains ("What it means is that…") tells, it does not ask', () => {
  it.each([
    'What it means is that we would usually recommend chemotherapy first.',
    "What you've got is a growth that has gone into the muscle.",
  ])('%s → no "no" and no fact', (line) => {
    const reply = ask(bladder, line);
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.negativeIds).toEqual([]);
    expect(reply.reply).not.toMatch(/^No\b|\bNo, nothing like that/);
  });

  it('after the news, the reaction alone, with no "no" tacked on', () => {
    const reply = ask(
      bladder,
      "I'm so sorry, I know that's a terrible shock. What it means is that we'd usually recommend a course of chemotherapy first.",
    );
    expect(reply.reply).not.toMatch(/nothing like that/i);
  });
});

describe('an indirect question is asked ("I wonder whether…", "I\'d love to know…")', () => {
  it('"I wonder whether you\'d like someone beside you…, and whether you\'ve enough time" → both', () => {
    expect(
      answered(
        bladder,
        "I wonder whether you'd like someone beside you for this, and whether you've enough time with us this afternoon?",
      ).sort(),
    ).toEqual(['setting-alone', 'setting-time']);
  });

  it('"I was wondering whether…" asks for the no', () => {
    expect(ask(clots, 'I was wondering whether you have had any fevers').kind).toBe('negative');
  });

  it('"I\'d love to know what you reckon is behind it" asks for the idea', () => {
    expect(
      answered(
        clots,
        "You've clearly thought about it. I'd love to know what you reckon is behind the bleeding.",
      ),
    ).toEqual(['ice-ideas']);
  });
});

describe('the words of a perception question', () => {
  it.each([
    'What do you make of it all so far?',
    "Tell me in your own words what you've made of everything that has happened.",
  ])('%s → her own view, not a request to say back an explanation', (q) => {
    expect(answered(bladder, q)).toEqual(['perception-own-view']);
  });

  it('"What did the team tell you about the camera test?" → what she was told', () => {
    expect(answered(bladder, 'What did the team tell you about the camera test?')).toEqual([
      'perception-what-told',
    ]);
  });

  it('"Thinking ahead…, what matters most?" does not ask her idea', () => {
    expect(
      answered(bladder, 'Thinking ahead over the next few months, what is most important to you?'),
    ).toEqual(['values-what-matters']);
  });
});

describe('dictated speech runs its questions together', () => {
  it('"…sudden or gradual and if you had to score it out of ten how bad is it" → onset and severity', () => {
    expect(
      answered(
        scrotal,
        'so when did it come on was it sudden or gradual and if you had to score it out of ten how bad is it',
      ).sort(),
    ).toEqual(['hpc-onset', 'hpc-severity']);
  });

  it('"…tablets do you take and I need to know about blood thinners…" → both', () => {
    expect(
      answered(
        turp,
        'what tablets do you take and I need to know about blood thinners when did you last have them',
      ).sort(),
    ).toEqual(['dh-antiplatelets', 'dh-meds']);
  });

  it('a preface run into its question: "just so I\'ve got it from you what operation did you have done today"', () => {
    expect(answered(turp, "just so I've got it from you what operation did you have done today")).toEqual([
      'hpc-op',
    ]);
  });

  it('a topic run into an unpunctuated question: "with your heart history have you had any chest pain"', () => {
    expect(answered(clots, 'with your heart history have you had any chest pain tonight')).toEqual([
      'sr-chest',
    ]);
  });

  it('…but not a statement whose clause has a verb after the frame ("Given the fall you had, I think…")', () => {
    expect(ask(clots, 'Given the fall you had, I think we need a scan.').revealedFactIds).toEqual([]);
  });
});

describe('a typed list asks each of its numbered questions', () => {
  const haematuria = libraryCase('visible-haematuria-smoker');

  it('"4) Any clots? 5) Up at night to go?" → both, and no number read as a value', () => {
    expect(answered(haematuria, '4) Any clots? 5) Up at night to go?').sort()).toEqual([
      'hpc-clots',
      'hpc-luts-nocturia',
    ]);
  });

  it('"SH: 1) Smoking: age you started, how many a day?" → the smoking, not the patient\'s age', () => {
    const reply = ask(
      haematuria,
      'SH: 1) Smoking: age you started, how many a day at the most, and how many now?',
    );
    expect(reply.revealedFactIds).toEqual(['sh-smoking']);
    expect(reply.reply).not.toMatch(/I'm 68/);
  });

  it('"esp." does not end the question', () => {
    const reply = ask(haematuria, 'Ever struggled to pass water, esp. with the clots?');
    expect(reply.reply).not.toMatch(/nothing like that/i);
  });
});

describe('the request to tell frames the question', () => {
  const testicle = libraryCase('painful-swollen-testicle');

  it('"Tell me a bit more about it." goes on with the story, not a cue that holds "tell"', () => {
    expect(answered(testicle, 'Tell me a bit more about it.')).toEqual(['pc-pain-swelling']);
  });

  it('"…like someone flicked a switch, or did it creep up on you?" asks how it began', () => {
    expect(
      answered(
        testicle,
        'Think back to when it kicked off: was it like someone flicked a switch, or did it sort of creep up on you?',
      ),
    ).toEqual(['hpc-onset']);
  });
});

describe("a nurse practitioner's polite wrappers frame the question", () => {
  it.each([
    ['When you are ready, would you be able to share what is worrying you most?', ['emotion-fear']],
    ['Would you mind telling me a little about who is at home with you?', ['sh-gerry']],
    [
      'Would you be able to tell me what the team explained to you at the time of the camera test about what they found?',
      ['perception-what-told'],
    ],
  ])('%s', (q, facts) => {
    expect(answered(bladder, q)).toEqual(facts);
  });
});

describe('words of other voices', () => {
  it('"does the pain stay just in the testicle?" asks whether it goes anywhere', () => {
    expect(
      answered(scrotal, 'does the pain stay just in the testicle or does it travel anywhere else'),
    ).toEqual(['hpc-radiation']);
  });

  it('a Scots "wee boy" is a little boy, and "what your mum or dad told you" is where the story comes from', () => {
    expect(
      answered(
        libraryCase('painless-scrotal-lump'),
        'When you were a wee boy - you might have to think back to what your mum or dad told you - were there any problems with your testicles?',
      ),
    ).toEqual(['pmh-undescended']);
  });
});

describe('"Did this start after…?" asks about what came before it', () => {
  it('"Did this start after the catheter change?" → the catheter change', () => {
    expect(answered(libraryCase('stuck-foreskin'), 'Did this start after the catheter change?')).toEqual([
      'hpc-catheter-change',
    ]);
  });
  it('…and when the case has nothing about it, the patient says no', () => {
    expect(ask(libraryCase('stuck-foreskin'), 'Did it start after you fell?').revealedFactIds).toEqual([]);
  });
});

describe('bare one-word questions in a row', () => {
  const fever = libraryCase('fever-and-loin-pain');
  it('"Diabetic? On metformin?" asks two things the case answers apart', () => {
    expect(answered(fever, 'Diabetic? On metformin?').sort()).toEqual(['dh-meds', 'pmh-diabetes']);
  });
  it('"Smoker? Drink?" is still one list that one fact answers', () => {
    expect(answered(fever, 'Smoker? Drink?')).toEqual(['sh-smoke-alcohol']);
  });
});

describe('what the trainee sums up first, and how a thing came on', () => {
  const testicle = libraryCase('painful-swollen-testicle');
  it('"You mentioned the burning - has there been anything…?" does not answer the burning again', () => {
    expect(
      answered(
        testicle,
        'You mentioned the burning - has there been anything coming out the tip of the penis alongside it?',
      ),
    ).not.toContain('hpc-dysuria');
  });
  it('"…did it come on all at once or build up over time?" is the onset, not a time off work', () => {
    expect(
      answered(
        testicle,
        'Talk me through how it started - did it come on all at once or build up over time?',
      ),
    ).toEqual(['hpc-onset']);
  });
});

describe('dictated speech, more', () => {
  const fever = libraryCase('fever-and-loin-pain');
  it('a run-on statement gives way to an inverted question: "…a kidney stone before was that on the same side"', () => {
    expect(
      answered(
        fever,
        'the GP letter says you had a kidney stone before was that on the same side and what happened with it',
      ),
    ).toEqual(['hpc-previous-stone']);
  });
  it('…but "how long was it" and "so when did it start was it sudden" keep their questions whole', () => {
    expect(answered(libraryCase('painful-swollen-testicle'), 'so when did it start was it sudden')).toEqual([
      'hpc-onset',
    ]);
  });
  it('"co amoxy clav" is co-amoxiclav', () => {
    expect(answered(fever, 'what happened when you had the co amoxy clav')).toEqual(['allergy-penicillin']);
  });
  it('"before I examine him what were you thinking…" asks for the idea', () => {
    expect(
      answered(
        libraryCase('empty-scrotum-toddler'),
        'before I examine him what were you thinking was going on with it yourself',
      ),
    ).toEqual(['ice-ideas']);
  });
  it('"give me an idea how bad it is" asks how bad, not the patient\'s idea', () => {
    expect(
      answered(
        libraryCase('fall-from-horse-loin-pain'),
        'Could you give me an idea how bad the pain is out of ten?',
      ),
    ).not.toContain('ice-ideas');
  });
});

describe('a read-back, then its question', () => {
  it('"Your GP says you\'ve been wetting the bed - how long has that been going on, and…?" asks', () => {
    expect(
      answered(
        libraryCase('wetting-the-bed-raised-creatinine'),
        "Your GP says you've been wetting the bed - how long has that been going on, and has it ever happened before?",
      ),
    ).toEqual(['hpc-enuresis']);
  });
});

describe('held-out 19 voices: a courteous consultant, a registrar on a phone, a Welsh GP, a student', () => {
  it('"Might I ask…" asks', () => {
    expect(
      answered(
        libraryCase('prolonged-erection-ed'),
        'Might I ask whether you have ever used anything such as Viagra?',
      ),
    ).toEqual(['dh-ed-drugs']);
  });
  it('"at roughly what hour you first became aware of it" asks when it began', () => {
    expect(
      ask(
        libraryCase('prolonged-erection-ed'),
        'Might I ask at roughly what hour you first became aware of it?',
      ).reply,
    ).not.toMatch(/nothing like that/);
  });
  it('"regular meds? on any blood thinners" asks both', () => {
    expect(
      answered(libraryCase('perineal-pain-diabetic'), 'regular meds? on any blood thinners').sort(),
    ).toEqual(['dh-anticoag', 'dh-meds']);
  });
  it('"did anyone start u on abx?" asks about the antibiotics', () => {
    expect(answered(libraryCase('obstructed-infected-kidney-stent'), 'did anyone start u on abx?')).toEqual([
      'hpc-no-antibiotics',
    ]);
  });
  it('"Sorry, that\'s the medical word, I mean any pain during sex?" does not ask the medical history', () => {
    expect(
      answered(
        libraryCase('recurrent-cystitis-woman'),
        "Do you get any dyspareunia? Sorry, that's the medical word, I mean any pain during sex?",
      ),
    ).not.toContain('pmh-general');
  });
  it('"has your husband, or anyone else, remarked that you seemed muddled?" is a witness, not the home', () => {
    expect(
      answered(
        libraryCase('suprapubic-catheter-fever'),
        'Has your husband, or anyone else, remarked that you seemed muddled or not quite yourself?',
      ),
    ).toEqual(['hpc-confusion']);
  });
  it('"…just give us a ring, won\'t you?" is said, not asked', () => {
    expect(
      ask(
        libraryCase('raised-psa-referral'),
        "If you can't pass urine in the meantime, just give us a ring, won't you?",
      ).revealedFactIds,
    ).toEqual([]);
  });
});
