import type { Config } from '@urosim/config';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
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

/**
 * An OpenAI-compatible client for the configured endpoint, or undefined when there is nothing to
 * call. The key is optional for a configured endpoint: local servers (Ollama, llama.cpp's server,
 * vLLM) need none, and then no Authorization header is sent. OpenAI's own endpoint (no AI_BASE_URL)
 * needs the key.
 */
const createAiClient = (settings: AiSettings) => {
  if (!settings.AI_API_KEY && !settings.AI_BASE_URL) return undefined;
  return new OpenAI({
    // The SDK refuses to start without a key; a keyless endpoint gets a placeholder that is never sent.
    apiKey: settings.AI_API_KEY ?? 'no-key',
    ...(settings.AI_BASE_URL ? { baseURL: settings.AI_BASE_URL } : {}),
    ...(settings.AI_API_KEY ? {} : { defaultHeaders: { Authorization: null } }),
    timeout: settings.AI_TIMEOUT_SECONDS * 1000,
    maxRetries: 1,
  });
};

/** Token use of a call with its cost at the configured prices. */
const usageOf = (
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
const missingApiKeyError = () =>
  new AppError(
    'missing_api_key',
    'Missing API key. Set the AI key and vitals model settings and restart backend.',
  );

/** The error of a model answer that is not the JSON asked for (specification, section 8). */
export const invalidAiOutputError = () =>
  new AppError('invalid_ai_output', 'AI returned invalid JSON. Try again or switch model.');

/** A model's structured answer checked against its zod schema; invalid_ai_output otherwise. */
const parseModelJson = <T>(schema: z.ZodType<T>, raw: string | null | undefined): T => {
  try {
    return schema.parse(JSON.parse(raw ?? ''));
  } catch {
    throw invalidAiOutputError();
  }
};

const providerName = 'the AI provider';

/** Turns an OpenAI SDK failure into the AI error catalogue of the specification (section 8). */
const toAiError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof APIUserAbortError)
    return new AppError('ai_service_unavailable', 'The request was cancelled.');
  if (error instanceof APIConnectionTimeoutError) {
    return new AppError('ai_service_unavailable', 'Temporarily unavailable. Check your internet and retry.', {
      timeout: true,
    });
  }
  if (error instanceof APIConnectionError) {
    return new AppError('ai_service_unavailable', 'Temporarily unavailable. Check your internet and retry.');
  }
  if (error instanceof APIError) {
    const message = String((error as { message?: unknown }).message ?? '').toLowerCase();
    if (error.status === 401 || error.status === 403) {
      return new AppError('ai_unauthorized', 'Unauthorized to call AI. Verify API key.');
    }
    if (error.status === 404 || /model.*(not found|does not exist)|unsupported model/.test(message)) {
      return new AppError(
        'ai_model_not_found',
        'Model not available. Set the vitals model setting to a model your key can use.',
      );
    }
    if (error.status === 429) {
      return new AppError(
        'ai_quota_exceeded',
        `AI quota exceeded at ${providerName}. Check your account limits and billing, then retry.`,
      );
    }
    if (error.status === 503)
      return new AppError(
        'ai_service_unavailable',
        'Temporarily unavailable. Check your internet and retry.',
      );
    return new AppError('ai_service_error', 'AI service error. Please retry in a moment.');
  }
  return new AppError('ai_service_error', 'AI service error. Please retry in a moment.');
};

/** One call for a structured answer: the JSON schema the model must follow and its zod check. */
export type StructuredCall<T> = {
  /** The name of the JSON schema (`response_format.json_schema.name`). */
  name: string;
  /** The JSON schema the model answers with (strict structured output). */
  jsonSchema: Record<string, unknown>;
  /** The check of the answer; one that fails it is `invalid_ai_output`. */
  schema: z.ZodType<T>;
  temperature: number;
  messages: ChatCompletionMessageParam[];
  signal?: AbortSignal | undefined;
};

/** A checked answer and what the call cost. */
export type StructuredAnswer<T> = { value: T; usage: EngineUsage };

/**
 * The model calls of a provider, set up in one place: an OpenAI-compatible client on the configured
 * endpoint (timeout, one retry), the configured model, structured output checked with zod, usage
 * priced at the configured rates, and every failure mapped to the AI error catalogue. Without an
 * endpoint and without an API key each call fails with `missing_api_key`.
 */
export const createModelCaller = (settings: AiSettings) => {
  const client = createAiClient(settings);
  const clientOrThrow = () => {
    if (!client) throw missingApiKeyError();
    return client;
  };
  const request = <T>(call: StructuredCall<T>) => ({
    model: settings.AI_MODEL,
    temperature: call.temperature,
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: call.name, strict: true, schema: call.jsonSchema },
    },
    messages: call.messages,
  });
  const requestOptions = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

  return {
    /** One answer, whole. */
    complete: async <T>(call: StructuredCall<T>): Promise<StructuredAnswer<T>> => {
      const ai = clientOrThrow();
      try {
        const completion = await ai.chat.completions.create(request(call), requestOptions(call.signal));
        return {
          value: parseModelJson(call.schema, completion.choices[0]?.message?.content),
          usage: usageOf(settings, completion.usage),
        };
      } catch (error) {
        throw toAiError(error);
      }
    },
    /** One answer streamed: `onRaw` receives the JSON received so far after each chunk. */
    stream: async <T>(
      call: StructuredCall<T>,
      onRaw: (raw: string) => void,
    ): Promise<StructuredAnswer<T>> => {
      const ai = clientOrThrow();
      let raw = '';
      let usage = { prompt_tokens: 0, completion_tokens: 0 };
      try {
        const stream = await ai.chat.completions.create(
          { ...request(call), stream: true, stream_options: { include_usage: true } },
          requestOptions(call.signal),
        );
        for await (const chunk of stream) {
          raw += chunk.choices[0]?.delta?.content ?? '';
          if (chunk.usage) usage = chunk.usage;
          onRaw(raw);
        }
      } catch (error) {
        throw toAiError(error);
      }
      return { value: parseModelJson(call.schema, raw), usage: usageOf(settings, usage) };
    },
  };
};
