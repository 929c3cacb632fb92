import { answerAsNurse, answerAsPatient, findInvestigation } from '@urosim/domain';
import type { EngineTurn, PatientEngine } from './engine.ts';

const resultWords = /\b(result|results|back|report|reported|show|showed|come back|came back)\b/i;

/**
 * What the nurse says when asked about an investigation: its authored result once it is back, when
 * it is expected while pending, or that it has not been sent yet. Undefined when the message is
 * not about a result of this case.
 */
const nurseOnResults = (turn: EngineTurn) => {
  if (!resultWords.test(turn.message)) return undefined;
  const [best] = findInvestigation(turn.caseDef, turn.message);
  const test = best && turn.caseDef.investigations.find((i) => i.id === best.id);
  if (!test) return undefined;
  const request = turn.requested?.find((r) => r.itemId === test.id);
  if (!request) return `We haven't sent a ${test.name} yet. You can request it from the investigations list.`;
  if (turn.elapsedSeconds < request.availableAtSeconds) {
    const minutes = Math.max(1, Math.ceil((request.availableAtSeconds - turn.elapsedSeconds) / 60));
    return `The ${test.name} has been sent but isn't back yet — about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  return `The ${test.name} is back: ${test.result}`;
};

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
    };
    if (turn.channel === 'nurse') {
      const aboutResult = nurseOnResults(turn);
      if (aboutResult) {
        turn.onText?.(aboutResult);
        return { text: aboutResult, revealedFactIds: [], negativeIds: [], engine: 'scripted' };
      }
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
