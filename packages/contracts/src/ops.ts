import { opsEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Build information generated at build time (specification, section 3). */
export const ZBuildInfo = z.object({
  version: z.string(),
  buildTime: z.string(),
  generatedAt: z.string(),
  dirty: z.boolean(),
  branch: z.string(),
  shortHash: z.string(),
  commitHash: z.string(),
  buildNumber: z.string(),
  environment: z.string(),
});
export type BuildInfo = z.infer<typeof ZBuildInfo>;

/** State of the database as `/health` reports it. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
    embedded: z.boolean(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
  checkedAt: z.string(),
});
export type Health = z.infer<typeof ZHealth>;

const shortText = (max: number) => z.string().max(max);

/** Limits of the client log endpoint (specification, section 9: queue max 100, 5000 chars). */
export const clientLogLimits = {
  maxEntries: 100,
  maxMessageChars: 5000,
  bodyLimitBytes: 512 * 1024,
} as const;

/** One remote client log entry (specification, section 3). */
export const ZClientLogEntry = z.object({
  level: z.enum(['log', 'error', 'warn', 'info', 'debug']).default('info'),
  message: shortText(clientLogLimits.maxMessageChars),
  timestamp: z.string().max(64).optional(),
  sessionId: z.string().max(128).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** Browser facts sent with client logs. */
export const ZClientMetadata = z
  .object({
    browser: z.string().max(500).optional(),
    screen: z.string().max(100).optional(),
    timezone: z.string().max(100).optional(),
    url: z.string().max(2000).optional(),
    referrer: z.string().max(2000).optional(),
  })
  .catchall(z.unknown());

export const opsRoutes = {
  health: defineRoute(opsEndpoints.health, {
    summary: 'Health of the api and its database; 503 while the database is unreachable',
    tag: 'operations',
    data: ZHealth,
    extraStatuses: { 503: 'The database is unreachable' },
  }),
  version: defineRoute(opsEndpoints.version, {
    summary: 'Version and build information',
    tag: 'operations',
    data: ZBuildInfo,
  }),
  versionCheck: defineRoute(opsEndpoints.versionCheck, {
    summary: 'The running version, never cached',
    tag: 'operations',
    query: z.object({ ts: z.string().max(32).optional() }),
    data: z.object({ version: z.string(), buildTime: z.string() }),
  }),
  versionMismatch: defineRoute(opsEndpoints.versionMismatch, {
    summary: 'A browser reports that its version differs from the server',
    tag: 'operations',
    body: z.object({
      clientVersion: shortText(64),
      serverVersion: shortText(64),
      buildTime: shortText(64).optional(),
      userAgent: shortText(1000).optional(),
      url: shortText(2000).optional(),
      timestamp: shortText(64).optional(),
    }),
    data: z.object({ recorded: z.literal(true) }),
  }),
  frontendError: defineRoute(opsEndpoints.frontendError, {
    summary: 'A browser reports an error caught by an error boundary',
    tag: 'operations',
    body: z.object({
      message: shortText(5000),
      stack: shortText(20000).optional(),
      componentStack: shortText(20000).optional(),
      timestamp: shortText(64).optional(),
      url: shortText(2000).optional(),
      userAgent: shortText(1000).optional(),
      errorBoundary: z.union([z.string().max(200), z.boolean()]).optional(),
    }),
    data: z.object({ errorId: z.string() }),
    bodyLimitBytes: 64 * 1024,
  }),
  clientLogs: defineRoute(opsEndpoints.clientLogs, {
    summary: 'A batch of browser log entries',
    tag: 'operations',
    body: z.object({
      logs: z.array(ZClientLogEntry).min(1).max(clientLogLimits.maxEntries),
      sessionId: z.string().max(128).optional(),
      metadata: ZClientMetadata.optional(),
      delayed: z.boolean().optional(),
    }),
    data: z.object({ accepted: z.number().int() }),
    bodyLimitBytes: clientLogLimits.bodyLimitBytes,
  }),
  ping: defineRoute(opsEndpoints.ping, {
    summary: 'Answers at once; the browser measures the round trip',
    tag: 'operations',
    data: z.object({ pong: z.literal(true), serverTime: z.string() }),
  }),
  networkTest: defineRoute(opsEndpoints.networkTest, {
    summary: 'What the server sees of the caller: address and the headers that matter',
    tag: 'operations',
    data: z.object({
      ip: z.string(),
      importantHeaders: z.record(z.string(), z.string()),
      protocol: z.string(),
      serverTime: z.string(),
    }),
  }),
};
