import type { Config } from '@urosim/config';
import OpenAI from 'openai';
import type { EngineUsage } from './engine.ts';

/** The settings every model call reads. */
export type AiSettings = Pick<
  Config,
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_MODEL'
  | 'AI_PROMPT_COST_PER_1K'
  | 'AI_COMPLETION_COST_PER_1K'
  | 'AI_TIMEOUT_SECONDS'
>;

/** An OpenAI-compatible client for the configured endpoint, or undefined without a key. */
export const createAiClient = (settings: AiSettings) =>
  settings.AI_API_KEY
    ? new OpenAI({
        apiKey: settings.AI_API_KEY,
        ...(settings.AI_BASE_URL ? { baseURL: settings.AI_BASE_URL } : {}),
        timeout: settings.AI_TIMEOUT_SECONDS * 1000,
        maxRetries: 1,
      })
    : undefined;

/** Token use of a call with its cost at the configured prices. */
export const usageOf = (
  settings: AiSettings,
  usage: { prompt_tokens: number; completion_tokens: number } | null | undefined,
): EngineUsage => {
  const promptTokens = usage?.prompt_tokens ?? 0;
  const completionTokens = usage?.completion_tokens ?? 0;
  return {
    model: settings.AI_MODEL,
    promptTokens,
    completionTokens,
    costUsd:
      (promptTokens / 1000) * settings.AI_PROMPT_COST_PER_1K +
      (completionTokens / 1000) * settings.AI_COMPLETION_COST_PER_1K,
  };
};
