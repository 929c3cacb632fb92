// Scoring classes of ADR 0144, from the seventh examiner round (the six cases that had blind files
// only, in new voices: a Cork SHO, a Glasgow trainee thinking aloud, a dictating registrar).
import { describe, expect, it } from 'vitest';
import { asksSomething, lineShowsBehaviour } from './behaviours.ts';
import { met, plan } from './fixtures/library.ts';
import { line } from './fixtures/transcript.ts';
import { summaryMatches } from './phrases.ts';

describe('a double-barrelled or Irish name is a name', () => {
  it('"You\'re Chloe Brennan-Hart?" checks who she is: the first history question is the next one', () => {
    expect(
      lineShowsBehaviour(
        'open-question-first',
        "I'm Dr Aoife Barry, the SHO in clinic today. You're Chloe Brennan-Hart? Grand. First tell me in your own words how this has all been going for you.",
      ),
    ).toBe(true);
  });

  it('"Dr Donal O\'Sullivan" introduces', () => {
    expect(
      lineShowsBehaviour('introduces-self', "Morning, Dr Donal O'Sullivan, the urology SHO on call."),
    ).toBe(true);
  });
});

describe('empathy for what it has done to a life', () => {
  it.each([
    "It sounds like it's taken over a lot of your life, between school and home.",
    "That's a lot to be carrying.",
    "It's very common, so you're not on your own with it at all.",
  ])('%s', (text) => {
    expect(lineShowsBehaviour('shows-empathy', text)).toBe(true);
  });

  it.each([
    "It sounds like it's been going on a while.",
    'You are not alone in the room, the nurse is here.',
  ])('not: %s', (text) => {
    expect(lineShowsBehaviour('shows-empathy', text)).toBe(false);
  });
});

describe('ward shorthand in a diagnosis', () => {
  it('"rUTI" is a recurrent urinary tract infection', () => {
    expect(summaryMatches('rUTI, post-coital.', ['recurrent uti'], { reading: 'diagnosis' })).not.toBeNull();
  });
});

describe('a stepwise prevention plan needs a step before the antibiotic', () => {
  it('nightly trimethoprim "prophylaxis" alone is not stepwise', () => {
    expect(
      met(
        'recurrent-cystitis-woman',
        plan('TMP 100mg ON x6/12 prophylaxis. Cont cranberry juice.'),
        'rb-prevention',
      ),
    ).toBe(false);
  });

  it('fluids and voiding after sex, then post-coital nitrofurantoin, is', () => {
    expect(
      met(
        'recurrent-cystitis-woman',
        plan('PO fluids 2L/day, void post-coitus. D-mannose/methenamine, then PC nitrofurantoin if ongoing.'),
        'rb-prevention',
      ),
    ).toBe(true);
  });
});

describe('case words for the items of the seventh round', () => {
  it('"thinking about a pregnancy in the next while" asks about her plans', () => {
    expect(
      met(
        'recurrent-cystitis-woman',
        {
          transcript: [
            line(
              'trainee',
              'Any chance you could be pregnant at the moment, and are you thinking about a pregnancy in the next while?',
              10,
            ),
            line('patient', 'No, not pregnant. Not for a couple of years.', 12, ['sr-pregnancy']),
          ],
        },
        'rb-pregnancy',
      ),
    ).toBe(true);
  });

  it('"I know this is mortifying for you, and it\'s properly sore" acknowledges pain and embarrassment', () => {
    expect(
      met(
        'prolonged-erection-ed',
        {
          transcript: [
            line(
              'trainee',
              "Listen, I know this is mortifying for you, and it's properly sore on top of that.",
              5,
            ),
          ],
        },
        'rb-empathy',
      ),
    ).toBe(true);
  });
});

describe('dictated, in lower case and without question marks', () => {
  it('"run me through whether you\'re allergic to any medicines" asks', () => {
    expect(
      asksSomething(
        "run me through whether you take any blood thinners and whether you're allergic to any medicines",
      ),
    ).toBe(true);
  });

  it('"i\'m doctor tom ellis the urology registrar" introduces; "I\'m doctor on call" does not', () => {
    expect(
      lineShowsBehaviour('introduces-self', "hello mr price i'm doctor tom ellis the urology registrar"),
    ).toBe(true);
    expect(lineShowsBehaviour('introduces-self', "I'm doctor on call for urology")).toBe(false);
  });
});

describe('a diagnosis given a part in another is not the diagnosis', () => {
  it('"…with chronic urinary retention contributing" does not name the retention as the diagnosis', () => {
    expect(
      summaryMatches(
        'stage 3 aki likely multifactorial from ibuprofen ramipril and diuretic with chronic urinary retention contributing.',
        ['chronic retention'],
        { reading: 'diagnosis' },
      ),
    ).toBeNull();
    expect(
      summaryMatches(
        'High pressure chronic retention causing AKI, with NSAIDs contributing.',
        ['chronic retention'],
        {
          reading: 'diagnosis',
        },
      ),
    ).not.toBeNull();
  });
});

describe('empathy for what is hard to say, and a fear seen for where it comes from', () => {
  it.each([
    "thank you for telling me that i know it's not an easy thing to say out loud and there's nothing shameful in it",
    "i can see why dialysis is on your mind after watching your neighbour go through it and i'm not going to brush that aside",
  ])('%s', (text) => {
    expect(lineShowsBehaviour('shows-empathy', text)).toBe(true);
  });
});

