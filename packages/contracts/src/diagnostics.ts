import { diagnosticsEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Limits of a diagnostics report (specification, section 9: output capped at 1000 lines). */
export const diagnosticsLimits = {
  maxTextChars: 200_000,
  maxLines: 1000,
  bodyLimitBytes: 1024 * 1024,
  listLimit: 50,
} as const;

const text = (max: number) => z.string().max(max);
const anyObject = z.record(z.string(), z.unknown());

/** `POST /diagnostics/emergency` (section 7). */
export const ZEmergencyDiagnostics = z.object({
  comprehensiveDataText: text(diagnosticsLimits.maxTextChars),
  comprehensiveDataObject: anyObject.optional(),
  capturedConsoleLogs: z.array(z.unknown()).max(600).optional(),
  consoleLogsDump: text(diagnosticsLimits.maxTextChars).optional(),
  consoleSummary: anyObject.optional(),
  browserInfo: anyObject.optional(),
  comprehensiveDiagnostics: anyObject.optional(),
  url: text(2000).optional(),
  userAgent: text(1000).optional(),
  timestamp: text(64).optional(),
});
export type EmergencyDiagnostics = z.infer<typeof ZEmergencyDiagnostics>;

/** A stored report as the admin sees it (already redacted). */
export const ZDiagnosticsReport = z.object({
  id: z.string(),
  channel: z.enum(['emergency', 'email']),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  summary: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DiagnosticsReport = z.infer<typeof ZDiagnosticsReport>;

export const diagnosticsRoutes = {
  emergency: defineRoute(diagnosticsEndpoints.emergency, {
    summary: "A browser's emergency diagnostics report for support (redacted before it is stored)",
    tag: 'operations',
    body: ZEmergencyDiagnostics,
    data: z.object({ id: z.string() }),
    bodyLimitBytes: diagnosticsLimits.bodyLimitBytes,
  }),
  emailDiagnostics: defineRoute(diagnosticsEndpoints.emailDiagnostics, {
    summary: 'The e-mail fallback of the diagnostics report: stored and sent to support',
    tag: 'operations',
    body: z.object({
      to: text(320).optional(),
      subject: text(300).optional(),
      diagnostics: text(diagnosticsLimits.maxTextChars),
      userInfo: anyObject.optional(),
    }),
    data: z.object({ id: z.string() }),
    bodyLimitBytes: diagnosticsLimits.bodyLimitBytes,
  }),
  adminList: defineRoute(diagnosticsEndpoints.adminList, {
    summary: 'The latest diagnostics reports (admin only)',
    tag: 'admin',
    auth: 'admin',
    data: z.object({ reports: z.array(ZDiagnosticsReport) }),
  }),
};
