import type { Config } from '@urosim/config';
import {
  type CaseDefinition,
  type JobQueue,
  jobQueues,
  type SessionAction,
  type SessionClock,
  type SessionDetail,
  type SessionLength,
  type SessionSummary,
  SUMMARY_WINDOW_MINUTES,
  type TranscriptMessage,
  type ZInteractBody,
} from '@urosim/contracts';
import {
  type ActionRow,
  type AnsweringRoom,
  endTrainingSession,
  findRunningSessionOfCase,
  findSummary,
  findTrainingSession,
  findTurnContext,
  insertActionOnce,
  insertAiUsage,
  insertAwaitedLine,
  insertSummaryOnce,
  insertTrainingSession,
  insertTurn,
  type Knex,
  listActions,
  listMessages,
  lockSessionStart,
  type MessageRow,
  type SummaryRow,
  type TrainingSessionRow,
  updateSessionNotes,
} from '@urosim/db';
import { nurseOrders, sessionClock } from '@urosim/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import {
  type Actor,
  authorize,
  type SessionPolicyAction,
  sessionNotFound,
  sessionResource,
} from '../../policies/index.ts';
import { aiUsageRow, type PatientEngine, RECENT_LINES } from '../../providers/ai/engine.ts';
import type { UserRow } from '../auth/repo.ts';
import { assertCaseOpen, type CaseAccess, readCaseAccess, readEntitlement } from '../billing/entitlements.ts';
import { findPublishedCase, findVersionDefinition, toCaseDetail } from '../cases/service.ts';
import { createHeygenClient } from '../heygen/client.ts';
import { closeAvatarSessionsOf } from '../heygen/service.ts';
import type { LivePublisher } from '../live-rooms/publisher.ts';
import { consumeSession, quotaOf } from './quota.ts';

/**
 * What the session services need. `live` tells a watched session's room of its lines, actions and
 * phase changes (ADR 0117); without it (tests of other features) nothing is published.
 */
export type SessionDeps = {
  db: Knex;
  config: Config;
  jobs: JobQueue;
  engine: PatientEngine;
  live?: LivePublisher;
  /**
   * Whether a colleague-patient room answers the patient's lines now (ADR 0118): its colleague is
   * there. Without it (tests of other features) the engine always answers.
   */
  colleagues?: { isAnswering: (room: AnsweringRoom) => Promise<boolean> };
};

const secondsBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 1000);

/** The server's clock of a session at `now`. */
export const clockOf = (
  row: TrainingSessionRow,
  config: Pick<Config, 'SESSION_COUNTDOWN_SECONDS'>,
  now = new Date(),
): SessionClock => sessionClock(row, config.SESSION_COUNTDOWN_SECONDS, now);

/** Session time (seconds since the clock started) at `now`, within [0, duration]. */
export const elapsedAt = (row: TrainingSessionRow, now = new Date()) => {
  const end = row.ended_at && row.ended_at < now ? row.ended_at : now;
  return Math.min(
    Math.max(0, secondsBetween(row.started_at, end)),
    secondsBetween(row.started_at, row.ends_at),
  );
};

/** A reply's engine and whether it stood in for a failed model (null for the trainee's lines). */
const messageEngine = (row: MessageRow): TranscriptMessage['engine'] =>
  row.engine === 'scripted' || row.engine === 'llm'
    ? { name: row.engine, fallback: row.engine_meta?.fallback ?? null }
    : null;

export const toTranscriptMessage = (row: MessageRow): TranscriptMessage => ({
  id: String(row.id),
  channel: row.channel,
  sender: row.sender,
  text: row.text,
  revealedFactIds: row.revealed_fact_ids,
  negativeIds: row.negative_ids ?? [],
  elapsedSeconds: row.elapsed_seconds,
  createdAt: row.created_at.toISOString(),
  engine: messageEngine(row),
});

