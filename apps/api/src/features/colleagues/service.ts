import { randomBytes } from 'node:crypto';
import type { Config } from '@urosim/config';
import {
  COLLEAGUE,
  type ColleagueJoined,
  type ColleagueLinkPreview,
  type ColleagueRoom,
  type ColleagueRoomCreated,
  type ColleagueView,
  LIVE,
  type PatientScript,
  type TranscriptMessage,
  type ZColleagueReplyBody,
  type ZCreateColleagueRoomBody,
  type ZJoinColleagueBody,
} from '@urosim/contracts';
import {
  type AnsweringRoom,
  type ColleagueRoomRow,
  findActiveColleagueRoomByTokenHash,
  findColleagueRoom,
  findPatientState,
  findTrainingSession,
  findTurnContext,
  handBackColleagueRoom,
  hasPatientLines,
  insertAwaitedReply,
  insertColleagueMember,
  insertColleagueRoom,
  type Knex,
  listActions,
  listActiveColleagueRooms,
  listAwaitedLines,
  listColleagueMembers,
  revokeColleagueRoom,
  sessionEventSeq,
  type TrainingSessionRow,
} from '@urosim/db';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { authorizeColleague, type ColleagueAction, type ColleagueGrant } from '../../policies/colleague.ts';
import type { Actor } from '../../policies/index.ts';
import { sessionNotFound } from '../../policies/index.ts';
import { type PatientEngine, RECENT_LINES } from '../../providers/ai/engine.ts';
import { findUserById } from '../auth/repo.ts';
import { hashInviteToken, inviteNotValid } from '../live-rooms/invites.ts';
import type { LivePublisher } from '../live-rooms/publisher.ts';
import {
  elapsedAt,
  loadSession,
  sessionCase,
  sessionDetailParts,
  toAction,
  toTranscriptMessage,
} from '../sessions/service.ts';

declare module 'express-session' {
  interface SessionData {
    /** Colleague rooms joined in this browser (ADR 0118): a guest needs no account. */
    colleagueGrants?: ColleagueGrant[];
  }
}

/** What the colleague services need: the store, the rooms' events, the engine (hand-back), the sockets. */
export type ColleagueDeps = {
  db: Knex;
  config: Config;
  publisher: LivePublisher;
  engine: PatientEngine;
  rooms: {
    roomRevoked: (roomId: string) => void;
    connectedMemberIds: (roomId: string) => Promise<Set<string>>;
  };
};

/** Most grants one browser keeps (the oldest go first). */
const MAX_GRANTS = 10;

const firstName = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] ?? '';

const roomState = (room: ColleagueRoomRow & { active: boolean }) =>
  room.revoked_at ? 'revoked' : room.active ? 'active' : 'expired';

/**
 * Whether the colleague of a colleague-patient room answers now: a socket of theirs is connected,
 * or their join or last socket's end was less than `COLLEAGUE.absentAfterSeconds` ago.
 */
export const isColleagueAnswering = async (
  deps: Pick<ColleagueDeps, 'rooms'>,
  room: AnsweringRoom,
  now = new Date(),
) => {
  if (now.getTime() - room.lastSeenAt.getTime() < COLLEAGUE.absentAfterSeconds * 1000) return true;
  return (await deps.rooms.connectedMemberIds(room.roomId)).size > 0;
};

/** A room of the caller's session, or the same 404 as a session they may not see. */
const loadOwnRoom = async (db: Knex, actor: Actor, roomId: string) => {
  const room = await findColleagueRoom(db, roomId);
  if (!room) throw new AppError('NOT_FOUND', 'No such colleague room');
  const session = await loadSession(db, actor, 'manageWatchers', room.session_id);
  return { room, session };
};

/**
 * Invites a colleague to a session of the caller's: to watch (any time) or to play the patient
 * (before the session's first line to the patient, so that one person plays the whole
 * consultation; one such room at a time). The link's token is told once here; only its SHA-256 is stored.
 */
export const createColleagueRoom = async (
  deps: ColleagueDeps,
  actor: Actor,
  body: z.output<typeof ZCreateColleagueRoomBody>,
): Promise<ColleagueRoomCreated> => {
  const session = await loadSession(deps.db, actor, 'manageWatchers', body.sessionId);
  if (body.role === 'patient') {
    // The session row exists only from the start (a countdown of seconds), so "before it starts"
    // means before its first line to the patient: one player answers the whole consultation.
    if (session.ended_at || new Date() >= session.ends_at || (await hasPatientLines(deps.db, session.id))) {
      throw new AppError(
        'CONFLICT',
        'The patient has already spoken in this session: a colleague can only watch it now.',
      );
    }
    const others = await deps
      .db('colleague_rooms')
      .where({ session_id: session.id, role: 'patient' })
      .whereNull('revoked_at')
      .andWhere('expires_at', '>', deps.db.fn.now())
      .first('id');
    if (others) throw new AppError('CONFLICT', 'A colleague is already invited to play the patient.');
  }
  const token = randomBytes(32).toString('base64url');
  const room = await insertColleagueRoom(deps.db, {
    session_id: session.id,
    created_by: session.user_id,
    role: body.role,
    token_hash: hashInviteToken(token),
    expires_at: new Date(Date.now() + body.expiresInHours * 3_600_000),
  });
  return {
    roomId: room.id,
    role: room.role,
    token,
    link: `/colleague/${token}`,
    expiresAt: room.expires_at.toISOString(),
  };
};

