// The classes of issue 18's held-out findings, each tested on the engine's small fixture case with
// generic wording (never a held-out question's words).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaseDefinition } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, slotsOf } from './analyse.ts';
import { closedWorld, closedWorldMarkdown } from './closed-world.ts';
import { renalColicCase } from './fixtures/renal-colic.ts';
import {
  answerAsPatient,
  CLOSED_WORLD_PREFIX,
  type PatientState,
  patientLines,
  patientPhrases,
} from './patient.ts';
import { classifyReply } from './quality.ts';

const c = renalColicCase;
const fresh: PatientState = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const ask = (message: string, caseDef: CaseDefinition = c, state: PatientState = fresh) =>
  answerAsPatient(caseDef, state, message);
const closedNos = (ids: string[]) => ids.filter((id) => id.startsWith(CLOSED_WORLD_PREFIX));

describe('closed world: what the case does not have gets a plain no', () => {
  it.each([
    ['Do you have any problems with your eyesight?', 'vision'],
    ['Have you noticed any swelling of your ankles?', 'ankle-swelling'],
    ['Any ringing or problems with your hearing?', 'hearing'],
    ['Do you take any steroids?', 'steroids'],
    ['Any terminal dribbling?', 'terminal-dribbling'],
    // General entries by body system, with their lay names (added after the first held-out run).
    ['Do you ever get a ringing in your ears?', 'tinnitus'],
    ['Have you got a pacemaker?', 'pacemaker'],
    ['Any metal implants, like a hip replacement?', 'metal-implants'],
    ['Have you noticed any swollen glands in your neck?', 'swollen-glands'],
    ['Do you suffer with piles?', 'piles'],
    ['Have you ever had a blood transfusion?', 'transfusion'],
  ])('%j → "no", recorded as a negative, never a fact', (message, entry) => {
    const r = ask(message);
    expect(r.revealedFactIds).toEqual([]);
    expect(r.kind).toBe('negative');
    expect(r.reply).toBe(patientPhrases.closedNo);
    expect(r.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}${entry}`);
  });

  it.each([
    ['Is your hearing alright?', 'hearing'],
    ["What's your eyesight like?", 'vision'],
    ['How is your mood these days?', 'low-mood'],
    ['Are you sleeping well?', 'sleep'],
  ])('%j asks whether all is well: "fine", recorded as the same negative', (message, entry) => {
    const r = ask(message);
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.closedFine);
    expect(r.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}${entry}`);
  });

  it('answers a time question about an absent symptom with the plain no, not "fine"', () => {
    expect(ask('How long have you had double vision?').reply).toBe(patientPhrases.closedNo);
    // "…as well?" adds a symptom to the question; it does not ask whether all is well.
    expect(ask('Any blurred vision as well?').reply).toBe(patientPhrases.closedNo);
  });

  it.each([
    ['Have you had any operations in the past?', 'operations'],
    ['Any problems with your teeth?', 'dental'],
    ['Any pain in your back passage?', 'rectal-pain'],
    ['Any hiccups?', 'hiccups'],
  ])('%j: entries added with the second blind run (events and systems, by name)', (message, entry) => {
    // The fixture without its appendicectomy: a patient who has had no operation.
    const r = ask(message, { ...c, facts: c.facts.filter((f) => f.id !== 'pmh-surgery') });
    expect(r.revealedFactIds).toEqual([]);
    expect(r.negativeIds).toContain(`${CLOSED_WORLD_PREFIX}${entry}`);
  });

  it('reads idioms by what they mean: "sick of it", "get back home", "keeps an eye on it" state nothing', () => {
    // The fixture without its vomiting and its pain round the back: only the idioms could state them.
    const unstated = new Set(['nausea-vomiting', 'pc-pain', 'pain-site', 'pain-radiation', 'pain-character']);
    const idioms: CaseDefinition = {
      ...c,
      facts: c.facts.filter((f) => !unstated.has(f.id)),
      persona: {
        ...c.persona,
        concerns: "I'm sick of it, to be honest. I just want to get back home, the GP keeps an eye on me.",
      },
    };
    const plain: CaseDefinition = { ...idioms, persona: c.persona };
    for (const message of ['Have you been vomiting?', 'Any back pain at all?', 'Any blurred vision?']) {
      const said = ask(message, idioms);
      expect(said.reply, message).toBe(ask(message, plain).reply);
      expect(said.revealedFactIds, message).toEqual([]);
    }
    expect(ask('Have you been vomiting?', idioms).negativeIds).toEqual([`${CLOSED_WORLD_PREFIX}vomiting`]);
  });

  it('never says no to what a fact states (the fact answers instead)', () => {
    for (const [message, fact] of [
      ['Have you seen any blood in your urine?', 'haematuria'],
      ['Any fever or temperatures?', 'fever-screen'],
      ['Have you been sick at all?', 'nausea-vomiting'],
      ['Does anyone in the family get kidney stones?', 'family-stones'],
    ] as const) {
      const r = ask(message);
      expect(r.revealedFactIds, message).toContain(fact);
      expect(r.reply, message).not.toContain(patientPhrases.closedNo);
    }
  });

  it('prefers the case’s own negative when it has one, and never says no twice', () => {
    const r = ask('Any numbness or weakness in your legs?');
    expect(r.negativeIds).toEqual(['neg-neuro']);
    expect(closedNos(r.negativeIds)).toEqual([]);
    const chest = ask('Have you had any coughing up of blood?');
    expect(chest.revealedFactIds).toEqual([]);
    expect(chest.reply).not.toContain(patientPhrases.closedNo);
    expect(closedNos(chest.negativeIds)).toEqual([`${CLOSED_WORLD_PREFIX}haemoptysis`]);
  });

  it('says "I don’t know" for a system the case marks as unknown to the patient', () => {
    const adopted: CaseDefinition = { ...c, persona: { ...c.persona, unknownSystems: ['family-history'] } };
    const r = ask('Has anyone in your family had heart disease?', adopted);
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.unknownToPatient);
    expect(ask('Has anyone in your family had heart disease?').reply).toBe(patientPhrases.closedNo);
  });

  it('repeats a closed-world no as a repeat, like any negative', () => {
    const first = ask('Do you take any steroids?');
    const again = ask('Do you take any steroids?', c, {
      ...fresh,
      askedNegativeIds: first.negativeIds,
    });
    expect(again.kind).toBe('repeat');
    expect(again.reply.startsWith(patientPhrases.repeatLead)).toBe(true);
  });

  it('holds specific entries only: no name is a single broad word', () => {
    // (The kidney is not broad since ADR 0110's eighth pass: "kidney problems" leaves only the organ,
    // and a patient whose case says nothing of their kidneys has none, whatever is asked of them.)
    const broad = new Set(['PAIN', 'PMH', 'UNWELL', 'MEDICATION', 'HOME', 'GENITAL', 'BOWEL']);
    const ids = new Set<string>();
    for (const e of closedWorld) {
      expect(ids.has(e.id), e.id).toBe(false);
      ids.add(e.id);
      for (const name of e.names) {
        const slots = slotsOf(analyse(name));
        expect(slots.length, `${e.id}: "${name}"`).toBeGreaterThan(0);
        if (slots.length === 1) {
          expect(
            slots[0]!.every((t) => broad.has(t)),
            `${e.id}: "${name}" is a single broad word`,
          ).toBe(false);
        }
      }
    }
  });
});

