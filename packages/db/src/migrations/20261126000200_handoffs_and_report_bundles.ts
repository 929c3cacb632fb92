import type { Knex } from 'knex';

/**
 * SBAR hand-offs (one a session), their share links (only a hash of each token is kept) and report
 * bundles (one a session, built by the worker; ADR 0116). Sessions ended before the hand-off step
 * existed are marked so, and keep their hand-off items out of their score.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('handoffs', (t) => {
    t.uuid('session_id').primary().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('situation').notNullable().defaultTo('');
    t.text('background').notNullable().defaultTo('');
    t.text('assessment').notNullable().defaultTo('');
    t.text('recommendation').notNullable().defaultTo('');
    // Goes up by one on every save that changes the text: the feedback and bundles record the
    // revision they were made from.
    t.integer('revision').notNullable().defaultTo(0);
    t.boolean('revised_after_feedback').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'updated_at']);
  });
  await knex.schema.createTable('handoff_shares', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    // SHA-256 of the token, hex: the token itself is told once and never stored.
    t.string('token_hash', 64).notNullable().unique();
    t.boolean('include_transcript').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['session_id', 'created_at']);
  });
  await knex.schema.createTable('report_bundles', (t) => {
    t.uuid('session_id').primary().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // Each new request makes a new generation; a job for an older one does nothing.
    t.integer('generation').notNullable().defaultTo(1);
    t.string('state', 10).notNullable();
    t.integer('progress').notNullable().defaultTo(0);
    // What the bundle shows, taken when it was requested (ZReportBundleContent).
    t.jsonb('content').notNullable();
    // The hand-off revision and scoring version it was taken from: a later one makes it stale.
    t.string('content_key', 80).notNullable();
    t.string('storage_key', 200);
    t.bigInteger('size_bytes');
    t.text('error');
    // Completed builds of this row (a duplicated job would make it more than one a generation).
    t.integer('builds').notNullable().defaultTo(0);
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true });
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['state', 'expires_at']);
  });
  await knex.raw(
    "alter table report_bundles add constraint report_bundles_state_check check (state in ('queued', 'building', 'ready', 'failed'))",
  );
  await knex.schema.alterTable('training_sessions', (t) => {
    t.boolean('handoff_offered').notNullable().defaultTo(true);
  });
  // Sessions that ended before this release had no hand-off step.
  await knex('training_sessions').update({ handoff_offered: false });
  await knex.schema.alterTable('feedback', (t) => {
    // The hand-off revision the stored score was made with (0: none written).
    t.integer('handoff_revision').notNullable().defaultTo(0);
    // When its trainee first opened the feedback (a hand-off changed later is marked so).
    t.timestamp('first_viewed_at', { useTz: true });
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('feedback', (t) => {
    t.dropColumn('handoff_revision');
    t.dropColumn('first_viewed_at');
  });
  await knex.schema.alterTable('training_sessions', (t) => {
    t.dropColumn('handoff_offered');
  });
  await knex.schema.dropTableIfExists('report_bundles');
  await knex.schema.dropTableIfExists('handoff_shares');
  await knex.schema.dropTableIfExists('handoffs');
};
