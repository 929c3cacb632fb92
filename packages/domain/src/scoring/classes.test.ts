// The scoring classes of issue 18 (ADR 0111), on the scoring fixture with rubric variants: two-part
// items, specific communication items, asked-for history, orders to the nurse, harmful choices.
import { loadCaseLibrary } from '@urosim/content';
import type { CaseDefinition, RubricItem } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { scoringCase } from './fixtures/scoring-case.ts';
import { line } from './fixtures/transcript.ts';
import { type SessionScoringInput, scoreSession } from './score.ts';

const session = (over: Partial<SessionScoringInput>): SessionScoringInput => ({
  transcript: [],
  actions: [],
  summary: null,
  ...over,
});
const summary = (over: Partial<NonNullable<SessionScoringInput['summary']>>) => ({
  diagnosis: '',
  differentials: '',
  investigations: '',
  management: '',
  escalation: '',
  ...over,
});

/** The fixture with one rubric item replaced (or added). */
const withItem = (item: Partial<RubricItem> & Pick<RubricItem, 'id' | 'criterion'>): CaseDefinition => {
  const c = structuredClone(scoringCase);
  const i = c.rubric.findIndex((r) => r.id === item.id);
  const base: RubricItem = {
    id: item.id,
    category: 'management',
    description: item.id,
    weight: 2,
    critical: false,
    criterion: item.criterion,
    rationale: 'Because.',
  };
  if (i >= 0) c.rubric[i] = { ...c.rubric[i]!, ...item };
  else c.rubric.push({ ...base, ...item });
  return c;
};
const result = (c: CaseDefinition, input: SessionScoringInput, id: string) =>
  scoreSession(c, input).results.find((r) => r.itemId === id)!;
const library = loadCaseLibrary();
const libraryCase = (id: string) => library.find((x) => x.id === id)!;
/** An investigation requested on the panel. */
const requested = (itemId: string, requestedAtSeconds: number) =>
  ({ kind: 'investigation', itemId, requestedAtSeconds }) as const;

describe('two-part items need both parts', () => {
  const exam = withItem({
    id: 'rb-exam',
    criterion: { kind: 'action', actionIds: ['ex-abdomen', 'ex-renal-angle'], require: 'all' },
  });
  it('an action item with require "all": the abdomen without the renal angles is not met', () => {
    const half = session({
      actions: [{ kind: 'examination', itemId: 'ex-abdomen', requestedAtSeconds: 10 }],
    });
    const r = result(exam, half, 'rb-exam');
    expect(r.met).toBe(false);
    expect(r.missing?.what).toBe('Only part of this was done. Not requested: “Renal angles”.');
    const both = session({
      actions: [
        { kind: 'examination', itemId: 'ex-abdomen', requestedAtSeconds: 10 },
        { kind: 'examination', itemId: 'ex-renal-angle', requestedAtSeconds: 20 },
      ],
    });
    expect(result(exam, both, 'rb-exam').met).toBe(true);
  });

  it('a fact item with require "all" needs every fact asked for', () => {
    const c = withItem({
      id: 'rb-smoking',
      criterion: { kind: 'fact', factIds: ['sh-smoking', 'dh-warfarin'], require: 'all' },
    });
    const smoking = [line('trainee', 'Do you smoke?', 10), line('patient', 'Ten a day.', 11, ['sh-smoking'])];
    expect(result(c, session({ transcript: smoking }), 'rb-smoking').met).toBe(false);
    const both = [
      ...smoking,
      line('trainee', 'Are you on blood thinners?', 20),
      line('patient', 'Warfarin.', 21, ['dh-warfarin']),
    ];
    expect(result(c, session({ transcript: both }), 'rb-smoking').met).toBe(true);
  });

  it('a phrase item with alsoPhrases needs one phrase of each part', () => {
    const c = withItem({
      id: 'rb-nsaid',
      criterion: {
        kind: 'phrase',
        field: 'management',
        phrases: ['ceftriaxone'],
        alsoPhrases: [['doxycycline']],
      },
    });
    const one = session({ summary: summary({ management: 'IM ceftriaxone 1 g.' }) });
    expect(result(c, one, 'rb-nsaid').met).toBe(false);
    expect(result(c, one, 'rb-nsaid').missing?.what).toMatch(/Only part of this .*doxycycline/);
    const two = session({
      summary: summary({ management: 'IM ceftriaxone 1 g, then doxycycline for 10 days.' }),
    });
    expect(result(c, two, 'rb-nsaid').met).toBe(true);
  });
});

