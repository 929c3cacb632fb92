import type { SessionSummary, sessionRoutes } from '@urosim/contracts';
import { apiClient, routeRef, type SseEvent } from '../../api/client';
import { refreshHeaderStats } from '../header-stats/use-header-stats';

// Contract routes by method and path only: their types, not their zod schemas.
const routes = {
  start: routeRef<typeof sessionRoutes.startWithQuota>('post', '/api/v1/sessions/start-with-quota'),
  details: routeRef<typeof sessionRoutes.details>('get', '/api/v1/sessions/:id/details'),
  interact: routeRef<typeof sessionRoutes.interact>('post', '/api/v1/sessions/:id/interact'),
  patientChat: routeRef<typeof sessionRoutes.patientChat>('post', '/api/v1/patient/chat/:id'),
  nurseChat: routeRef<typeof sessionRoutes.nurseChat>('post', '/api/v1/chat/nurse/:id'),
  notes: routeRef<typeof sessionRoutes.notes>('put', '/api/v1/sessions/:id/notes'),
  end: routeRef<typeof sessionRoutes.end>('post', '/api/v1/sessions/:id/end'),
  summary: routeRef<typeof sessionRoutes.summary>('post', '/api/v1/sessions/:id/summary'),
};

export type Channel = 'patient' | 'nurse';

export const startSession = (caseId: string) =>
  apiClient.call(routes.start, { body: { caseId, mode: 'Chat' } });

export const fetchSessionDetails = (id: string, signal?: AbortSignal) =>
  apiClient.call(routes.details, { params: { id }, ...(signal ? { signal } : {}) });

export const requestExamination = (id: string, examinationId: string) =>
  apiClient.call(routes.interact, { params: { id }, body: { type: 'examination', examinationId } });

export const requestInvestigation = (id: string, investigationId: string) =>
  apiClient.call(routes.interact, { params: { id }, body: { type: 'investigation', investigationId } });

/**
 * Says something to the patient or the nurse; the reply streams as server-sent events (`text`
 * chunks, then `done` with the stored turn, or `error`). Resolves with the turn when the server
 * answered without streaming.
 */
export const streamChat = (
  channel: Channel,
  id: string,
  message: string,
  onEvent: (event: SseEvent) => void,
  signal?: AbortSignal,
) =>
  apiClient.callStream(channel === 'patient' ? routes.patientChat : routes.nurseChat, {
    params: { id },
    body: { message },
    onEvent,
    // A model may take a while to start; the timeout counts from the last chunk received.
    timeoutMs: 60_000,
    ...(signal ? { signal } : {}),
  });

export const saveNotes = (id: string, notes: string) =>
  apiClient.call(routes.notes, { params: { id }, body: { notes } });

/** Ends a session; the header's cases completed and level are asked for again. */
export const endSession = async (id: string) => {
  const result = await apiClient.call(routes.end, { params: { id } });
  void refreshHeaderStats();
  return result;
};

/** Sends the summary; the header's stats are asked for again (a skip within 2 s is silent). */
export const submitSummary = async (id: string, summary: SessionSummary) => {
  const result = await apiClient.call(routes.summary, { params: { id }, body: summary });
  void refreshHeaderStats();
  return result;
};
