import type { ColleagueView, LiveEvent, PatientScript, TranscriptMessage } from '@urosim/contracts';
import { factCategories } from '@urosim/contracts';

/** What the colleague's page keeps: the transcript, the lines waiting for a reply, facts revealed. */
export type ColleagueState = {
  transcript: TranscriptMessage[];
  awaitingIds: string[];
  revealedFactIds: string[];
  phase: ColleagueView['clock']['phase'];
};

export const colleagueStateOf = (view: ColleagueView): ColleagueState => ({
  transcript: view.transcript,
  awaitingIds: view.awaitingMessageIds,
  revealedFactIds: view.script?.revealedFactIds ?? [],
  phase: view.clock.phase,
});

/**
 * Applies live events (in seq order) to the colleague's state: each line once (by id); a trainee
 * line to the patient waits for a reply while the colleague answers; a patient reply answers the
 * oldest waiting line (the engine's or the colleague's) and adds the facts it revealed.
 */
export const applyColleagueEvents = (
  state: ColleagueState,
  events: readonly LiveEvent[],
  isAnswering: boolean,
): ColleagueState => {
  let next = state;
  for (const event of events) {
    if (event.type === 'phase') {
      next = { ...next, phase: event.payload.clock.phase };
      continue;
    }
    if (event.type !== 'message') continue;
    const line = event.payload.message;
    if (next.transcript.some((m) => m.id === line.id)) continue;
    const transcript = [...next.transcript, line];
    let { awaitingIds, revealedFactIds } = next;
    if (line.channel === 'patient' && line.sender === 'trainee' && isAnswering) {
      awaitingIds = [...awaitingIds, line.id];
    } else if (line.channel === 'patient' && line.sender === 'patient') {
      awaitingIds = awaitingIds.slice(1);
      revealedFactIds = [...new Set([...revealedFactIds, ...line.revealedFactIds])];
    }
    next = { ...next, transcript, awaitingIds, revealedFactIds };
  }
  return next;
};

/** The colleague's own reply, stored: its line no longer waits (the live event may come first or after). */
export const afterReply = (
  state: ColleagueState,
  answeredId: string,
  reply: TranscriptMessage,
): ColleagueState => ({
  ...state,
  awaitingIds: state.awaitingIds.filter((id) => id !== answeredId),
  transcript: state.transcript.some((m) => m.id === reply.id)
    ? state.transcript
    : [...state.transcript, reply],
  revealedFactIds: [...new Set([...state.revealedFactIds, ...reply.revealedFactIds])],
});

const categoryText: Record<(typeof factCategories)[number], string> = {
  'presenting-complaint': 'Presenting complaint',
  'history-of-presenting-complaint': 'History of the presenting complaint',
  'past-medical-history': 'Past medical history',
  'drug-history': 'Drug history',
  allergies: 'Allergies',
  'social-history': 'Social history',
  'family-history': 'Family history',
  'systems-review': 'Systems review',
  ice: 'Ideas, concerns, expectations',
};

/** The script's facts grouped by category, in the categories' order. */
export const groupFacts = (facts: PatientScript['facts']) =>
  factCategories
    .map((category) => ({
      category,
      label: categoryText[category],
      facts: facts.filter((f) => f.category === category),
    }))
    .filter((group) => group.facts.length > 0);

export { categoryText };