describe('communication items are specific', () => {
  it('an introduction needs a name and a role', () => {
    const c = scoringCase;
    const noName = session({ transcript: [line('trainee', "Hello, I'm one of the urology doctors.", 5)] });
    expect(result(c, noName, 'rb-introduces').met).toBe(false);
    const noRole = session({ transcript: [line('trainee', "Hello, I'm Sam.", 5)] });
    expect(result(c, noRole, 'rb-introduces').met).toBe(false);
    const both = session({
      transcript: [line('trainee', "Hello, I'm Sam Okafor, one of the urology doctors.", 5)],
    });
    expect(result(c, both, 'rb-introduces').met).toBe(true);
  });

  it('an item about pain is not met by generic reassurance, and each topic must be named', () => {
    const c = withItem({
      id: 'rb-empathy',
      criterion: {
        kind: 'behaviour',
        behaviour: 'shows-empathy',
        about: [
          ['pain', 'painful'],
          ['embarrassment', 'embarrassed', 'embarrassing'],
        ],
      },
    });
    const generic = session({
      transcript: [line('trainee', "I'm so sorry you've been going through this.", 5)],
    });
    expect(result(c, generic, 'rb-empathy').met).toBe(false);
    const pain = session({ transcript: [line('trainee', 'That sounds really painful.', 5)] });
    expect(result(c, pain, 'rb-empathy').met).toBe(false);
    const both = session({
      transcript: [
        line('trainee', 'That sounds really painful.', 5),
        line('trainee', "Please don't be embarrassed, it's very common.", 50),
      ],
    });
    expect(result(c, both, 'rb-empathy').met).toBe(true);
  });

  it('a worry waved away ("don\'t worry") does not name the worry a topic asks for (ADR 0140)', () => {
    const c = withItem({
      id: 'rb-empathy',
      criterion: {
        kind: 'behaviour',
        behaviour: 'shows-empathy',
        about: [
          ['awful', 'unwell'],
          ['worry', 'worried', 'frightened', 'scared'],
        ],
      },
    });
    const said = (text: string) => session({ transcript: [line('trainee', text, 30)] });
    expect(
      result(c, said("Oh no, that sounds awful. Don't worry, we'll get you sorted."), 'rb-empathy').met,
    ).toBe(false);
    expect(
      result(
        c,
        said('That sounds awful, and I can see you are frightened. It must be worrying.'),
        'rb-empathy',
      ).met,
    ).toBe(true);
  });

  it('safety-netting about fever needs fever (or a synonym) named', () => {
    const c = withItem({
      id: 'rb-safety',
      category: 'communication',
      criterion: {
        kind: 'behaviour',
        behaviour: 'safety-nets',
        about: [['fever', 'temperature', 'shivers', 'rigors']],
      },
    });
    const generic = session({
      transcript: [line('trainee', 'If it gets worse, come back and see us.', 500)],
    });
    expect(result(c, generic, 'rb-safety').met).toBe(false);
    const fever = session({
      transcript: [
        line('trainee', 'If you get a high temperature or shivers, come straight back to A&E.', 500),
      ],
    });
    expect(result(c, fever, 'rb-safety').met).toBe(true);
    const written = session({ summary: summary({ management: 'Safety-net: return if fever or rigors.' }) });
    expect(result(c, written, 'rb-safety').evidence).toMatchObject({ kind: 'phrase', field: 'management' });
  });

  it('inviting questions is not checking understanding', () => {
    const c = withItem({
      id: 'rb-check',
      category: 'communication',
      criterion: { kind: 'behaviour', behaviour: 'checks-understanding' },
    });
    expect(result(c, session({ transcript: [line('trainee', 'Any questions?', 500)] }), 'rb-check').met).toBe(
      false,
    );
    const teachBack = session({
      transcript: [line('trainee', 'Could you tell me in your own words what the plan is?', 500)],
    });
    expect(result(c, teachBack, 'rb-check').met).toBe(true);
  });

  it('an item that asks for early treatment needs the order in time', () => {
    const c = withItem({
      id: 'rb-empathy',
      criterion: {
        kind: 'behaviour',
        behaviour: 'shows-empathy',
        about: [['pain']],
        orderedWithin: { seconds: 120, phrases: ['analgesia', 'diclofenac', 'morphine'] },
      },
    });
    const sorry = line('trainee', "I'm sorry you're in so much pain.", 10);
    const late = session({
      transcript: [
        sorry,
        line('trainee', 'Could you give him diclofenac 75 mg IM please?', 240, [], 'nurse'),
      ],
    });
    expect(result(c, late, 'rb-empathy').met).toBe(false);
    const early = session({
      transcript: [sorry, line('trainee', 'Could you give him diclofenac 75 mg IM please?', 60, [], 'nurse')],
    });
    expect(result(c, early, 'rb-empathy').met).toBe(true);
  });
});

