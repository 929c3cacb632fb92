import type { Config } from '@urosim/config';
import OpenAI from 'openai';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
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

/** The error of a model call without a configured key (specification, section 8). */
export const missingApiKeyError = () =>
  new AppError(
    'missing_api_key',
    'Missing API key. Set the AI key and vitals model settings and restart backend.',
  );

/** The error of a model answer that is not the JSON asked for (specification, section 8). */
export const invalidAiOutputError = () =>
  new AppError('invalid_ai_output', 'AI returned invalid JSON. Try again or switch model.');

/** A model's structured answer checked against its zod schema; invalid_ai_output otherwise. */
export const parseModelJson = <T>(schema: z.ZodType<T>, raw: string | null | undefined): T => {
  try {
    return schema.parse(JSON.parse(raw ?? ''));
  } catch {
    throw invalidAiOutputError();
  }
};
