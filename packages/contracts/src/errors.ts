/**
 * Every error code the api can answer with, and its HTTP status.
 * The api's one error handler and the web client both read this table.
 */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  MALFORMED_URL: 400,
  MALFORMED_BODY: 400,
  TOKEN_INVALID: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ADMIN_REQUIRED: 403,
  UNAUTHENTICATED: 401,
  CSRF_INVALID: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  /** Removing or disabling the only remaining admin (issue 17: never the last admin). */
  LAST_ADMIN: 409,
  SESSION_NOT_STARTED: 409,
  SESSION_ENDED: 409,
  SESSION_RUNNING: 409,
  /** A start of a case whose session is still running; `details.sessionId` names it. */
  SESSION_ALREADY_RUNNING: 409,
  SUMMARY_EXISTS: 409,
  /** Feedback asked for before the summary was written (it would give the expected answers away). */
  SUMMARY_REQUIRED: 409,
  /** A summary sent after its window closed (the feedback may have been read by then). */
  SUMMARY_WINDOW_CLOSED: 409,
  /** A hand-off share link that was revoked, has expired or never existed. */
  LINK_NOT_VALID: 404,
  /** A report bundle asked for before the session has feedback to put in it. */
  FEEDBACK_NOT_READY: 409,
  /** A report bundle downloaded before it is ready. */
  BUNDLE_NOT_READY: 409,
  /** A privacy export downloaded before it is ready (ADR 0133). */
  EXPORT_NOT_READY: 409,
  QUOTA_EXCEEDED: 402,
  /** The plan's avatar minutes for the period are spent (ADR 0128), or the plan has none. */
  AVATAR_MINUTES_EXHAUSTED: 402,
  /** HeyGen is not configured (no HEYGEN_API_KEY) or did not answer. */
  AVATAR_UNAVAILABLE: 503,
  /** A case above the access tier of the user's plan; `details.requiredTier` names the tier it needs. */
  PLAN_UPGRADE_REQUIRED: 403,
  /** A card the payment provider (or the sandbox's test card 4000 0000 0000 0002) declined. */
  CARD_DECLINED: 402,
  /** A payment provider's event whose signature is missing or does not verify. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** Cancel, reactivate, change plan or a payment-method change without a subscription to act on. */
  NO_SUBSCRIPTION: 409,
  /** Checkout while a paid subscription is already running (change the plan instead). */
  ALREADY_SUBSCRIBED: 409,
  /** The payment provider could not be reached or refused the request. */
  BILLING_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  // Language-model failures, named as the specification's AI error catalogue names them (section 8).
  missing_api_key: 503,
  ai_service_unavailable: 503,
  ai_service_error: 502,
  invalid_ai_output: 502,
  ai_unauthorized: 502,
  ai_model_not_found: 502,
  ai_quota_exceeded: 429,
} as const;

/** A code from the table above. */
export type ErrorCode = keyof typeof errorCodes;

/** The HTTP status for an error code. */
export const statusForCode = (code: ErrorCode): number => errorCodes[code];

/**
 * Default messages the client shows when the server gives none (specification, section 8).
 */
export const defaultErrorMessages = {
  401: 'Please log in to continue',
  403: 'You do not have permission to access this resource',
  404: 'Resource not found',
  serverError: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection.',
  other: 'An error occurred',
  unexpected: 'An unexpected error occurred',
} as const;

/** The default message for an HTTP status, or for no response at all (status 0). */
export const defaultMessageForStatus = (status: number): string => {
  if (status === 0) return defaultErrorMessages.network;
  if (status === 401) return defaultErrorMessages[401];
  if (status === 403) return defaultErrorMessages[403];
  if (status === 404) return defaultErrorMessages[404];
  if (status >= 500) return defaultErrorMessages.serverError;
  return defaultErrorMessages.other;
};
