// Mechanisms of ADR 0110's third pass, each tested on the fixture case (or on a copy of it with one
// generic fact added) in generic wording: none of these questions is from a question set.
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, slotsOf } from './analyse.ts';
import { classifyPart } from './dialogue.ts';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { answerAsPatient, type PatientState, patientPhrases } from './patient.ts';

const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const askCase = (caseDef: CaseDefinition, message: string) => answerAsPatient(caseDef, fresh, message);
const ask = (message: string) => askCase(c, message);
const terms = (text: string) => slotsOf(analyse(text)).flat();

// The added facts come first, so that they would win a tie without the mechanism under test.
const withFacts = (id: string, facts: CaseDefinition['facts']): CaseDefinition => ({
  ...c,
  id,
  facts: [...facts, ...c.facts],
});

describe('a state is not a recurrence; "expecting" can mean pregnant', () => {
  it('reads "been like this" as no previous episode', () => {
    expect(terms('How long has it been like this?')).not.toContain('PREVIOUS');
    expect(terms('Have you had anything like this before?')).toContain('PREVIOUS');
    expect(ask('How long has it been like this?').revealedFactIds).not.toContain('previous-episodes');
  });

  it('reads "been going on" as how long, not as "what do you think is going on?"', () => {
    expect(terms('How long has it been going on?')).not.toContain('IDEA');
    expect(terms('What do you think is going on?')).toContain('IDEA');
  });

  it('reads "while you were expecting" as pregnancy, not expectations', () => {
    expect(terms('Did you take anything while you were expecting?')).toContain('PREGNANCY');
    expect(terms('What are you expecting from today?')).not.toContain('PREGNANCY');
  });
});

describe('the time course is answered from the history of the complaint', () => {
  // A small case whose onset fact has no cue about time: only its answer dates the complaint.
  const undated: CaseDefinition = {
    ...c,
    id: 'undated-onset',
    facts: [
      {
        id: 'pc-pain',
        category: 'presenting-complaint',
        answer: "It's this terrible pain on my right side, round the back under my ribs.",
        cues: ['What brings you in today?'],
        redFlag: false,
        volunteered: true,
      },
      {
        id: 'pain-onset',
        category: 'history-of-presenting-complaint',
        answer: 'It started about three hours ago, out of nowhere.',
        cues: ['What were you doing at the time?'],
        redFlag: false,
        volunteered: false,
      },
      ...c.facts.filter((f) => f.category !== 'presenting-complaint' && !f.id.startsWith('pain-')),
    ],
  };
  const askUndated = (message: string) =>
    answerAsPatient(undated, { revealedFactIds: [], askedNegativeIds: [], turn: 1 }, message);

  it('answers "when did it all begin?" and "how long has it been going on?" with the fact that dates it', () => {
    expect(askUndated('When did it all begin?').revealedFactIds).toEqual(['pain-onset']);
    expect(askUndated('How long has this been going on?').revealedFactIds).toEqual(['pain-onset']);
    expect(askUndated('How long have you had the pain?').revealedFactIds).toEqual(['pain-onset']);
  });

  it('keeps a question with a topic of its own to that topic', () => {
    expect(askUndated('When did you last eat?').revealedFactIds).not.toContain('pain-onset');
  });
});

describe("the asker's preface is not the question", () => {
  it('drops an apology or warning before a personal question', () => {
    expect(classifyPart('Sorry to ask something personal - do you use any drugs', true).rest).toBe(
      'do you use any drugs',
    );
    expect(classifyPart('I have to ask, do you smoke', true).rest).toBe('do you smoke');
    // Asking about a topic is not a preface.
    expect(classifyPart('I need to ask you about your bowels', false).rest).not.toBe('');
  });

  it('drops what the doctor is about to do, which is not a time frame of the history', () => {
    const moves = classifyPart('Before I go through things, can you tell me what you know so far', true);
    expect(moves.frame).toBe('');
    expect(moves.rest).toBe('can you tell me what you know so far');
    expect(classifyPart('Before the pain started, were you well', true).frame).toBe(
      'Before the pain started',
    );
  });
});

