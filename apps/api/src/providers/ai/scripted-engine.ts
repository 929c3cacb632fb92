import { answerAsNurse, answerAsPatient } from '@urosim/domain';
import type { EngineTurn, PatientEngine } from './engine.ts';

/**
 * The scripted engine (packages/domain): offline, deterministic, grounded in the case's authored
 * text. Its state is rebuilt from the stored transcript on every turn, so nothing lives in memory.
 */
export const createScriptedEngine = (): PatientEngine => ({
  name: 'scripted',
  reply: async (turn: EngineTurn) => {
    const own = turn.history.filter((line) => line.channel === turn.channel);
    const state = {
      revealedFactIds: [...new Set(own.flatMap((line) => line.revealedFactIds))],
      askedNegativeIds: [...new Set(own.flatMap((line) => line.negativeIds))],
      turn: own.filter((line) => line.sender === 'trainee').length,
    };
    if (turn.channel === 'nurse') {
      const answer = answerAsNurse(turn.caseDef, state, turn.message, turn.elapsedSeconds);
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