describe('explaining the catheter and the plan', () => {
  const explains = (text: string) =>
    met('wetting-the-bed-raised-creatinine', { transcript: [line('trainee', text, 400)] }, 'rb-summarises');

  it('why the catheter stays in and the operation planned is met', () => {
    expect(
      explains(
        "the catheter is staying in when you go home because if we take it out the bladder fills up again and pushes back on the kidneys and once your kidneys have settled we'll plan an operation called a turp",
      ),
    ).toBe(true);
  });

  it('a plan that never mentions the catheter is not', () => {
    expect(
      explains(
        "your kidneys are struggling probably because you're getting older and you've got a bit dry so we'll give you a drip and keep you in tonight",
      ),
    ).toBe(false);
  });
});

// An audit of every history item whose fact answers more than the item describes (ADR 0144): the
// question must ask for what the item names.
describe('a neighbouring question does not earn a history item', () => {
  const asked = (question: string, factIds: string[]) => ({
    transcript: [line('trainee', question, 20), line('patient', 'Reply.', 22, factIds)],
  });

  it('"Have you been off your food?" is not a question about nausea and vomiting', () => {
    expect(
      met(
        'painful-swollen-testicle',
        asked('Have you been off your food at all with it?', ['hpc-no-vomiting']),
        'rb-vomiting',
      ),
    ).toBe(false);
    expect(
      met(
        'painful-swollen-testicle',
        asked('Any vomiting or feeling sick?', ['hpc-no-vomiting']),
        'rb-vomiting',
      ),
    ).toBe(true);
  });

  it('"Are you sexually active?" does not ask whether the infections follow sex', () => {
    expect(
      met(
        'recurrent-cystitis-woman',
        asked('Are you sexually active at the moment?', ['sh-sexual']),
        'rb-pattern',
      ),
    ).toBe(false);
    expect(
      met(
        'recurrent-cystitis-woman',
        asked('Is there any link with sex at all?', ['hpc-pattern']),
        'rb-pattern',
      ),
    ).toBe(true);
  });

  it('"Did you hit your head?" is not "any other injuries?"', () => {
    expect(
      met('cyclist-handlebar-loin-pain', asked('Did you hit your head?', ['hpc-head']), 'rb-other-injuries'),
    ).toBe(false);
  });

  it('"When did it start?" does not ask whether the onset was gradual or sudden', () => {
    expect(met('painful-swollen-testicle', asked('When did it start?', ['hpc-onset']), 'rb-onset')).toBe(
      false,
    );
    expect(
      met(
        'painful-swollen-testicle',
        asked('Did it come on suddenly or gradually?', ['hpc-onset']),
        'rb-onset',
      ),
    ).toBe(true);
  });
});

describe('Scots and Irish as typed', () => {
  it('"I\'m fae the urology team" gives a team, not a name', () => {
    expect(lineShowsBehaviour('introduces-self', "Hiya, how're ye doing? I'm fae the urology team.")).toBe(
      false,
    );
  });

  it('"what are you most feart of?" and "I can see you\'re in agony wi\' that"', () => {
    expect(
      lineShowsBehaviour(
        'shows-empathy',
        "Aye, I can see you're in agony wi' that, and I'm no' going to keep you hanging about.",
      ),
    ).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', "That's a fair worry and I'll no' brush it aside.")).toBe(
      true,
    );
  });

  it('"Och, don\'t worry about the blood thinner." asks nothing', () => {
    expect(asksSomething("Och, don't worry about the blood thinner.")).toBe(false);
    expect(asksSomething('Do you take any blood thinners')).toBe(true);
  });
});

describe('the perception is not a check of understanding', () => {
  it('"what\'s your understanding of why we did the MRI?" before anything is explained does not check understanding', () => {
    const checks = (...texts: string[]) =>
      met(
        'prostate-biopsy-results',
        { transcript: texts.map((text, i) => line('trainee', text, 10 + 30 * i)) },
        'rb-understanding',
      );
    expect(checks("Before I go through things, what's your understanding of why we did the MRI scan?")).toBe(
      false,
    );
    expect(
      checks(
        'The biopsy has found a cancer in the prostate. We will talk through the options.',
        'What do you understand about why we did the biopsy, now that you have heard that?',
      ),
    ).toBe(true);
  });

  it('introducing everyone present names the specialist nurse', () => {
    const intro = (text: string) =>
      met('prostate-biopsy-results', { transcript: [line('trainee', text, 10)] }, 'rb-introduces');
    expect(intro("Hiya, I'm Dr Kirsty Ross, one of the surgical trainees. Who's this with you today?")).toBe(
      false,
    );
    expect(
      intro(
        "I'm Dr Ailsa Buchanan, one of the surgical trainees. This is Joanne Hale, one of our specialist nurses.",
      ),
    ).toBe(true);
  });

  it('"His apixaban is held" holds the anticoagulant', () => {
    expect(
      met(
        'clots-and-retention-anticoagulated',
        plan('His apixaban is held (last dose 08:00 today); restart to be agreed with haematology.'),
        'rb-hold-anticoagulant',
      ),
    ).toBe(true);
  });
});

describe('round eight (an Australian registrar)', () => {
  it('"I\'d be rattled too seeing red in the bowl" shares the feeling', () => {
    expect(
      lineShowsBehaviour(
        'shows-empathy',
        "That must be bloody sore, and I'd be rattled too seeing red in the bowl.",
      ),
    ).toBe(true);
  });
});