describe('an offer of comfort is thanked, not searched', () => {
  it('reveals nothing for an offer of water or a moment', () => {
    const r = ask('Would you like a glass of water, or a moment before we carry on?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.thanks);
    expect(classifyPart('Can I get you a cup of tea', true).isOffer).toBe(true);
    expect(classifyPart('Would you like me to explain the scan', true).isOffer).toBe(false);
  });
});

describe('an invitation to ask is answered only by what the patient would ask', () => {
  const withQuestion = withFacts('fixture-patient-question', [
    {
      id: 'own-question',
      category: 'ice',
      redFlag: false,
      volunteered: false,
      answer: 'Will I need an operation? How long will I be off work?',
      cues: ['What would you like to ask me?', 'Do you have any questions for me?'],
    },
  ]);

  it('recognises "what would you like to ask me?" as an invitation', () => {
    expect(classifyPart('What would you like to ask me', true).isQuestionsInvite).toBe(true);
    expect(classifyPart('What questions do you have for me', true).isQuestionsInvite).toBe(true);
    expect(
      classifyPart('Is there anything you would like to ask me before I examine you', true).isQuestionsInvite,
    ).toBe(true);
  });

  it("answers with the patient's question, not with what they would like (a tie without the mechanism)", () => {
    expect(askCase(withQuestion, 'What would you like to ask me?').revealedFactIds).toEqual(['own-question']);
  });

  it('gives the fixed line when the case has no question to ask', () => {
    const r = ask('What would you like to ask me?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.noQuestions);
  });
});

describe("a question about the patient's own idea is answered by the idea", () => {
  it('answers "what do you think the pain is?" with the idea, not the pain', () => {
    expect(classifyPart('What do you think the pain is', true).asksIdea).toBe(true);
    expect(ask('What do you think the pain might be?').revealedFactIds).toEqual(['ice-ideas']);
  });

  it('takes a trailing "when it started" as a time frame', () => {
    const moves = classifyPart('What did you think it was when it started', true);
    expect(moves.frame).toBe('when it started');
    expect(moves.rest).toBe('What did you think it was');
    expect(ask('What did you think was going on when the pain started?').revealedFactIds).toEqual([
      'ice-ideas',
    ]);
    // "When did it start?" is the question itself, not a frame.
    expect(classifyPart('When did it start', true).frame).toBe('');
  });

  it('does not take an opinion about a plan for an idea about the cause', () => {
    expect(classifyPart('What are your thoughts on what we should do', true).asksIdea).toBe(false);
    expect(classifyPart('Any thoughts about what might have caused it', true).asksIdea).toBe(true);
  });
});

describe('the family history answers only a question about the family', () => {
  const withFamilyAnaesthetic = withFacts('fixture-family-anaesthetic', [
    {
      id: 'fh-anaesthetic',
      category: 'family-history',
      redFlag: false,
      volunteered: false,
      answer: 'Nobody in the family has had problems with anaesthetics.',
      cues: ['problems with anaesthetics', 'anaesthetic reactions', 'family anaesthetic history'],
    },
  ]);

  it("does not answer the patient's own history with a relative's", () => {
    expect(
      askCase(withFamilyAnaesthetic, 'Have you had any problems with anaesthetics?').revealedFactIds,
    ).not.toContain('fh-anaesthetic');
  });

  it('answers the family question with it', () => {
    expect(
      askCase(withFamilyAnaesthetic, 'Has anyone in your family had problems with anaesthetics?')
        .revealedFactIds,
    ).toEqual(['fh-anaesthetic']);
  });
});

describe('a feelings question is about the feeling', () => {
  it('reads "how do you feel about…" and "how does that make you feel" as one concept', () => {
    expect(terms('How do you feel about the operation?')).toContain('FEELING');
    expect(terms('How does that make you feel?')).toContain('FEELING');
    expect(terms('Do you feel sick?')).not.toContain('FEELING');
  });
});

describe('of two documents that both cover a question, one cue saying all of it wins', () => {
  const split = withFacts('fixture-whole-cue', [
    {
      id: 'piecewise',
      category: 'social-history',
      redFlag: false,
      volunteered: false,
      answer: 'I go every summer.',
      cues: ['swimming', 'holiday'],
    },
    {
      id: 'whole',
      category: 'social-history',
      redFlag: false,
      volunteered: false,
      answer: 'Only in the hotel pool.',
      cues: ['swimming on holiday', 'lakes'],
    },
  ]);

  it('answers with the document whose one cue holds the whole question (a tie without it)', () => {
    expect(askCase(split, 'Any swimming on holiday?').revealedFactIds).toEqual(['whole']);
  });
});

describe('an adverb nobody knows is a weak word', () => {
  it('does not let "properly" or "afterwards" weigh as an unknown topic', () => {
    const items = analyse('Did it go away properly afterwards?');
    const soft = items
      .filter((i) => i.kind === 'slot' && i.isSoft)
      .flatMap((i) => (i.kind === 'slot' ? i.alts : []));
    expect(soft).toEqual(expect.arrayContaining(['afterward']));
    // ("properly", like "normally", is no topic at all since ADR 0145.)
    expect(items.flatMap((i) => (i.kind === 'slot' ? i.alts : []))).not.toContain('proper');
    // A known adverb keeps its meaning.
    expect(terms('Did it start suddenly?')).not.toEqual([]);
  });
});

describe('a question about what a test found is a results question', () => {
  it('recognises findings asked for without a result verb', () => {
    expect(classifyPart('What grade was it on the scan', true).isResultsFishing).toBe(true);
    expect(classifyPart('Was the bladder normal on your last scan', true).isResultsFishing).toBe(true);
    expect(classifyPart('How much was in your bladder on the scan', true).isResultsFishing).toBe(true);
    expect(classifyPart('Did the GP write down what size it was', true).isResultsFishing).toBe(true);
    // Not every question naming a test asks for its result.
    expect(classifyPart('Have you had a scan before', true).isResultsFishing).toBe(false);
  });

  it('reveals nothing for such a question when no fact names the test', () => {
    const r = ask('Was the kidney normal on the ultrasound?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.fishing);
  });
});