export const toAction = (
  row: ActionRow,
  caseDef: CaseDefinition,
  elapsed: number,
  ended: boolean,
): SessionAction => {
  if (row.kind === 'examination') {
    const exam = caseDef.examination.find((e) => e.id === row.item_id);
    return {
      kind: 'examination',
      itemId: row.item_id,
      name: exam?.name ?? row.item_id,
      requestedAtSeconds: row.elapsed_seconds,
      availableAtSeconds: row.available_at_seconds,
      result: exam?.finding ?? null,
    };
  }
  const test = caseDef.investigations.find((i) => i.id === row.item_id);
  const back = elapsed >= row.available_at_seconds;
  return {
    kind: 'investigation',
    itemId: row.item_id,
    name: test?.name ?? row.item_id,
    requestedAtSeconds: row.elapsed_seconds,
    availableAtSeconds: row.available_at_seconds,
    result: back
      ? (test?.result ?? null)
      : ended
        ? 'The result was not back before the session ended.'
        : null,
  };
};

const toSummary = (row: SummaryRow) => ({
  diagnosis: row.diagnosis,
  differentials: row.differentials,
  investigations: row.investigations,
  management: row.management,
  escalation: row.escalation,
  submittedAt: row.submitted_at.toISOString(),
});

/** The case version a session was played on. */
export const sessionCase = (db: Knex, row: TrainingSessionRow) =>
  findVersionDefinition(db, row.case_version_id);

/**
 * The session `id` when `actor` may do `action` to it; else the session policy's refusal, the same
 * 404 as for a session that does not exist.
 */
export const loadSession = async (db: Knex, actor: Actor, action: SessionPolicyAction, id: string) => {
  const row = await findTrainingSession(db, id);
  if (!row) throw sessionNotFound();
  authorize(actor, action, sessionResource(row));
  return row;
};

/** The clock, transcript and summary of a session, as the api shows them. */
export const sessionDetailParts = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  row: TrainingSessionRow,
) => {
  const [messages, summary] = await Promise.all([
    listMessages(deps.db, row.id),
    findSummary(deps.db, row.id),
  ]);
  return {
    clock: clockOf(row, deps.config),
    transcript: messages.map(toTranscriptMessage),
    summary: summary ? toSummary(summary) : null,
  };
};

/** Everything the case page needs to show a session, now or after a reload. */
const sessionDetail = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  row: TrainingSessionRow,
  access: CaseAccess,
): Promise<SessionDetail> => {
  const [caseDef, parts, actions] = await Promise.all([
    sessionCase(deps.db, row),
    sessionDetailParts(deps, row),
    listActions(deps.db, row.id),
  ]);
  const elapsed = elapsedAt(row, new Date(parts.clock.serverNow));
  return {
    id: row.id,
    mode: row.mode,
    case: toCaseDetail(caseDef, access),
    clock: parts.clock,
    transcript: parts.transcript,
    actions: actions.map((a) => toAction(a, caseDef, elapsed, parts.clock.phase === 'ended')),
    notes: row.notes,
    summary: parts.summary,
  };
};

/**
 * Starts a session: the quota is consumed and the session created in one transaction (parallel
 * starts cannot overspend), the countdown runs until `started_at`, and a job ends the session at
 * `ends_at` whatever the browser does.
 */