describe('history credit only for what the trainee asked for', () => {
  it('a volunteered fact said with the greeting earns nothing; asked for, it does', () => {
    const c = withItem({
      id: 'rb-pain',
      category: 'history',
      criterion: { kind: 'fact', factIds: ['pc-pain'] },
    });
    const greeting = [line('trainee', "Hello, I'm Dr Shah, one of the urology doctors.", 5)];
    const volunteered = [...greeting, line('patient', 'This pain in my right side.', 6, ['pc-pain'])];
    expect(result(c, session({ transcript: volunteered }), 'rb-pain').met).toBe(false);
    const asked = [
      ...volunteered,
      line('trainee', 'Tell me about the pain.', 20),
      line('patient', 'As I said, this pain in my right side.', 21, ['pc-pain']),
    ];
    expect(result(c, session({ transcript: asked }), 'rb-pain').evidence).toMatchObject({
      kind: 'fact',
      question: { text: 'Tell me about the pain.' },
    });
  });

  it('a statement is not a question: a fact revealed after advice earns nothing', () => {
    const t = [
      line('trainee', 'If you get a fever, come straight back.', 500),
      line('patient', "I haven't had a temperature.", 501, ['hpc-fever']),
    ];
    expect(result(scoringCase, session({ transcript: t }), 'rb-fever').met).toBe(false);
  });
});

describe('orders to the nurse count', () => {
  it('a treatment ordered in chat meets a plan item (with the order as evidence)', () => {
    const order = line('trainee', 'Could you give him diclofenac 75 mg IM now please?', 90, [], 'nurse');
    const r = result(scoringCase, session({ transcript: [order] }), 'rb-nsaid');
    expect(r.met).toBe(true);
    expect(r.evidence).toMatchObject({ kind: 'phrase', field: 'management', line: { messageId: order.id } });
  });

  it('a question to the nurse or a "don\'t" is not an order', () => {
    for (const text of ['Has he had any diclofenac?', "Don't give him diclofenac."]) {
      const r = result(
        scoringCase,
        session({ transcript: [line('trainee', text, 90, [], 'nurse')] }),
        'rb-nsaid',
      );
      expect(r.met, text).toBe(false);
    }
  });

  it('a drug the patient is allergic to is not the treatment, even as "IV antibiotics"', () => {
    const c = withItem({
      id: 'rb-abx',
      criterion: {
        kind: 'phrase',
        field: 'management',
        phrases: ['iv antibiotics', 'gentamicin', 'co-amoxiclav'],
      },
    });
    c.facts.push({
      id: 'allergy-penicillin',
      category: 'allergies',
      answer: 'Penicillin gives me a rash.',
      cues: ['any allergies', 'allergic to anything'],
      redFlag: false,
      volunteered: false,
    });
    const wrong = session({
      transcript: [line('trainee', 'Please give IV co-amoxiclav 1.2 g now.', 60, [], 'nurse')],
      summary: summary({ management: 'IV antibiotics.' }),
    });
    expect(result(c, wrong, 'rb-abx').met).toBe(false);
    const right = session({
      summary: summary({ management: 'IV gentamicin now; avoid co-amoxiclav (allergy).' }),
    });
    expect(result(c, right, 'rb-abx').met).toBe(true);
    // A hand-off (or summary) that records the allergy does not prescribe the drug (ADR 0116).
    const recorded = session({
      summary: summary({ management: 'IV antibiotics after cultures.' }),
      handoff: 'Background: penicillin (co-amoxiclav) allergy, rash; allergic to co-amoxiclav.',
    });
    expect(result(c, recorded, 'rb-abx').met).toBe(true);
    const despite = session({
      summary: summary({ management: 'IV antibiotics.' }),
      handoff: 'Recommendation: give co-amoxiclav despite the allergy.',
    });
    expect(result(c, despite, 'rb-abx').met).toBe(false);
  });

  it('an action that must come first does not count after the order it must precede', () => {
    const c = withItem({
      id: 'rb-ct',
      criterion: { kind: 'action', actionIds: ['inv-urine-dip'], before: ['antibiotics', 'gentamicin'] },
    });
    const abx = line('trainee', 'Give IV gentamicin now please.', 60, [], 'nurse');
    const late = session({
      transcript: [abx],
      actions: [{ kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 200 }],
    });
    expect(result(c, late, 'rb-ct').met).toBe(false);
    const first = session({
      transcript: [abx],
      actions: [{ kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 30 }],
    });
    expect(result(c, first, 'rb-ct').met).toBe(true);
  });
});

