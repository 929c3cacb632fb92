import type { SessionSummary } from '@urosim/contracts';
import { sessionEndpoints } from '@urosim/contracts';
import { apiClient, type SseEvent } from '../../api/client';
import { refreshHeaderStats } from '../header-stats/use-header-stats';

export type Channel = 'patient' | 'nurse';

export const startSession = (caseId: string) =>
  apiClient.call(sessionEndpoints.startWithQuota, { body: { caseId, mode: 'Chat' } });

export const fetchSessionDetails = (id: string, signal?: AbortSignal) =>
  apiClient.call(sessionEndpoints.details, { params: { id }, ...(signal ? { signal } : {}) });

export const requestExamination = (id: string, examinationId: string) =>
  apiClient.call(sessionEndpoints.interact, { params: { id }, body: { type: 'examination', examinationId } });

export const requestInvestigation = (id: string, investigationId: string) =>
  apiClient.call(sessionEndpoints.interact, {
    params: { id },
    body: { type: 'investigation', investigationId },
  });

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
  apiClient.callStream(channel === 'patient' ? sessionEndpoints.patientChat : sessionEndpoints.nurseChat, {
    params: { id },
    body: { message },
    onEvent,
    // A model may take a while to start; the timeout counts from the last chunk received.
    timeoutMs: 60_000,
    ...(signal ? { signal } : {}),
  });

export const saveNotes = (id: string, notes: string) =>
  apiClient.call(sessionEndpoints.notes, { params: { id }, body: { notes } });

/** Ends a session; the header's cases completed and level are asked for again. */
export const endSession = async (id: string) => {
  const result = await apiClient.call(sessionEndpoints.end, { params: { id } });
  void refreshHeaderStats();
  return result;
};

/** Sends the summary; the header's stats are asked for again (a skip within 2 s is silent). */
export const submitSummary = async (id: string, summary: SessionSummary) => {
  const result = await apiClient.call(sessionEndpoints.summary, { params: { id }, body: summary });
  void refreshHeaderStats();
  return result;
};
