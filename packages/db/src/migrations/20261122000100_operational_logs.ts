import type { Knex } from 'knex';

/** Tables for what browsers report: log batches, caught errors and version mismatches. */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('client_logs', (t) => {
    t.bigIncrements('id');
    t.string('source', 32).notNullable(); // client-log | version-mismatch
    t.string('level', 16).notNullable();
    t.text('message').notNullable();
    t.string('client_session_id', 128);
    t.timestamp('client_timestamp', { useTz: true });
    t.jsonb('metadata');
    t.boolean('delayed').notNullable().defaultTo(false);
    t.string('ip', 64);
    t.string('user_agent', 1000);
    t.string('request_id', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
  await knex.schema.createTable('frontend_errors', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('message').notNullable();
    t.text('stack');
    t.text('component_stack');
    t.string('error_boundary', 200);
    t.string('url', 2000);
    t.string('user_agent', 1000);
    t.timestamp('client_timestamp', { useTz: true });
    t.string('ip', 64);
    t.string('request_id', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('frontend_errors');
  await knex.schema.dropTableIfExists('client_logs');
};