/** The room as its trainee sees it: role, state, who joined and whether they are connected. */
export const getColleagueRoom = async (
  deps: ColleagueDeps,
  actor: Actor,
  roomId: string,
): Promise<ColleagueRoom> => {
  const { room, session } = await loadOwnRoom(deps.db, actor, roomId);
  const [caseDef, members, connected] = await Promise.all([
    sessionCase(deps.db, session),
    listColleagueMembers(deps.db, room.id),
    deps.rooms.connectedMemberIds(room.id),
  ]);
  const state = roomState(room);
  const lastSeen = Math.max(0, ...members.map((m) => m.last_seen_at.getTime()));
  const isAnswering =
    room.role === 'patient' &&
    state === 'active' &&
    !room.handed_back_at &&
    members.length > 0 &&
    (await isColleagueAnswering(deps, { roomId: room.id, lastSeenAt: new Date(lastSeen) }));
  return {
    roomId: room.id,
    sessionId: session.id,
    caseId: caseDef.id,
    caseTitle: caseDef.title,
    role: room.role,
    state,
    expiresAt: room.expires_at.toISOString(),
    handedBackAt: room.handed_back_at?.toISOString() ?? null,
    isColleagueAnswering: isAnswering,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      signedIn: m.user_id !== null,
      joinedAt: m.joined_at.toISOString(),
      connected: connected.has(m.id),
    })),
  };
};

/**
 * The engine answers every line of `roomId` still waiting for the colleague (after a hand-back or
 * a revocation), each stored once as the colleague's reply would have been.
 */
const answerWaitingLines = async (deps: ColleagueDeps, session: TrainingSessionRow, roomId: string) => {
  const waiting = (await listAwaitedLines(deps.db, session.id)).filter((l) => l.room_id === roomId);
  if (waiting.length === 0 || session.ended_at || new Date() >= session.ends_at) return;
  const caseDef = await sessionCase(deps.db, session);
  for (const line of waiting) {
    const context = await findTurnContext(deps.db, session.id, 'patient', RECENT_LINES);
    if (!context) return;
    const answer = await deps.engine.reply({
      caseDef,
      channel: 'patient',
      state: context.state,
      history: context.recent.slice(0, -1).map((h) => ({
        sender: h.sender,
        text: h.text,
        revealedFactIds: h.revealed_fact_ids,
        negativeIds: h.negative_ids,
      })),
      message: line.text,
      elapsedSeconds: elapsedAt(session),
      requested: [],
    });
    const stored = await insertAwaitedReply(deps.db, {
      roomId,
      traineeMessageId: line.id,
      memberId: null,
      reply: {
        session_id: session.id,
        channel: 'patient',
        sender: 'patient',
        text: answer.text,
        revealed_fact_ids: answer.revealedFactIds,
        negative_ids: answer.negativeIds,
        engine: answer.engine,
        engine_meta: answer.meta ?? null,
        elapsed_seconds: elapsedAt(session),
      },
    });
    if (stored) {
      await deps.publisher.publish(session.id, [
        { type: 'message', payload: { message: toTranscriptMessage(stored) } },
      ]);
    }
  }
};

/** Ends a room (its owner only): its sockets are disconnected at once; the engine answers again. */
export const revokeColleague = async (deps: ColleagueDeps, actor: Actor, roomId: string) => {
  const { room, session } = await loadOwnRoom(deps.db, actor, roomId);
  const revoked = await revokeColleagueRoom(deps.db, room.id);
  deps.rooms.roomRevoked(room.id);
  if (room.role === 'patient') await answerWaitingLines(deps, session, room.id);
  return { revoked: revoked !== undefined };
};

/** "Let the simulated patient answer": the engine answers from now on, and any line left waiting. */
export const handBackToEngine = async (deps: ColleagueDeps, actor: Actor, roomId: string) => {
  const { room, session } = await loadOwnRoom(deps.db, actor, roomId);
  if (room.role !== 'patient') throw new AppError('CONFLICT', 'This colleague only watches.');
  const handed = await handBackColleagueRoom(deps.db, room.id);
  await answerWaitingLines(deps, session, room.id);
  return { handedBackAt: (handed.handed_back_at ?? new Date()).toISOString() };
};

