import type { Knex } from 'knex';
import { dataExportZips } from './data-export-repo.ts';
import { reportBundleZips } from './report-bundle-repo.ts';

/** A foreign key of the schema: `table.column` references `references` and does `deleteRule`. */
export type ForeignKey = { table: string; column: string; references: string; deleteRule: string };

/** Every foreign key that references one of `tables` (the GDPR registry is checked against them). */
export const listForeignKeysTo = async (db: Knex, tables: readonly string[]): Promise<ForeignKey[]> => {
  const result = await db.raw<{ rows: ForeignKey[] }>(
    `select tc.table_name as "table", kcu.column_name as "column", ccu.table_name as "references",
            rc.delete_rule as "deleteRule"
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.referential_constraints rc
         on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = any(?)
      order by 1, 2`,
    [tables as string[]],
  );
  return result.rows;
};

/** The rows of `table` whose `column` is the user (names from the GDPR registry, never from input). */
export const selectRowsOfUser = (db: Knex, table: string, column: string, userId: string) =>
  db(table).where(column, userId).select<Record<string, unknown>[]>('*');

/** The rows of `table` that belong to one of the user's rows of `parent` (through `column`). */
export const selectRowsThroughParent = (
  db: Knex,
  table: string,
  column: string,
  parent: { table: string; userColumn: string },
  userId: string,
) =>
  db(`${table} as t`)
    .whereIn(`t.${column}`, db(parent.table).where(parent.userColumn, userId).select('id'))
    .select<Record<string, unknown>[]>('t.*');

/** The e-mails the product sent to an address (the dev outbox and the mail queue keep them). */
export const selectMailTo = (db: Knex, address: string) =>
  db('mail_outbox')
    .whereRaw('lower(to_address) = lower(?)', [address])
    .select<Record<string, unknown>[]>('id', 'to_address', 'subject', 'template', 'status', 'created_at');

/**
 * Deletes a user: their http sessions, the mail sent to them, their tester reports and the zips the
 * worker built for them (privacy export, report bundles) first, then the user row; every table
 * referencing it deletes or anonymises its rows by its foreign key's rule (checked against the GDPR
 * registry by a test). Answers the storage keys of the zips' files, for the caller to delete once
 * the transaction has committed (their rows would otherwise go by cascade and leave the files).
 */
export const deleteUserAccount = async (trx: Knex.Transaction, user: { id: string; email: string }) => {
  await trx('http_sessions').whereRaw("sess -> 'passport' ->> 'user' = ?", [user.id]).delete();
  await trx('mail_outbox').whereRaw('lower(to_address) = lower(?)', [user.email]).delete();
  // A tester's report is their own words: it goes with them (its key only unlinks it).
  await trx('tester_reports').where({ user_id: user.id }).delete();
  // A bundle's user is its session's trainee, so this takes the bundles of all their sessions.
  const zipKeys = [
    ...(await dataExportZips.removeAllWhere(trx, 'user_id', user.id)),
    ...(await reportBundleZips.removeAllWhere(trx, 'user_id', user.id)),
  ];
  const deleted = await trx('users').where({ id: user.id }).delete();
  return { deleted, zipKeys };
};

/** Ends every http session of a user but one (the caller's own, by its session id). */
export const deleteOtherHttpSessions = (db: Knex, userId: string, keepSid: string) =>
  db('http_sessions')
    .whereRaw("sess -> 'passport' ->> 'user' = ?", [userId])
    .whereNot({ sid: keepSid })
    .delete();

/** A user's signed-in sessions (not yet expired): the store's id, its data and its expiry. */
export const listHttpSessionsOf = (db: Knex, userId: string) =>
  db('http_sessions')
    .whereRaw("sess -> 'passport' ->> 'user' = ?", [userId])
    .where('expire', '>', db.fn.now())
    .select<{ sid: string; sess: Record<string, unknown>; expire: Date }[]>('sid', 'sess', 'expire');

/** Ends one of the user's sessions by its store id (another user's session is never touched). */
export const deleteHttpSessionOf = (db: Knex, userId: string, sid: string) =>
  db('http_sessions').whereRaw("sess -> 'passport' ->> 'user' = ?", [userId]).where({ sid }).delete();
