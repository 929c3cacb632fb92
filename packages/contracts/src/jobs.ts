import { z } from 'zod';

/** Queue names of the background jobs. */
export const jobQueues = {
  logRetention: 'log-retention',
} as const;

/** Payload of the log retention job; `retentionDays` overrides the configured value. */
export const ZLogRetentionJob = z.object({ retentionDays: z.number().int().min(1).optional() });
export type LogRetentionJob = z.infer<typeof ZLogRetentionJob>;