export const startSession = async (
  deps: SessionDeps,
  user: UserRow,
  input: { caseId: string; mode: 'Chat' | 'Avatar'; minutes?: SessionLength },
) => {
  const published = await findPublishedCase(deps.db, input.caseId);
  // The plan must open the case's tier: refused before any quota is spent.
  const entitlement = await readEntitlement(deps.db, deps.config, user);
  assertCaseOpen(entitlement, published.definition.accessTier);
  const now = new Date();
  const startedAt = new Date(now.getTime() + deps.config.SESSION_COUNTDOWN_SECONDS * 1000);
  // The length the trainee chose on the case page (their default in Settings), else the case's own.
  const durationSeconds = input.minutes ? input.minutes * 60 : published.definition.durationSeconds;
  const endsAt = new Date(startedAt.getTime() + durationSeconds * 1000);
  const row = await deps.db.transaction(async (trx) => {
    // One running session per trainee and case: a second start (another tab, a page opened without
    // its session) would spend quota and hide the first transcript. The page resumes the one named.
    await lockSessionStart(trx, user.id, published.id);
    const running = await findRunningSessionOfCase(trx, user.id, published.id);
    if (running) {
      throw new AppError('SESSION_ALREADY_RUNNING', 'You already have a session of this case running.', {
        sessionId: running.id,
      });
    }
    if (!(await consumeSession(trx, user.id, entitlement))) {
      throw new AppError(
        'QUOTA_EXCEEDED',
        entitlement.hasPaidAccess
          ? 'You have used all the sessions of your plan for this period. Upgrade your plan or wait until it renews.'
          : 'You have used all your sessions for this month. Upgrade your plan or wait until next month.',
      );
    }
    return insertTrainingSession(trx, {
      user_id: user.id,
      case_id: published.id,
      case_version_id: published.current_version_id!,
      mode: input.mode,
      started_at: startedAt,
      ends_at: endsAt,
    });
  });
  await deps.jobs.send(
    jobQueues.endSession,
    { sessionId: row.id },
    { startAfter: endsAt, singletonKey: row.id },
  );
  const quota = await quotaOf(deps.db, user.id, entitlement);
  return { session: await sessionDetail(deps, row, entitlement), quota };
};

/** A session as the case page shows it, to whoever may read it. */
export const getSessionDetail = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
) => {
  const row = await loadSession(deps.db, actor, 'read', id);
  // The policy let a logged-in reader through: `actor` is a user here.
  return sessionDetail(deps, row, await readCaseAccess(deps.db, deps.config, actor!));
};

/** Whether the time to write a session's summary is over (SUMMARY_WINDOW_MINUTES after its end). */
export const isSummaryWindowClosed = (row: TrainingSessionRow, now = new Date()) => {
  const endedAt = row.ended_at ?? row.ends_at;
  return now >= endedAt && now.getTime() - endedAt.getTime() > SUMMARY_WINDOW_MINUTES * 60_000;
};

/** Refuses interaction before the clock starts and after it stops (ending an overdue session). */
const assertActive = async (deps: Pick<SessionDeps, 'db' | 'config' | 'live'>, row: TrainingSessionRow) => {
  const now = new Date();
  if (row.ended_at) throw new AppError('SESSION_ENDED', 'This session has ended.');
  if (now >= row.ends_at) {
    const ended = await endTrainingSession(deps.db, row.id, 'timeout', { onlyIfDue: true });
    if (ended) await publishPhase(deps, ended);
    throw new AppError('SESSION_ENDED', 'This session has ended: the time is up.');
  }
  if (now < row.started_at) throw new AppError('SESSION_NOT_STARTED', 'The session has not started yet.');
  return elapsedAt(row, now);
};

/** Tells a watched session's room that its phase changed (nothing when it is not watched). */
const publishPhase = async (deps: Pick<SessionDeps, 'config' | 'live'>, row: TrainingSessionRow) => {
  await deps.live?.publishIfWatched(row.id, [
    { type: 'phase', payload: { clock: clockOf(row, deps.config) } },
  ]);
};

/**
 * Whether `actor` may take a turn in the session now: the checks of a turn that answer with a
 * status (404, 409), run before a streamed answer opens its stream.
 */
export const assertTurnAllowed = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
) => {
  await assertActive(deps, await loadSession(deps.db, actor, 'interact', id));
};

/**
 * One chat turn. It reads the session and, of the turn's channel, only what the engine needs (its
 * state row, the last lines, the investigations requested) in one round trip; the engine answers;
 * then the trainee's line, the reply and the state's update are stored in one statement. The
 * turn is acknowledged (answered, or its stream's `done` event sent) only after that commit, so an
 * acknowledged turn is never lost, and a failed one leaves no line without its reply.
 */
