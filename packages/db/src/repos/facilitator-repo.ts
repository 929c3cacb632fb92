import type { Knex } from 'knex';
import type { FacilitatorWatcherRow } from './live-repo.ts';

// The facilitator's side of a live room (issue 16, ADR 0117): Ready, private notes, ratings and
// messages to the trainee. Each belongs to one watcher (of one invite, of one session).

export type FacilitatorNoteRow = {
  id: string;
  watcher_id: string;
  session_id: string;
  message_id: string | null;
  text: string;
  elapsed_seconds: number;
  created_at: Date;
};

export type FacilitatorFeedbackRow = {
  watcher_id: string;
  session_id: string;
  overall: number;
  history: number;
  reasoning: number;
  communication: number;
  management: number;
  handoff: number;
  comments: string;
  created_at: Date;
  updated_at: Date;
};

export type FacilitatorChatRow = {
  id: string;
  session_id: string;
  watcher_id: string;
  text: string;
  elapsed_seconds: number;
  created_at: Date;
};

export const findFacilitatorWatcher = (db: Knex, id: string) =>
  db<FacilitatorWatcherRow>('facilitator_watchers').where({ id }).first();

/** Sets a watcher's Ready toggle; the row as it is now. */
export const setFacilitatorReady = async (db: Knex, id: string, ready: boolean) => {
  const [row] = await db<FacilitatorWatcherRow>('facilitator_watchers')
    .where({ id })
    .update({ ready })
    .returning('*');
  return row as FacilitatorWatcherRow | undefined;
};

/** Whether `messageId` is a transcript line of `sessionId` (a bigint id given as a string). */
export const isMessageOfSession = async (db: Knex, sessionId: string, messageId: string) => {
  if (!/^[1-9][0-9]{0,17}$/.test(messageId)) return false;
  const row = await db('session_messages').where({ id: messageId, session_id: sessionId }).first('id');
  return row !== undefined;
};

export const insertFacilitatorNote = async (
  db: Knex,
  row: Pick<FacilitatorNoteRow, 'watcher_id' | 'session_id' | 'message_id' | 'text' | 'elapsed_seconds'>,
) => {
  const [stored] = await db('facilitator_notes').insert(row).returning('*');
  return normaliseNote(stored as FacilitatorNoteRow);
};

// bigint comes back from pg as a string already; a number (another driver setting) is made one.
const normaliseNote = (row: FacilitatorNoteRow): FacilitatorNoteRow => ({
  ...row,
  message_id: row.message_id === null ? null : String(row.message_id),
});

/** The notes of these watchers, oldest first. */
export const listFacilitatorNotes = async (db: Knex, watcherIds: readonly string[]) =>
  watcherIds.length === 0
    ? []
    : (
        (await db<FacilitatorNoteRow>('facilitator_notes')
          .whereIn('watcher_id', watcherIds)
          .orderBy([{ column: 'created_at' }, { column: 'id' }])) as FacilitatorNoteRow[]
      ).map(normaliseNote);

/** Stores a watcher's ratings and comments, replacing what they saved before. */
export const saveFacilitatorFeedback = async (
  db: Knex,
  row: Omit<FacilitatorFeedbackRow, 'created_at' | 'updated_at'>,
) => {
  const [stored] = await db('facilitator_feedback')
    .insert(row)
    .onConflict('watcher_id')
    .merge({ ...row, updated_at: db.fn.now() })
    .returning('*');
  return stored as FacilitatorFeedbackRow;
};

/** A session's facilitator feedback (or one watcher's), with each watcher's name, oldest first. */
export const listFacilitatorFeedback = (db: Knex, sessionId: string, watcherId?: string) =>
  db('facilitator_feedback as f')
    .join('facilitator_watchers as w', 'w.id', 'f.watcher_id')
    .where('f.session_id', sessionId)
    .modify((q) => {
      if (watcherId) q.andWhere('f.watcher_id', watcherId);
    })
    .select('f.*', 'w.name as watcher_name')
    .orderBy('f.created_at') as Promise<(FacilitatorFeedbackRow & { watcher_name: string })[]>;

/** How many facilitators left feedback on a session. */
export const countFacilitatorFeedback = async (db: Knex, sessionId: string) => {
  const row = await db('facilitator_feedback')
    .where({ session_id: sessionId })
    .count<{ n: string }>('* as n')
    .first();
  return Number(row?.n ?? 0);
};

/** A facilitator's review of one of a trainee's sessions, for their dashboard. */
export type FacilitatorReviewOfTrainee = {
  session_id: string;
  case_id: string;
  watcher_name: string;
  overall: number;
  updated_at: Date;
};

/**
 * The facilitator reviews (ratings) of a trainee's sessions: how many there are, and the newest
 * `limit`, each with its session's case (the dashboard names it by the case's title).
 */
export const listFacilitatorReviewsOfTrainee = async (db: Knex, userId: string, limit: number) => {
  const ofTrainee = () =>
    db('facilitator_feedback as f')
      .join('training_sessions as s', 's.id', 'f.session_id')
      .where('s.user_id', userId);
  const [count, recent] = await Promise.all([
    ofTrainee().count<{ n: string }>('* as n').first(),
    ofTrainee()
      .join('facilitator_watchers as w', 'w.id', 'f.watcher_id')
      .select('f.session_id', 's.case_id', 'w.name as watcher_name', 'f.overall', 'f.updated_at')
      .orderBy([{ column: 'f.updated_at', order: 'desc' }, { column: 'f.watcher_id' }])
      .limit(limit) as Promise<FacilitatorReviewOfTrainee[]>,
  ]);
  return { total: Number(count?.n ?? 0), recent };
};

export const insertFacilitatorChatMessage = async (
  db: Knex,
  row: Pick<FacilitatorChatRow, 'session_id' | 'watcher_id' | 'text' | 'elapsed_seconds'>,
) => {
  const [stored] = await db('facilitator_chat_messages').insert(row).returning('*');
  return stored as FacilitatorChatRow;
};

/** A session's facilitator messages with their authors' names, oldest first. */
export const listFacilitatorChat = (db: Knex, sessionId: string) =>
  db('facilitator_chat_messages as c')
    .join('facilitator_watchers as w', 'w.id', 'c.watcher_id')
    .where('c.session_id', sessionId)
    .select('c.*', 'w.name as watcher_name')
    .orderBy([{ column: 'c.created_at' }, { column: 'c.id' }]) as Promise<
    (FacilitatorChatRow & { watcher_name: string })[]
  >;

/** The last seq given to an event of a session (0 when none). */
export const sessionEventSeq = async (db: Knex, sessionId: string) => {
  const row = await db('training_sessions')
    .where({ id: sessionId })
    .first<{ event_seq: number } | undefined>('event_seq');
  return row?.event_seq ?? 0;
};