describe('an order must come first: the later order may be on the panel (ADR 0141)', () => {
  const c = withItem({
    id: 'rb-ct',
    criterion: { kind: 'action', actionIds: ['inv-urine-dip'], before: ['CT'] },
  });
  const scan = c.investigations.find((i) => /CT KUB/.test(i.name))!;

  it('an action requested after the panel ordered what it must precede does not count', () => {
    const late = session({
      actions: [
        { kind: 'investigation', itemId: scan.id, requestedAtSeconds: 100 },
        { kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 200 },
      ],
    });
    expect(result(c, late, 'rb-ct').met).toBe(false);
    const first = session({
      actions: [
        { kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 50 },
        { kind: 'investigation', itemId: scan.id, requestedAtSeconds: 100 },
      ],
    });
    expect(result(c, first, 'rb-ct').met).toBe(true);
  });

  it("the library's sequenced items hold it: a pregnancy test after the CT, an MRI after the biopsy", () => {
    const colic = libraryCase('loin-to-groin-pain');
    const psa = libraryCase('raised-psa-referral');
    expect(
      result(colic, session({ actions: [requested('inv-ct-kub', 60), requested('inv-hcg', 90)] }), 'rb-hcg')
        .met,
    ).toBe(false);
    expect(
      result(colic, session({ actions: [requested('inv-hcg', 30), requested('inv-ct-kub', 60)] }), 'rb-hcg')
        .met,
    ).toBe(true);
    expect(
      result(psa, session({ actions: [requested('inv-biopsy', 60), requested('inv-mpmri', 90)] }), 'rb-mpmri')
        .met,
    ).toBe(false);
    expect(
      result(psa, session({ actions: [requested('inv-mpmri', 60), requested('inv-biopsy', 90)] }), 'rb-mpmri')
        .met,
    ).toBe(true);
  });

  it('saying the order is to come first ("… before the CT") is no order of the CT', () => {
    const said = session({
      transcript: [line('trainee', 'Can you dip his urine before the CT please?', 40, [], 'nurse')],
      actions: [{ kind: 'investigation', itemId: 'inv-urine-dip', requestedAtSeconds: 60 }],
    });
    expect(result(c, said, 'rb-ct').met).toBe(true);
  });
});

describe('an item about telling the patient reads what was said to the patient (ADR 0140)', () => {
  const told = 'Discusses diclofenac and tamsulosin';
  const c = withItem({
    id: 'rb-options',
    description: told,
    criterion: {
      kind: 'phrase',
      field: 'management',
      phrases: ['diclofenac'],
      alsoPhrases: [['tamsulosin']],
    },
  });
  const said = (text: string) => session({ transcript: [line('trainee', text, 200)], summary: summary({}) });

  it('options explained in the conversation meet it; a maybe does not', () => {
    expect(
      result(c, said('We will give you diclofenac now, and tamsulosin to help it pass.'), 'rb-options').met,
    ).toBe(true);
    expect(
      result(c, said('We will give you diclofenac, and maybe tamsulosin later.'), 'rb-options').met,
    ).toBe(false);
  });

  it('an item that does not ask to tell the patient reads only the summary and the orders', () => {
    const plain = withItem({
      ...c.rubric.find((r) => r.id === 'rb-options')!,
      description: 'Gives diclofenac',
    });
    expect(result(plain, said('We will give you diclofenac now, and tamsulosin.'), 'rb-options').met).toBe(
      false,
    );
  });
});

