// Whatever a trainee or a visitor types goes through dictionaries keyed by words. A word that is
// also a property of every object ("constructor", "toString", "__proto__") once reached a plain
// object's prototype: the patient answered 500 and the session's feedback was lost for good. Every
// dictionary keyed by user text is a Map (or has no prototype); this test feeds those names, and
// random text around them, through every engine that reads user text.
import { loadCaseLibrary } from '@urosim/content';
import { helpArticles } from '@urosim/content/help';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAsNurse } from './patient-engine/nurse.ts';
import { answerAsPatient } from './patient-engine/patient.ts';
import { clinicalReasoningAnalysis, communicationAnalysis, timelineAnalysis } from './scoring/analysis.ts';
import type { ScoringMessage } from './scoring/behaviours.ts';
import { scoreSession } from './scoring/score.ts';
import { answerVisitor, buildAssistantIndex, helpDoc } from './website-assistant/assistant.ts';

const library = loadCaseLibrary();
const prototypeWords = Object.getOwnPropertyNames(Object.prototype);
const assistant = buildAssistantIndex(helpArticles.map(helpDoc));

/** A word of the prototype, a word of the cases' own vocabulary, or random text. */
const word = fc.oneof(
  fc.constantFrom(...prototypeWords),
  fc.constantFrom('pain', 'blood', 'urine', 'fever', 'tablets', 'allergic', 'smoke', 'U&E', 'MSU', 'CT KUB'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));

const line = (id: string, text: string, sender: ScoringMessage['sender']): ScoringMessage => ({
  id,
  channel: 'patient',
  sender,
  text,
  revealedFactIds: [],
  elapsedSeconds: 30,
});

/** Runs one message through the patient, the nurse, the scorer, the analyses and the assistant. */
const runEverything = (caseIndex: number, text: string) => {
  const caseDef = library[caseIndex % library.length]!;
  const patient = answerAsPatient(caseDef, { revealedFactIds: [], askedNegativeIds: [], turn: 1 }, text);
  expect(typeof patient.reply).toBe('string');
  const nurse = answerAsNurse(caseDef, { turn: 1 }, text, 120);
  expect(typeof nurse.reply).toBe('string');
  const transcript = [line('t1', text, 'trainee'), line('p1', patient.reply, 'patient')];
  const actions = [{ kind: 'investigation' as const, itemId: text, requestedAtSeconds: 60 }];
  const summary = {
    diagnosis: text,
    differentials: text,
    investigations: text,
    management: text,
    escalation: text,
  };
  const score = scoreSession(caseDef, { transcript, actions, summary, handoff: text });
  expect(score.overall).toBeGreaterThanOrEqual(0);
  expect(score.overall).toBeLessThanOrEqual(100);
  communicationAnalysis(transcript);
  clinicalReasoningAnalysis(caseDef, transcript, actions, score);
  timelineAnalysis(caseDef, transcript, actions);
  const visitor = answerVisitor(assistant, text, [{ role: 'user', content: text }]);
  expect(typeof visitor.response).toBe('string');
};

describe('user text that names built-in object properties', () => {
  it.each(prototypeWords)('"%s" alone and in a sentence goes through every engine', (name) => {
    runEverything(0, name);
    runEverything(1, `Do you have any ${name} or pain when you pass urine?`);
    runEverything(2, `${name} ${name}. U&E and ${name} please; ${name}?`);
  });

  it('random text with those words goes through every engine, on every case', () => {
    fc.assert(
      fc.property(fc.nat(), sentence, (caseIndex, text) => runEverything(caseIndex, text)),
      { numRuns: 300 },
    );
    // Each case builds its engine indexes once: 24 cases take about 3 s alone, more on a busy machine.
  }, 15_000);
});
