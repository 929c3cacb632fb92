import type { BuildInfo, Health } from '@urosim/contracts';
import { insertClientLogs, insertFrontendError, type Knex, type NewClientLog } from '@urosim/db';

const healthTimeoutMs = 2_000;

/** Checks the database with a bounded round trip and reports it with the process state. */
export const checkHealth = async (
  db: Knex,
  context: { embedded: boolean; version: string; startedAt: number },
): Promise<Health> => {
  const started = performance.now();
  let up = false;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.raw('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), healthTimeoutMs);
      }),
    ]);
    up = true;
  } catch {
    up = false;
  } finally {
    clearTimeout(timer);
  }
  return {
    status: up ? 'ok' : 'degraded',
    database: {
      status: up ? 'up' : 'down',
      latencyMs: up ? Math.round((performance.now() - started) * 10) / 10 : null,
      embedded: context.embedded,
    },
    uptimeSeconds: Math.round((Date.now() - context.startedAt) / 1000),
    version: context.version,
    checkedAt: new Date().toISOString(),
  };
};

const toDate = (value: string | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Who sent a report and how; `userId` when a logged-in user's browser sent it (admin logs filter by it). */
type RequestFacts = {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  userId?: string | null;
};

/** Stores a batch of browser log entries. */
export const recordClientLogs = (
  db: Knex,
  batch: {
    logs: { level: string; message: string; timestamp?: string; sessionId?: string; metadata?: unknown }[];
    sessionId?: string;
    metadata?: unknown;
    delayed?: boolean;
  },
  facts: RequestFacts,
) =>
  insertClientLogs(
    db,
    batch.logs.map(
      (entry): NewClientLog => ({
        source: 'client-log',
        level: entry.level,
        message: entry.message,
        clientSessionId: entry.sessionId ?? batch.sessionId ?? null,
        clientTimestamp: toDate(entry.timestamp),
        metadata: { ...(batch.metadata as object | undefined), ...(entry.metadata as object | undefined) },
        delayed: batch.delayed ?? false,
        ...facts,
      }),
    ),
  );

/** Stores a browser's report that its version differs from the server's. */
export const recordVersionMismatch = async (
  db: Knex,
  report: {
    clientVersion: string;
    serverVersion: string;
    timestamp?: string;
    url?: string;
    userAgent?: string;
  },
  facts: RequestFacts,
  build: BuildInfo,
) => {
  await insertClientLogs(db, [
    {
      source: 'version-mismatch',
      level: 'warn',
      message: `Client ${report.clientVersion} saw server ${report.serverVersion} (running ${build.version})`,
      clientTimestamp: toDate(report.timestamp),
      metadata: report,
      ...facts,
      userAgent: report.userAgent ?? facts.userAgent,
    },
  ]);
};

/** Stores an error caught by a browser error boundary; returns its id (shown to the user). */
export const recordFrontendError = (
  db: Knex,
  report: {
    message: string;
    stack?: string;
    componentStack?: string;
    timestamp?: string;
    url?: string;
    userAgent?: string;
    errorBoundary?: string | boolean;
  },
  facts: RequestFacts,
) =>
  insertFrontendError(db, {
    message: report.message,
    stack: report.stack ?? null,
    componentStack: report.componentStack ?? null,
    errorBoundary: report.errorBoundary === undefined ? null : String(report.errorBoundary),
    url: report.url ?? null,
    clientTimestamp: toDate(report.timestamp),
    ...facts,
    userAgent: report.userAgent ?? facts.userAgent,
  });

const importantHeaderNames = [
  'host',
  'user-agent',
  'accept',
  'accept-language',
  'accept-encoding',
  'origin',
  'referer',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'via',
  'connection',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-ch-ua-platform',
];

/** The request headers that explain a connection problem; never cookies or credentials. */
export const pickImportantHeaders = (headers: Record<string, string | string[] | undefined>) => {
  const picked: Record<string, string> = {};
  for (const name of importantHeaderNames) {
    const value = headers[name];
    if (value !== undefined) picked[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return picked;
};
