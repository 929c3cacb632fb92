import knexFactory, { type Knex } from 'knex';
import * as operationalLogs from './migrations/20261122000100_operational_logs.ts';
import * as accounts from './migrations/20261122000200_accounts.ts';
import * as casesAndSessions from './migrations/20261122000300_cases_and_sessions.ts';
import * as feedback from './migrations/20261122000400_feedback.ts';
import * as website from './migrations/20261122000500_website.ts';
import * as contactIdempotency from './migrations/20261125000100_contact_idempotency.ts';
import * as sessionEngineState from './migrations/20261125000200_session_engine_state.ts';
import * as badNewsSessions from './migrations/20261125000300_bad_news_sessions.ts';
import * as messageEngineMeta from './migrations/20261125011400_message_engine_meta.ts';
import * as subscriptionsAndBilling from './migrations/20261126000100_subscriptions_and_billing.ts';
import * as handoffsAndReportBundles from './migrations/20261126000200_handoffs_and_report_bundles.ts';
import * as liveRooms from './migrations/20261126000300_live_rooms.ts';
import * as facilitatorNotesFeedback from './migrations/20261126000400_facilitator_notes_feedback.ts';
import * as adminAuditLog from './migrations/20261126000500_admin_audit_log.ts';
import * as colleagueRooms from './migrations/20261126000610_colleague_rooms.ts';
import * as copilotSessions from './migrations/20261126000710_copilot_sessions.ts';
import * as adminCore from './migrations/20261126000800_admin_core.ts';
import * as adminBusiness from './migrations/20261126000900_admin_business.ts';
import * as caseAuthoring from './migrations/20261126001000_case_authoring.ts';
import * as userActivity from './migrations/20261127000100_user_activity.ts';
import * as notifications from './migrations/20261127000200_notifications.ts';
import * as diagnosticsReports from './migrations/20261127000300_diagnostics_reports.ts';
import * as avatarSessions from './migrations/20261127000400_avatar_sessions.ts';
import * as profilePictures from './migrations/20261128001100_profile_pictures.ts';
import * as expertiseCertifications from './migrations/20261128001200_expertise_certifications.ts';
import * as emailChange from './migrations/20261128001300_email_change.ts';
import * as dataExports from './migrations/20261129000100_data_exports.ts';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Every migration, in order. Listed by hand (not read from a folder) so that the same code runs
 * from source, from a bundle and in tests.
 */
const migrations: Record<string, Migration> = {
  '20261122000100_operational_logs': operationalLogs,
  '20261122000200_accounts': accounts,
  '20261122000300_cases_and_sessions': casesAndSessions,
  '20261122000400_feedback': feedback,
  '20261122000500_website': website,
  '20261125000100_contact_idempotency': contactIdempotency,
  '20261125000200_session_engine_state': sessionEngineState,
  '20261125000300_bad_news_sessions': badNewsSessions,
  '20261125011400_message_engine_meta': messageEngineMeta,
  '20261126000100_subscriptions_and_billing': subscriptionsAndBilling,
  '20261126000200_handoffs_and_report_bundles': handoffsAndReportBundles,
  '20261126000300_live_rooms': liveRooms,
  '20261126000400_facilitator_notes_feedback': facilitatorNotesFeedback,
  '20261126000500_admin_audit_log': adminAuditLog,
  '20261126000710_copilot_sessions': copilotSessions,
  '20261126001000_case_authoring': caseAuthoring,
  '20261127000200_notifications': notifications,
  '20261127000100_user_activity': userActivity,
  '20261127000400_avatar_sessions': avatarSessions,
  '20261126000610_colleague_rooms': colleagueRooms,
  '20261126000900_admin_business': adminBusiness,
  '20261126000800_admin_core': adminCore,
  '20261127000300_diagnostics_reports': diagnosticsReports,
  '20261128001100_profile_pictures': profilePictures,
  '20261128001200_expertise_certifications': expertiseCertifications,
  '20261128001300_email_change': emailChange,
  '20261129000100_data_exports': dataExports,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

const config: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

/**
 * The same database without the query time limit of the app's handle: a migration may build an
 * index on a large table. Its own small pool, closed after use.
 */
const untimed = (db: Knex): Knex => {
  const base = db.client.config as Knex.Config;
  const connection = { ...(base.connection as Record<string, unknown>) };
  delete connection.statement_timeout;
  delete connection.query_timeout;
  return knexFactory({ ...base, connection, pool: { min: 0, max: 2 } });
};

/** Applies every pending migration; returns the names applied. Safe to run concurrently. */
export const migrateLatest = async (db: Knex): Promise<string[]> => {
  const migrator = untimed(db);
  try {
    const [, applied] = (await migrator.migrate.latest(config)) as [number, string[]];
    return applied;
  } finally {
    await migrator.destroy();
  }
};

/** Rolls back every migration (tests and `db:reset` only). */
export const migrateRollbackAll = async (db: Knex) => {
  await db.migrate.rollback(config, true);
};
