import type { SessionLength, SessionSummary } from '@urosim/contracts';
import { type ChatStreamEvent, sessionEndpoints, ZChatStreamEvent } from '@urosim/contracts';
import { apiClient, type SseEvent } from '../../api/client';
import { refreshHeaderStats } from '../header-stats/use-header-stats';

export type Channel = 'patient' | 'nurse';

/** TanStack Query keys of sessions. */
export const sessionKeys = {
  all: ['sessions'] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};

/** Starts a session; `minutes` when the trainee chose a length, else the case's own. */
export const startSession = (
  caseId: string,
  mode: 'Chat' | 'Avatar' = 'Chat',
  minutes?: SessionLength | null,
) =>
  apiClient.call(sessionEndpoints.startWithQuota, {
    body: { caseId, mode, ...(minutes ? { minutes } : {}) },
  });

export const fetchSessionDetails = (id: string, signal?: AbortSignal) =>
  apiClient.call(sessionEndpoints.details, { params: { id }, ...(signal ? { signal } : {}) });

export const requestExamination = (id: string, examinationId: string) =>
  apiClient.call(sessionEndpoints.interact, { params: { id }, body: { type: 'examination', examinationId } });

export const requestInvestigation = (id: string, investigationId: string) =>
  apiClient.call(sessionEndpoints.interact, {
    params: { id },
    body: { type: 'investigation', investigationId },
  });

/** A chat stream's event as the contract declares it, or `invalid` for one that does not match. */
export type ChatEvent = ChatStreamEvent | { event: 'invalid' };

/** Reads one server-sent event of a chat turn against the contract (`ZChatStreamEvent`). */
export const readChatEvent = ({ event, data }: SseEvent): ChatEvent => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { event: 'invalid' };
  }
  const parsed = ZChatStreamEvent.safeParse({ event, data: value });
  return parsed.success ? parsed.data : { event: 'invalid' };
};

/**
 * Says something to the patient or the nurse; the reply streams as server-sent events (`text`
 * chunks, then `done` with the stored turn, or `error`), each checked against the contract before
 * it reaches `onEvent`. Resolves with the turn when the server answered without streaming.
 */
export const streamChat = (
  channel: Channel,
  id: string,
  message: string,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
) =>
  apiClient.callStream(channel === 'patient' ? sessionEndpoints.patientChat : sessionEndpoints.nurseChat, {
    params: { id },
    body: { message },
    onEvent: (event) => onEvent(readChatEvent(event)),
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