describe("an acute case's escalation cannot wait, and a differential ruled out was considered (ADR 0140)", () => {
  const escalation = withItem({
    id: 'rb-escalate',
    category: 'management',
    criterion: { kind: 'phrase', field: 'escalation', phrases: ['consultant'] },
  });
  const esc = (text: string) => session({ summary: summary({ escalation: text }) });

  it('the consultant told in the morning is no escalation in an emergency department', () => {
    expect(result(escalation, esc('Discussed with the consultant now.'), 'rb-escalate').met).toBe(true);
    expect(
      result(escalation, esc('Consultant to be informed on the morning ward round.'), 'rb-escalate').met,
    ).toBe(false);
  });

  it.each([
    'Discuss with consultant on ward round re ?circumcision.',
    'Consultant to review at WR.',
    'Will mention it to the consultant at the board round.',
  ])('"%s" waits for a round: no escalation in an acute case (ADR 0141)', (text) => {
    expect(result(escalation, esc(text), 'rb-escalate').met).toBe(false);
  });

  it('in clinic a later discussion is the plan', () => {
    const clinic = structuredClone(escalation);
    clinic.setting.location = 'clinic';
    expect(result(clinic, esc('Discuss with the consultant next week.'), 'rb-escalate').met).toBe(true);
  });

  it('"torsion excluded on USS" lists torsion among the differentials; "not torsion" does not', () => {
    const ddx = withItem({
      id: 'rb-ddx',
      category: 'diagnosis',
      criterion: { kind: 'phrase', field: 'differentials', phrases: ['torsion'] },
    });
    const dd = (text: string) => session({ summary: summary({ differentials: text }) });
    expect(result(ddx, dd('Torsion excluded on USS.'), 'rb-ddx').met).toBe(true);
    expect(result(ddx, dd('Not torsion.'), 'rb-ddx').met).toBe(false);
  });
});

describe('harmful choices cost', () => {
  const c = withItem({
    id: 'rb-nsaid',
    failedBy: ['inv-mri-spine'],
    criterion: { kind: 'phrase', field: 'management', phrases: ['diclofenac'], unconditional: true },
  });
  const good = summary({ management: 'Diclofenac 75 mg IM now.' });

  it('a delaying investigation fails the critical item and flags the session, whatever else was said', () => {
    expect(
      scoreSession(c, session({ summary: good })).results.find((r) => r.itemId === 'rb-nsaid')!.met,
    ).toBe(true);
    const harmed = scoreSession(
      c,
      session({
        summary: good,
        actions: [{ kind: 'investigation', itemId: 'inv-mri-spine', requestedAtSeconds: 30 }],
      }),
    );
    const r = harmed.results.find((x) => x.itemId === 'rb-nsaid')!;
    expect(r.met).toBe(false);
    expect(r.missing?.what).toMatch(/MRI of the lumbar spine, which delays time-critical treatment/);
    expect(harmed.flagged).toBe(true);
    expect(harmed.criticalMissed.map((x) => x.itemId)).toContain('rb-nsaid');
  });

  it('ordered of the nurse, or planned in the summary, it fails the item too; ruled out, it does not', () => {
    const planned = session({ summary: { ...good, investigations: 'MRI of the lumbar spine' } });
    expect(result(c, planned, 'rb-nsaid').met).toBe(false);
    const ruledOut = session({ summary: { ...good, investigations: 'No MRI of the lumbar spine needed' } });
    expect(result(c, ruledOut, 'rb-nsaid').met).toBe(true);
  });

  it('a plan that makes the time-critical step wait for a test fails it', () => {
    const waits = session({
      summary: summary({ management: 'CT first; diclofenac if the scan confirms a stone.' }),
    });
    const r = result(c, waits, 'rb-nsaid');
    expect(r.met).toBe(false);
    expect(r.missing?.what).toMatch(/waits for a test/);
  });
});

describe('what must come before the news is late after it (ADR 0141)', () => {
  const identity = withItem({
    id: 'rb-id',
    category: 'communication',
    criterion: { kind: 'behaviour', behaviour: 'confirms-identity', beforeNews: true },
  });
  const reviews = withItem({
    id: 'rb-rev',
    category: 'investigations',
    criterion: {
      kind: 'action',
      actionIds: ['inv-urine-dip', 'inv-ct-kub'],
      require: 'all',
      beforeNews: true,
    },
  });
  const id = (at: number) => line('trainee', 'Can I confirm your full name and date of birth?', at);
  const news = (at: number) =>
    line('trainee', "I'm afraid the biopsy shows a cancer that has grown into the bladder muscle.", at);

  it('identity confirmed before the news meets it; after, it does not', () => {
    expect(result(identity, session({ transcript: [id(20), news(60)] }), 'rb-id').met).toBe(true);
    const late = result(identity, session({ transcript: [news(60), id(90)] }), 'rb-id');
    expect(late.met).toBe(false);
  });

  it('"our cancer nurse specialist" and a question about the tumour are not the news', () => {
    const intro = line('trainee', "I'm Dr Price, and this is Joanne, our cancer nurse specialist.", 10);
    const asked = line('trainee', 'What were you told about the tumour?', 15);
    expect(result(identity, session({ transcript: [intro, asked, id(20), news(60)] }), 'rb-id').met).toBe(
      true,
    );
  });

  it('a hedged diagnosis is still the news; a denial is not', () => {
    const hedged = line('trainee', "It's probably a cancer, but we can't be sure yet.", 30);
    expect(result(identity, session({ transcript: [hedged, id(40)] }), 'rb-id').met).toBe(false);
    const denied = line('trainee', "It isn't cancer, I'm glad to say.", 30);
    expect(result(identity, session({ transcript: [denied, id(40)] }), 'rb-id').met).toBe(true);
  });

  it('results reviewed only partly before the news are not reviewed before it', () => {
    const c = reviews;
    const partly = session({
      transcript: [news(60)],
      actions: [requested('inv-urine-dip', 5), requested('inv-ct-kub', 90)],
    });
    expect(result(c, partly, 'rb-rev').met).toBe(false);
    expect(result(c, partly, 'rb-rev').missing?.what).toMatch(/after the patient had been told/);
    const both = session({
      transcript: [news(60)],
      actions: [requested('inv-urine-dip', 5), requested('inv-ct-kub', 8)],
    });
    expect(result(c, both, 'rb-rev').met).toBe(true);
  });
});

