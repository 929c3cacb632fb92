import type { Config } from '@urosim/config';
import type {
  FacilitatorChatMessage,
  FacilitatorDashboard,
  FacilitatorFeedback,
  FacilitatorNote,
  JobQueue,
  MarkingItem,
  ZAddNoteBody,
  ZFacilitatorChatBody,
  ZFacilitatorFeedbackBody,
} from '@urosim/contracts';
import {
  type FacilitatorChatRow,
  type FacilitatorFeedbackRow,
  type FacilitatorNoteRow,
  findFacilitatorWatcher,
  findHandoff,
  findTrainingSession,
  incrementRateLimit,
  insertFacilitatorChatMessage,
  insertFacilitatorNote,
  isMessageOfSession,
  type Knex,
  listActions,
  listFacilitatorChat,
  listFacilitatorFeedback,
  listFacilitatorNotes,
  saveFacilitatorFeedback,
  sessionEventSeq,
  setFacilitatorReady,
} from '@urosim/db';
import { scoreSession, withRelevantEvidence } from '@urosim/domain';
import { notifyUser } from '@urosim/worker';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { sessionNotFound } from '../../policies/index.ts';
import { authorizeFacilitator, type FacilitatorAction } from '../../policies/live.ts';
import { findUserById } from '../auth/repo.ts';
import { handoffForScoring, sbarOf } from '../feedback/service.ts';
import { clockOf, elapsedAt, sessionCase, sessionDetailParts, toAction } from '../sessions/service.ts';
import { activeGrants } from './invites.ts';
import type { LivePublisher } from './publisher.ts';

/** What the facilitator's routes need; `publisher` tells the session's room of Ready and chat. */
export type FacilitatorDeps = {
  db: Knex;
  config: Config;
  publisher: LivePublisher;
  /** Tells the trainee a facilitator's feedback arrived (a notification, ADR 0126). */
  jobs?: JobQueue | undefined;
};

/**
 * The session and whom the route serves (the policy's `authorizeFacilitator`): the grant is this
 * browser's of `join` for the session, its invite active now (checked on every request, so a
 * revoked or expired invite opens nothing), else none; a session that does not exist answers the
 * same 404 as one the caller may not see.
 */
const facilitatorAccess = async (db: Knex, req: Request, action: FacilitatorAction, sessionId: string) => {
  const row = await findTrainingSession(db, sessionId);
  if (!row) throw sessionNotFound();
  const held = (req.session?.facilitatorGrants ?? []).filter(
    (g) => g.sessionId === row.id && g.watcherId !== null,
  );
  const grant = (await activeGrants(db, held)).at(-1);
  const role = authorizeFacilitator({ isOwner: req.user?.id === row.user_id, grant }, action);
  return { row, role };
};

/** The watcher a watcher's route serves (its row gone with its invite: the same 404). */
const watcherAccess = async (db: Knex, req: Request, action: FacilitatorAction, sessionId: string) => {
  const { row, role } = await facilitatorAccess(db, req, action, sessionId);
  const watcher = role.role === 'watcher' ? await findFacilitatorWatcher(db, role.watcherId) : undefined;
  if (!watcher) throw sessionNotFound();
  return { row, watcher };
};

const toNote = (row: FacilitatorNoteRow): FacilitatorNote => ({
  id: row.id,
  text: row.text,
  messageId: row.message_id,
  elapsedSeconds: row.elapsed_seconds,
  createdAt: row.created_at.toISOString(),
});

const toChatMessage = (row: FacilitatorChatRow, facilitatorName: string): FacilitatorChatMessage => ({
  id: row.id,
  watcherId: row.watcher_id,
  facilitatorName,
  text: row.text,
  elapsedSeconds: row.elapsed_seconds,
  createdAt: row.created_at.toISOString(),
});

