import type { Knex } from 'knex';
import type { ActionRow, MessageRow } from './training-sessions-repo.ts';

// Copilot (facilitated) sessions (ADR 0119): a facilitator's session of a case claimed by a trainee
// with a short code, and the scenario events the facilitator injects into it.

export type CopilotSessionRow = {
  id: string;
  facilitator_id: string;
  case_id: string;
  code_hash: string;
  code_sealed: Buffer;
  trainee_id: string | null;
  claimed_at: Date | null;
  session_id: string | null;
  invite_id: string | null;
  watcher_id: string | null;
  expires_at: Date;
  created_at: Date;
};

export type CopilotInjectionKind = 'observations' | 'nurseMessage' | 'earlyResult';

export type CopilotInjectionRow = {
  id: string;
  copilot_id: string;
  session_id: string;
  kind: CopilotInjectionKind;
  payload: Record<string, unknown>;
  message_id: string;
  elapsed_seconds: number;
  created_at: Date;
};

/** A copilot session with what its lists show: the facilitator's and trainee's names, the session's times. */
export type CopilotSessionListRow = CopilotSessionRow & {
  facilitator_name: string;
  trainee_name: string | null;
  session_ends_at: Date | null;
  session_ended_at: Date | null;
};

/** Stores a new copilot session; undefined when its code hash is taken (the caller draws again). */
export const insertCopilotSession = async (
  db: Knex,
  row: Pick<CopilotSessionRow, 'facilitator_id' | 'case_id' | 'code_hash' | 'code_sealed' | 'expires_at'>,
) => {
  const [stored] = await db<CopilotSessionRow>('copilot_sessions')
    .insert(row)
    .onConflict('code_hash')
    .ignore()
    .returning('*');
  return stored as CopilotSessionRow | undefined;
};

const withNames = (db: Knex) =>
  db('copilot_sessions as c')
    .join('users as f', 'f.id', 'c.facilitator_id')
    .leftJoin('users as t', 't.id', 'c.trainee_id')
    .leftJoin('training_sessions as s', 's.id', 'c.session_id')
    .select(
      'c.*',
      'f.full_name as facilitator_name',
      't.full_name as trainee_name',
      's.ends_at as session_ends_at',
      's.ended_at as session_ended_at',
    );

export const findCopilotSession = (db: Knex, id: string) =>
  withNames(db).where('c.id', id).first() as Promise<CopilotSessionListRow | undefined>;

/** The copilot session of a code hash, while its code can still be claimed (not expired). */
export const findClaimableCopilotByCodeHash = (db: Knex, codeHash: string) =>
  withNames(db).where('c.code_hash', codeHash).andWhere('c.expires_at', '>', db.fn.now()).first() as Promise<
    CopilotSessionListRow | undefined
  >;

/** A facilitator's copilot sessions, newest first (the last 50). */
export const listCopilotSessionsOfFacilitator = (db: Knex, facilitatorId: string) =>
  withNames(db).where('c.facilitator_id', facilitatorId).orderBy('c.created_at', 'desc').limit(50) as Promise<
    CopilotSessionListRow[]
  >;

/**
 * The trainee claims it: once, by one trainee (the same trainee may claim again), before it expires.
 * Undefined when another trainee has it or it expired meanwhile.
 */
export const claimCopilotSession = async (db: Knex, id: string, traineeId: string) => {
  const [row] = await db<CopilotSessionRow>('copilot_sessions')
    .where({ id })
    .andWhere((q) => q.whereNull('trainee_id').orWhere('trainee_id', traineeId))
    .andWhere('expires_at', '>', db.fn.now())
    .update({ trainee_id: traineeId, claimed_at: db.raw('coalesce(claimed_at, now())') as unknown as Date })
    .returning('*');
  return row as CopilotSessionRow | undefined;
};

/** Links the trainee's training session and the facilitator's invite and watcher, once. */
export const attachCopilotSession = async (
  db: Knex,
  id: string,
  link: Pick<CopilotSessionRow, 'session_id' | 'invite_id' | 'watcher_id'>,
) => {
  const [row] = await db<CopilotSessionRow>('copilot_sessions')
    .where({ id })
    .whereNull('session_id')
    .update(link)
    .returning('*');
  return row as CopilotSessionRow | undefined;
};

/** Locks a copilot session's row for the rest of the transaction (attach and inject take turns). */
export const lockCopilotSession = (db: Knex, id: string) =>
  db<CopilotSessionRow>('copilot_sessions').where({ id }).forUpdate().first();

export const insertCopilotInjection = async (
  db: Knex,
  row: Pick<
    CopilotInjectionRow,
    'copilot_id' | 'session_id' | 'kind' | 'payload' | 'message_id' | 'elapsed_seconds'
  >,
) => {
  const [stored] = await db('copilot_injections')
    .insert({ ...row, payload: JSON.stringify(row.payload) })
    .returning('*');
  return stored as CopilotInjectionRow;
};

export const listCopilotInjections = (db: Knex, copilotId: string) =>
  db<CopilotInjectionRow>('copilot_injections')
    .where({ copilot_id: copilotId })
    .orderBy('created_at')
    .orderBy('id') as Promise<CopilotInjectionRow[]>;

/** A line of the session's transcript the facilitator's scenario adds (the nurse's channel). */
export const insertScenarioMessage = async (
  db: Knex,
  row: Pick<MessageRow, 'session_id' | 'sender' | 'text' | 'elapsed_seconds'>,
) => {
  const [stored] = await db('session_messages')
    .insert({ ...row, channel: 'nurse' })
    .returning('*');
  return stored as MessageRow;
};

/**
 * An investigation the trainee requested comes back now: its `available_at_seconds` moves to
 * `elapsed` when later. The action as it is then, or undefined when it was never requested.
 */
export const bringResultForward = async (db: Knex, sessionId: string, itemId: string, elapsed: number) => {
  await db('session_actions')
    .where({ session_id: sessionId, kind: 'investigation', item_id: itemId })
    .andWhere('available_at_seconds', '>', elapsed)
    .update({ available_at_seconds: elapsed });
  return db<ActionRow>('session_actions')
    .where({ session_id: sessionId, kind: 'investigation', item_id: itemId })
    .first() as Promise<ActionRow | undefined>;
};
