import type { CaseDefinition } from '@urosim/contracts';

/** A stored line of the turn's channel that the engine may read for context. */
export type HistoryLine = {
  sender: 'trainee' | 'patient' | 'nurse' | 'system';
  text: string;
  revealedFactIds: string[];
  negativeIds: string[];
};

/** What was established on the turn's channel before it: revealed facts, negatives, turns taken. */
export type EngineState = { revealedFactIds: string[]; negativeIds: string[]; traineeTurns: number };

/** How many of the channel's last lines a turn reads (a model's context; not the whole transcript). */
export const RECENT_LINES = 16;

/**
 * One turn for an engine: the case, the channel's state and last lines (at most `RECENT_LINES`,
 * oldest first), and the new message.
 */
export type EngineTurn = {
  caseDef: CaseDefinition;
  channel: 'patient' | 'nurse';
  state: EngineState;
  history: HistoryLine[];
  message: string;
  elapsedSeconds: number;
  /** Investigations requested so far, with when their results are back (the nurse reports them). */
  requested?: { itemId: string; availableAtSeconds: number }[];
  /** Receives the reply's text as it is produced (language-model engine); optional. */
  onText?: (chunk: string) => void;
  signal?: AbortSignal;
};

/** Token use of a model call. */
export type EngineUsage = { model: string; promptTokens: number; completionTokens: number; costUsd: number };

/** The `ai_usage` row of a model call that answered: who it was for, what for, and what it cost. */
export const aiUsageRow = (
  usage: EngineUsage,
  call: { userId: string | null; sessionId: string | null; purpose: string; latencyMs: number },
) => ({
  user_id: call.userId,
  session_id: call.sessionId,
  purpose: call.purpose,
  model: usage.model,
  prompt_tokens: usage.promptTokens,
  completion_tokens: usage.completionTokens,
  cost_usd: usage.costUsd,
  latency_ms: call.latencyMs,
  outcome: 'ok',
});

/** What an engine notes about a reply, stored with the message (`session_messages.engine_meta`). */
export type EngineMeta = {
  /** The language model failed and the scripted engine answered: the AI error code and its kind. */
  fallback?: { from: 'llm'; code: string; reason: 'error' | 'timeout' | 'malformed' };
  /** Facts the model claimed its reply revealed that the reply does not state (not credited). */
  unsupportedClaimIds?: string[];
  /** The reply recited more facts than one answer holds: none was credited. */
  recital?: boolean;
};

/** What an engine answers: only the reply and which authored facts it revealed. */
export type EngineReply = {
  text: string;
  revealedFactIds: string[];
  negativeIds: string[];
  engine: 'scripted' | 'llm';
  usage?: EngineUsage;
  meta?: EngineMeta;
};

/** The patient and nurse behind a session: scripted (default) or a language model. */
export type PatientEngine = {
  name: 'scripted' | 'llm';
  reply: (turn: EngineTurn) => Promise<EngineReply>;
};
