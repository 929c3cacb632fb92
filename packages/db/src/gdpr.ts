import type { Knex } from 'knex';
import {
  type ForeignKey,
  listForeignKeysTo,
  selectMailTo,
  selectRowsOfUser,
  selectRowsThroughParent,
} from './repos/account-repo.ts';

/**
 * What privacy (GDPR) export and deletion do with each table that holds a user's data (ADR 0129).
 * Every foreign key to `users`, and to the tables a user owns whole (their sessions), is listed
 * here with what deleting the user does to its rows — the key's own rule, so the database does it
 * in the deletion's one statement — and whether the export carries them. A test compares this list
 * with the schema: a table added later with a user column fails it until it is listed here.
 */
type Entry = {
  /** CASCADE: the rows go with the user; SET NULL: they stay, no longer tied to anyone. */
  onDelete: 'CASCADE' | 'SET NULL';
  /** False where the rows are secrets or another system's records (with the reason). */
  exported: boolean;
};

const own: Entry = { onDelete: 'CASCADE', exported: true };
/** Rows kept for aggregates and the product's own records, anonymised by the deletion. */
const anonymised: Entry = { onDelete: 'SET NULL', exported: true };

/** `table.column` → entry, for every foreign key to `users`. */
export const userColumns: Readonly<Record<string, Entry>> = {
  'admin_audit_log.actor_id': anonymised,
  'admin_settings.updated_by': anonymised,
  'admin_todos.created_by': anonymised,
  'admin_todos.done_by': anonymised,
  // Model costs stay in the aggregates (ADR 0123's costs), tied to nobody.
  'ai_usage.user_id': anonymised,
  'announcements.created_by': anonymised,
  'avatar_sessions.user_id': own,
  // Hashes of single-use links: secrets, and useless to the user.
  'auth_tokens.user_id': { onDelete: 'CASCADE', exported: false },
  'bab_sessions.user_id': own,
  'billing_customers.user_id': own,
  // The local billing sandbox's own records (it plays the payment provider, not the product).
  'billing_sandbox_clocks.user_id': { onDelete: 'CASCADE', exported: false },
  'billing_sandbox_customers.user_id': { onDelete: 'CASCADE', exported: false },
  'bookmarks.user_id': own,
  'case_versions.created_by': anonymised,
  'client_logs.user_id': anonymised,
  'colleague_members.user_id': anonymised,
  'colleague_rooms.created_by': own,
  'contact_messages.user_id': anonymised,
  'copilot_sessions.facilitator_id': own,
  'copilot_sessions.trainee_id': anonymised,
  // The export's own zip and its state (ADR 0133): the user's, but not itself exported.
  'data_exports.user_id': { onDelete: 'CASCADE', exported: false },
  // Support's diagnostics reports (already redacted of secrets when stored).
  'diagnostics_reports.user_id': anonymised,
  'facilitator_invites.created_by': own,
  'facilitator_watchers.user_id': own,
  'feedback.user_id': own,
  'frontend_errors.user_id': anonymised,
  'handoffs.user_id': own,
  'notifications.user_id': own,
  // The browser's push keys are left out of the export (secretColumn).
  'push_subscriptions.user_id': own,
  // The re-encoded picture (its bytes as base64 in the export).
  'profile_pictures.user_id': own,
  'invoices.user_id': own,
  'report_bundles.user_id': own,
  'research_pilot_participants.user_id': own,
  'server_errors.user_id': anonymised,
  'subscriptions.user_id': own,
  'survey_responses.user_id': anonymised,
  'training_sessions.user_id': own,
  // The user's own words about a problem: deleted with the account (deleteUserAccount), though the
  // key keeps reports of deleted users that predate this rule.
  'tester_reports.user_id': anonymised,
  'usage_counters.user_id': own,
  'user_activity.user_id': own,
  'user_certifications.user_id': own,
  'user_settings.user_id': own,
};

/** Tables a user owns whole: the rows that reference them are the user's too (transcripts…). */
export const ownedParents = [
  { table: 'training_sessions', userColumn: 'user_id' },
  { table: 'bab_sessions', userColumn: 'user_id' },
] as const;

