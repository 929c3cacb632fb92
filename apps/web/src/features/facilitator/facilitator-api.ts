import type {
  FacilitatorChatMessage,
  FacilitatorDashboard,
  FacilitatorFeedback,
  FacilitatorInvite,
  FacilitatorJoined,
  FacilitatorNote,
  ResolvedInviteCode,
  SessionWatchers,
} from '@urosim/contracts';
import { facilitatorEndpoints, liveEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of live rooms and the facilitator's pages. */
export const facilitatorKeys = {
  all: ['facilitator'] as const,
  watchers: (sessionId: string) => [...facilitatorKeys.all, 'watchers', sessionId] as const,
  dashboard: (sessionId: string) => [...facilitatorKeys.all, 'dashboard', sessionId] as const,
  feedback: (sessionId: string) => [...facilitatorKeys.all, 'feedback', sessionId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const createInvite = (sessionId: string, expiresInHours: number): Promise<FacilitatorInvite> =>
  apiClient.call(liveEndpoints.createInvite, { body: { sessionId, expiresInHours } });

export const resolveInviteCode = (code: string): Promise<ResolvedInviteCode> =>
  apiClient.call(liveEndpoints.resolveCode, { params: { code } });

export const joinAsFacilitator = (token: string, name?: string): Promise<FacilitatorJoined> =>
  apiClient.call(liveEndpoints.join, { body: name ? { token, name } : { token } });

export const fetchWatchers = (sessionId: string, signal?: AbortSignal): Promise<SessionWatchers> =>
  apiClient.call(liveEndpoints.watchers, { params: { sessionId }, ...withSignal(signal) });

export const revokeInvite = (inviteId: string) =>
  apiClient.call(liveEndpoints.revokeInvite, { params: { inviteId } });

export const fetchDashboard = (sessionId: string, signal?: AbortSignal): Promise<FacilitatorDashboard> =>
  apiClient.call(facilitatorEndpoints.dashboard, { params: { sessionId }, ...withSignal(signal) });

export const setReady = (sessionId: string, ready: boolean): Promise<{ ready: boolean }> =>
  apiClient.call(facilitatorEndpoints.ready, { params: { sessionId }, body: { ready } });

export const addNote = (sessionId: string, text: string, messageId?: string): Promise<FacilitatorNote> =>
  apiClient.call(facilitatorEndpoints.addNote, {
    params: { sessionId },
    body: messageId ? { text, messageId } : { text },
  });

export type RatingsBody = {
  overall: number;
  domains: Record<'history' | 'reasoning' | 'communication' | 'management' | 'handoff', number>;
  comments: string;
};

export const saveFeedback = (sessionId: string, body: RatingsBody): Promise<FacilitatorFeedback> =>
  apiClient.call(facilitatorEndpoints.saveFeedback, { params: { sessionId }, body });

export const fetchFacilitatorFeedback = (
  sessionId: string,
  signal?: AbortSignal,
): Promise<{ feedback: FacilitatorFeedback[] }> =>
  apiClient.call(facilitatorEndpoints.facilitatorFeedback, { params: { sessionId }, ...withSignal(signal) });

export const sendFacilitatorMessage = (sessionId: string, message: string): Promise<FacilitatorChatMessage> =>
  apiClient.call(facilitatorEndpoints.chat, { body: { sessionId, message } });
