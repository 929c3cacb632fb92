import { z } from './zod.ts';

/** Queue names of the background jobs. */
export const jobQueues = {
  logRetention: 'log-retention',
  sendMail: 'send-mail',
  endSession: 'end-session',
  sessionSweep: 'session-sweep',
  /** The billing sandbox's renewals, cancellations and expiries that its clocks have reached. */
  billingSandboxDue: 'billing-sandbox-due',
  /** The billing sandbox's events not yet taken by the webhook, delivered again. */
  billingSandboxDelivery: 'billing-sandbox-delivery',
  /** Builds one session's report bundle (a zip of PDFs, text and JSON). */
  reportBundle: 'report-bundle',
  /** Deletes report bundles past their retention period. */
  reportBundleRetention: 'report-bundle-retention',
  /** Builds one user's privacy (GDPR) export zip (ADR 0133). */
  dataExport: 'data-export',
  /** Deletes privacy exports past their retention period. */
  dataExportRetention: 'data-export-retention',
  /** Delivers one notification by e-mail and web push, per the user's settings (ADR 0126). */
  notificationDeliver: 'notification-deliver',
  /** Notifies users whose subscription period ends within 7 days (daily). */
  subscriptionEndingNotices: 'subscription-ending-notices',
} as const;

/** Payload of the notification delivery job. */
export type NotificationDeliverJob = { notificationId: string };

/**
 * Payload of the report bundle job: the bundle row's generation it builds (a newer request makes
 * an older job do nothing).
 */
export const ZReportBundleJob = z.object({ sessionId: z.uuid(), generation: z.number().int().min(1) });
export type ReportBundleJob = z.infer<typeof ZReportBundleJob>;

/** Payload of the privacy export job: the generation of the user's export row it builds. */
export const ZDataExportJob = z.object({ userId: z.uuid(), generation: z.number().int().min(1) });
export type DataExportJob = z.infer<typeof ZDataExportJob>;

/** Payload of the job that ends a session when its time is up. */
export const ZEndSessionJob = z.object({ sessionId: z.uuid() });
export type EndSessionJob = z.infer<typeof ZEndSessionJob>;

/** Payload of the mail job: the outbox row to deliver. */
export const ZSendMailJob = z.object({ messageId: z.uuid() });
export type SendMailJob = z.infer<typeof ZSendMailJob>;

/** Sends background jobs (pg-boss in the api; the worker runs them). */
export type JobQueue = {
  send: (
    queue: string,
    data: object,
    options?: {
      startAfter?: Date;
      singletonKey?: string;
      /** Runs the insert on this connection (pg-boss's `db` option): in a transaction, the job is queued only if it commits. */
      db?: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
    },
  ) => Promise<string | null>;
};

/** Payload of the log retention job; `retentionDays` overrides the configured value. */
export const ZLogRetentionJob = z.object({ retentionDays: z.number().int().min(1).optional() });
export type LogRetentionJob = z.infer<typeof ZLogRetentionJob>;
