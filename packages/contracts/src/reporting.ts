import { sbarSections } from './case-names.ts';
import { reportingEndpoints } from './endpoints.ts';
import { ZFeedback, ZHandoffScore, ZSessionAnalysis } from './feedback.ts';
import { defineRoute } from './route.ts';
import { ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

// SBAR hand-offs, their share links and PDFs, and report bundles (specification, sections 1, 2 and
// 7: Reporting; ADR 0116). The hand-off is scored with the rest of the rubric; the live link and the
// PDF are public to whoever holds the token, and show the hand-off and nothing else of the trainee.

/** The numbers of hand-offs and bundles. */
export const HANDOFF = {
  /** Longest text of one SBAR section. */
  sectionMaxChars: 3000,
  /** A share link lasts this many days unless its owner chooses otherwise… */
  shareDefaultDays: 7,
  /** …between these. */
  shareMinDays: 1,
  shareMaxDays: 30,
  /** The editor saves this long after the last keystroke. */
  autosaveDelayMs: 800,
  /** Hand-offs ended within this many days and not yet written are listed on the dashboard. */
  waitingWithinDays: 14,
} as const;

/** What every hand-off PDF and bundle says of the patient. */
export const FICTIONAL_PATIENT_DISCLAIMER =
  'Fictional patient. This report comes from a training simulation: it is not a medical record, holds no real patient’s data and is not medical advice.';

const ZSbarText = z.string().max(HANDOFF.sectionMaxChars).default('');

/** The four sections as written (kept as typed: no trimming, so autosave never moves the caret). */
export const ZSbar = z.object({
  situation: ZSbarText,
  background: ZSbarText,
  assessment: ZSbarText,
  recommendation: ZSbarText,
});
export type Sbar = z.infer<typeof ZSbar>;

/** One thing the copilot says the draft still lacks. It names a structure, never a case's answer. */
export const ZHandoffHint = z.object({
  section: z.enum(sbarSections),
  /** Stable id of the check, e.g. `assessment.observations`. */
  code: z.string(),
  message: z.string(),
});
export type HandoffHint = z.infer<typeof ZHandoffHint>;

/** The hand-off copilot's reading of a draft: structural checks per section (ADR 0116). */
export const ZHandoffCopilot = z.object({
  /** scripted by default; model when FEEDBACK_ENGINE=llm (the scripted checks when the model fails). */
  engine: z.enum(['scripted', 'model']),
  hints: z.array(ZHandoffHint),
  sections: z.array(
    z.object({
      section: z.enum(sbarSections),
      words: z.number().int(),
      status: z.enum(['empty', 'partial', 'complete']),
    }),
  ),
  /** True when every section is complete by the structural checks. */
  ready: z.boolean(),
});
export type HandoffCopilot = z.infer<typeof ZHandoffCopilot>;

/** Whether the hand-off is shared now. The token itself is shown once, when the link is made. */
export const ZHandoffShareState = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  includeTranscript: z.boolean(),
});
export type HandoffShareState = z.infer<typeof ZHandoffShareState>;

/** The owner's hand-off: the text, its score, the copilot's hints and the share state. */
export const ZHandoff = z.object({
  sessionId: z.string(),
  caseId: z.string(),
  caseTitle: z.string(),
  endedAt: z.string(),
  sbar: ZSbar,
  /** Goes up by one on every save that changes the text. 0 before the first save. */
  revision: z.number().int(),
  updatedAt: z.string().nullable(),
  wordCount: z.number().int(),
  /** Null while nothing is written. */
  score: ZHandoffScore.nullable(),
  copilot: ZHandoffCopilot,
  /** The active share link, if any (null when never shared, revoked or expired). */
  share: ZHandoffShareState.nullable(),
});
export type Handoff = z.infer<typeof ZHandoff>;

export const ZCreateShareBody = z.object({
  expiresInDays: z
    .number()
    .int()
    .min(HANDOFF.shareMinDays)
    .max(HANDOFF.shareMaxDays)
    .default(HANDOFF.shareDefaultDays),
  /** Show the consultation's transcript on the live page too (off by default). */
  includeTranscript: z.boolean().default(false),
});

/** A new share link: the only time its token is told. Making one ends the previous link. */
export const ZHandoffShareLink = z.object({
  token: z.string(),
  /** The web page, `/handoff/live/{token}`. */
  url: z.string(),
  pdfUrl: z.string(),
  downloadUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  includeTranscript: z.boolean(),
});
export type HandoffShareLink = z.infer<typeof ZHandoffShareLink>;

/** The hand-off as anyone with its link sees it: nothing of the trainee but what they wrote. */
export const ZPublicHandoff = z.object({
  caseTitle: z.string(),
  sbar: ZSbar,
  updatedAt: z.string().nullable(),
  expiresAt: z.string(),
  score: ZHandoffScore.nullable(),
  /** The consultation, when its owner chose to include it. */
  transcript: z.array(ZTranscriptMessage).nullable(),
  pdfUrl: z.string(),
  downloadUrl: z.string(),
});
export type PublicHandoff = z.infer<typeof ZPublicHandoff>;

/** What the hand-off PDF prints. */
export const ZHandoffReport = z.object({
  productName: z.string(),
  caseTitle: z.string(),
  sessionEndedAt: z.string(),
  updatedAt: z.string().nullable(),
  sbar: ZSbar,
  score: ZHandoffScore.nullable(),
  disclaimer: z.string(),
});
export type HandoffReport = z.infer<typeof ZHandoffReport>;