describe('the case-authoring guide', () => {
  it('lists the closed-world lexicon as it is (print it with closedWorldMarkdown())', () => {
    const guide = readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/case-authoring.md'),
      'utf8',
    );
    // Rows compared cell by cell: the formatter pads the guide's table.
    const rows = (md: string) =>
      md
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim())
            .join('|'),
        );
    const inGuide = new Set(rows(guide));
    expect(rows(closedWorldMarkdown()).filter((row) => !inGuide.has(row))).toEqual([]);
  });
});

describe('head concept: one shared word does not carry a wrong fact', () => {
  it.each([
    'Do you get pain in your knees?',
    'Any problems with your hearing?',
    'Have you had pain in your shoulders?',
  ])('%j reveals no fact', (message) => {
    const r = ask(message);
    expect(r.revealedFactIds).toEqual([]);
  });

  it('answers a symptom the case has, and a coordinated absent one with a no', () => {
    const r = ask('Any fever or palpitations?');
    expect(r.revealedFactIds).toEqual(['fever-screen']);
    expect(r.negativeIds.length).toBeGreaterThan(0);
  });

  it('sets aside what the question excludes ("apart from …")', () => {
    const plain = ask('Do you take any tablets?');
    const apart = ask('Apart from the paracetamol, do you take any other tablets?');
    expect(plain.revealedFactIds.length).toBeGreaterThan(0);
    expect(apart.revealedFactIds).not.toContain('pain-analgesia');
  });
});

describe('diagnosis fishing reveals nothing', () => {
  it.each([
    'Do you think it is a kidney stone?',
    'Could this be an infection?',
    'What did the CT scan show?',
    'Do you know what your kidney function was this morning?',
    'Did anyone tell you what the X-ray showed?',
    'What is the diagnosis?',
  ])('%j → answered as a patient', (message) => {
    const r = ask(message);
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.fishing);
  });

  it('still answers "what do you think is going on?" (ideas, not fishing)', () => {
    expect(ask('What do you think is going on?').revealedFactIds).toEqual(['ice-ideas']);
  });
});

