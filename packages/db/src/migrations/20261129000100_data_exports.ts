import type { Knex } from 'knex';

/**
 * A user's privacy (GDPR) export, built by the worker (ADR 0133): one row per user, the report
 * bundle's states and generations. The zip is in the bundle storage under `storage_key`.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('data_exports', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    // Each new request makes a new generation; a job for an older one does nothing.
    t.integer('generation').notNullable().defaultTo(1);
    t.string('state', 10).notNullable();
    t.integer('progress').notNullable().defaultTo(0);
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
    "alter table data_exports add constraint data_exports_state_check check (state in ('queued', 'building', 'ready', 'failed'))",
  );
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('data_exports');
};
