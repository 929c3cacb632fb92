import { type EmergencyDiagnostics, redactSecrets } from '@urosim/contracts';
import type { CapturedError, CapturedLog, CapturedRequest } from './capture';
import { CAPTURE_LIMITS } from './constants';

export type DiagnosticsInput = {
  logs: CapturedLog[];
  requests: CapturedRequest[];
  errors: CapturedError[];
  url: string;
  userAgent: string;
  now: Date;
  appVersion: string;
  /** Names of the local storage keys (never their values: they may hold a session's data). */
  storageKeys: string[];
  browser: Record<string, unknown>;
};

/** The text capped at 1000 lines (section 9). */
export const capLines = (lines: string[], max: number = CAPTURE_LIMITS.outputLines) =>
  lines.length <= max ? lines : [...lines.slice(0, max - 1), `… ${lines.length - max + 1} more lines cut`];

export const logsDump = (logs: CapturedLog[]) =>
  capLines(logs.map((log) => `${log.at} [${log.level}] ${log.args.join(' ')}`)).join('\n');

/**
 * The body of `POST /diagnostics/emergency` (section 7) from what was captured: a text for a
 * person, the same as an object, the console's logs and summary, the browser's facts. Redacted
 * again as a whole, so no password, token or cookie leaves the browser.
 */
export const buildDiagnostics = (input: DiagnosticsInput): EmergencyDiagnostics => {
  const summary = {
    logs: input.logs.length,
    errors: input.errors.length,
    warnings: input.logs.filter((log) => log.level === 'warn').length,
    failedRequests: input.requests.filter((request) => request.status === null || request.status >= 400)
      .length,
  };
  const lines = [
    `UroSim diagnostics — ${input.now.toISOString()}`,
    `Version: ${input.appVersion}`,
    `Page: ${input.url}`,
    `Browser: ${input.userAgent}`,
    `Summary: ${summary.errors} errors, ${summary.warnings} warnings, ${summary.failedRequests} failed requests`,
    '',
    '== Errors ==',
    ...input.errors.map((error) => `${error.at} (${error.source}) ${error.message}`),
    '',
    '== Requests ==',
    ...input.requests.map(
      (request) =>
        `${request.at} ${request.method} ${request.url} → ${request.status ?? 'failed'} (${request.durationMs} ms)`,
    ),
    '',
    '== Console ==',
    ...input.logs.map((log) => `${log.at} [${log.level}] ${log.args.join(' ')}`),
  ];
  const comprehensiveDiagnostics = {
    appVersion: input.appVersion,
    storageKeys: input.storageKeys,
    requests: input.requests,
    errors: input.errors,
  };
  return redactSecrets({
    comprehensiveDataText: capLines(lines).join('\n'),
    comprehensiveDataObject: { summary, url: input.url, appVersion: input.appVersion },
    capturedConsoleLogs: input.logs.slice(-CAPTURE_LIMITS.logs),
    consoleLogsDump: logsDump(input.logs),
    consoleSummary: summary,
    browserInfo: input.browser,
    comprehensiveDiagnostics,
    url: input.url.slice(0, 2000),
    userAgent: input.userAgent.slice(0, 1000),
    timestamp: input.now.toISOString(),
  });
};