export const reportBundleStates = ['none', 'queued', 'building', 'ready', 'failed'] as const;
export type ReportBundleState = (typeof reportBundleStates)[number];

/**
 * A zip the worker builds on request and keeps for a retention period, and where it stands: a
 * session's report bundle, a user's privacy export (ADR 0133).
 */
export const ZWorkerZip = z.object({
  state: z.enum(reportBundleStates),
  /** 0–100 while building; 100 when ready. */
  progress: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  /** Why it failed (after its retries), in words the user can read. */
  error: z.string().nullable(),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** When a ready zip is deleted (the retention period). */
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type WorkerZip = z.infer<typeof ZWorkerZip>;

/** A zip nobody has asked for yet (no row): the api's answer, and the web app's sample for it. */
export const noWorkerZip: WorkerZip = {
  state: 'none',
  progress: 0,
  sizeBytes: null,
  error: null,
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
};

/** A session's report bundle (a zip built by the worker) and where it stands. */
export const ZReportBundle = ZWorkerZip.extend({
  /** The hand-off or the feedback changed after the bundle was requested: trigger again for a new one. */
  stale: z.boolean(),
});
export type ReportBundle = z.infer<typeof ZReportBundle>;

/**
 * What a bundle holds, taken by the api when it is requested and kept with the bundle: the worker
 * renders and zips it, so a bundle shows the session as it was when it was asked for.
 */
export const ZReportBundleContent = z.object({
  sessionId: z.string(),
  requestedAt: z.string(),
  feedback: ZFeedback,
  analyses: z.array(ZSessionAnalysis),
  handoff: ZHandoffReport.nullable(),
});
export type ReportBundleContent = z.infer<typeof ZReportBundleContent>;

const sessionParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(16).max(128) });
const missing = { 404: 'No such session, or not yours' };
const gone = { 404: 'The link is no longer valid (revoked, expired or never made)' };

export const reportingRoutes = {
  handoff: defineRoute(reportingEndpoints.handoff, {
    summary:
      'The hand-off of an ended session: the SBAR text, its score, the copilot’s hints, the share state',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: ZHandoff,
    extraStatuses: { ...missing, 409: 'The session is still running' },
  }),
  saveHandoff: defineRoute(reportingEndpoints.saveHandoff, {
    summary: 'Save the SBAR hand-off (autosave); answers with its new score and hints',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    body: ZSbar,
    data: ZHandoff,
    extraStatuses: { ...missing, 409: 'The session is still running' },
  }),
  refreshHandoff: defineRoute(reportingEndpoints.refreshHandoff, {
    summary: 'Score the hand-off again and rebuild its PDF',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: ZHandoff,
    extraStatuses: missing,
  }),
  handoffPdf: defineRoute(reportingEndpoints.handoffPdf, {
    summary: 'The hand-off as a PDF, for its owner (application/pdf)',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    data: z.unknown(),
    produces: 'application/pdf',
    extraStatuses: missing,
  }),
  createShare: defineRoute(reportingEndpoints.createShare, {
    summary: 'Make a share link for the hand-off (ends the previous one)',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    body: ZCreateShareBody,
    data: ZHandoffShareLink,
    extraStatuses: missing,
  }),
  revokeShare: defineRoute(reportingEndpoints.revokeShare, {
    summary: 'End the hand-off’s share link',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: z.object({ revoked: z.boolean() }),
    extraStatuses: missing,
  }),
  live: defineRoute(reportingEndpoints.live, {
    summary: 'A shared hand-off, for anyone with its link (no login)',
    tag: 'reporting',
    params: tokenParams,
    data: ZPublicHandoff,
    extraStatuses: gone,
  }),
  liveEvents: defineRoute(reportingEndpoints.liveEvents, {
    summary:
      'Server-sent events of a shared hand-off: `handoff` with the hand-off on every change, `gone` when the link ends',
    tag: 'reporting',
    params: tokenParams,
    data: z.unknown(),
    produces: 'text/event-stream',
    extraStatuses: gone,
  }),
  sharedPdf: defineRoute(reportingEndpoints.sharedPdf, {
    summary: 'A shared hand-off as a PDF, shown inline (no login)',
    tag: 'reporting',
    params: tokenParams,
    data: z.unknown(),
    produces: 'application/pdf',
    extraStatuses: gone,
  }),
  sharedPdfDownload: defineRoute(reportingEndpoints.sharedPdfDownload, {
    summary: 'A shared hand-off as a PDF file to save (no login)',
    tag: 'reporting',
    params: tokenParams,
    data: z.unknown(),
    produces: 'application/pdf',
    extraStatuses: gone,
  }),
  reportBundle: defineRoute(reportingEndpoints.reportBundle, {
    summary: 'Where the session’s report bundle stands',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: ZReportBundle,
    extraStatuses: missing,
  }),
  triggerReportBundle: defineRoute(reportingEndpoints.triggerReportBundle, {
    summary:
      'Ask the worker for the report bundle (a zip); asking again while one is queued or current changes nothing',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: ZReportBundle,
    extraStatuses: { ...missing, 409: 'The session has no feedback yet' },
  }),
  downloadReportBundle: defineRoute(reportingEndpoints.downloadReportBundle, {
    summary: 'The ready report bundle (application/zip)',
    tag: 'reporting',
    auth: 'user',
    params: sessionParams,
    data: z.unknown(),
    produces: 'application/zip',
    extraStatuses: { ...missing, 409: 'The bundle is not ready' },
  }),
};
