const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or a wrong URL)
  '57014', // query_canceled: statement_timeout, or the client's query timeout
]);

const connectionMessages = [
  /Connection terminated/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
];

/**
 * Whether an error means the database cannot be reached (as opposed to a bad query): such errors
 * become 503 for the caller, and the app recovers by itself when the database is back.
 */
export const isDatabaseUnavailableError = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (connectionErrorCodes.has(e.code) || e.code.startsWith('08')))
    return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && connectionMessages.some((re) => re.test(e.message as string)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailableError)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailableError(e.cause);
};

/** PostgreSQL SQLSTATE of a query error, if it has one. */
export const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};