describe('an escalation item is deferred wherever it is written (ADR 0141)', () => {
  const escalate = withItem({
    id: 'rb-esc',
    description: 'Knows when to escalate to embolisation',
    criterion: { kind: 'phrase', field: 'any', phrases: ['consultant'] },
  });

  it.each([
    'D/w cons in AM ?IR.',
    'Will discuss with the consultant in the morning.',
    // (ADR 0142)
    'Discuss with consultant at morning handover.',
  ])('%s', (text) => {
    expect(result(escalate, session({ summary: summary({ escalation: text }) }), 'rb-esc').met).toBe(false);
    const told = line('trainee', text, 100, [], 'nurse');
    expect(result(escalate, session({ transcript: [told], summary: summary({}) }), 'rb-esc').met).toBe(false);
  });

  it('the consultant told now is escalation', () => {
    const now = session({ summary: summary({ management: 'Discussed with the consultant now.' }) });
    expect(result(escalate, now, 'rb-esc').met).toBe(true);
  });
});

describe('"lac" is a laceration, and a tear is one too (ADR 0141)', () => {
  const dx = withItem({
    id: 'rb-dx',
    category: 'diagnosis',
    criterion: { kind: 'phrase', field: 'diagnosis', phrases: ['renal laceration'] },
  });
  it.each(['L renal lac AAST III.', 'Left renal tear, grade 3.'])('%s', (text) => {
    expect(result(dx, session({ summary: summary({ diagnosis: text }) }), 'rb-dx').met).toBe(true);
  });
});

describe('a list denied after it, and "non-op" (ADR 0141)', () => {
  it('"ultrasound, MRI and hormone tests are not indicated" plans none of them', () => {
    const c = withItem({
      id: 'rb-ct',
      category: 'investigations',
      criterion: { kind: 'phrase', field: 'investigations', phrases: ['CT KUB'] },
    });
    const denied = session({
      summary: summary({ investigations: 'CT KUB, FBC and U&E are not indicated.' }),
    });
    expect(result(c, denied, 'rb-ct').met).toBe(false);
    const singular = session({ summary: summary({ investigations: 'CT KUB today; MSU is not needed.' }) });
    expect(result(c, singular, 'rb-ct').met).toBe(true);
  });

  it('"Non-op: bed rest" is non-operative management', () => {
    const c = withItem({
      id: 'rb-nonop',
      criterion: { kind: 'phrase', field: 'management', phrases: ['non-operative', 'conservative'] },
    });
    expect(
      result(c, session({ summary: summary({ management: 'Non-op: HDU, bed rest.' }) }), 'rb-nonop').met,
    ).toBe(true);
  });
});

describe('a contingency waits on how the patient does, not on a test that only delays (ADR 0141)', () => {
  const foreskin = libraryCase('stuck-foreskin');
  const esc = (text: string) => session({ summary: summary({ escalation: text }) });

  it('"theatre if the scan confirms it" and "if it fails, an ultrasound, then a slit" are no plan', () => {
    expect(
      result(foreskin, esc('Theatre for dorsal slit if the scan confirms paraphimosis.'), 'rb-escalation')
        .met,
    ).toBe(false);
    expect(
      result(
        foreskin,
        esc('If fails: penile ultrasound to check perfusion, then d/w consultant re dorsal slit.'),
        'rb-escalation',
      ).met,
    ).toBe(false);
  });

  it('"a dorsal slit if reduction fails" is the plan', () => {
    expect(
      result(foreskin, esc('Consultant for a dorsal slit if unable to reduce.'), 'rb-escalation').met,
    ).toBe(true);
  });
});