const activeRoomOfToken = async (db: Knex, token: string) => {
  const room = await findActiveColleagueRoomByTokenHash(db, hashInviteToken(token));
  if (!room) throw inviteNotValid();
  return room;
};

/** What a link is for, before joining (no login). */
export const previewColleagueLink = async (
  deps: ColleagueDeps,
  token: string,
): Promise<ColleagueLinkPreview> => {
  const room = await activeRoomOfToken(deps.db, token);
  const session = await findTrainingSession(deps.db, room.session_id);
  if (!session) throw inviteNotValid();
  const [caseDef, trainee] = await Promise.all([
    sessionCase(deps.db, session),
    findUserById(deps.db, session.user_id),
  ]);
  return {
    roomId: room.id,
    role: room.role,
    caseTitle: caseDef.title,
    traineeName: firstName(trainee?.full_name),
    expiresAt: room.expires_at.toISOString(),
  };
};

/**
 * Joins a room by its link: a member with the guest's name (or, signed in without one, the
 * account's), remembered in the http session. One colleague plays the patient: a patient room
 * joined already lets in only the browser that joined it. The session's trainee cannot join their
 * own room.
 */
export const joinColleagueRoom = async (
  deps: ColleagueDeps,
  req: Request,
  actor: (Actor & { full_name?: string }) | undefined,
  body: z.output<typeof ZJoinColleagueBody>,
): Promise<ColleagueJoined> => {
  const room = await activeRoomOfToken(deps.db, body.token);
  if (actor && actor.id === room.created_by) {
    throw new AppError('CONFLICT', 'This is the link to your own session: send it to a colleague.');
  }
  const held = (req.session.colleagueGrants ?? []).find((g) => g.roomId === room.id);
  const members = await listColleagueMembers(deps.db, room.id);
  const mine = held ? members.find((m) => m.id === held.memberId) : undefined;
  if (mine) return { roomId: room.id, sessionId: room.session_id, role: room.role, memberId: mine.id };
  if (room.role === 'patient' && members.length > 0) {
    throw new AppError('CONFLICT', 'Someone has already joined to play the patient.');
  }
  const name = body.name ?? actor?.full_name;
  if (!name) {
    throw new AppError('VALIDATION_FAILED', 'Please give your name', {
      issues: [{ path: 'name', message: 'Required when not signed in' }],
    });
  }
  const member = await insertColleagueMember(deps.db, {
    room_id: room.id,
    user_id: actor?.id ?? null,
    name: name.slice(0, LIVE.guestNameMaxChars),
  });
  const grants = (req.session.colleagueGrants ?? []).filter((g) => g.roomId !== room.id);
  grants.push({ roomId: room.id, sessionId: room.session_id, memberId: member.id, role: room.role });
  req.session.colleagueGrants = grants.slice(-MAX_GRANTS);
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
  return { roomId: room.id, sessionId: room.session_id, role: room.role, memberId: member.id };
};

/**
 * The room and the grant a colleague route is done under (the policy's `authorizeColleague`): this
 * browser's grant of `join` for the room, the room active now (checked on every request), else the
 * same 404 as a session that does not exist.
 */
const colleagueAccess = async (db: Knex, req: Request, action: ColleagueAction, roomId: string) => {
  const held = (req.session?.colleagueGrants ?? []).find((g) => g.roomId === roomId);
  const [room] = held ? await listActiveColleagueRooms(db, [held.roomId]) : [];
  const session = room ? await findTrainingSession(db, room.session_id) : undefined;
  if (!room || !session) throw sessionNotFound();
  const grant = authorizeColleague(
    { isOwner: req.user?.id === session.user_id, grant: held && { ...held, role: room.role } },
    action,
  );
  return { room, session, grant };
};

/** The patient's script of a case, with the facts revealed so far. */
const scriptOf = async (
  db: Knex,
  caseDef: Awaited<ReturnType<typeof sessionCase>>,
  sessionId: string,
): Promise<PatientScript> => {
  const state = await findPatientState(db, sessionId);
  const p = caseDef.persona;
  return {
    persona: {
      name: p.name,
      age: p.age,
      sex: p.sex,
      occupation: p.occupation,
      manner: p.manner,
      pain: p.pain,
      speakingStyle: p.speakingStyle,
      openingLine: p.openingLine,
      ideas: p.ideas,
      concerns: p.concerns,
      expectations: p.expectations,
    },
    facts: caseDef.facts.map((f) => ({
      id: f.id,
      category: f.category,
      answer: f.answer,
      redFlag: f.redFlag,
      volunteered: f.volunteered,
    })),
    negatives: caseDef.negatives.map((n) => ({ id: n.id, category: n.category, answer: n.answer })),
    unknownSystems: p.unknownSystems ?? [],
    deflection: p.deflection,
    revealedFactIds: state?.revealed_fact_ids ?? [],
  };
};

