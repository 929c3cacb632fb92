import type { Knex } from 'knex';

export type HandoffRow = {
  session_id: string;
  user_id: string;
  situation: string;
  background: string;
  assessment: string;
  recommendation: string;
  revision: number;
  revised_after_feedback: boolean;
  created_at: Date;
  updated_at: Date;
};

export type HandoffText = Pick<HandoffRow, 'situation' | 'background' | 'assessment' | 'recommendation'>;

export type HandoffShareRow = {
  id: string;
  session_id: string;
  token_hash: string;
  include_transcript: boolean;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
};

export const findHandoff = (db: Knex, sessionId: string) =>
  db<HandoffRow>('handoffs').where({ session_id: sessionId }).first();

/**
 * Saves the hand-off's text. The revision goes up only when the text changed (an autosave of the
 * same text changes nothing); `revised_after_feedback` is set when the session's feedback had been
 * opened before the change. Answers with the row as stored.
 */
export const saveHandoffText = async (
  db: Knex,
  row: { session_id: string; user_id: string } & HandoffText,
): Promise<{ row: HandoffRow; changed: boolean }> =>
  db.transaction(async (trx) => {
    const current = await trx<HandoffRow>('handoffs')
      .where({ session_id: row.session_id })
      .forUpdate()
      .first();
    const same =
      current &&
      current.situation === row.situation &&
      current.background === row.background &&
      current.assessment === row.assessment &&
      current.recommendation === row.recommendation;
    if (current && same) return { row: current, changed: false };
    const viewed = await trx('feedback')
      .where({ session_id: row.session_id })
      .whereNotNull('first_viewed_at')
      .first('session_id');
    const text = {
      situation: row.situation,
      background: row.background,
      assessment: row.assessment,
      recommendation: row.recommendation,
    };
    const [saved] = current
      ? await trx<HandoffRow>('handoffs')
          .where({ session_id: row.session_id })
          .update({
            ...text,
            revision: current.revision + 1,
            revised_after_feedback: current.revised_after_feedback || viewed !== undefined,
            updated_at: trx.fn.now() as unknown as Date,
          })
          .returning('*')
      : await trx<HandoffRow>('handoffs')
          .insert({
            session_id: row.session_id,
            user_id: row.user_id,
            ...text,
            revision: 1,
            revised_after_feedback: viewed !== undefined,
          })
          .returning('*');
    if (!saved) throw new Error('hand-off not saved');
    return { row: saved, changed: true };
  });

/**
 * Ended sessions of the user since `since` that offered the hand-off step, have a summary, and
 * whose hand-off is empty, newest first.
 */
export const listHandoffsWaiting = (db: Knex, userId: string, since: Date, limit = 5) =>
  db('training_sessions as s')
    .join('session_summaries as m', 'm.session_id', 's.id')
    .leftJoin('handoffs as h', 'h.session_id', 's.id')
    .where('s.user_id', userId)
    .andWhere('s.is_test', false)
    .andWhere('s.handoff_offered', true)
    .whereNotNull('s.ended_at')
    .andWhere('s.ended_at', '>=', since)
    .andWhere((q) =>
      q
        .whereNull('h.session_id')
        .orWhereRaw(
          "btrim(h.situation || h.background || h.assessment || h.recommendation, E' \\t\\r\\n') = ''",
        ),
    )
    .orderBy('s.ended_at', 'desc')
    .limit(limit)
    .select<{ session_id: string; case_id: string; case_version_id: string; ended_at: Date }[]>(
      's.id as session_id',
      's.case_id',
      's.case_version_id',
      's.ended_at',
    );

/** Makes a share link for the session, ending every earlier one of it. */
export const createHandoffShare = (
  db: Knex,
  row: Pick<HandoffShareRow, 'session_id' | 'token_hash' | 'include_transcript' | 'expires_at'>,
) =>
  db.transaction(async (trx) => {
    await trx('handoff_shares')
      .where({ session_id: row.session_id })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() });
    const [created] = await trx<HandoffShareRow>('handoff_shares').insert(row).returning('*');
    if (!created) throw new Error('share not created');
    return created;
  });

/** Ends the session's share links; answers with how many were active. */
export const revokeHandoffShares = (db: Knex, sessionId: string) =>
  db('handoff_shares')
    .where({ session_id: sessionId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });

/** The session's share link that still works, if any. */
export const findActiveHandoffShare = (db: Knex, sessionId: string) =>
  db<HandoffShareRow>('handoff_shares')
    .where({ session_id: sessionId })
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', db.fn.now())
    .orderBy('created_at', 'desc')
    .first();

/** The share link with this token hash, if it still works. */
export const findShareByTokenHash = (db: Knex, tokenHash: string) =>
  db<HandoffShareRow>('handoff_shares')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', db.fn.now())
    .first();

/** The channel a hand-off's change is announced on (ADR 0116); the payload is the session id. */
export const HANDOFF_CHANGED_CHANNEL = 'handoff_changed';

/**
 * Tells every api instance listening that the session's hand-off or its share links changed, so
 * that live readers get the new view (or `gone`). Sent after the change committed.
 */
export const notifyHandoffChanged = async (db: Knex, sessionId: string) => {
  await db.raw('select pg_notify(?, ?)', [HANDOFF_CHANGED_CHANNEL, sessionId]);
};