describe('a harmful choice denied is not planned (ADR 0141)', () => {
  const spc = libraryCase('suprapubic-catheter-fever');
  const inv = (text: string) =>
    session({ summary: summary({ investigations: text, management: 'Not asymptomatic bacteriuria.' }) });

  it('"No urine dip - unreliable" does not dip; "Urine dip: nitrites" does', () => {
    expect(
      result(spc, inv('No urine dip - unreliable with a long-term catheter.'), 'rb-no-dipstick').met,
    ).toBe(true);
    const dipped = result(spc, inv('Urine dip: nitrites and leucocytes.'), 'rb-no-dipstick');
    expect(dipped.met).toBe(false);
    // A dipstick is ruled out here; it delays nothing.
    expect(dipped.missing?.what).toMatch(/Urine dipstick, which this item rules out/);
  });
});

describe('a step put off to no time in particular is not arranged (ADR 0141)', () => {
  const c = withItem({
    id: 'rb-onc',
    criterion: { kind: 'phrase', field: 'any', phrases: ['oncology'] },
  });
  it.each(['Oncology to see in due course.', 'Oncology will see you at some point.'])('%s', (text) => {
    expect(result(c, session({ summary: summary({ escalation: text }) }), 'rb-onc').met).toBe(false);
  });
  it('"Joint oncology clinic arranged" is', () => {
    expect(
      result(c, session({ summary: summary({ management: 'Joint oncology clinic arranged.' }) }), 'rb-onc')
        .met,
    ).toBe(true);
  });
});

describe('"restarts irrigation" is not turning it up into a blocked catheter (ADR 0141)', () => {
  const turp = libraryCase('bleeding-after-turp');
  const plan = (management: string) => session({ summary: summary({ management }) });

  it.each(['Washout done, clots removed. Restart CBI.', 'Manual washout; CBI restarted fast.'])(
    '%s meets it',
    (m) => {
      expect(result(turp, plan(m), 'rb-irrigation').met).toBe(true);
    },
  );

  it.each(['Increase irrigation.', 'Irrigation turned up to max.'])('%s does not', (m) => {
    expect(result(turp, plan(m), 'rb-irrigation').met).toBe(false);
  });
});

describe('a question that must come before an order (ADR 0141)', () => {
  const c = withItem({
    id: 'rb-allergy-first',
    category: 'history',
    criterion: { kind: 'fact', factIds: ['dh-warfarin'], before: ['antibiotics', 'gentamicin'] },
  });
  const asked = (at: number) => [
    line('trainee', 'Are you on any blood thinners?', at),
    line('patient', 'Warfarin, for my heart.', at + 1, ['dh-warfarin']),
  ];
  const order = (at: number) => line('trainee', 'Please give IV gentamicin now.', at, [], 'nurse');

  it('a drug history asked before the antibiotics were ordered meets it; asked after, it does not', () => {
    expect(result(c, session({ transcript: [...asked(20), order(60)] }), 'rb-allergy-first').met).toBe(true);
    const late = result(c, session({ transcript: [order(20), ...asked(60)] }), 'rb-allergy-first');
    expect(late.met).toBe(false);
    expect(late.missing?.what).toMatch(/only after/);
  });
});

describe('a summing-up that names the diagnosis and the plan (ADR 0141)', () => {
  const c = withItem({
    id: 'rb-sum',
    category: 'communication',
    criterion: { kind: 'behaviour', behaviour: 'summarises' },
  });
  const said = (text: string) => session({ transcript: [line('trainee', text, 300)] });

  it('"So: renal colic from a stone. Plan CT KUB and analgesia." sums up', () => {
    expect(
      result(
        c,
        said('So: right renal colic from a distal ureteric stone. Plan CT KUB and analgesia.'),
        'rb-sum',
      ).met,
    ).toBe(true);
  });

  it('the diagnosis alone, or a question, does not', () => {
    expect(result(c, said('So: right renal colic from a distal ureteric stone.'), 'rb-sum').met).toBe(false);
    expect(
      result(c, said('Could it be right renal colic from a distal ureteric stone? Plan CT KUB?'), 'rb-sum')
        .met,
    ).toBe(false);
  });
});

describe('"cons" is the consultant (ADR 0141)', () => {
  const c = withItem({
    id: 'rb-cons',
    category: 'management',
    criterion: { kind: 'phrase', field: 'escalation', phrases: ['consultant'] },
  });
  it('"Cons Mr Khan coming in" escalates', () => {
    expect(
      result(c, session({ summary: summary({ escalation: 'Cons Mr Khan coming in now.' }) }), 'rb-cons').met,
    ).toBe(true);
  });
});

