import type {
  Handoff,
  HandoffShareLink,
  PublicHandoff,
  ReportBundle,
  Sbar,
  SbarSection,
} from '@urosim/contracts';
import { reportingEndpoints, sessionEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of hand-offs, their public views and report bundles. */
export const reportingKeys = {
  all: ['reporting'] as const,
  handoff: (sessionId: string) => [...reportingKeys.all, 'handoff', sessionId] as const,
  live: (token: string) => [...reportingKeys.all, 'live', token] as const,
  bundle: (sessionId: string) => [...reportingKeys.all, 'bundle', sessionId] as const,
  caseOf: (sessionId: string) => [...reportingKeys.all, 'case-of', sessionId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The owner's hand-off: 404 for a session that is not theirs, 409 while the session runs. */
export const fetchHandoff = (sessionId: string, signal?: AbortSignal): Promise<Handoff> =>
  apiClient.call(reportingEndpoints.handoff, { params: { id: sessionId }, ...withSignal(signal) });

/** Saves the four sections as typed; answers with the new score, the copilot's hints and the share. */
export const saveHandoff = (sessionId: string, sbar: Sbar, signal?: AbortSignal): Promise<Handoff> =>
  apiClient.call(reportingEndpoints.saveHandoff, {
    params: { id: sessionId },
    body: sbar,
    ...withSignal(signal),
  });

/** Makes a share link (ending the previous one). The answer is the only time the token is told. */
export const createShareLink = (
  sessionId: string,
  body: { expiresInDays: number; includeTranscript: boolean },
): Promise<HandoffShareLink> =>
  apiClient.call(reportingEndpoints.createShare, { params: { id: sessionId }, body });

export const revokeShareLink = (sessionId: string) =>
  apiClient.call(reportingEndpoints.revokeShare, { params: { id: sessionId } });

/** A shared hand-off, for whoever holds the link: 404 `LINK_NOT_VALID` once revoked or expired. */
export const fetchPublicHandoff = (token: string, signal?: AbortSignal): Promise<PublicHandoff> =>
  apiClient.call(reportingEndpoints.live, { params: { token }, ...withSignal(signal) });

/** The case a session played, for the way back to it (without the case page's module and its schemas). */
export const fetchSessionCaseId = async (sessionId: string, signal?: AbortSignal): Promise<string> =>
  (await apiClient.call(sessionEndpoints.details, { params: { id: sessionId }, ...withSignal(signal) })).case
    .id;

export const fetchReportBundle = (sessionId: string, signal?: AbortSignal): Promise<ReportBundle> =>
  apiClient.call(reportingEndpoints.reportBundle, { params: { id: sessionId }, ...withSignal(signal) });

export const triggerReportBundle = (sessionId: string): Promise<ReportBundle> =>
  apiClient.call(reportingEndpoints.triggerReportBundle, { params: { id: sessionId } });

/** A route's path with its values filled in, for what is not a JSON call (links, event streams). */
const pathOf = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** The owner's PDF of the hand-off; `download` asks for it as a file to save. */
export const handoffPdfUrl = (sessionId: string, { download }: { download: boolean }) =>
  `${pathOf(reportingEndpoints.handoffPdf.path, { id: sessionId })}${download ? '?download=1' : ''}`;

/** The server-sent events of a shared hand-off: `handoff` on every change, `gone` when the link ends. */
export const liveEventsUrl = (token: string) => pathOf(reportingEndpoints.liveEvents.path, { token });

export type { Handoff, HandoffShareLink, PublicHandoff, ReportBundle, Sbar, SbarSection };
