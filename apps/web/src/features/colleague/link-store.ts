import type { ColleagueRoomCreated } from '@urosim/contracts';

// A room's link is told once (ADR 0118): this tab keeps the rooms of a session it made, so the case
// page and `/colleague-invite/{roomId}` can show the link again, until it expires.
const key = (sessionId: string) => `urosim.colleagueRooms.${sessionId}`;
const roomKey = (roomId: string) => `urosim.colleagueRoom.${roomId}`;

const read = <T>(name: string): T | null => {
  try {
    const raw = sessionStorage.getItem(name);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

const write = (name: string, value: unknown) => {
  try {
    sessionStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Storage refused: the link is shown until the page is left.
  }
};

const isLive = (room: ColleagueRoomCreated) => new Date(room.expiresAt).getTime() > Date.now();

/** Remembers a room just made, for its session and by its id. */
export const rememberRoom = (sessionId: string, room: ColleagueRoomCreated) => {
  const rooms = (read<ColleagueRoomCreated[]>(key(sessionId)) ?? []).filter((r) => r.roomId !== room.roomId);
  write(key(sessionId), [...rooms, room].filter(isLive));
  write(roomKey(room.roomId), room);
};

/** The rooms this tab made for a session, still unexpired. */
export const recallRooms = (sessionId: string) =>
  (read<ColleagueRoomCreated[]>(key(sessionId)) ?? []).filter(isLive);

/** One room this tab made, or null. */
export const recallRoom = (roomId: string) => {
  const room = read<ColleagueRoomCreated>(roomKey(roomId));
  return room && isLive(room) ? room : null;
};

/** Forgets a room (revoked). */
export const forgetRoom = (sessionId: string, roomId: string) => {
  write(
    key(sessionId),
    (read<ColleagueRoomCreated[]>(key(sessionId)) ?? []).filter((r) => r.roomId !== roomId),
  );
  try {
    sessionStorage.removeItem(roomKey(roomId));
  } catch {
    // Nothing kept.
  }
};