describe('one fact for an item that asks about two things needs a question about each (ADR 0142)', () => {
  const c = withItem({
    id: 'rb-warfarin-monitoring',
    category: 'history',
    criterion: {
      kind: 'fact',
      factIds: ['dh-warfarin'],
      about: [
        ['blood thinner', 'blood thinners', 'warfarin', 'anticoagulant'],
        ['inr', 'blood test', 'checked', 'monitoring'],
      ],
    },
  });
  const asked = (...questions: string[]) =>
    session({
      transcript: questions.flatMap((q, i) => [
        line('trainee', q, 20 + i * 20),
        line('patient', 'Warfarin, for my heart. The clinic checks my INR.', 21 + i * 20, ['dh-warfarin']),
      ]),
    });

  it('asking only about the drug reveals the fact but meets half the item', () => {
    const r = result(c, asked('Are you on any blood thinners?'), 'rb-warfarin-monitoring');
    expect(r.met).toBe(false);
    expect(r.missing?.what).toMatch(/Only part of this was asked about: no question asked about “inr”/);
  });

  it('questions naming both topics, in one line or two, meet it', () => {
    expect(
      result(c, asked('Any blood thinners, and how is your INR checked?'), 'rb-warfarin-monitoring').met,
    ).toBe(true);
    expect(
      result(c, asked('Are you on warfarin?', 'Who does your monitoring?'), 'rb-warfarin-monitoring').met,
    ).toBe(true);
  });

  it('a statement naming the topic is not a question about it', () => {
    expect(
      result(c, asked('Are you on warfarin?', "We'll check your INR today."), 'rb-warfarin-monitoring').met,
    ).toBe(false);
  });
});

describe('an allergy history that did not stop the allergen being prescribed was not taken (ADR 0142)', () => {
  const spc = libraryCase('suprapubic-catheter-fever');
  const asked = (management: string) =>
    session({
      transcript: [
        line('trainee', 'Are you allergic to any antibiotics?', 30),
        line('patient', 'Trimethoprim gave me a rash.', 31, ['allergy-trimethoprim']),
      ],
      summary: summary({ management }),
    });

  it('trimethoprim prescribed after the rash was told fails the allergy check', () => {
    const r = result(spc, asked('Trimethoprim 200 mg BD for 7 days.'), 'rb-allergy');
    expect(r.met).toBe(false);
    expect(r.missing?.what).toMatch(/allergic to was prescribed/);
  });

  it('a safe antibiotic, or the drug she only could not tolerate, keeps it', () => {
    expect(result(spc, asked('IV co-amoxiclav.'), 'rb-allergy').met).toBe(true);
    expect(
      result(spc, asked('Nitrofurantoin MR 100 mg BD (intolerance, not a true allergy).'), 'rb-allergy').met,
    ).toBe(true);
  });
});

describe('a reaction the line set off was said unasked (ADR 0143)', () => {
  const bad = libraryCase('bad-news-bladder-biopsy');
  const after = (text: string) =>
    session({
      transcript: [
        line('trainee', text, 200),
        line('patient', 'Oh. Oh God. I knew it… Sorry. I just need a minute.', 201, ['emotion-reaction']),
      ],
    });

  it('the news told, then a question about something else: how she feels was not asked', () => {
    const r = result(
      bad,
      after(
        "I'm afraid the growth was a cancer that has gone into the muscle, and I know that's a shock. Have you got anyone with you today?",
      ),
      'rb-emotion-explored',
    );
    expect(r.met).toBe(false);
  });

  it('a cleft that explains ("What it means is that…") asks nothing', () => {
    const r = result(
      bad,
      after(
        "I'm so sorry, I know that's a terrible shock. What it means is that we'd usually recommend chemotherapy first.",
      ),
      'rb-emotion-explored',
    );
    expect(r.met).toBe(false);
  });

  it('a question about her feelings after the news still earns it', () => {
    expect(
      result(bad, after('How are you feeling about what I have just told you?'), 'rb-emotion-explored').met,
    ).toBe(true);
  });
});

describe('antibiotics by their ward abbreviations (ADR 0143)', () => {
  const fever = libraryCase('fever-and-loin-pain');
  it.each([
    'Gent stat (pen allergic - co-amox rash).',
    'IV gent 5 mg/kg.',
    'Cipro IV given penicillin allergy.',
  ])('%s → immediate antibiotics', (management) => {
    expect(result(fever, session({ summary: summary({ management }) }), 'rb-antibiotics').met).toBe(true);
  });
});
