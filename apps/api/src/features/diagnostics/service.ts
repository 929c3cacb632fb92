import { diagnosticsLimits, type EmergencyDiagnostics, redactSecrets, redactText } from '@urosim/contracts';
import { insertDiagnosticsReport, type Knex } from '@urosim/db';

type RequestFacts = {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  userId: string | null;
};

/** The text capped at 1000 lines (specification, section 9). */
export const capLines = (text: string, max: number = diagnosticsLimits.maxLines) => {
  const lines = text.split('\n');
  return lines.length <= max
    ? text
    : `${lines.slice(0, max).join('\n')}\n… ${lines.length - max} more lines cut`;
};

const firstLine = (text: string) => (text.split('\n').find((line) => line.trim() !== '') ?? '').slice(0, 200);

/**
 * Stores an emergency diagnostics report, redacted once more here (the browser redacts before it
 * sends, but the server never trusts that): passwords, tokens and cookies never reach the table.
 */
export const storeEmergencyDiagnostics = (db: Knex, body: EmergencyDiagnostics, facts: RequestFacts) => {
  const report = redactSecrets(body);
  const reportText = capLines(report.comprehensiveDataText);
  const errors = (report.consoleSummary as { errors?: unknown } | undefined)?.errors;
  return insertDiagnosticsReport(db, {
    channel: 'emergency',
    userId: facts.userId,
    url: report.url?.slice(0, 2000) ?? null,
    userAgent: (report.userAgent ?? facts.userAgent)?.slice(0, 1000) ?? null,
    ip: facts.ip,
    requestId: facts.requestId,
    summary: `${typeof errors === 'number' ? `${errors} errors · ` : ''}${firstLine(reportText) || 'Diagnostics report'}`,
    reportText,
    report: { ...report, comprehensiveDataText: undefined, consoleLogsDump: undefined },
  });
};

/** The e-mail fallback: stored the same way (the admin screen lists it), redacted. */
export const storeEmailedDiagnostics = (
  db: Knex,
  body: {
    to?: string | undefined;
    subject?: string | undefined;
    diagnostics: string;
    userInfo?: Record<string, unknown> | undefined;
  },
  facts: RequestFacts,
) => {
  const reportText = capLines(redactText(body.diagnostics));
  return insertDiagnosticsReport(db, {
    channel: 'email',
    userId: facts.userId,
    url: null,
    userAgent: facts.userAgent,
    ip: facts.ip,
    requestId: facts.requestId,
    summary: (body.subject ? redactText(body.subject) : firstLine(reportText)) || 'Diagnostics report',
    reportText,
    report: { to: body.to ?? null, userInfo: body.userInfo ? redactSecrets(body.userInfo) : null },
  });
};