describe('statements are not questions', () => {
  it.each([
    'If the pain gets worse or you get a fever, come straight back.',
    'I am going to ask the nurse to give you some pain relief.',
    'We will get a scan of your kidneys and then come back to you.',
    'You should drink plenty of water over the next few days.',
    'If you feel sick again or the pain comes back, press the buzzer, okay?',
  ])('%j → acknowledged, nothing revealed', (message) => {
    const r = ask(message);
    expect(r.revealedFactIds).toEqual([]);
    expect(r.negativeIds).toEqual([]);
    expect(r.kind).toBe('small-talk');
  });

  it('checks understanding after an explanation', () => {
    const r = ask('It looks like a stone in the tube from the kidney. Does that make sense?');
    expect(r.revealedFactIds).toEqual([]);
    expect(r.reply).toBe(patientPhrases.understood);
  });

  it('reads "any questions?", "do you understand?" and "anything else?" as social moves', () => {
    expect(ask('Do you have any questions?').reply).toBe(patientPhrases.noQuestions);
    expect(ask('Do you understand?').reply).toBe(patientPhrases.understood);
    expect(ask('Is there anything else you want to tell me?').reply).toBe(patientPhrases.nothingElse);
  });
});

describe('compound and social turns', () => {
  it('answers a greeting with a question: the greeting and the question', () => {
    const r = ask('Hello, I am Dr Patel, one of the doctors. When did the pain start?', c, {
      ...fresh,
      turn: 0,
    });
    expect(r.reply.startsWith(c.persona.openingLine)).toBe(true);
    expect(r.revealedFactIds).toContain('pain-onset');
    expect(r.volunteeredFactIds).not.toContain('pain-onset');
  });

  it('answers every part of a compound question, with no "sorry, what?" tacked on', () => {
    const r = ask('Do you smoke, and what do you do for work? And what is your favourite film?');
    expect(r.revealedFactIds).toEqual(['smoking', 'occupation']);
    expect(r.reply).not.toContain(c.persona.deflection);
  });

  it('never repeats a line in one reply', () => {
    const r = ask('Do you smoke? Do you smoke at all?');
    const smoking = c.facts.find((f) => f.id === 'smoking')!.answer;
    expect(r.reply).toBe(smoking);
  });

  it('keeps every reply grounded in authored lines and fixed phrases', () => {
    const lines = patientLines(c);
    for (const message of ['Any steroids?', 'Do you think it is a stone?', 'Does that make sense?']) {
      expect(lines).toContain(ask(message).reply);
    }
  });
});

describe('vocabulary as data', () => {
  it.each([
    ['Are you on warfarin or apixaban?', 'anticoagulants'],
    ['Do you take any anticoagulants?', 'anticoagulants'],
    ['Have you taken any NSAIDs?', 'pain-analgesia'],
    ['Any hematuria?', 'haematuria'],
    ['What colour has your urine been?', 'haematuria'],
  ])('%j → %s', (message, fact) => {
    expect(ask(message).revealedFactIds).toEqual([fact]);
  });
});

describe('quality classification by question kind', () => {
  const reply = (over: Partial<Parameters<typeof classifyReply>[2]> = {}) => ({
    revealedFactIds: [],
    negativeIds: [],
    volunteeredFactIds: [],
    kind: 'small-talk' as const,
    ...over,
  });
  it('"no": right for a no, deflected for the deflection, wrong for a fact', () => {
    expect(classifyReply('no', [], reply({ negativeIds: ['x'], kind: 'negative' }), 'D', 'No.')).toEqual({
      right: 1,
      wrong: 0,
      deflected: 0,
    });
    expect(classifyReply('no', [], reply({ kind: 'deflection' }), 'D', 'D').deflected).toBe(1);
    expect(classifyReply('no', [], reply({ revealedFactIds: ['f'], kind: 'fact' }), 'D', 'F').wrong).toBe(1);
  });
  it('statement, fishing, social: right when nothing is revealed and it is not the deflection', () => {
    for (const kind of ['statement', 'fishing', 'social'] as const) {
      expect(classifyReply(kind, [], reply(), 'D', 'Okay.').right).toBe(1);
      expect(classifyReply(kind, [], reply({ kind: 'deflection' }), 'D', 'D').deflected).toBe(1);
      expect(classifyReply(kind, [], reply({ revealedFactIds: ['f'] }), 'D', 'F').wrong).toBe(1);
    }
  });
  it('does not count what the patient volunteers on being greeted', () => {
    const r = reply({ revealedFactIds: ['pc'], volunteeredFactIds: ['pc'], kind: 'greeting' });
    expect(classifyReply('social', [], r, 'D', 'Hello.').right).toBe(1);
  });
});
