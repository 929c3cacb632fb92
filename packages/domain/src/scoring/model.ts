// A model session built from the case alone: what a well-prepared trainee would say, request and
// write. The tests score it against every case (a case whose own model answer scores badly has an
// inconsistent rubric), and the feedback page can show it as the model answer.

import type { CaseDefinition } from '@urosim/contracts';
import type { ScoringMessage } from './behaviours.ts';
import { acuteSettings, type ScoringAction, type ScoringSummary } from './score.ts';

export type ModelSession = {
  transcript: ScoringMessage[];
  /** Every examination and every appropriate investigation, with its name. */
  actions: (ScoringAction & { name: string })[];
  summary: ScoringSummary;
  handoff: string;
};

const doctor = 'Dr Morgan';

/** A cue phrase as a question: capitalised, ending in "?" unless it already ends in punctuation. */
const asQuestion = (cue: string): string => {
  const t = cue.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}?`;
};

/** "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The first word of each topic a rubric's communication item must be about. */
const topicsOf = (caseDef: CaseDefinition, behaviour: string): string[] =>
  caseDef.rubric.flatMap((item) =>
    item.criterion.kind === 'behaviour' && item.criterion.behaviour === behaviour
      ? (item.criterion.about ?? []).map((topic) => topic[0]!)
      : [],
  );

/**
 * The transcript, actions, summary and hand-off of a model trainee: introduces themself, confirms
 * identity, opens with an open question, acknowledges feelings, asks each fact's first cue (and
 * the patient reveals it), summarises, checks understanding and safety-nets; requests every
 * examination and appropriate investigation; writes the summary from the case's expected answers.
 */
export const modelTranscriptFor = (caseDef: CaseDefinition): ModelSession => {
  const transcript: ScoringMessage[] = [];
  const actions: (ScoringAction & { name: string })[] = [];
  const { persona } = caseDef;
  const appropriate = caseDef.investigations.filter((v) => v.appropriate);
  const exchanges = 7 + caseDef.facts.length;
  const events = exchanges + caseDef.examination.length + appropriate.length;
  const step = Math.max(2, Math.floor((caseDef.durationSeconds * 0.9) / Math.max(1, events)));
  let clock = 5;
  let n = 0;
  const say = (trainee: string, patient: string, revealedFactIds: string[] = []) => {
    n++;
    transcript.push({
      id: `model-${n}-trainee`,
      channel: 'patient',
      sender: 'trainee',
      text: trainee,
      revealedFactIds: [],
      elapsedSeconds: clock,
    });
    transcript.push({
      id: `model-${n}-patient`,
      channel: 'patient',
      sender: 'patient',
      text: patient,
      revealedFactIds,
      elapsedSeconds: clock + 1,
    });
    clock += step;
  };

  // What a communication item asks to be ordered early ("treats her pain early"), asked of the nurse first.
  const early = caseDef.rubric.flatMap((item) =>
    item.criterion.kind === 'behaviour' && item.criterion.orderedWithin
      ? [item.criterion.orderedWithin.phrases[0]!]
      : [],
  );
  if (early.length > 0) {
    transcript.push(
      {
        id: 'model-0-trainee',
        channel: 'nurse',
        sender: 'trainee',
        text: `Could you give ${listed(early)} straight away, please? I'm writing it up now.`,
        revealedFactIds: [],
        elapsedSeconds: 2,
      },
      {
        id: 'model-0-nurse',
        channel: 'nurse',
        sender: 'nurse',
        text: 'Of course, doctor.',
        revealedFactIds: [],
        elapsedSeconds: 3,
      },
    );
  }
  const introTopics = topicsOf(caseDef, 'introduces-self');
  say(
    `Hello, I'm ${doctor}, one of the urology doctors.${introTopics.length > 0 ? ` With me is my colleague, our ${listed(introTopics)}.` : ''}`,
    'Hello, doctor.',
  );
  say('Can I check your full name and date of birth, please?', `${persona.name}. I'm ${persona.age}.`);
  say('What brings you in today?', persona.openingLine);
  const empathyTopics = topicsOf(caseDef, 'shows-empathy');
  say(
    empathyTopics.length > 0
      ? `That sounds really difficult. I can see how much ${listed(empathyTopics)} is on your mind, and that's completely understandable.`
      : "That sounds really difficult, and I'm sorry you've been going through this.",
    'Thank you, doctor.',
  );
  for (const fact of caseDef.facts) {
    // An item that asks about two things this fact answers: a question that names each (ADR 0142).
    const about = caseDef.rubric.flatMap((item) =>
      item.criterion.kind === 'fact' && item.criterion.factIds.includes(fact.id)
        ? (item.criterion.about ?? []).map((topic) => topic[0]!)
        : [],
    );
    const also = about.length > 0 ? ` And what about ${listed(about)}?` : '';
    say(`${asQuestion(fact.cues[0]!)}${also}`, fact.answer, [fact.id]);
  }
  const recapTopics = topicsOf(caseDef, 'summarises');
  say(
    `Let me recap what you've told me, just to check I've got everything right.${recapTopics.length > 0 ? ` So this is about the ${listed(recapTopics)}.` : ''}`,
    "Yes, that's right.",
  );

  for (const e of caseDef.examination) {
    actions.push({ kind: 'examination', itemId: e.id, name: e.name, requestedAtSeconds: clock });
    clock += step;
  }
  for (const v of appropriate) {
    actions.push({ kind: 'investigation', itemId: v.id, name: v.name, requestedAtSeconds: clock });
    clock += step;
  }

  const understandingTopics = topicsOf(caseDef, 'checks-understanding');
  say(
    `I'll explain the results and the plan as we go. So I know I've explained it well, could you tell me back in your own words what happens next${understandingTopics.length > 0 ? ` with the ${listed(understandingTopics)}` : ''}?`,
    "You'll do the tests and tell me the plan. Thank you.",
  );
  const watchFor = [...topicsOf(caseDef, 'safety-nets'), 'a fever', 'new pain'];
  say(
    acuteSettings.has(caseDef.setting.location)
      ? `If anything gets worse, or you notice ${listed(watchFor)}, please tell the nurse straight away.`
      : `If anything gets worse, or you notice ${listed(watchFor)}, please call 111, or 999 in an emergency. You can call our team on the number on this card.`,
    'I will. Thank you, doctor.',
  );

  const { expected } = caseDef;
  return {
    transcript,
    actions,
    summary: {
      diagnosis: expected.workingDiagnosis,
      differentials: expected.differentials.join('\n'),
      investigations: appropriate.map((v) => v.name).join('\n'),
      management: [...expected.management, ...expected.safetyNetting].join('\n'),
      escalation: expected.escalation.join('\n'),
    },
    handoff: expected.handoffKeyPoints.join('\n'),
  };
};