export const sendMessage = async (
  deps: SessionDeps,
  actor: Actor,
  sessionId: string,
  channel: 'patient' | 'nurse',
  text: string,
  options: { onText?: (chunk: string) => void; signal?: AbortSignal } = {},
) => {
  const context = await findTurnContext(deps.db, sessionId, channel, RECENT_LINES);
  if (!context) throw sessionNotFound();
  const { session: row } = context;
  authorize(actor, 'interact', sessionResource(row));
  const elapsed = await assertActive(deps, row);
  // A colleague plays the patient (ADR 0118): the line is stored and sent to the room; the reply
  // comes from the colleague's page, as a live event.
  if (channel === 'patient' && context.colleague && (await deps.colleagues?.isAnswering(context.colleague))) {
    const stored = await insertAwaitedLine(deps.db, context.colleague.roomId, {
      session_id: row.id,
      channel,
      sender: 'trainee',
      text,
      elapsed_seconds: elapsed,
    });
    const message = toTranscriptMessage(stored);
    await deps.live?.publish(row.id, [{ type: 'message', payload: { message } }]);
    return { message, reply: null, awaiting: 'colleague' as const, clock: clockOf(row, deps.config) };
  }
  const caseDef = await sessionCase(deps.db, row);
  const orders = channel === 'nurse' ? ordersOf(caseDef, row.id, text, elapsed, context.requested) : [];
  const requested = [
    ...context.requested,
    ...orders
      .filter((o) => o.kind === 'investigation')
      .map((o) => ({ itemId: o.item_id, availableAtSeconds: o.available_at_seconds })),
  ];
  const started = performance.now();
  const answer = await deps.engine.reply({
    caseDef,
    channel,
    state: context.state,
    history: context.recent.map((h) => ({
      sender: h.sender,
      text: h.text,
      revealedFactIds: h.revealed_fact_ids,
      negativeIds: h.negative_ids,
    })),
    message: text,
    elapsedSeconds: elapsed,
    requested: channel === 'nurse' ? requested : [],
    ...(options.onText ? { onText: options.onText } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const latencyMs = Math.round(performance.now() - started);
  const storeTurn = (db: Knex) =>
    insertTurn(
      db,
      { session_id: row.id, channel, sender: 'trainee', text, elapsed_seconds: elapsed },
      {
        session_id: row.id,
        channel,
        sender: channel,
        text: answer.text,
        revealed_fact_ids: answer.revealedFactIds,
        negative_ids: answer.negativeIds,
        engine: answer.engine,
        engine_meta: answer.meta ?? null,
        latency_ms: latencyMs,
        elapsed_seconds: elapsed,
      },
    );
  // Orders given to the nurse are stored with the turn that gave them: both, or neither.
  const stored =
    orders.length === 0
      ? await storeTurn(deps.db)
      : await deps.db.transaction(async (trx) => {
          const turn = await storeTurn(trx);
          for (const order of orders) await insertActionOnce(trx, order);
          return turn;
        });
  // A watched session's room gets both lines (the context said whether it is watched: an unwatched
  // turn costs no statement more).
  const message = toTranscriptMessage(stored.message);
  const reply = toTranscriptMessage(stored.reply);
  if (context.watched) {
    await deps.live?.publish(row.id, [
      { type: 'message', payload: { message } },
      { type: 'message', payload: { message: reply } },
    ]);
  }
  if (answer.usage) {
    await insertAiUsage(
      deps.db,
      aiUsageRow(answer.usage, { userId: row.user_id, sessionId: row.id, purpose: channel, latencyMs }),
    );
  }
  return { message, reply, awaiting: null, clock: clockOf(row, deps.config) };
};

/**
 * What a message to the nurse orders (ADR 0111), as the session actions to record, like panel
 * requests: each item once (an investigation already requested keeps its first request's time),
 * results after the case's delay.
 */
const ordersOf = (
  caseDef: CaseDefinition,
  sessionId: string,
  text: string,
  elapsed: number,
  requested: readonly { itemId: string }[],
) =>
  nurseOrders(caseDef, text)
    .filter((order) => order.kind === 'examination' || !requested.some((r) => r.itemId === order.itemId))
    .map((order) => ({
      session_id: sessionId,
      kind: order.kind,
      item_id: order.itemId,
      elapsed_seconds: elapsed,
      available_at_seconds:
        elapsed +
        (order.kind === 'examination'
          ? 0
          : (caseDef.investigations.find((i) => i.id === order.itemId)?.availableAfterSeconds ?? 0)),
    }));

/** Examines or orders a test (once each); results arrive after the case's delay in session time. */
const requestAction = async (
  deps: SessionDeps,
  row: TrainingSessionRow,
  kind: 'examination' | 'investigation',
  itemId: string,
) => {
  const elapsed = await assertActive(deps, row);
  const caseDef = await sessionCase(deps.db, row);
  const delay =
    kind === 'examination'
      ? caseDef.examination.some((e) => e.id === itemId)
        ? 0
        : undefined
      : caseDef.investigations.find((i) => i.id === itemId)?.availableAfterSeconds;
  if (delay === undefined) throw new AppError('NOT_FOUND', `No such ${kind} in this case`);
  const stored = await insertActionOnce(deps.db, {
    session_id: row.id,
    kind,
    item_id: itemId,
    elapsed_seconds: elapsed,
    available_at_seconds: elapsed + delay,
  });
  const action = toAction(stored, caseDef, elapsed, false);
  await deps.live?.publishIfWatched(row.id, [{ type: 'action', payload: { action } }]);
  return { action, clock: clockOf(row, deps.config) };
};

/** A chat message, an examination or an investigation in a running session. */
export const interact = async (
  deps: SessionDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof ZInteractBody>,
) => {
  if (body.type === 'message') {
    const turn = await sendMessage(deps, actor, id, body.channel, body.text);
    return { turn, action: null, clock: turn.clock };
  }
  const row = await loadSession(deps.db, actor, 'interact', id);
  const itemId = body.type === 'examination' ? body.examinationId : body.investigationId;
  const { action, clock } = await requestAction(deps, row, body.type, itemId);
  return { turn: null, action, clock };
};

/** Ends a session on request; ending an ended session changes nothing. */
export const finishSession = async (
  deps: Pick<SessionDeps, 'db' | 'config' | 'live'>,
  actor: Actor,
  id: string,
) => {
  const row = await loadSession(deps.db, actor, 'end', id);
  const endedNow = await endTrainingSession(deps.db, row.id, 'completed');
  if (endedNow) await publishPhase(deps, endedNow);
  // The consultation is over: its HeyGen sessions close and their minutes stop (ADR 0128).
  await closeAvatarSessionsOf({ ...deps, heygen: createHeygenClient(deps.config) }, row.id);
  const ended = endedNow ?? (await findTrainingSession(deps.db, row.id)) ?? row;
  return { clock: clockOf(ended, deps.config) };
};

/** Replaces the trainee's notes of a session. */
export const saveNotes = async (db: Knex, actor: Actor, id: string, notes: string) => {
  const row = await loadSession(db, actor, 'updateNotes', id);
  await updateSessionNotes(db, row.id, notes);
  return { notes };
};

/** Stores the end-of-session summary once, after the session has ended. */
export const submitSummary = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
  summary: SessionSummary,
) => {
  const row = await loadSession(deps.db, actor, 'submitSummary', id);
  if (!row.ended_at && new Date() < row.ends_at) {
    throw new AppError('SESSION_RUNNING', 'End the session before submitting your summary.');
  }
  if (isSummaryWindowClosed(row)) {
    throw new AppError(
      'SUMMARY_WINDOW_CLOSED',
      `A summary can be written up to ${SUMMARY_WINDOW_MINUTES} minutes after the session ends.`,
    );
  }
  if (!row.ended_at) await endTrainingSession(deps.db, row.id, 'timeout', { onlyIfDue: true });
  const stored = await insertSummaryOnce(deps.db, { session_id: row.id, ...summary });
  if (!stored) throw new AppError('SUMMARY_EXISTS', 'The summary of this session was already submitted.');
  return { summary: toSummary(stored) };
};
