import { answerAsNurse, answerAsPatient, type NurseTimeline } from '@urosim/domain';
import type { EngineTurn, PatientEngine } from './engine.ts';

/**
 * The session's own record as the nurse follows it (ADR 0111): what was requested and when (from
 * when its result is back), and the trainee's earlier messages to her.
 */
const nurseTimeline = (turn: EngineTurn): NurseTimeline => ({
  requested: (turn.requested ?? []).map((r) => ({
    kind: 'investigation' as const,
    itemId: r.itemId,
    requestedAtSeconds:
      r.availableAtSeconds -
      (turn.caseDef.investigations.find((v) => v.id === r.itemId)?.availableAfterSeconds ?? 0),
  })),
  given: turn.history.filter((line) => line.sender === 'trainee').map((line) => line.text),
});

/**
 * The scripted engine (packages/domain): offline, deterministic, grounded in the case's authored
 * text. Its state comes with each turn (the session's stored state of the channel), so nothing lives in memory.
 */
export const createScriptedEngine = (): PatientEngine => ({
  name: 'scripted',
  reply: async (turn: EngineTurn) => {
    const state = {
      revealedFactIds: turn.state.revealedFactIds,
      askedNegativeIds: turn.state.negativeIds,
      turn: turn.state.traineeTurns,
      // What an "it" with no topic of its own points at: the trainee's previous message.
      previousMessage: turn.history.filter((line) => line.sender === 'trainee').at(-1)?.text,
    };
    if (turn.channel === 'nurse') {
      const answer = answerAsNurse(
        turn.caseDef,
        state,
        turn.message,
        turn.elapsedSeconds,
        nurseTimeline(turn),
      );
      turn.onText?.(answer.reply);
      return { text: answer.reply, revealedFactIds: [], negativeIds: [], engine: 'scripted' };
    }
    const answer = answerAsPatient(turn.caseDef, state, turn.message);
    turn.onText?.(answer.reply);
    return {
      text: answer.reply,
      revealedFactIds: answer.revealedFactIds,
      negativeIds: answer.negativeIds,
      engine: 'scripted',
    };
  },
});
