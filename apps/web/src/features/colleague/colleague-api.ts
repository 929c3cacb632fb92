import type {
  ColleagueJoined,
  ColleagueLinkPreview,
  ColleagueRole,
  ColleagueRoom,
  ColleagueRoomCreated,
  ColleagueView,
  TranscriptMessage,
} from '@urosim/contracts';
import { colleagueEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of colleague rooms. */
export const colleagueKeys = {
  all: ['colleague'] as const,
  room: (roomId: string) => [...colleagueKeys.all, 'room', roomId] as const,
  preview: (token: string) => [...colleagueKeys.all, 'preview', token] as const,
  view: (roomId: string) => [...colleagueKeys.all, 'view', roomId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const createColleagueRoom = (sessionId: string, role: ColleagueRole): Promise<ColleagueRoomCreated> =>
  apiClient.call(colleagueEndpoints.create, { body: { sessionId, role } });

export const fetchColleagueRoom = (roomId: string, signal?: AbortSignal): Promise<ColleagueRoom> =>
  apiClient.call(colleagueEndpoints.room, { params: { roomId }, ...withSignal(signal) });

export const revokeColleagueRoom = (roomId: string): Promise<{ revoked: boolean }> =>
  apiClient.call(colleagueEndpoints.revoke, { params: { roomId } });

export const handBackToEngine = (roomId: string): Promise<{ handedBackAt: string }> =>
  apiClient.call(colleagueEndpoints.handBack, { params: { roomId } });

export const previewColleagueLink = (token: string, signal?: AbortSignal): Promise<ColleagueLinkPreview> =>
  apiClient.call(colleagueEndpoints.preview, { params: { token }, ...withSignal(signal) });

export const joinColleagueRoom = (token: string, name?: string): Promise<ColleagueJoined> =>
  apiClient.call(colleagueEndpoints.join, { body: name ? { token, name } : { token } });

export const fetchColleagueView = (roomId: string, signal?: AbortSignal): Promise<ColleagueView> =>
  apiClient.call(colleagueEndpoints.view, { params: { roomId }, ...withSignal(signal) });

export const replyAsPatient = (
  roomId: string,
  body: { toMessageId: string; text: string; revealedFactIds: string[]; negativeIds: string[] },
): Promise<{ message: TranscriptMessage }> =>
  apiClient.call(colleagueEndpoints.reply, { params: { roomId }, body });