/**
 * The colleague's page: the session as the trainee sees it (transcript, clock, actions), the lines
 * waiting for the colleague's reply and, for the patient role only, the patient's script. Never
 * the rubric or the marking. `lastSeq` is read first (as the facilitator's dashboard does).
 */
export const getColleagueView = async (
  deps: ColleagueDeps,
  req: Request,
  roomId: string,
): Promise<ColleagueView> => {
  const { room, session, grant } = await colleagueAccess(deps.db, req, 'readView', roomId);
  const lastSeq = await sessionEventSeq(deps.db, session.id);
  const [caseDef, parts, actionRows, trainee, waiting] = await Promise.all([
    sessionCase(deps.db, session),
    sessionDetailParts(deps, session),
    listActions(deps.db, session.id),
    findUserById(deps.db, session.user_id),
    listAwaitedLines(deps.db, session.id),
  ]);
  const ended = parts.clock.phase === 'ended';
  const elapsed = elapsedAt(session, new Date(parts.clock.serverNow));
  const isPatient = room.role === 'patient';
  return {
    roomId: room.id,
    sessionId: session.id,
    role: room.role,
    caseTitle: caseDef.title,
    traineeName: firstName(trainee?.full_name),
    memberId: grant.memberId,
    clock: parts.clock,
    transcript: parts.transcript,
    actions: actionRows.map((a) => toAction(a, caseDef, elapsed, ended)),
    awaitingMessageIds: isPatient
      ? waiting.filter((l) => l.room_id === room.id).map((l) => String(l.id))
      : [],
    isColleagueAnswering: isPatient && !room.handed_back_at,
    script: isPatient ? await scriptOf(deps.db, caseDef, session.id) : null,
    lastSeq,
  };
};

/**
 * The patient's reply typed by the colleague, to one waiting line of the trainee's, with the facts
 * (and negatives) it reveals: checked against the case, stored once per line with the channel's
 * state as an engine's reply is, and sent to the session's room. The session must be running and
 * the room not handed back to the engine.
 */
export const replyAsPatient = async (
  deps: ColleagueDeps,
  req: Request,
  roomId: string,
  body: z.output<typeof ZColleagueReplyBody>,
): Promise<{ message: TranscriptMessage }> => {
  const { room, session, grant } = await colleagueAccess(deps.db, req, 'replyAsPatient', roomId);
  if (room.handed_back_at) {
    throw new AppError('CONFLICT', 'The simulated patient answers this session now.');
  }
  const now = new Date();
  if (session.ended_at || now >= session.ends_at)
    throw new AppError('SESSION_ENDED', 'This session has ended.');
  if (now < session.started_at) throw new AppError('SESSION_NOT_STARTED', 'The session has not started yet.');
  const caseDef = await sessionCase(deps.db, session);
  const unknown = (ids: readonly string[], known: readonly { id: string }[]) =>
    ids.filter((id) => !known.some((k) => k.id === id));
  const badFacts = unknown(body.revealedFactIds, caseDef.facts);
  const badNegatives = unknown(body.negativeIds, caseDef.negatives);
  if (badFacts.length > 0 || badNegatives.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Tick only facts of this case', {
      issues: [
        ...badFacts.map((id) => ({ path: 'revealedFactIds', message: `No fact ${id} in this case` })),
        ...badNegatives.map((id) => ({ path: 'negativeIds', message: `No negative ${id} in this case` })),
      ],
    });
  }
  if (!/^\d{1,18}$/.test(body.toMessageId)) throw new AppError('NOT_FOUND', 'No such line waiting');
  const stored = await insertAwaitedReply(deps.db, {
    roomId: room.id,
    traineeMessageId: body.toMessageId,
    memberId: grant.memberId,
    reply: {
      session_id: session.id,
      channel: 'patient',
      sender: 'patient',
      text: body.text,
      revealed_fact_ids: [...new Set(body.revealedFactIds)],
      negative_ids: [...new Set(body.negativeIds)],
      engine: 'colleague',
      elapsed_seconds: elapsedAt(session, now),
    },
  });
  if (!stored) throw new AppError('CONFLICT', 'That line has been answered already.');
  const message = toTranscriptMessage(stored);
  await deps.publisher.publish(session.id, [{ type: 'message', payload: { message } }]);
  return { message };
};

/** Whether the colleague-patient of a session's turn context answers now (for the sessions service). */
export const colleaguesOfSessions = (deps: Pick<ColleagueDeps, 'rooms'>) => ({
  isAnswering: (room: AnsweringRoom) => isColleagueAnswering(deps, room),
});