type SessionEntry = Entry & { parent: (typeof ownedParents)[number]['table'] };
const ofSession = (entry: Entry): SessionEntry => ({ ...entry, parent: 'training_sessions' });

/** `table.column` → entry and the table it references, for every foreign key to `ownedParents`. */
export const sessionColumns: Readonly<Record<string, SessionEntry>> = {
  'ai_usage.session_id': ofSession(anonymised),
  // Keyed by `training_session_id`, read through the sessions like the rest.
  'avatar_sessions.training_session_id': ofSession(own),
  'bab_messages.session_id': { ...own, parent: 'bab_sessions' },
  'colleague_rooms.session_id': ofSession(own),
  'copilot_injections.session_id': ofSession(own),
  'copilot_sessions.session_id': ofSession(anonymised),
  'facilitator_chat_messages.session_id': ofSession(own),
  'facilitator_feedback.session_id': ofSession(own),
  'facilitator_invites.session_id': ofSession(own),
  'facilitator_notes.session_id': ofSession(own),
  'feedback.session_id': ofSession(own),
  'handoff_shares.session_id': ofSession(own),
  'handoffs.session_id': ofSession(own),
  'report_bundles.session_id': ofSession(own),
  'session_actions.session_id': ofSession(own),
  'session_engine_state.session_id': ofSession(own),
  'session_events.session_id': ofSession(own),
  'session_messages.session_id': ofSession(own),
  'session_summaries.session_id': ofSession(own),
  'survey_responses.session_id': ofSession(own),
};

/** Columns never exported, whatever the table: secrets of the account and of links. */
const secretColumn = /^(password_hash|token_hash|secret|sess|p256dh|auth)$|_(hash|secret)$/;

/** Binary columns (the profile picture) as base64 text, so the JSON carries them whole. */
const jsonValue = (value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value);

const withoutSecrets = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !secretColumn.test(column))
        .map(([column, value]) => [column, jsonValue(value)]),
    ),
  );

const split = (key: string) => {
  const [table, column] = key.split('.') as [string, string];
  return { table, column };
};

/** The schema's foreign keys that the registry must match (the test's input). */
export const registryForeignKeys = (db: Knex): Promise<ForeignKey[]> =>
  listForeignKeysTo(db, ['users', ...ownedParents.map((p) => p.table)]);

/**
 * Everything the product holds about a user, as files: the account, then one file per table (rows
 * of theirs, and rows of their sessions), then the e-mails sent to them. Another user's rows are
 * never read: every query is by this user's id, or through their own sessions.
 */
export const exportFilesOf = async (
  db: Knex,
  user: { id: string; email: string },
  /** Told after each query: how many of `total` are done (the worker's progress, ADR 0133). */
  onProgress?: (done: number, total: number) => Promise<void> | void,
) => {
  const files: { name: string; value: unknown }[] = [];
  const total =
    Object.values(userColumns).filter((e) => e.exported).length +
    Object.values(sessionColumns).filter((e) => e.exported).length +
    2;
  let done = 0;
  const step = async () => {
    done += 1;
    await onProgress?.(done, total);
  };
  const [account] = await selectRowsOfUser(db, 'users', 'id', user.id);
  files.push({ name: 'account.json', value: withoutSecrets(account ? [account] : [])[0] ?? null });
  await step();
  const add = (name: string, rows: Record<string, unknown>[]) => {
    if (rows.length > 0) files.push({ name, value: withoutSecrets(rows) });
  };
  for (const [key, entry] of Object.entries(userColumns)) {
    if (!entry.exported) continue;
    const { table, column } = split(key);
    add(`${table}.${column}.json`, await selectRowsOfUser(db, table, column, user.id));
    await step();
  }
  // Each row of a session is read through the table its key references (the test holds them true).
  for (const [key, entry] of Object.entries(sessionColumns)) {
    if (!entry.exported) continue;
    const { table, column } = split(key);
    const parent = ownedParents.find((p) => p.table === entry.parent)!;
    add(`${parent.table}/${table}.json`, await selectRowsThroughParent(db, table, column, parent, user.id));
    await step();
  }
  // Always present, so that "none" is an answer too.
  files.push({ name: 'emails-sent-to-you.json', value: await selectMailTo(db, user.email) });
  await step();
  return files;
};
