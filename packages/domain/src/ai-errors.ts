/** What the browser knows of a failed AI call: the error text, the server's status, body and code. */
export type AiFailure = {
  message?: string | undefined;
  status?: number | undefined;
  serverMessage?: unknown;
  code?: string | undefined;
};

const texts = {
  network: 'Network error. Please check your connection and retry.',
  unavailable: 'Temporarily unavailable. Check your internet and retry.',
  serviceError: 'AI service error. Please retry in a moment.',
  serverError: 'An unexpected server error occurred. Please try again.',
  missingKey: 'Missing API key. Set the AI key and vitals model settings and restart backend.',
  invalidOutput: 'AI returned invalid JSON. Try again or switch model.',
  modelMissing: 'Model not available. Set the vitals model setting to a model your key can use.',
  quota: 'AI quota exceeded at the AI provider. Check your account limits and billing, then retry.',
  unauthorized: 'Unauthorized to call AI. Verify API key.',
  fallback: 'Something went wrong. Please try again.',
} as const;

/**
 * The AI error catalogue of the specification (section 8), in its order: (1) network-like text,
 * (2) a string message from the server, (3) 503, (4) 502, (5) 500, (6) known codes, (7) message
 * patterns, (8) the default or the caller's fallback.
 */
export const aiErrorMessage = (failure: AiFailure, fallback: string = texts.fallback): string => {
  const message = failure.message ?? '';
  if (
    /failed to fetch|network ?error|timeout|timed out|abort(ed)? ?(connection)?|connection aborted/i.test(
      message,
    )
  ) {
    return texts.network;
  }
  if (typeof failure.serverMessage === 'string' && failure.serverMessage.trim()) return failure.serverMessage;
  if (failure.status === 503) return texts.unavailable;
  if (failure.status === 502) return texts.serviceError;
  if (failure.status === 500) return texts.serverError;
  switch (failure.code) {
    case 'missing_api_key':
      return texts.missingKey;
    case 'ai_service_unavailable':
      return texts.unavailable;
    case 'ai_service_error':
      return texts.serviceError;
    case 'invalid_ai_output':
      return texts.invalidOutput;
  }
  if (/missing_api_key/i.test(message)) return texts.missingKey;
  if (/model.*not found|unsupported model/i.test(message)) return texts.modelMissing;
  if (/quota/i.test(message)) return texts.quota;
  if (/\b401\b|unauthori[sz]ed/i.test(message)) return texts.unauthorized;
  if (/\b502\b|bad gateway/i.test(message)) return texts.serviceError;
  if (/\b503\b|service unavailable/i.test(message)) return texts.unavailable;
  return fallback;
};

/** The catalogue's texts, for tests and the web client. */
export const aiErrorTexts = texts;