const toFeedback = (
  row: FacilitatorFeedbackRow & { watcher_name: string },
  notes: readonly FacilitatorNoteRow[],
): FacilitatorFeedback => ({
  watcherId: row.watcher_id,
  facilitatorName: row.watcher_name,
  overall: row.overall,
  domains: {
    history: row.history,
    reasoning: row.reasoning,
    communication: row.communication,
    management: row.management,
    handoff: row.handoff,
  },
  comments: row.comments,
  notes: notes.filter((n) => n.watcher_id === row.watcher_id).map(toNote),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The facilitator's dashboard: the session as the trainee sees it, the facts revealed so far and
 * the rubric scored as the session stands (the summary and hand-off as stored, counted as the
 * feedback counts them), with the watcher's notes and the facilitators' messages. `lastSeq` is
 * read first: joining the room with it as `afterSeq` may repeat what this already shows (the client
 * drops a line or action it has by id), never miss anything.
 */
export const getDashboard = async (
  deps: FacilitatorDeps,
  req: Request,
  sessionId: string,
): Promise<FacilitatorDashboard> => {
  const { row, watcher } = await watcherAccess(deps.db, req, 'readDashboard', sessionId);
  const lastSeq = await sessionEventSeq(deps.db, row.id);
  const [caseDef, parts, actionRows, handoffRow, trainee, notes, chat] = await Promise.all([
    sessionCase(deps.db, row),
    sessionDetailParts(deps, row),
    listActions(deps.db, row.id),
    findHandoff(deps.db, row.id),
    findUserById(deps.db, row.user_id),
    listFacilitatorNotes(deps.db, [watcher.id]),
    listFacilitatorChat(deps.db, row.id),
  ]);
  const ended = parts.clock.phase === 'ended';
  const elapsed = elapsedAt(row, new Date(parts.clock.serverNow));

  const revealedFacts: FacilitatorDashboard['revealedFacts'] = [];
  const seen = new Set<string>();
  for (const message of parts.transcript) {
    for (const factId of message.revealedFactIds) {
      const fact = caseDef.facts.find((f) => f.id === factId);
      if (!fact || seen.has(factId)) continue;
      seen.add(factId);
      revealedFacts.push({
        id: fact.id,
        text: fact.answer,
        revealedAtSeconds: message.elapsedSeconds,
        messageId: message.id,
      });
    }
  }

  const scoringActions = actionRows.map((a) => ({
    kind: a.kind,
    itemId: a.item_id,
    requestedAtSeconds: a.elapsed_seconds,
  }));
  const handoff = handoffForScoring(row, sbarOf(handoffRow));
  const score = withRelevantEvidence(
    caseDef,
    scoreSession(caseDef, {
      transcript: parts.transcript,
      actions: scoringActions,
      summary: parts.summary,
      ...(handoff === undefined ? {} : { handoff }),
    }),
    scoringActions,
  );
  const items: MarkingItem[] = score.results.map((r) => ({
    itemId: r.itemId,
    category: r.category,
    description: r.description,
    weight: r.weight,
    critical: r.critical,
    status: r.met ? 'met' : ended ? 'missed' : 'open',
    evidence: r.met ? r.evidence : null,
  }));

  return {
    sessionId: row.id,
    caseId: caseDef.id,
    caseTitle: caseDef.title,
    traineeName: trainee?.full_name.trim().split(/\s+/)[0] ?? '',
    watcher: { id: watcher.id, name: watcher.name, ready: watcher.ready },
    clock: parts.clock,
    transcript: parts.transcript,
    actions: actionRows.map((a) => toAction(a, caseDef, elapsed, ended)),
    revealedFacts,
    marking: { items, metWeight: score.metWeight, totalWeight: score.totalWeight },
    notes: notes.map(toNote),
    chat: chat.map((c) => toChatMessage(c, c.watcher_name)),
    lastSeq,
  };
};

/** The watcher's Ready toggle, told to the session's room (a start never waits for it). */
export const setReady = async (deps: FacilitatorDeps, req: Request, sessionId: string, ready: boolean) => {
  const { row, watcher } = await watcherAccess(deps.db, req, 'setReady', sessionId);
  const stored = await setFacilitatorReady(deps.db, watcher.id, ready);
  if (!stored) throw sessionNotFound();
  await deps.publisher.publish(row.id, [
    { type: 'facilitatorReady', payload: { watcherId: watcher.id, ready: stored.ready } },
  ]);
  return { ready: stored.ready };
};

/** A private note, timed by the session clock; `messageId` must be a line of this session. */
export const addNote = async (
  deps: FacilitatorDeps,
  req: Request,
  sessionId: string,
  body: z.output<typeof ZAddNoteBody>,
): Promise<FacilitatorNote> => {
  const { row, watcher } = await watcherAccess(deps.db, req, 'writeNotes', sessionId);
  if (body.messageId !== undefined && !(await isMessageOfSession(deps.db, row.id, body.messageId))) {
    throw new AppError('VALIDATION_FAILED', 'That line is not in this session', {
      issues: [{ path: 'messageId', message: 'Not a line of this session' }],
    });
  }
  const note = await insertFacilitatorNote(deps.db, {
    watcher_id: watcher.id,
    session_id: row.id,
    message_id: body.messageId ?? null,
    text: body.text,
    elapsed_seconds: elapsedAt(row),
  });
  return toNote(note);
};

/** The watcher's ratings and comments, replacing what they saved before; with their notes. */
export const saveFeedback = async (
  deps: FacilitatorDeps,
  req: Request,
  sessionId: string,
  body: z.output<typeof ZFacilitatorFeedbackBody>,
): Promise<FacilitatorFeedback> => {
  const { row, watcher } = await watcherAccess(deps.db, req, 'writeFeedback', sessionId);
  const stored = await saveFacilitatorFeedback(deps.db, {
    watcher_id: watcher.id,
    session_id: row.id,
    overall: body.overall,
    ...body.domains,
    comments: body.comments,
  });
  const notes = await listFacilitatorNotes(deps.db, [watcher.id]);
  if (deps.jobs)
    await notifyUser(deps.db, deps.jobs, {
      userId: row.user_id,
      kind: 'feedback',
      title: 'Feedback from your facilitator',
      body: `${watcher.name} left feedback on your session.`,
      link: `/feedback/${row.id}`,
      dedupeKey: `facilitator-feedback:${row.id}:${watcher.id}`,
    });
  return toFeedback({ ...stored, watcher_name: watcher.name }, notes);
};

/** All the facilitators' feedback for the session's trainee; a watcher's own for a watcher. */
export const listFeedback = async (
  deps: FacilitatorDeps,
  req: Request,
  sessionId: string,
): Promise<{ feedback: FacilitatorFeedback[] }> => {
  const { row, role } = await facilitatorAccess(deps.db, req, 'readFacilitatorFeedback', sessionId);
  const rows = await listFacilitatorFeedback(
    deps.db,
    row.id,
    role.role === 'watcher' ? role.watcherId : undefined,
  );
  const notes = await listFacilitatorNotes(
    deps.db,
    rows.map((r) => r.watcher_id),
  );
  return { feedback: rows.map((r) => toFeedback(r, notes)) };
};

/** A watcher's messages a minute (times RATE_LIMIT_SCALE), besides the route's limit per address. */
export const FACILITATOR_CHAT_PER_WATCHER_PER_MINUTE = 10;

/** Refuses a watcher's message over their own limit (429, as the route's limit answers). */
const assertWatcherChatLimit = async (deps: FacilitatorDeps, watcherId: string) => {
  const { hits, reset_at } = await incrementRateLimit(
    deps.db,
    `facilitator-chat-watcher:${watcherId}`,
    60_000,
  );
  if (hits <= FACILITATOR_CHAT_PER_WATCHER_PER_MINUTE * deps.config.RATE_LIMIT_SCALE) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((reset_at.getTime() - Date.now()) / 1000));
  throw new AppError('RATE_LIMITED', `Too many messages. Please try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
};

/** A message to the trainee while the session runs (or counts down), told to the room. */
export const sendFacilitatorChat = async (
  deps: FacilitatorDeps,
  req: Request,
  body: z.output<typeof ZFacilitatorChatBody>,
): Promise<FacilitatorChatMessage> => {
  const { row, watcher } = await watcherAccess(deps.db, req, 'chat', body.sessionId);
  if (clockOf(row, deps.config).phase === 'ended') {
    throw new AppError('SESSION_ENDED', 'This session has ended.');
  }
  await assertWatcherChatLimit(deps, watcher.id);
  const stored = await insertFacilitatorChatMessage(deps.db, {
    session_id: row.id,
    watcher_id: watcher.id,
    text: body.message,
    elapsed_seconds: elapsedAt(row),
  });
  const message = toChatMessage(stored, watcher.name);
  await deps.publisher.publish(row.id, [{ type: 'facilitatorChat', payload: { message } }]);
  return message;
};
