import { AppError } from '../../http/app-error.ts';
import type { EngineMeta, EngineReply, EngineTurn, PatientEngine } from './engine.ts';

type Fallback = NonNullable<EngineMeta['fallback']>;

/** Why a model call failed, for the turn's metadata: its AI error code and the kind of failure. */
export const fallbackOf = (error: unknown): Fallback => {
  const code = error instanceof AppError ? error.code : 'ai_service_error';
  const details =
    error instanceof AppError ? (error.details as { timeout?: boolean } | undefined) : undefined;
  const reason = code === 'invalid_ai_output' ? 'malformed' : details?.timeout ? 'timeout' : 'error';
  return { from: 'llm', code, reason };
};

/**
 * The language-model engine with the scripted engine behind it: when the model fails (an error
 * status, no answer in time, an answer that is not the JSON asked for, no endpoint configured), the
 * scripted engine answers the same turn and the reply's metadata says so (`meta.fallback`), so a
 * trainee's session goes on. A turn the trainee cancelled is not answered.
 */
export const withScriptedFallback = (
  model: PatientEngine,
  scripted: PatientEngine,
  onFallback?: (fallback: Fallback, error: unknown) => void,
): PatientEngine => ({
  name: model.name,
  reply: async (turn: EngineTurn): Promise<EngineReply> => {
    try {
      return await model.reply(turn);
    } catch (error) {
      if (turn.signal?.aborted) throw error;
      const fallback = fallbackOf(error);
      onFallback?.(fallback, error);
      const answer = await scripted.reply(turn);
      return { ...answer, meta: { ...answer.meta, fallback } };
    }
  },
});
